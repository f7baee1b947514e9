"""Explore (701.40): a permanent's controller reveals the top card of their library; a land
card goes to their hand, otherwise the permanent gets a +1/+1 counter and the card may go to
the graveyard."""

from __future__ import annotations

from typing import Any

from ..engine.objects.game_objects import PLUS_ONE, Permanent
from ..engine.objects.players import Player
from .state import ContextState
from .values import each


class ExploreActions(ContextState):
    """``ctx.explore`` (a mixin of :class:`~ofuda.runtime.context.resolution.ResolutionContext`)."""

    def explore(self, obj: Any) -> None:
        """701.40a: each permanent ``obj`` selects explores — its controller reveals the top
        card of their library; a land card is put into their hand; otherwise the permanent
        gets a +1/+1 counter, then the controller may put the revealed card into their
        graveyard (else it stays on top). 701.40b: it explores even if some of that is
        impossible (an empty library, a permanent gone: no counter). A permanent that left the
        battlefield still explores; its controller is the one it last had (LKI)."""
        game = self.game  # type: ignore[attr-defined]
        for item in each(obj):
            who = getattr(item, "controller", None)
            if not isinstance(who, Player):
                continue
            game.log.add("explore", f"{item.name} explores", card=item.name, player=who.name)
            top = game.library_top(who, 1)
            game.reveal(who, top, "from the top of their library: ")
            if top and top[0].is_land:
                self.put_into_hand(top[0])  # type: ignore[attr-defined]
                continue
            if isinstance(item, Permanent) and item.on_battlefield:
                game.add_counters(item, PLUS_ONE, 1)
            if not top:
                continue
            question = f"explore: put {top[0].name} into your graveyard"
            if who.agent.choose_yes_no(game, who, question, self.source):  # type: ignore[attr-defined]
                self.put_into_graveyard(top[0])  # type: ignore[attr-defined]
