"""Surveil (701.42): a player looks at the top cards of their library and puts any number of
them into their graveyard and the rest back on top in any order their player chooses."""

from __future__ import annotations

from typing import Any

from ..engine.objects.players import Player
from .state import ContextState
from .values import each


class SurveilActions(ContextState):
    """``ctx.surveil`` (a mixin of :class:`~ofuda.runtime.context.resolution.ResolutionContext`)."""

    def surveil(self, player: Any, amount: int) -> None:
        """701.42a: ``player`` (each player it selects) looks at the top ``amount`` cards of
        their library, then puts any number of them into their graveyard and the rest on top of
        their library in any order (surveil 0 looks at nothing: no surveil at all)."""
        game = self.game  # type: ignore[attr-defined]
        for who in [p for p in each(player) if isinstance(p, Player)]:
            cards = game.library_top(who, amount)
            if not cards:
                continue
            game.log.add("surveil", f"{who.name} surveils {amount}", player=who.name)
            game.look_at(who, cards)
            picked = who.agent.choose_cards(game, who, cards, 0, len(cards), "surveil: graveyard")
            graveyard = [c for c in cards if c in list(picked)]
            top = [c for c in cards if c not in graveyard]
            order = list(who.agent.order_cards(game, who, top, "surveil: top, topmost first"))
            if sorted(map(id, order)) != sorted(map(id, top)):
                order = top
            self.put_into_graveyard(graveyard)  # type: ignore[attr-defined]
            # putting each on top in turn: the last put is the topmost
            self.put_on_library(list(reversed(order)), True)  # type: ignore[attr-defined]
