"""Resolution-context methods of double-faced cards: transforming (701.28).

A part of :class:`ofuda.runtime.context.resolution.ResolutionContext`.
"""

from __future__ import annotations

from typing import Any

from ..engine import faces
from .state import ContextState
from .values import each


class TransformActions(ContextState):
    """Transforming permanents."""

    def transform(self, obj: Any) -> None:
        """701.28a: turn each permanent over so that its other face is up. One that is not a
        transforming double-faced card does not transform (701.28c), nor one that transformed
        since this ability, its own, was put onto the stack (701.28f)."""
        for perm in each(obj):
            faces.transform(self.game, perm, self.item)
