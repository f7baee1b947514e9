"""Proliferate (701.27): a player chooses any number of permanents and/or players, then gives
each another counter of each kind already there."""

from __future__ import annotations

from typing import Any

from ..engine.objects.game_objects import POISON, Permanent
from ..engine.objects.players import Player
from .state import ContextState
from .values import each


def _kinds(item: Any) -> list[str]:
    """The kinds of counter a permanent or player has (122.1); a player's counters are poison
    counters here (122.1f)."""
    if isinstance(item, Player):
        return [POISON] if item.poison > 0 else []
    return [kind for kind, count in item.counters.items() if count > 0]


class ProliferateActions(ContextState):
    """``ctx.proliferate`` (a mixin of :class:`~ofuda.runtime.context.resolution.ResolutionContext`)."""

    def proliferate(self, player: Any) -> None:
        """701.27a: ``player`` (each player it selects) chooses any number of permanents and/or
        players (none is targeted), then gives each another counter of each kind already there.
        Only those with a counter can get one, so only they are offered."""
        game = self.game  # type: ignore[attr-defined]
        for who in [p for p in each(player) if isinstance(p, Player)]:
            permanents = [p for p in game.battlefield.objects if isinstance(p, Permanent) and _kinds(p)]
            players = [p for p in game.players if p.in_game and _kinds(p)]
            candidates = permanents + players
            picked = list(who.agent.choose_cards(game, who, candidates, 0, len(candidates), "proliferate"))
            chosen = [c for c in candidates if any(c is p for p in picked)]
            game.log.add(
                "proliferate",
                f"{who.name} proliferates: " + (", ".join(c.name for c in chosen) or "nothing"),
                player=who.name,
            )
            for item in chosen:
                for kind in _kinds(item):  # 701.27a: one of each kind already there
                    game.add_counters(item, kind, 1)
