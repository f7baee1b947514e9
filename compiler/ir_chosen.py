"""IR nodes, H5 area: "unless" instructions.

See :mod:`ofuda.compiler.ir`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover - names defined in ir.py, which imports this module
    from .ir import Effect


@dataclass(frozen=True, slots=True)
class Unless:
    """ "<effects> unless <player> <payment>" (「<player>が…ないかぎり、<effects>」): the player
    may do ``payment`` (never required, and only if they can, FAQ P39); if they don't, the
    ``effects`` happen."""

    player: Any
    payment: tuple[Effect, ...]
    effects: tuple[Effect, ...]
    origin: str = field(default="", compare=False)
