"""Scry (701.22): a player looks at the top cards of their library and puts any number of them
on the bottom and the rest on top, each group in any order their player chooses."""

from __future__ import annotations

from typing import Any

from ..engine.objects.players import Player
from .state import ContextState
from .values import each


class ScryActions(ContextState):
    """``ctx.scry`` (a mixin of :class:`~ofuda.runtime.context.resolution.ResolutionContext`)."""

    def scry(self, player: Any, amount: int) -> None:
        """701.22a: ``player`` (each player it selects) looks at the top ``amount`` cards of
        their library, then puts any number of them on the bottom and the rest on top, each in
        any order. 701.22b: scrying 0 is no scry at all."""
        game = self.game  # type: ignore[attr-defined]
        for who in [p for p in each(player) if isinstance(p, Player)]:
            cards = game.library_top(who, amount)
            if not cards:
                continue
            game.log.add("scry", f"{who.name} scries {amount}", player=who.name)
            picked = who.agent.choose_cards(game, who, cards, 0, len(cards), "scry: bottom")
            bottom = [c for c in cards if c in list(picked)]
            top = [c for c in cards if c not in bottom]
            order = list(who.agent.order_cards(game, who, top, "scry: top, topmost first"))
            if sorted(map(id, order)) != sorted(map(id, top)):
                order = top
            self.put_on_bottom_in_any_order(bottom, who)  # type: ignore[attr-defined]
            # putting each on top in turn: the last put is the topmost
            self.put_on_library(list(reversed(order)), True)  # type: ignore[attr-defined]
