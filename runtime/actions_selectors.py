"""Selectors, values and conditions of the resolution context (608.2): what instructions refer to.

A mixin of :class:`~ofuda.runtime.effects.ResolutionContext`. Selectors
answer an object, a player, ``None`` (an illegal target, 608.2b), or a list
(every target, "each creature"); every effect method takes any of these.
Values are worked out when the instruction is carried out (608.2h: with last
known information for objects that left). The new object a target became
when it moved (400.7) is remembered for "that card".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .definitions import ObjectFilter, PlayerFilter
from .objects import Spell
from .players import Player
from .targets import object_matches, player_matches
from .zones import ZoneKind

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def each(selected: Any) -> list[Any]:
    """The objects or players a selector answered, as a list (None dropped)."""
    if selected is None:
        return []
    if isinstance(selected, (list, tuple)):
        return [item for item in selected if item is not None]
    return [selected]


class SelectorActions:
    """Selectors, values and conditions (part of the ``Effects`` protocol)."""

    game: Game
    source: Any
    controller: Player
    _targets: list[Any]

    # --- the new objects that moved targets became (400.7) --------------------

    def _moved(self) -> dict[int, Any]:
        moved: dict[int, Any] | None = getattr(self, "_moved_objects", None)
        if moved is None:
            moved = {}
            self._moved_objects = moved
        return moved

    def _move(self, obj: Any, to: ZoneKind, **kwargs: Any) -> Any:
        """Move ``obj`` and remember what it became, for "that card" later in this resolution."""
        new = self.game.move(obj, to, **kwargs)
        self._moved()[id(obj)] = new
        return new

    def new_object(self, of: Any) -> Any:
        """"That card": the object ``of`` became when it moved earlier in this resolution (400.7)."""
        if isinstance(of, (list, tuple)):
            return [self.new_object(item) for item in of if item is not None]
        if of is None:
            return None
        return self._moved().get(id(of), of)

    # --- selectors ---------------------------------------------------------------

    def all_targets(self, first: int, count: int) -> list[Any]:
        """Every legal target among slots ``first`` … ``first + count - 1`` (608.2b)."""
        return [t for t in self._targets[first : first + count] if t is not None]

    def each_object(self, filter: ObjectFilter, zone: str, controller: Any) -> list[Any]:
        """Every object in ``zone`` matching ``filter`` (controlled by ``controller`` if given)."""
        if zone == ZoneKind.BATTLEFIELD:
            pool: list[Any] = list(self.game.battlefield.objects)
        elif zone == ZoneKind.STACK:
            pool = list(self.game.stack.objects)
        elif zone == ZoneKind.EXILE:
            pool = list(self.game.exile.objects)
        else:
            pool = [o for p in self.game.players for o in _player_zone(p, zone).objects]
        owners = each(controller)
        return [
            o
            for o in pool
            if object_matches(o, filter, self.controller, self.source)
            and (not owners or any(o.controller is p for p in owners))
        ]

    def each_player(self, filter: PlayerFilter) -> list[Player]:
        """Every player matching ``filter``, in APNAP order (101.4)."""
        return [p for p in self.game.apnap_order() if player_matches(p, filter, self.controller)]

    def controller_of(self, obj: Any) -> Any:
        """"Its controller": last known information if it left the battlefield (608.2h)."""
        if obj is None:
            return None
        lki = getattr(obj, "lki", None)
        return lki.controller if lki is not None else obj.controller

    def chosen_objects(
        self, chooser: Any, filter: ObjectFilter, count: int, zone: str
    ) -> list[Any]:
        """``count`` objects ``chooser`` chooses on resolution, not targeted ("a permanent you control")."""
        player = chooser if isinstance(chooser, Player) else self.controller
        candidates = self.each_object(filter, zone, None)
        if zone != ZoneKind.BATTLEFIELD:
            candidates = [c for c in candidates if c.owner is player]
        if len(candidates) <= count:
            return candidates
        return list(player.agent.choose_permanents(self.game, player, candidates, count, "choose"))

    # --- values ----------------------------------------------------------------------

    def x_value(self) -> int:
        """The X chosen as the spell was cast (107.3); 0 for anything else."""
        return int(getattr(self.source, "x", 0) or 0) if isinstance(self.source, Spell) else 0

    def count_of(self, objects: Any) -> int:
        """How many objects or players a selector answered."""
        return len(each(objects))

    def power_of(self, obj: Any) -> int:
        """An object's power (its last known power if it left, 608.2h)."""
        return int(getattr(obj, "power", 0)) if obj is not None else 0

    def toughness_of(self, obj: Any) -> int:
        """An object's toughness."""
        return int(getattr(obj, "toughness", 0)) if obj is not None else 0

    def greatest_power(self, objects: Any) -> int:
        """The greatest power among objects (0 if there are none)."""
        return max((o.power for o in each(objects)), default=0)

    def counters_on(self, obj: Any, kind: str) -> int:
        """How many ``kind`` counters are on an object (122.1)."""
        return int(getattr(obj, "counters", {}).get(kind, 0)) if obj is not None else 0

    def product(self, factor: int, value: int) -> int:
        """``factor`` times ``value``."""
        return factor * value

    # --- conditions and choices ----------------------------------------------------------

    def may(self, player: Any) -> bool:
        """"You may …": the player chooses whether to do it (the answer is kept for "If you do")."""
        who = player if isinstance(player, Player) else self.controller
        ask = getattr(who.agent, "choose_may", None)
        answer = bool(ask(self.game, who, self.source)) if ask is not None else True
        self._did = answer
        self.game.log.add(
            "choice", f"{who.name} {'does' if answer else 'does not'} use the option of {self.source.name}",
            player=who.name,
        )
        return answer

    def you_did(self) -> bool:
        """"If you do": whether the last optional instruction was done."""
        return bool(getattr(self, "_did", False))

    def matches(self, obj: Any, filter: ObjectFilter) -> bool:
        """Whether an object (still) matches a description ("If it's an Angel")."""
        return obj is not None and getattr(obj, "zone", None) is not None and object_matches(
            obj, filter, self.controller, self.source
        )

    def controls(self, player: Any, filter: ObjectFilter) -> bool:
        """Whether a player controls a permanent that matches ("If you control an Angel")."""
        return any(
            p.controller is player and object_matches(p, filter, self.controller, self.source)
            for p in self.game.battlefield.objects
        )


def _player_zone(player: Player, zone: str) -> Any:
    return {
        ZoneKind.GRAVEYARD: player.graveyard,
        ZoneKind.HAND: player.hand,
        ZoneKind.LIBRARY: player.library,
    }[ZoneKind(zone)]


_ = Sequence
