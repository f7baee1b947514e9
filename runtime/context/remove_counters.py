"""Removing every counter from permanents (122.1: "Remove all counters from target creature")."""

from __future__ import annotations

from typing import Any

from ..engine.objects.game_objects import Permanent
from .state import ContextState
from .values import each


class RemoveCountersActions(ContextState):
    """``ctx.remove_all_counters`` (a mixin of
    :class:`~ofuda.runtime.context.resolution.ResolutionContext`)."""

    def remove_all_counters(self, obj: Any) -> None:
        """122.1: every counter of every kind is removed from each permanent ``obj`` selects
        (nothing from one that left the battlefield, 400.7)."""
        game = self.game  # type: ignore[attr-defined]
        for perm in each(obj):
            if not isinstance(perm, Permanent) or not perm.on_battlefield:
                continue
            for kind, count in list(perm.counters.items()):
                if count > 0:
                    game.remove_counters(perm, kind, count)
