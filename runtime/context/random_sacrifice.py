"""Resolution-context methods for a sacrifice chosen at random and what it sacrificed.

"Target opponent chooses a permanent they control at random and sacrifices it. If a
nonland permanent is sacrificed this way, repeat this process." (AVR Tyrant of Discord,
FAQ P114). A part of :class:`ofuda.runtime.context.resolution.ResolutionContext`.
"""

from __future__ import annotations

from typing import Any

from ..definitions import ObjectFilter
from ..engine.objects.game_objects import Permanent
from ..engine.objects.players import Player
from ..engine.objects.targets import object_matches
from .state import ContextState


class RandomSacrificeActions(ContextState):
    """A random choice of a permanent to sacrifice (701.17), remembered for "this way" (608.2c)."""

    def sacrifice_at_random(self, player: Any, filter: ObjectFilter) -> list[Any]:
        """Each player chooses one permanent they control matching ``filter`` at random and
        sacrifices it. The choice is made even by a player who can't be made to sacrifice,
        who then sacrifices nothing (FAQ P114(4)); what was sacrificed is remembered."""
        ctx: Any = self
        players = player if isinstance(player, list) else [player]
        sacrificed: list[Any] = []
        for who in [p for p in players if isinstance(p, Player)]:
            candidates = [
                p
                for p in ctx.game.battlefield.objects
                if isinstance(p, Permanent)
                and p.controller is who
                and object_matches(p, filter, who, ctx.source)
            ]
            chosen = ctx.choose_at_random(candidates)
            if chosen is None:
                continue
            ctx.game.log.add(
                "random", f"{who.name} chooses {chosen.name} at random", card=chosen.name
            )
            if not ctx._can_make_sacrifice(who, chosen):
                continue
            sacrificed.extend(ctx.game.sacrifice_all([chosen]))
        self._sacrificed_this_way = sacrificed
        return sacrificed

    def sacrificed_this_way(self, filter: ObjectFilter) -> bool:
        """Whether the latest sacrifice of this resolution sacrificed a permanent matching
        ``filter`` (as it last existed on the battlefield, 608.2h)."""
        ctx: Any = self
        return any(
            object_matches(p, filter, ctx.controller, ctx.source) for p in self._sacrificed_this_way
        )
