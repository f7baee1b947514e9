"""Resolution-context methods on zones, cards, tokens, the stack, mana and turns.

Sacrifice respects "can't cause you to sacrifice" (FAQ P101); several players
sacrificing or exiling choose in APNAP order and then act at the same time
(101.4, FAQ P13, P41); library work (look at, reveal, search, mill, exile
until) follows 401 and 701.  A part of
:class:`ofuda.runtime.context.resolution.ResolutionContext`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..definitions import CardDefinition, Duration, ObjectFilter, TokenSpec
from ..engine.layers.rules import CastPermission
from ..engine.objects.exiled_until import exile_until_leaves
from ..engine.objects.game_objects import Permanent, Spell
from ..engine.objects.players import Player
from ..engine.objects.targets import object_matches
from ..engine.objects.zones import ZoneKind
from ..engine.replacement.replacements import ZoneEvent
from ..engine.replacement.sacrifice_protection import (
    may_be_made_to_sacrifice,
    protected_from_every_sacrifice,
)
from ..statics import Emblem
from .state import ContextState
from .values import each


def _in_zone(obj: Any) -> bool:
    return (
        obj is not None
        and not isinstance(obj, Player)
        and getattr(obj, "zone", None) is not None
        and getattr(obj, "lki", None) is None
    )


def token_definition(spec: TokenSpec | CardDefinition, abilities: Any = ()) -> CardDefinition:
    """111.3–111.4: a token's definition from a CardDefinition or a :class:`TokenSpec` and the
    ability classes the instruction gives it (quoted, 113.2c, or a predefined token's, 111.10);
    the name of a token made from a spec is its subtypes plus the word "Token" (111.4)."""
    if isinstance(spec, CardDefinition):
        return spec
    return CardDefinition(
        name=" ".join((*spec.subtypes, "Token")),
        name_ja=None,
        mana_cost=None,
        supertypes=(),
        card_types=tuple(spec.card_types),
        subtypes=tuple(spec.subtypes),
        power=spec.power,
        toughness=spec.toughness,
        keywords=tuple(spec.keywords),
        abilities=tuple(abilities),
        colors=tuple(spec.colors),
    )


_TOKENS: dict[Any, CardDefinition] = {}


class ZoneEffects(ContextState):
    """Zones, cards, tokens, the stack, mana and turns."""

    if TYPE_CHECKING:  # provided by the other parts of the context

        def _move(self, obj: Any, to: str, **kwargs: Any) -> Any: ...

        def _moved(self) -> dict[int, Any]: ...

        def _record_results(self, kind: str, objects: list[Any]) -> None: ...

        def choose_objects(
            self,
            candidates: Sequence[Any],
            minimum: int,
            maximum: int,
            reason: str = "choose",
            player: Any = None,
        ) -> list[Any]: ...

    # --- moving objects -----------------------------------------------------------------------
    def this_card_in(self, zone: ZoneKind) -> Any:
        """113.6k: the card with the ability, if it is still in ``zone`` (the zone the ability
        functions in); None once it has left (400.7: a new object the effect can't find)."""
        card = self.source
        if _in_zone(card) and card.zone_kind == zone:
            return card
        return None

    def destroy(self, obj: Any, regenerable: bool = True) -> None:
        """701.7: destroy permanents at the same time (indestructible ones survive, 702.12b);
        ``regenerable`` False: "It can't be regenerated." (no regeneration shield applies, 701.15)."""
        perms = [p for p in each(obj) if isinstance(p, Permanent) and p.on_battlefield]
        # 608.2c: "destroyed this way" are those put into a graveyard (not the indestructible
        # or regenerated ones, 701.7a, 701.15a)
        destroyed = self.game.destroy_all(perms, regenerable=regenerable) if perms else []
        self._record_results("destroyed", destroyed)

    def exile(self, obj: Any) -> None:
        """701.13: move objects to exile (at the same time, e.g. "exile all Zombies", FAQ P5);
        607.2a: the cards a permanent's own ability exiles are remembered on that permanent
        ("exiled with it": Dark Impostor, FAQ P34(4): each Impostor only its own)."""
        named = [o for o in each(obj) if getattr(o, "zone", None) is not None]
        items = [o for o in named if _in_zone(o)]
        for item in items:
            if item.zone_kind != ZoneKind.BATTLEFIELD:
                self.game.log.add("exile", f"{item.name} is exiled", card=item.name)
        if len(items) == 1:
            self._move(items[0], ZoneKind.EXILE)
        elif items:
            for old, new in self.game.move_all([ZoneEvent(o, ZoneKind.EXILE) for o in items]):
                self._moved()[id(old)] = new
        self._record_results("exiled", [o for o in items if o.zone is None or o.lki is not None])
        source = self.source
        if not isinstance(source, Permanent) or not source.on_battlefield:
            return
        moved = self._moved()
        for item in named:
            new = moved.get(id(item))
            if new is not None and new.zone is not None:
                source.remembered.append(new)
                self.game.touch()

    def exile_until_leaves(self, obj: Any) -> None:
        """610.3: exile objects until the source (a permanent) leaves the battlefield; they
        come back right after it leaves (nothing is exiled if it has left already, 610.3a)."""
        exile_until_leaves(self.game, self.source, [o for o in each(obj) if _in_zone(o)])

    def exile_with_source(self, obj: Any) -> None:
        """Exile and remember as "exiled with" the source (607; Dark Impostor, FAQ P34)."""
        for item in [o for o in each(obj) if _in_zone(o)]:
            card = self._move(item, ZoneKind.EXILE)
            if card is not None and hasattr(self.source, "remembered"):
                self.source.remembered.append(card)
                self.game.touch()

    def return_to_hand(self, obj: Any) -> None:
        """Return objects to their owners' hands (400.3) at the same time."""
        items = [o for o in each(obj) if _in_zone(o)]
        for item in items:
            if item.zone_kind != ZoneKind.BATTLEFIELD:
                self.game.log.add(
                    "bounce", f"{item.name} returns to {item.owner.name}'s hand", card=item.name
                )
        for old, new in self.game.move_all([ZoneEvent(o, ZoneKind.HAND) for o in items]):
            self._moved()[id(old)] = new  # type: ignore[attr-defined]

    def put_into_hand(self, obj: Any) -> None:
        """Put cards into their owners' hands (from a library, a graveyard, exile)."""
        for item in [o for o in each(obj) if _in_zone(o)]:
            self.game.log.add(
                "hand", f"{item.name} is put into {item.owner.name}'s hand", card=item.name
            )
            self._move(item, ZoneKind.HAND, announce=False)

    def put_onto_battlefield(
        self, obj: Any, controller: Any, tapped: bool = False, transformed: bool = False
    ) -> None:
        """110.2a: put cards onto the battlefield under ``controller``'s control (None: "under
        its owner's control", each card's owner); 110.5b: they enter untapped unless the effect
        puts them onto it tapped; 712.14: "transformed", with their back faces up."""
        for card in each(obj):
            if not _in_zone(card) or card.zone_kind in (ZoneKind.BATTLEFIELD, ZoneKind.STACK):
                continue  # 400.7: it is gone, or already a permanent
            if not card.is_permanent_card:
                continue  # 400.4a: instants and sorceries can't enter the battlefield
            if transformed and (card.card.back is None or getattr(card, "is_token", False)):
                continue  # 712.14a: a card that isn't a transforming double-faced card stays
            who = controller if isinstance(controller, Player) else card.owner
            self._move(
                card, ZoneKind.BATTLEFIELD, controller=who, tapped=tapped, transformed=transformed
            )

    def return_to_battlefield(self, obj: Any, controller: Any = None) -> Any:
        """ "Return that card to the battlefield [under your control]": the card a dead or exiled
        object became, if it is still in that graveyard or exile (FAQ P116(1))."""
        card = obj.current() if hasattr(obj, "current") else obj
        if card is None or card.zone_kind not in (ZoneKind.GRAVEYARD, ZoneKind.EXILE):
            return None
        if not card.is_permanent_card:
            return None
        who = controller if isinstance(controller, Player) else card.owner
        return self._move(card, ZoneKind.BATTLEFIELD, controller=who)

    def blink(self, obj: Any, controller: Any = None) -> None:
        """ "Exile <permanent>, then return that card to the battlefield under your control":
        a new object (FAQ B#1–B#6: untapped, new; a token doesn't come back)."""
        who = controller if isinstance(controller, Player) else self.controller
        perms = [p for p in each(obj) if isinstance(p, Permanent) and p.on_battlefield]
        exiled = self.game.move_all([ZoneEvent(p, ZoneKind.EXILE) for p in perms])
        back = [
            ZoneEvent(new, ZoneKind.BATTLEFIELD, controller=who)
            for _, new in exiled
            if new is not None and not new.is_token and new.zone_kind == ZoneKind.EXILE
        ]
        for old, new in self.game.move_all(back):
            self._moved()[id(old)] = new  # type: ignore[attr-defined]

    def put_on_library(self, obj: Any, top: bool) -> None:
        """401: put objects on top of or at the bottom of their owners' libraries."""
        for item in [o for o in each(obj) if _in_zone(o)]:
            where = "top" if top else "bottom"
            self.game.log.add(
                "library",
                f"{item.name} is put on the {where} of {item.owner.name}'s library",
                card=item.name,
            )
            self._move(item, ZoneKind.LIBRARY, top=top, announce=False)

    def put_on_bottom_in_any_order(self, cards: Any, player: Any = None) -> None:
        """Put cards on the bottom of their owner's library in an order the player chooses."""
        items = [c for c in each(cards) if _in_zone(c)]
        if not items:
            return
        who = player if isinstance(player, Player) else self.controller
        order = list(who.agent.order_cards(self.game, who, items, "bottom of library"))
        if sorted(map(id, order)) != sorted(map(id, items)):
            order = items
        self.put_on_library(order, False)

    def put_on_bottom_in_random_order(self, cards: Any) -> None:
        """Put cards on the bottom of their owners' libraries in a random order (the game's
        seeded RNG orders them; 401.4 gives the order to a player only "in any order")."""
        items = [c for c in each(cards) if _in_zone(c)]
        if not items:
            return
        self.game.rng.shuffle(items)
        self.put_on_library(items, False)

    def put_into_graveyard(self, cards: Any) -> None:
        """Put cards (looked at or revealed, in a library or a hand) into their owners'
        graveyards at the same time (400.3: a card goes to its owner's graveyard)."""
        items = [c for c in each(cards) if _in_zone(c)]
        for old, new in self.game.move_all([ZoneEvent(c, ZoneKind.GRAVEYARD) for c in items]):
            self._moved()[id(old)] = new  # type: ignore[attr-defined]

    # --- sacrifice (701.17) ------------------------------------------------------------------
    def _can_make_sacrifice(self, player: Player, permanent: Any = None) -> bool:
        """FAQ P101, 701.17a: an opponent's spell or ability can't make a protected player
        sacrifice a permanent their rule protects (runtime/engine/replacement/sacrifice_protection.py). Without
        ``permanent``: whether it can make ``player`` sacrifice anything at all."""
        if permanent is None:
            return not protected_from_every_sacrifice(self.game, player, self.controller)
        return permanent.controller is player and may_be_made_to_sacrifice(
            self.game, permanent, self.controller
        )

    def _choose_sacrifices(self, player: Player, flt: ObjectFilter | None, count: int) -> list[Any]:
        cands = [
            p
            for p in self.game.battlefield.objects
            if p.controller is player
            and (flt is None or object_matches(p, flt, player, self.source))
            and self._can_make_sacrifice(player, p)
        ]
        if len(cands) <= count:
            return cands  # FAQ P14: with one creature, it is the one
        chosen = list(player.agent.choose_permanents(self.game, player, cands, count, "sacrifice"))
        if len(chosen) != count or any(c not in cands for c in chosen):
            chosen = cands[:count]
        return chosen

    def sacrifice(self, player: Any, obj: Any, filter: ObjectFilter | None, count: int) -> None:
        """701.17: each player (APNAP, FAQ P13) sacrifices the named permanents they control, or
        ``count`` matching ``filter`` of their choice; all at the same time."""
        chosen: list[Any] = []
        for who in [p for p in each(player) if isinstance(p, Player)] or self.game.apnap_order():
            if obj is not None:
                chosen.extend(
                    p
                    for p in each(obj)
                    if isinstance(p, Permanent)
                    and p.on_battlefield
                    and self._can_make_sacrifice(who, p)
                )
            else:
                chosen.extend(self._choose_sacrifices(who, filter, count))
        self._record_results("sacrificed", self.game.sacrifice_all(chosen) if chosen else [])
        if not chosen:
            # an optional sacrifice that found nothing to sacrifice was not done: "if you do" /
            # "unless you sacrifice …" see it as not done (608.2c; FAQ P39)
            self._did = False

    def sacrifice_each_unless_pay_life(self, objects: Any, amount: int) -> None:
        """ "For each creature, its controller sacrifices it unless they pay N life" (FAQ P78):
        in APNAP order each player decides, creature by creature, knowing earlier choices; then
        life is paid and the rest sacrificed at the same time."""
        perms = [p for p in each(objects) if isinstance(p, Permanent) and p.on_battlefield]
        pay: dict[Player, int] = {}
        doomed: list[Any] = []
        for who in self.game.apnap_order():
            budget = who.life
            for perm in [p for p in perms if p.controller is who]:
                can_pay = amount <= budget
                if can_pay and who.agent.choose_yes_no(
                    self.game, who, f"pay {amount} life to keep {perm.name}?", self.source
                ):
                    budget -= amount
                    pay[who] = pay.get(who, 0) + amount
                elif self._can_make_sacrifice(who, perm):
                    doomed.append(perm)
        for who, total in pay.items():
            self.game.lose_life(who, total)
        if doomed:
            self.game.sacrifice_all(doomed)

    def put_onto_battlefield_attached(self, obj: Any, host: Any) -> None:
        """Put Aura cards onto the battlefield attached to ``host`` (e.g. Bruna, FAQ P21)."""
        for card in [c for c in each(obj) if _in_zone(c) and c.zone_kind != ZoneKind.BATTLEFIELD]:
            self._move(card, ZoneKind.BATTLEFIELD, controller=self.controller, attach_to=host)

    # --- cards --------------------------------------------------------------------------------
    def reveal(self, cards: Any, player: Any = None) -> None:
        """701.16: reveal cards."""
        who = player if isinstance(player, Player) else self.controller
        self.game.reveal(who, each(cards))

    def mill(self, player: Any, amount: int) -> None:
        """701.13: each player puts the top ``amount`` cards of their library into their graveyard."""
        milled: list[Any] = []  # 608.2c: the cards milled, found where they went (701.13b)
        for who in [p for p in each(player) if isinstance(p, Player)]:
            top = self.game.library_top(who, amount)
            self.game.mill(who, amount)
            milled.extend(card for card in top if card.zone is None)
        self._record_results("milled", milled)

    def shuffle(self, player: Any = None) -> None:
        """701.20: shuffle ``player``'s library."""
        self.game.shuffle(player if isinstance(player, Player) else self.controller)

    def search_library(
        self,
        player: Any = None,
        flt: ObjectFilter | None = None,
        count: int = 1,
        to: str = ZoneKind.HAND,
        reveal: bool = True,
        tapped: bool = False,
    ) -> list[Any]:
        """701.19: search for up to ``count`` cards matching ``flt``, put them into ``to``, shuffle."""
        who = player if isinstance(player, Player) else self.controller
        cands = [
            c
            for c in who.library.objects
            if flt is None or object_matches(c, flt, who, self.source)
        ]
        chosen = self.choose_objects(cands, 0, count, "search", who) if cands else []
        if chosen and reveal:
            self.game.reveal(who, chosen)
        out = []
        for card in chosen:
            if to == ZoneKind.BATTLEFIELD:
                out.append(self.game.move(card, to, controller=who, tapped=tapped))
            else:
                out.append(self.game.move(card, to, announce=False))
        self.game.shuffle(who)
        return out

    def exile_until(self, player: Any, flt: ObjectFilter) -> tuple[list[Any], Any]:
        """Exile cards from the top of ``player``'s library until one matches ``flt``:
        (every exiled card, the matching one or None; FAQ P105(6))."""
        if not isinstance(player, Player):
            return [], None
        exiled: list[Any] = []
        while player.library.objects:
            card = self.game.move(player.library.objects[-1], ZoneKind.EXILE)
            if card is None:
                break
            exiled.append(card)
            if object_matches(card, flt, self.controller, self.source):
                return exiled, card
        return exiled, None

    # --- tokens, emblems, delayed triggers ---------------------------------------------------------
    def create_tokens(
        self,
        player: Any,
        token: Any,
        amount: int,
        tapped: bool = False,
        attacking: bool = False,
        abilities: Any = (),
    ) -> None:
        """111.2: each player creates ``amount`` tokens of ``token`` (a TokenSpec or definition),
        ``tapped`` (110.5b) and ``attacking`` (508.4) if the instruction says so; a spec's tokens
        have ``abilities`` (ability classes, 111.4: quoted, or a predefined token's, 111.10)."""
        key = (token, tuple(abilities))
        definition = token if isinstance(token, CardDefinition) else _TOKENS.get(key)
        if definition is None:
            definition = _TOKENS[key] = token_definition(token, abilities)
        for who in [p for p in each(player) if isinstance(p, Player)] or [self.controller]:
            created = self.game.create_token(definition, who, amount, tapped=tapped)
            if attacking:
                from ..engine.combat.declarations import put_into_combat_attacking

                put_into_combat_attacking(self.game, created)
            self._created = self._created + created

    def created_tokens(self) -> list[Any]:
        """The tokens this resolution created ("those tokens", e.g. for a delayed trigger)."""
        return list(self._created)

    def create_emblem(self, player: Any = None, abilities: Any = ()) -> Any:
        """114.2: ``player`` gets an emblem with ``abilities`` (classes, or an emblem value with
        ``abilities``)."""
        from ..engine.layers.static_abilities import instance_of

        who = player if isinstance(player, Player) else self.controller
        classes = abilities.abilities if isinstance(abilities, Emblem) else abilities
        instances = [instance_of(a) if isinstance(a, type) else a for a in classes]
        return self.game.create_emblem(who, instances)

    def create_delayed_trigger(
        self,
        trigger: Any,
        ability: Any,
        objects: Any = (),
        once: bool = True,
        duration: Any = None,
    ) -> None:
        """603.7: "at the beginning of the next end step, sacrifice those tokens" — the ability
        (a TriggeredAbility class or instance) sees ``objects`` as ``ctx.remembered()``;
        ``once``: only the next time its event happens; ``duration``: it no longer triggers
        once that duration ends ("this turn", 603.7b; ended by layers.durations.expire)."""
        from ..engine.layers.static_abilities import instance_of
        from ..engine.triggers.triggered_abilities import DelayedTrigger

        inst = instance_of(ability) if isinstance(ability, type) else ability
        self.game.delayed_triggers.append(
            DelayedTrigger(
                trigger, inst, self.controller, self.source, each(objects), once, duration
            )
        )

    def create_reflexive_trigger(self, ability: Any) -> None:
        """603.12: "When you do, …" — the reflexive triggered ability (a TriggeredAbility class
        or instance) triggers now; like any triggered ability it waits until the next time a
        player would receive priority, then goes on the stack with its targets (603.3)."""
        from ..engine.layers.static_abilities import instance_of
        from ..engine.triggers.triggered_abilities import PendingTrigger

        inst = instance_of(ability) if isinstance(ability, type) else ability
        # the event of the ability that created it stays what "that creature" of it names
        event = getattr(self.item, "event", None)
        self.game.pending_triggers.append(
            PendingTrigger(inst, self.source, self.controller, event, text="When you do")
        )

    # --- the stack ------------------------------------------------------------------------------------
    def counter_spell(self, obj: Any, exile: bool = False) -> None:
        """701.5: counter spells (not those that can't be countered, FAQ P60(2)); ``exile``: a
        countered spell is exiled instead of put into its owner's graveyard (614.1a)."""
        from ..engine.stack.resolution import counter

        for spell in each(obj):
            counter(self.game, spell, exile=exile)

    def counter_ability(self, obj: Any) -> None:
        """701.5: counter activated or triggered abilities."""
        self.counter_spell(obj)

    def copy_spell(self, spell: Any, new_targets: bool = False) -> Any:
        """707.10: copy a spell on the stack; its controller may choose new targets (FAQ P50)."""
        from ..engine.stack.resolution import copy_spell

        return copy_spell(self.game, spell, self.controller, new_targets=new_targets)

    def cast_without_paying(self, card: Any, player: Any = None) -> bool:
        """ "You may cast it without paying its mana cost" now (118.9, FAQ P40): the card (of
        a group: the one card); whether it was cast is what "if you don't cast it" asks."""
        from ..engine.casting.spells import cast_without_paying

        items = each(card)
        who = player if isinstance(player, Player) else self.controller
        # the "you may" is the instruction's own (ir.Optional asked it): no second question
        cast = bool(items) and cast_without_paying(self.game, who, items[0], ask=False)
        self._did = cast
        return cast

    def allow_cast(
        self,
        card: Any,
        player: Any = None,
        free: bool = False,
        duration: Duration | None = None,
        play: bool = False,
    ) -> None:
        """601.3: ``player`` may cast these cards from their zone for ``duration`` (this turn
        if none is stated), without paying their mana cost if ``free`` (FAQ P105: normal
        timing); with ``play``, a land card among them may be played (305.1: a land play)."""
        who = player if isinstance(player, Player) else self.controller
        lasting = duration or Duration.END_OF_TURN
        for item in each(card):
            if item.zone is None:
                continue
            permission = CastPermission(who, item, free, lasting, self.controller, play=play)
            self.game.cast_permissions.append(permission)
            self.game.touch()

    # --- mana and payments ------------------------------------------------------------------------------
    def add_mana(self, player: Any, symbols: str, times: int) -> None:
        """106.4: each player adds mana to their pool, ``times`` times ("Add {R} for each
        creature you control"); a spell that adds mana isn't a mana ability (FAQ P16)."""
        from ..engine.mana.pool import parse_mana_cost

        spec = parse_mana_cost(symbols)
        for who in [p for p in each(player) if isinstance(p, Player)]:
            for _ in range(max(0, times)):
                for letter in spec.requirements:
                    who.mana_pool.add(letter[0])
                who.mana_pool.add("C", spec.generic)
            self.game.log.add("mana", f"{who.name} adds {symbols * max(0, times)}", player=who.name)

    def pay_mana(self, player: Any, symbols: str, times: int = 1) -> bool:
        """An optional payment while resolving ("unless you pay {1} for each …", "you may pay
        {1}"): the player decides and pays; True if paid (FAQ P55, P81). Remembered for "If you
        do" (608.2c) and for "unless": compiled "<instructions> unless you pay {1}" is
        ``pay_mana`` then ``if not you_did():`` <instructions> (118.12a)."""
        paid = self._pay_mana(player, symbols, times)
        self._did = paid
        return paid

    def _pay_mana(self, player: Any, symbols: str, times: int) -> bool:
        from ..definitions import ManaCost
        from ..engine.mana.costs import can_pay, pay_mana
        from ..engine.mana.pool import ManaCostSpec, parse_mana_cost

        who = player if isinstance(player, Player) else self.controller
        total = ManaCostSpec()
        for _ in range(max(0, times)):
            total = total.plus(parse_mana_cost(symbols))
        if total.is_free():
            return True
        if not can_pay(self.game, who, [ManaCost(total.symbols())]):
            return False
        if not who.agent.choose_yes_no(self.game, who, f"pay {total.symbols()}?", self.source):
            return False
        pay_mana(self.game, who, total)
        self.game.log.add("pay", f"{who.name} pays {total.symbols()}", player=who.name)
        return True

    def pay_life(self, player: Any, amount: int) -> bool:
        """ "unless they pay N life": the player decides; True if paid (118.3, FAQ P78)."""
        who = player if isinstance(player, Player) else self.controller
        if amount > who.life:
            return False
        if amount > 0 and not who.agent.choose_yes_no(
            self.game, who, f"pay {amount} life?", self.source
        ):
            return False
        self.game.lose_life(who, amount)
        return True

    # --- turns ----------------------------------------------------------------------------------------
    def extra_turn(self, player: Any) -> None:
        """500.7: each player takes an extra turn after this one (the latest created first)."""
        for who in [p for p in each(player) if isinstance(p, Player)]:
            self.game.extra_turns.append(who)
            self.game.log.add("extra turn", f"{who.name} will take an extra turn", player=who.name)

    def spell_on_stack(self, item: Any) -> bool:
        """Whether ``item`` is a spell still on the stack."""
        return isinstance(item, Spell) and item.zone is self.game.stack
