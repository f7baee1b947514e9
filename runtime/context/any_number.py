"""Resolution-context methods for instructions on "any number of" objects the player chooses
on resolution (608.2d): "discard any number of cards" (701.8), "sacrifice any number of lands"
(701.17), "tap any number of untapped creatures you control" (701.26a) — none, some or all of
them. Each records what it affected (608.2c), so "that many" (:meth:`chosen_count`) and "for
each creature tapped this way" count the objects chosen. A part of
:class:`ofuda.runtime.context.resolution.ResolutionContext`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..definitions import ObjectFilter
from ..engine.objects.game_objects import Permanent
from ..engine.objects.players import Player
from ..engine.objects.targets import object_matches
from .state import ContextState
from .values import each


class AnyNumberActions(ContextState):
    """Any number of objects, of the player's choice (608.2d)."""

    if TYPE_CHECKING:  # provided by the other parts of the context

        def _record_results(self, kind: str, objects: list[Any]) -> None: ...

        def effect_results(self, kind: str, filter: ObjectFilter | None = None, zone: Any = None) -> list[Any]: ...

        def _can_make_sacrifice(self, player: Player, permanent: Any = None) -> bool: ...

    def _players(self, player: Any) -> list[Player]:
        return [p for p in each(player) if isinstance(p, Player)]

    def _own(self, who: Player, filter: ObjectFilter) -> list[Permanent]:
        """The permanents ``who`` controls that match ``filter`` (701.17a, 701.26a)."""
        return [
            p for p in self.game.battlefield.objects
            if isinstance(p, Permanent) and p.controller is who
            and object_matches(p, filter, who, self.source)
        ]

    def _choose_any(self, who: Player, candidates: list[Any], reason: str) -> list[Any]:
        """608.2d: ``who`` chooses any number of ``candidates`` (none to all)."""
        if not candidates:
            return []
        picked = who.agent.choose_cards(self.game, who, candidates, 0, len(candidates), reason)
        chosen: list[Any] = []
        for c in picked:
            if c in candidates and c not in chosen:
                chosen.append(c)
        return chosen

    def discard_any_number(self, player: Any) -> None:
        """701.8: each player discards any number of cards of their choice from their hand."""
        discarded: list[Any] = []  # 608.2c: "that many", "discarded this way"
        for who in self._players(player):
            for card in self._choose_any(who, list(who.hand.objects), "discard"):
                self.game.discard(who, card)
                if card.zone is None:  # it left the hand (400.7)
                    discarded.append(card)
        self._record_results("discarded", discarded)

    def sacrifice_any_number(self, player: Any, filter: ObjectFilter) -> None:
        """701.17: each player sacrifices any number of the permanents they control that match
        ``filter``, of their choice, all at the same time."""
        chosen: list[Any] = []
        for who in self._players(player):
            cands = [p for p in self._own(who, filter) if self._can_make_sacrifice(who, p)]
            chosen.extend(self._choose_any(who, cands, "sacrifice"))
        self._record_results("sacrificed", self.game.sacrifice_all(chosen) if chosen else [])

    def tap_any_number(self, player: Any, filter: ObjectFilter) -> None:
        """701.26a: each player taps any number of the permanents they control that match
        ``filter`` (untapped ones: a tapped permanent can't be tapped again), of their choice."""
        tapped: list[Any] = []
        for who in self._players(player):
            for perm in self._choose_any(who, [p for p in self._own(who, filter) if not p.tapped], "tap"):
                self.game.tap(perm)
                tapped.append(perm)
        self._record_results("tapped", tapped)

    def chosen_count(self, kind: str) -> int:
        """ "that many" (608.2c): how many objects the latest ``kind`` instruction of this
        resolution affected ("discard any number of cards, then draw that many cards")."""
        return len(self.effect_results(kind))
