"""Durations bound as an instruction resolves: "for as long as …" (611.2b). Part of the
resolution context (:class:`~ofuda.runtime.context.resolution.ResolutionContext`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..definitions import LastsWhile
from ..engine.layers.durations import WhileHolds
from ..engine.layers.rules import DoesntUntapRule
from .state import ContextState
from .values import each


class ConditionDurationActions(ContextState):
    """Durations that last while a condition holds of an object, and the lasting rules only
    such a duration gives an instruction."""

    if TYPE_CHECKING:  # provided by ObjectEffects (runtime/context/objects.py)

        def _rule(self, obj: Any, rule: Any, duration: Any, text: str) -> None: ...

    def for_as_long_as(self, condition: LastsWhile, obj: Any) -> WhileHolds:
        """611.2b: the duration "for as long as ``condition``" of ``obj`` (the object it names
        as the instruction resolves), for a lasting change made now; it ends as soon as the
        condition stops holding (checked each time the game state changes, in every store of
        results, runtime/engine/layers/durations.py) and does nothing if it already does not
        hold. An object that is gone, or a target now illegal (608.2b), never holds."""
        found = each(obj)
        self.game.condition_durations = True
        return WhileHolds(condition, found[0] if len(found) == 1 else None)

    def doesnt_untap(self, obj: Any, duration: Any) -> None:
        """502.3: ``obj`` doesn't untap during its controller's untap step (whoever controls it
        then), for ``duration`` ("… for as long as you control Dungeon Geists", 611.2b)."""
        rule = DoesntUntapRule(self.source)
        self._rule(obj, rule, duration, "doesn't untap during its controller's untap step")
