"""Resolution-context selectors, values, conditions and choices (608.2).

Selectors answer an object, a player, ``None`` (an illegal target, 608.2b)
or a list ("each creature", "them"); every effect method of the context takes
any of these (:func:`each`).  Values are worked out as the instruction is
carried out (608.2h: last known information for objects that left).  The
new object a moved object became (400.7) is remembered for "that card"
(:meth:`SelectorEffects.new_object`).  A part of
:class:`ofuda.runtime.context.resolution.ResolutionContext`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..definitions import ObjectFilter, PlayerFilter, ZoneKind
from ..engine.layers.affected import condition_holds
from ..engine.layers.evaluate import card_power, card_toughness
from ..engine.objects.players import Player
from ..engine.objects.targets import (
    defending_player,
    object_matches,
    objects_in,
    player_matches,
    same_name,
)
from ..engine.triggers.events import ZoneChange
from .state import ContextState


def each(selected: Any) -> list[Any]:
    """The objects or players a selector answered, as a list (None dropped)."""
    if selected is None:
        return []
    if isinstance(selected, (list, tuple)):
        return [item for item in selected if item is not None]
    return [selected]


class SelectorEffects(ContextState):
    """What instructions refer to: selectors, values, conditions, choices."""

    if TYPE_CHECKING:  # provided by the other parts of the context

        @property
        def event(self) -> Any: ...

    # --- moved objects (400.7) --------------------------------------------------------------
    def _moved(self) -> dict[int, Any]:
        """What the objects this resolution moved became (id of the old object → new)."""
        return self._moved_objects

    def _move(self, obj: Any, to: str, **kwargs: Any) -> Any:
        """Move ``obj`` and remember what it became, for "that card" later in this resolution."""
        new = self.game.move(obj, to, **kwargs)
        self._moved()[id(obj)] = new
        return new

    def new_object(self, of: Any) -> Any:
        """ "That card": what ``of`` became when it moved (earlier in this resolution, or as
        the event of a triggered ability; 400.7)."""
        if isinstance(of, (list, tuple)):
            return [self.new_object(item) for item in of if item is not None]
        if of is None:
            return None
        found = self._moved().get(id(of))
        if found is not None:
            return found
        current = of.current() if hasattr(of, "current") else of
        return current if getattr(current, "zone", None) is not None else of

    # --- selectors ----------------------------------------------------------------------------
    def all_targets(self, first: int, count: int) -> list[Any]:
        """Every legal target among slots ``first`` … ``first + count - 1`` (608.2b)."""
        return [t for t in self._targets[first : first + count] if t is not None]

    def each_object(
        self,
        filter: ObjectFilter,
        zone: ZoneKind = ZoneKind.BATTLEFIELD,
        controller: Any = None,
        same_name_as: Any = None,
        other_than_named: bool = False,
        other_than: Any = None,
    ) -> list[Any]:
        """Every object in ``zone`` matching ``filter`` (controlled by ``controller`` if given).
        ``same_name_as``: "with the same name as that creature" — the objects that have a name in
        common with it (201.2a; its last known name if it has left its zone, 608.2h), none if
        it is gone unseen; ``other_than_named``: "all other creatures with the same name as
        that creature" leaves that creature out."""
        # a permanent named as the controller stands for its controller ("each creature that
        # player or that planeswalker's controller controls", 115.4)
        owners = [p if isinstance(p, Player) else p.controller for p in each(controller)]
        found = [
            o
            for o in objects_in(self.game, zone)
            if object_matches(o, filter, self.controller, self.source)
            and (not owners or any(o.controller is p for p in owners))
        ]
        if other_than is not None:  # "each other creature": other than the clause's subject
            excluded = each(other_than)
            excluded += [e.current() for e in excluded if hasattr(e, "current")]
            found = [o for o in found if not any(o is e for e in excluded)]
        if same_name_as is None:
            return found
        models = each(same_name_as)
        current = [m.current() if hasattr(m, "current") else m for m in models]
        return [
            o
            for o in found
            if any(same_name(o, m) for m in models)
            and not (other_than_named and any(o is m for m in [*models, *current]))
        ]

    def each_player(self, filter: PlayerFilter) -> list[Player]:
        """Every player matching ``filter``, in APNAP order (101.4)."""
        return [p for p in self.game.apnap_order() if player_matches(p, filter, self.controller)]

    def defending_player(self) -> Player | None:
        """ "defending player" (506.2): the player attacked in the current combat; None outside
        combat (then an instruction about them does nothing)."""
        return defending_player(self.game)

    def controller_of(self, obj: Any) -> Any:
        """ "Its controller": where the object went earlier in this resolution if it is a
        permanent or spell there (400.7), else as it last existed on the battlefield (608.2h:
        "Exile target creature. That creature's controller …" is who controlled it)."""
        if obj is None:
            return None
        moved = self._moved().get(id(obj))
        if moved is not None and getattr(moved, "zone_kind", None) in (
            ZoneKind.BATTLEFIELD, ZoneKind.STACK
        ):
            return moved.controller
        return obj.controller

    def attacked_by(self, obj: Any) -> Any:
        """ "the player or planeswalker it's attacking" (506.2, 508.1b): what ``obj`` attacks,
        as it last existed on the battlefield if it left (608.2h); None if it isn't attacking,
        or the planeswalker it attacked has left the battlefield (506.4c: nothing is dealt
        damage then)."""
        if obj is None:
            return None
        left = getattr(obj, "lki", None)
        attacked = left.attacking if left is not None else getattr(obj, "attacking", None)
        if attacked is None or getattr(attacked, "on_battlefield", True) is False:
            return None
        return attacked

    def chosen_objects(
        self, chooser: Any, filter: ObjectFilter, count: int, zone: ZoneKind = ZoneKind.BATTLEFIELD,
        up_to: bool = False,
    ) -> list[Any]:
        """``count`` objects ``chooser`` chooses as it resolves, not targeted ("return a
        permanent you control", FAQ P51: no one can respond to the choice); ``up_to``: any
        number of them up to ``count`` ("untap up to four lands")."""
        player = chooser if isinstance(chooser, Player) else self.controller
        candidates = self.each_object(filter, zone, None)
        if zone != ZoneKind.BATTLEFIELD:
            candidates = [c for c in candidates if c.owner is player]
        if up_to:  # the chooser picks from none to ``count`` of them
            most = min(count, len(candidates))
            picked = list(player.agent.choose_cards(self.game, player, candidates, 0, most, "choose"))
            return [c for c in picked if c in candidates][:most]
        if len(candidates) <= count:
            return candidates
        chosen = list(
            player.agent.choose_permanents(self.game, player, candidates, count, "choose")
        )
        if len(chosen) != count or any(c not in candidates for c in chosen):
            chosen = candidates[:count]
        return chosen

    def random_cards(
        self, filter: ObjectFilter, count: int, zone: ZoneKind = ZoneKind.GRAVEYARD
    ) -> list[Any]:
        """``count`` cards in ``zone`` matching ``filter`` chosen at random as the instruction
        is carried out, by the game's seeded generator ("return a Zombie card at random from your
        graveyard"; all of them if there are no more than ``count``)."""
        candidates = self.each_object(filter, zone, None)
        if len(candidates) <= count:
            return candidates
        return self.game.rng.sample(candidates, count)

    def objects(
        self, flt: Any = None, zone: ZoneKind = ZoneKind.BATTLEFIELD, controlled_by: Any = None
    ) -> list[Any]:
        """Objects in ``zone`` matching ``flt`` (all, if None), optionally controlled by a player."""
        if flt is None:
            owners = each(controlled_by)
            return [o for o in objects_in(self.game, zone) if not owners or o.controller in owners]
        return self.each_object(flt, zone, controlled_by)

    def count(
        self, flt: Any = None, zone: ZoneKind = ZoneKind.BATTLEFIELD, controlled_by: Any = None
    ) -> int:
        """The number of objects :meth:`objects` would return (X, "for each …")."""
        return len(self.objects(flt, zone, controlled_by))

    def opponents(self, player: Any = None) -> list[Player]:
        """The opponents of ``player`` (default: the controller)."""
        return self.game.opponents(player or self.controller)

    def players(self) -> list[Player]:
        """Every player still in the game, in APNAP order (101.4)."""
        return self.game.apnap_order()

    # --- values ---------------------------------------------------------------------------------
    def x_value(self) -> int:
        """The X chosen as the spell or ability was put on the stack (107.3); 0 otherwise. An
        enters-the-battlefield trigger of a permanent uses the X of the spell that became it
        (107.3m)."""
        x = int(getattr(self.item, "x", 0) or 0)
        event = self.event
        if not x and isinstance(event, ZoneChange) and event.to_zone == ZoneKind.BATTLEFIELD:
            source = getattr(self.item, "source", None)
            if source is not None and event.new is source:
                x = int(getattr(source, "cast_x", 0) or 0)
        return x

    def count_of(self, objects: Any) -> int:
        """How many objects or players a selector answered."""
        return len(each(objects))

    def power_of(self, obj: Any) -> int:
        """An object's power (last known if it left, 608.2h; may be negative, FAQ P96); a card
        in another zone than the battlefield has its characteristic-defining ability's (604.3)."""
        if obj is None or isinstance(obj, Player):
            return 0
        if _outside_battlefield(obj):
            return card_power(self.game, obj)
        return int(obj.power)

    def toughness_of(self, obj: Any) -> int:
        """An object's toughness (last known if it left; 604.3 as for power)."""
        if obj is None or isinstance(obj, Player):
            return 0
        if _outside_battlefield(obj):
            return card_toughness(self.game, obj)
        return int(obj.toughness)

    def mana_value_of(self, obj: Any) -> int:
        """An object's mana value (202.3: the total of its mana cost, X counting 0 outside the
        stack, 202.3e); last known if it left (608.2h); 0 for no object."""
        if obj is None or isinstance(obj, Player):
            return 0
        return int(obj.mana_value)

    def life_total_of(self, player: Any) -> int:
        """A player's life total (119; 0 for no player)."""
        return int(player.life) if isinstance(player, Player) else 0

    def life_gained_this_turn(self, player: Any) -> int:
        """The life a player gained this turn so far (119.3; 0 for no player)."""
        return int(player.life_gained_this_turn) if isinstance(player, Player) else 0

    def died_this_turn_count(self, filter: ObjectFilter) -> int:
        """How many objects matching ``filter`` died this turn (700.4), as they last existed."""
        died = self.game.died_this_turn
        return sum(1 for o in died if object_matches(o, filter, self.controller, self.source))

    def total_power(self, objects: Any) -> int:
        """The total power of objects (0 if there are none)."""
        return sum(self.power_of(o) for o in each(objects))

    def total_toughness(self, objects: Any) -> int:
        """The total toughness of objects (0 if there are none)."""
        return sum(self.toughness_of(o) for o in each(objects))

    def greatest_power(self, objects: Any) -> int:
        """The greatest power among objects (0 if there are none, FAQ P52)."""
        return max((o.power for o in each(objects)), default=0)

    def counters_on(self, obj: Any, kind: str) -> int:
        """How many ``kind`` counters are on an object (last known once gone, FAQ P41(4))."""
        return obj.counter_count(kind) if obj is not None and hasattr(obj, "counter_count") else 0

    def product(self, factor: int, value: int) -> int:
        """``factor`` × ``value``."""
        return factor * value

    def sum_of(self, values: tuple[int, ...]) -> int:
        """The values added ("… plus …")."""
        return sum(values)

    def half_of(self, value: int, round_up: bool) -> int:
        """107.1a: half ``value``, rounded up or down as the effect specifies."""
        return -((-value) // 2) if round_up else value // 2

    def life_of(self, player: Any) -> int:
        """A player's life total."""
        return player.life if isinstance(player, Player) else 0

    def hand_size(self, player: Any) -> int:
        """The number of cards in a player's hand (FAQ P109(1): counted on resolution)."""
        return len(player.hand) if isinstance(player, Player) else 0

    def paired_with(self, obj: Any) -> Any:
        """The creature ``obj`` is paired with, or None (702.95)."""
        return getattr(obj, "paired_with", None)

    def attached_to(self, obj: Any = None) -> Any:
        """What ``obj`` (default: the source) is attached to ("enchanted creature")."""
        obj = self.source if obj is None else obj
        lki = getattr(obj, "lki", None)
        return lki.attached_to if lki is not None else getattr(obj, "attached_to", None)

    def enchanted_object(self) -> Any:
        """303.4b: "enchanted creature" in an Aura's own ability: the permanent the source is
        attached to — as last known if the Aura has left the battlefield (113.7a); nothing if
        it is attached to nothing or to a player (an Aura with enchant player)."""
        host = self.attached_to()
        return None if isinstance(host, Player) else host

    def equipped_object(self) -> Any:
        """301.5a: "equipped creature" in an Equipment's own ability: the creature it is
        attached to (last known if the Equipment has left, 113.7a), or nothing."""
        host = self.attached_to()
        return None if isinstance(host, Player) else host

    def attachments_of(self, obj: Any) -> list[Any]:
        """The Auras and Equipment attached to ``obj`` ("all Equipment attached to it")."""
        lki = getattr(obj, "lki", None)
        return list(lki.attachments if lki is not None else getattr(obj, "attachments", ()))

    def controls_greatest_power(self, player: Any = None) -> bool:
        """ "you control the creature with the greatest power or tied for it" (FAQ P112)."""
        player = player or self.controller
        creatures = [p for p in self.game.battlefield.objects if p.is_creature]
        if not creatures:
            return False
        top = max(c.power for c in creatures)
        return any(c.power == top and c.controller is player for c in creatures)

    # --- conditions and choices -----------------------------------------------------------------------
    def may(self, player: Any) -> bool:
        """ "You may …": the player chooses whether to do it (kept for "if you do"); offered
        to several players ("any opponent may"), each is asked in turn order (101.4) until one
        accepts: that player is the chooser."""
        if isinstance(player, (list, tuple)):
            return self._may_any(player)
        who = player if isinstance(player, Player) else self.controller
        question = f"use the option of {self.source.name}"
        answer = bool(who.agent.choose_yes_no(self.game, who, question, self.source))
        self._did = answer
        self.game.log.add(
            "choice",
            f"{who.name} {'does' if answer else 'does not'} use the option of {self.source.name}",
            player=who.name,
        )
        return answer

    def _may_any(self, players: Sequence[Any]) -> bool:
        game, source = self.game, self.source
        self._chooser = None
        self._did = False
        for who in [p for p in players if isinstance(p, Player)]:
            question = f"use the option of {source.name}"
            if who.agent.choose_yes_no(game, who, question, source):
                self._chooser = who
                self._did = True
                break
        who_did = self._chooser.name if self._chooser is not None else "no player"
        game.log.add("choice", f"{who_did} uses the option of {source.name}")
        return self._did

    def you_did(self) -> bool:
        """ "If you do": whether the last optional instruction was done."""
        return self._did

    def matches(self, obj: Any, filter: ObjectFilter) -> bool:
        """Whether an object (still) matches a description ("If it's an Angel", FAQ P36); for
        the cards of an earlier instruction ("If it's a permanent card": the card exiled this
        way), whether there are some and every one matches."""
        if isinstance(obj, list):
            return bool(obj) and all(self._matches(o, filter) for o in obj)
        return self._matches(obj, filter)

    def _matches(self, obj: Any, filter: ObjectFilter) -> bool:
        return (
            obj is not None
            and getattr(obj, "zone", None) is not None
            and object_matches(obj, filter, self.controller, self.source)
        )

    def matched(self, obj: Any, filter: ObjectFilter) -> bool:
        """Whether an object matched a description as it last existed where it was named
        ("If that creature was a Human", 608.2h): a permanent that left the battlefield is
        looked at with its last known characteristics (the object itself keeps them; the card it
        became is not looked at), one still there (an indestructible creature the instruction
        could not destroy) with its current ones."""
        return obj is not None and object_matches(obj, filter, self.controller, self.source)

    def controls(self, player: Any, filter: ObjectFilter) -> bool:
        """Whether a player controls a permanent that matches ("If you control an Angel")."""
        return any(
            p.controller is player and object_matches(p, filter, self.controller, self.source)
            for p in self.game.battlefield.objects
        )

    def condition_holds(self, condition: Any) -> bool:
        """Whether a condition on the game's state or this turn's history holds now ("If a
        creature died this turn, …", 608.2c), as a static ability's condition would."""
        return condition_holds(self.game, self.source, condition)

    def ask(self, question: str, player: Any = None) -> bool:
        """A yes/no question to a player (default: the controller), e.g. optional payments."""
        who = player if isinstance(player, Player) else self.controller
        return bool(who.agent.choose_yes_no(self.game, who, question, self.source))

    def choose_objects(
        self,
        candidates: Sequence[Any],
        minimum: int,
        maximum: int,
        reason: str = "choose",
        player: Any = None,
    ) -> list[Any]:
        """A player (default: the controller) chooses ``minimum``..``maximum`` of ``candidates``."""
        who = player if isinstance(player, Player) else self.controller
        cands = list(candidates)
        lo, hi = min(minimum, len(cands)), min(maximum, len(cands))
        if hi <= 0:
            return []
        chosen = list(who.agent.choose_cards(self.game, who, cands, lo, hi, reason))
        from ..engine.mana.costs import check_choice

        check_choice(chosen, cands, lo, hi, reason)
        return chosen

    def choose_one(
        self, candidates: Sequence[Any], reason: str = "choose", player: Any = None
    ) -> Any:
        """A player chooses exactly one of ``candidates`` (None if there are none)."""
        chosen = self.choose_objects(candidates, 1, 1, reason, player)
        return chosen[0] if chosen else None

    def choose_at_random(self, candidates: Sequence[Any]) -> Any:
        """A random choice (FAQ P114(4)) from the game's seeded generator."""
        cands = list(candidates)
        return self.game.rng.choice(cands) if cands else None

    def choose_creature_type(self, player: Any = None) -> str:
        """A player names an existing creature type (FAQ P25, P94)."""
        from ..engine.keyword_abilities import CREATURE_TYPES, named_creature_type

        who = player if isinstance(player, Player) else self.controller
        return named_creature_type(
            who.agent.choose_creature_type(self.game, who, self.source, CREATURE_TYPES)
        )

    def choose_color(self, player: Any = None) -> Any:
        """A player chooses a colour."""
        who = player if isinstance(player, Player) else self.controller
        return who.agent.choose_color(self.game, who, self.source)


def _outside_battlefield(obj: Any) -> bool:
    """A card still in a zone other than the battlefield (its last known information, once it
    has left, is what it was)."""
    return getattr(obj, "lki", None) is None and getattr(obj, "zone_kind", None) not in (
        None,
        "battlefield",
    )
