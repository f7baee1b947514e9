"""IR, part 3: effects whose details a player chooses on resolution (tap or untap, pay or
sacrifice) or on casting (divided amounts). See :mod:`ofuda.compiler.ir`, which re-exports
every node.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .ir_values import Selector


@dataclass(frozen=True, slots=True)
class TapOrUntap:
    """Tap or untap permanents, as the ability's controller chooses for each (701.26)."""

    obj: Selector
    origin: str = field(default="", compare=False)
