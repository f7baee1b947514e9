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


@dataclass(frozen=True, slots=True)
class Become:
    """``obj`` becomes a ``power``/``toughness`` creature of these types, colours and keywords
    for ``duration`` (613.1d–f, 613.4b): types added, colours set, keywords added, base P/T set
    (ctx.become)."""

    obj: Any
    power: int | None
    toughness: int | None
    card_types: tuple[Any, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: tuple[Any, ...] | None = None
    keywords: tuple[Any, ...] = ()
    duration: Any = None
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class BecomeCopy:
    """``obj`` becomes a copy of ``model`` (707.2, 613.2: layer 1), for ``duration``
    (ctx.become_copy); the copiable values are fixed as the effect begins (707.2)."""

    obj: Any
    model: Any
    duration: Any = None
    origin: str = field(default="", compare=False)
