"""IR, part 3: effects of planeswalkers and spells on the stack. See
:mod:`ofuda.compiler.ir`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ofuda.runtime.definitions import Duration

from .ir_values import Selector


@dataclass(frozen=True, slots=True)
class AsThoughFlash:
    """601.3e: ``player`` may cast spells as though they had flash for ``duration``
    ("You may cast spells this turn as though they had flash")."""

    player: Selector
    duration: Duration
    origin: str = field(default="", compare=False)
