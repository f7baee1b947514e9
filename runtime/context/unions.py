"""Resolution-context methods for a choice among the union of several object pools.

"Each player exiles X permanents they control and/or cards from their hand" (AVR Descent
into Madness) and "each player sacrifices two artifacts and/or enchantments": each player
in turn (APNAP order, 101.4) chooses that many objects among every pool's objects — each
pool relative to the player choosing (:class:`ofuda.runtime.definitions.ObjectPool`) — and
then all the chosen objects are exiled (or sacrificed, 701.17) at the same time (FAQ P41).
A part of :class:`ofuda.runtime.context.resolution.ResolutionContext`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..definitions import ObjectFilter, ObjectPool
from ..engine.objects.game_objects import Permanent
from ..engine.objects.players import Player
from ..engine.objects.targets import object_matches
from ..engine.objects.zones import ZoneKind
from ..engine.replacement.replacements import ZoneEvent
from .state import ContextState
from .values import each

# "permanents they control and/or cards from their hand": the original Descent into Madness
_PERMANENTS_OR_HAND = (ObjectPool(ObjectFilter()), ObjectPool(ObjectFilter(), ZoneKind.HAND))


class UnionActions(ContextState):
    """Choices among a union of pools, then one simultaneous move."""

    if TYPE_CHECKING:  # provided by the other parts of the context

        def _can_make_sacrifice(self, player: Player, permanent: Any) -> bool: ...

    def _pool_objects(self, who: Player, pools: Sequence[ObjectPool]) -> list[Any]:
        """Every object of the pools for ``who``, once each (an object in two pools is one
        choice), in zone order."""
        found: list[Any] = []
        for pool in pools:
            if pool.zone == "battlefield":
                cands = [p for p in self.game.battlefield.objects if p.controller is who]
            else:
                zone = {"hand": who.hand, "graveyard": who.graveyard}.get(pool.zone)
                cands = list(zone.objects) if zone is not None else []
            found.extend(
                o
                for o in cands
                if o not in found and object_matches(o, pool.filter, who, self.source)
            )
        return found

    def _choose_from(self, who: Player, pool: list[Any], amount: int, why: str) -> list[Any]:
        """``who`` chooses ``amount`` different objects of ``pool`` (all of them if there
        aren't more)."""
        n = min(max(0, amount), len(pool))
        if n == len(pool):
            return list(pool)
        if not n:
            return []
        picked = list(who.agent.choose_cards(self.game, who, pool, n, n, why))
        # n different objects of the pool (an answer naming one twice is no answer)
        if len({id(c) for c in picked}) != n or any(c not in pool for c in picked):
            picked = pool[:n]
        return picked

    def _choosers(self, player: Any) -> list[Player]:
        return [p for p in each(player) if isinstance(p, Player)]

    def exile_union(self, player: Any, amount: int, pools: Sequence[ObjectPool]) -> None:
        """Each player (APNAP, 101.4) chooses ``amount`` objects among ``pools``; all are
        exiled at the same time (FAQ P41)."""
        chosen: list[Any] = []
        for who in self._choosers(player):
            chosen.extend(self._choose_from(who, self._pool_objects(who, pools), amount, "exile"))
        if chosen:
            self.game.move_all([ZoneEvent(o, ZoneKind.EXILE) for o in chosen])

    def sacrifice_union(self, player: Any, amount: int, pools: Sequence[ObjectPool]) -> None:
        """701.17: each player (APNAP) chooses ``amount`` permanents they control among
        ``pools`` — only ones this spell or ability can make them sacrifice (101.3, FAQ
        P101) — and all are sacrificed at the same time."""
        chosen: list[Any] = []
        for who in self._choosers(player):
            pool = [
                p
                for p in self._pool_objects(who, pools)
                if isinstance(p, Permanent) and self._can_make_sacrifice(who, p)
            ]
            chosen.extend(self._choose_from(who, pool, amount, "sacrifice"))
        if chosen:
            self.game.sacrifice_all(chosen)

    def each_player_exiles(self, amount: int) -> None:
        """ "Each player exiles X permanents they control and/or cards from their hand"
        (FAQ P41): :meth:`exile_union` for every player."""
        self.exile_union(self.game.apnap_order(), amount, _PERMANENTS_OR_HAND)
