"""Resolution-context methods on zones, cards, tokens, the stack, mana and turns.

Sacrifice respects "can't cause you to sacrifice" (FAQ P101); several players
sacrificing or exiling choose in APNAP order and then act at the same time
(101.4, FAQ P13, P41); library work (look at, reveal, search, mill, exile
until) follows 401 and 701.  Mixed into
:class:`ofuda.runtime.effects.ResolutionContext`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .definitions import CardDefinition, CardType, Duration, ObjectFilter
from .objects import Permanent, Spell
from .players import Player
from .replacement import ZoneEvent
from .rules import CANT_BE_MADE_TO_SACRIFICE, CastPermission
from .targets import object_matches
from .zones import ZoneKind

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def _in_zone(obj: Any) -> bool:
    return (
        obj is not None
        and not isinstance(obj, Player)
        and getattr(obj, "zone", None) is not None
        and getattr(obj, "lki", None) is None
    )


def token_definition(spec: Any) -> CardDefinition:
    """111.3–111.4: a token's definition from a CardDefinition or a token spec value
    (``power``, ``toughness``, ``colors``, ``subtypes``, ``card_types``, ``keywords``);
    its name is its subtypes (111.4)."""
    if isinstance(spec, CardDefinition):
        return spec
    subtypes = tuple(getattr(spec, "subtypes", ()))
    name = getattr(spec, "name", None) or " ".join(subtypes) or "Token"
    return CardDefinition(
        name=name,
        name_ja=None,
        mana_cost=None,
        supertypes=(),
        card_types=tuple(getattr(spec, "card_types", (CardType.CREATURE,))),
        subtypes=subtypes,
        power=getattr(spec, "power", None),
        toughness=getattr(spec, "toughness", None),
        keywords=tuple(getattr(spec, "keywords", ())),
        abilities=tuple(getattr(spec, "abilities", ())),
        colors=tuple(getattr(spec, "colors", ())),
    )


_TOKENS: dict[Any, CardDefinition] = {}


class ZoneEffects:
    """Zones, cards, tokens, the stack, mana and turns."""

    game: Game
    source: Any
    controller: Player

    # --- moving objects -----------------------------------------------------------------------
    def destroy(self, obj: Any) -> None:
        """701.7: destroy a permanent (indestructible ones survive, 702.12b)."""
        if isinstance(obj, Permanent) and obj.on_battlefield:
            self.game.destroy(obj)

    def destroy_each(self, objects: Sequence[Any]) -> None:
        """Destroy several permanents at the same time."""
        self.game.destroy_all([o for o in objects if isinstance(o, Permanent) and o.on_battlefield])

    def exile(self, obj: Any) -> Any:
        """701.13: move an object to exile; returns the exiled card."""
        if _in_zone(obj):
            if obj.zone_kind != ZoneKind.BATTLEFIELD:
                self.game.log.add("exile", f"{obj.name} is exiled", card=obj.name)
            return self.game.move(obj, ZoneKind.EXILE)
        return None

    def exile_each(self, objects: Sequence[Any]) -> list[Any]:
        """Exile several objects at the same time (e.g. "exile all Zombies", FAQ P5)."""
        done = self.game.move_all([ZoneEvent(o, ZoneKind.EXILE) for o in objects if _in_zone(o)])
        return [new for _, new in done if new is not None]

    def exile_with_source(self, obj: Any) -> Any:
        """Exile ``obj`` and remember it as "exiled with" the source (607, Dark Impostor)."""
        card = self.exile(obj)
        if card is not None and hasattr(self.source, "remembered"):
            self.source.remembered.append(card)
            self.game.touch()
        return card

    def return_to_hand(self, obj: Any) -> None:
        """Return an object to its owner's hand (400.3)."""
        if _in_zone(obj):
            if obj.zone_kind != ZoneKind.BATTLEFIELD:
                self.game.log.add(
                    "bounce", f"{obj.name} returns to {obj.owner.name}'s hand", card=obj.name
                )
            self.game.move(obj, ZoneKind.HAND)

    def return_each_to_hand(self, objects: Sequence[Any]) -> None:
        """Return several objects to their owners' hands at the same time."""
        self.game.move_all([ZoneEvent(o, ZoneKind.HAND) for o in objects if _in_zone(o)])

    def put_into_hand(self, obj: Any) -> Any:
        """Put a card into its owner's hand (from the library, a graveyard, exile)."""
        if _in_zone(obj):
            self.game.log.add(
                "hand", f"{obj.name} is put into {obj.owner.name}'s hand", card=obj.name
            )
            return self.game.move(obj, ZoneKind.HAND, announce=False)
        return None

    def put_onto_battlefield(
        self,
        obj: Any,
        controller: Any = None,
        tapped: bool = False,
        counters: dict[str, int] | None = None,
    ) -> Any:
        """Put a card onto the battlefield (under ``controller``, default its owner); the new permanent."""
        if not _in_zone(obj) or not obj.is_permanent_card:
            return None
        who = controller if isinstance(controller, Player) else obj.owner
        return self.game.move(
            obj, ZoneKind.BATTLEFIELD, controller=who, tapped=tapped, counters=counters
        )

    def return_to_battlefield(self, obj: Any, controller: Any = None) -> Any:
        """ "Return <card> to the battlefield [under your control]" (a card in a graveyard or exile)."""
        card = obj.current() if hasattr(obj, "current") else obj
        if card is None or card.zone_kind not in (ZoneKind.GRAVEYARD, ZoneKind.EXILE):
            return None  # FAQ P116(1): it must still be there
        return self.put_onto_battlefield(card, controller)

    def blink(self, obj: Any, controller: Any = None) -> Any:
        """ "Exile <permanent>, then return that card to the battlefield under your control": a
        new object (FAQ B#1–B#6; a token doesn't come back)."""
        if not (isinstance(obj, Permanent) and obj.on_battlefield):
            return None
        who = controller if isinstance(controller, Player) else self.controller
        card = self.game.move(obj, ZoneKind.EXILE)
        if card is None or card.is_token or card.zone_kind != ZoneKind.EXILE:
            return None
        return self.game.move(card, ZoneKind.BATTLEFIELD, controller=who)

    def put_on_top(self, obj: Any) -> None:
        """Put an object on top of its owner's library."""
        if _in_zone(obj):
            self.game.put_on_library(obj, top=True)

    def put_on_bottom(self, obj: Any) -> None:
        """Put an object on the bottom of its owner's library."""
        if _in_zone(obj):
            self.game.put_on_library(obj, top=False)

    def put_on_bottom_in_any_order(self, cards: Sequence[Any], player: Any = None) -> None:
        """Put cards on the bottom of their owner's library in an order the player chooses."""
        cards = [c for c in cards if _in_zone(c)]
        if not cards:
            return
        who = player if isinstance(player, Player) else self.controller
        order = list(who.agent.order_cards(self.game, who, cards, "bottom of library"))
        if sorted(map(id, order)) != sorted(map(id, cards)):
            order = cards
        for card in order:
            self.game.put_on_library(card, top=False)

    # --- sacrifice (701.17) -------------------------------------------------------------------------------
    def _can_make_sacrifice(self, player: Player) -> bool:
        """FAQ P101: an opponent's spell or ability can't make a protected player sacrifice."""
        return not (
            player is not self.controller
            and self.game.has_player_rule(player, CANT_BE_MADE_TO_SACRIFICE)
        )

    def sacrifice(self, player: Any, flt: ObjectFilter | None = None, count: int = 1) -> list[Any]:
        """``player`` sacrifices ``count`` permanents matching ``flt`` of their choice."""
        if not isinstance(player, Player) or not self._can_make_sacrifice(player):
            return []
        chosen = self._choose_sacrifices(player, flt, count)
        return self.game.sacrifice_all(chosen)

    def _choose_sacrifices(self, player: Player, flt: ObjectFilter | None, count: int) -> list[Any]:
        cands = [
            p
            for p in self.game.battlefield.objects
            if p.controller is player
            and (flt is None or object_matches(p, flt, player, self.source))
        ]
        if len(cands) <= count:
            return cands  # FAQ P14: one creature, it is the one
        chosen = list(player.agent.choose_permanents(self.game, player, cands, count, "sacrifice"))
        if len(chosen) != count or any(c not in cands for c in chosen):
            chosen = cands[:count]
        return chosen

    def sacrifice_object(self, obj: Any) -> None:
        """The controller of ``obj`` sacrifices it (e.g. "sacrifice CARDNAME")."""
        if (
            isinstance(obj, Permanent)
            and obj.on_battlefield
            and self._can_make_sacrifice(obj.controller)
        ):
            self.game.sacrifice(obj)

    def each_player_sacrifices(self, flt: ObjectFilter | None = None, count: int = 1) -> list[Any]:
        """101.4 / FAQ P13: each player, in APNAP order, chooses; all are sacrificed at once."""
        chosen: list[Any] = []
        for player in self.game.apnap_order():
            if self._can_make_sacrifice(player):
                chosen.extend(self._choose_sacrifices(player, flt, count))
        return self.game.sacrifice_all(chosen)

    # --- cards ---------------------------------------------------------------------------------------------
    def discard(self, player: Any, count: int = 1, at_random: bool = False) -> list[Any]:
        """701.8: ``player`` discards ``count`` cards (of their choice, or at random)."""
        if not isinstance(player, Player):
            return []
        hand = list(player.hand.objects)
        if len(hand) <= count:
            chosen = hand  # FAQ P86: discard what they have
        elif at_random:
            chosen = self.game.rng.sample(hand, count)
        else:
            chosen = list(player.agent.choose_discard(self.game, player, hand, count))
        return [self.game.discard(player, c) for c in chosen]

    def discard_hand(self, player: Any) -> int:
        """``player`` discards their hand; returns how many cards."""
        if not isinstance(player, Player):
            return 0
        cards = list(player.hand.objects)
        for card in cards:
            self.game.discard(player, card)
        return len(cards)

    def discard_chosen_by(
        self, player: Any, chooser: Any = None, flt: ObjectFilter | None = None
    ) -> Any:
        """ "Target player reveals their hand. You choose a card from it. That player discards that
        card" (``chooser`` default: the controller); None if nothing qualifies."""
        if not isinstance(player, Player):
            return None
        who = chooser if isinstance(chooser, Player) else self.controller
        self.game.reveal(player, list(player.hand.objects), "their hand: ")
        cands = [
            c
            for c in player.hand.objects
            if flt is None or object_matches(c, flt, who, self.source)
        ]
        if not cands:
            return None
        chosen = list(who.agent.choose_cards(self.game, who, cands, 1, 1, "discard"))
        card = chosen[0] if chosen and chosen[0] in cands else cands[0]
        return self.game.discard(player, card)

    def reveal_hand(self, player: Any) -> list[Any]:
        """701.16: ``player`` reveals their hand."""
        if not isinstance(player, Player):
            return []
        cards = list(player.hand.objects)
        self.game.reveal(player, cards, "their hand: ")
        return cards

    def reveal(self, cards: Sequence[Any], player: Any = None) -> None:
        """701.16: reveal cards."""
        who = player if isinstance(player, Player) else self.controller
        self.game.reveal(who, [c for c in cards if c is not None])

    def look_at_top(self, player: Any, amount: int) -> list[Any]:
        """Look at the top ``amount`` cards of ``player``'s library (top first); only the
        controller sees them."""
        who = player if isinstance(player, Player) else self.controller
        cards = self.game.library_top(who, amount)
        self.game.look_at(self.controller, cards)
        return cards

    def reveal_top(self, player: Any, amount: int = 1) -> list[Any]:
        """Reveal the top ``amount`` cards of ``player``'s library (top first)."""
        who = player if isinstance(player, Player) else self.controller
        cards = self.game.library_top(who, amount)
        self.game.reveal(who, cards, "from the top of their library: ")
        return cards

    def mill(self, player: Any, amount: int) -> list[Any]:
        """701.13: ``player`` puts the top ``amount`` cards of their library into their graveyard."""
        return self.game.mill(player, amount) if isinstance(player, Player) else []

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
        chosen = self.choose_objects(cands, 0, count, "search", who) if cands else []  # type: ignore[attr-defined]
        out = []
        if chosen and reveal:
            self.game.reveal(who, chosen)
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
            top = player.library.objects[-1]
            card = self.game.move(top, ZoneKind.EXILE)
            if card is None:
                break
            exiled.append(card)
            if object_matches(card, flt, self.controller, self.source):
                return exiled, card
        return exiled, None

    # --- tokens, emblems, delayed triggers -------------------------------------------------------------------
    def create_tokens(
        self, spec: Any, count: int = 1, controller: Any = None, tapped: bool = False
    ) -> list[Any]:
        """111.2: create ``count`` tokens of ``spec`` under ``controller`` (default: the ability's)."""
        who = controller if isinstance(controller, Player) else self.controller
        definition = _TOKENS.get(spec) if not isinstance(spec, CardDefinition) else spec
        if definition is None:
            definition = _TOKENS[spec] = token_definition(spec)
        return self.game.create_token(definition, who, count, tapped=tapped)

    def create_emblem(self, player: Any = None, abilities: Any = ()) -> Any:
        """114.2: ``player`` gets an emblem with ``abilities`` (classes, or an emblem value
        with ``abilities``)."""
        from .static_abilities import instance_of

        who = player if isinstance(player, Player) else self.controller
        classes = getattr(abilities, "abilities", abilities)
        instances = [instance_of(a) if isinstance(a, type) else a for a in classes]
        return self.game.create_emblem(who, instances)

    def create_delayed_trigger(
        self, trigger: Any, ability: Any, objects: Sequence[Any] = (), once: bool = True
    ) -> None:
        """603.7: "at the beginning of the next end step, sacrifice those tokens" — the ability
        (a TriggeredAbility class or instance) sees ``objects`` as ``ctx.remembered()``."""
        from .static_abilities import instance_of
        from .triggers import DelayedTrigger

        inst = instance_of(ability) if isinstance(ability, type) else ability
        self.game.delayed_triggers.append(
            DelayedTrigger(trigger, inst, self.controller, self.source, list(objects), once)
        )

    # --- the stack ------------------------------------------------------------------------------------------------
    def counter(self, item: Any) -> bool:
        """701.5: counter a spell or ability (not one that can't be countered, FAQ P60(2))."""
        from .stack import counter

        return counter(self.game, item)

    def copy_spell(self, spell: Any, new_targets: bool = True) -> Any:
        """707.10: copy a spell on the stack; its controller may choose new targets (FAQ P50)."""
        from .stack import copy_spell

        return copy_spell(self.game, spell, self.controller, new_targets=new_targets)

    def cast_without_paying(self, card: Any, player: Any = None) -> bool:
        """ "You may cast it without paying its mana cost" now (FAQ P40); True if cast."""
        from .casting import cast_without_paying

        who = player if isinstance(player, Player) else self.controller
        return cast_without_paying(self.game, who, card)

    def allow_cast(
        self,
        card: Any,
        player: Any = None,
        free: bool = False,
        duration: Duration = Duration.END_OF_TURN,
    ) -> None:
        """601.3: ``player`` may cast ``card`` from its zone (this turn), without paying its mana
        cost if ``free`` (FAQ P105: normal timing)."""
        if card is None or card.zone is None:
            return
        who = player if isinstance(player, Player) else self.controller
        expires = self.game.turn if duration == Duration.END_OF_TURN else None
        self.game.cast_permissions.append(CastPermission(who, card, free, expires))

    # --- mana and payments ------------------------------------------------------------------------------------------
    def add_mana(self, player: Any = None, symbols: str = "", amount: int = 1) -> None:
        """106.4: add mana to a pool ("Add {R} for each creature you control": symbols "{R}",
        amount N); a spell that adds mana isn't a mana ability (FAQ P16)."""
        from .mana import parse_mana_cost

        who = player if isinstance(player, Player) else self.controller
        spec = parse_mana_cost(symbols)
        for _ in range(max(0, amount)):
            for letter in spec.requirements:
                who.mana_pool.add(letter)
            who.mana_pool.add("C", spec.generic)
        self.game.log.add("mana", f"{who.name} adds {symbols * max(0, amount)}", player=who.name)

    def pay_mana(self, player: Any, symbols: str, amount: int = 1) -> bool:
        """An optional payment during resolution ("unless you pay {1} for each …", "you may pay
        {1}"): the player decides and pays; True if paid (FAQ P55, P81)."""
        from .costs import can_pay, pay_mana
        from .definitions import ManaCost
        from .mana import parse_mana_cost

        who = player if isinstance(player, Player) else self.controller
        spec = parse_mana_cost(symbols)
        total = parse_mana_cost("")
        for _ in range(max(0, amount)):
            total = total.plus(spec)
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

    # --- turns -------------------------------------------------------------------------------------------------------
    def take_extra_turn(self, player: Any = None) -> None:
        """500.7: ``player`` takes an extra turn after this one."""
        who = player if isinstance(player, Player) else self.controller
        self.game.extra_turns.append(who)
        self.game.log.add("extra turn", f"{who.name} will take an extra turn", player=who.name)

    def spell_on_stack(self, item: Any) -> bool:
        """Whether ``item`` is a spell still on the stack."""
        return isinstance(item, Spell) and item.zone is self.game.stack
