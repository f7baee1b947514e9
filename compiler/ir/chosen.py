"""IR nodes of "unless" instructions (118.12a) and of "becomes" (613.1d–f, 707.2).

See :mod:`ofuda.compiler.ir`, which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from .nodes import Node, ObjectEffect, PlayerEffect

if TYPE_CHECKING:  # pragma: no cover - annotations only: abilities.py imports this module
    from .abilities import Effect


@dataclass(frozen=True, slots=True)
class Unless(Node):
    """ "<effects> unless <player> <payment>" (「<player>が…ないかぎり、<effects>」), 118.12a: the
    same as "<player> may <payment>. If they don't, <effects>." The player may make the
    ``payment`` (never required, and only if they can, FAQ P39, 118.3) — a sacrifice ("unless
    you sacrifice another creature") or mana (:class:`~.ir_triggers.PayMana`: "unless you pay
    {1} for each other creature you control", the amount worked out on resolution, FAQ P55);
    if they don't, the ``effects`` happen."""

    player: Any
    payment: tuple[Effect, ...]
    effects: tuple[Effect, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ChooseAsItResolves(PlayerEffect):
    """``player`` chooses a permanent type (205.2a) as the spell or ability resolves, for what
    its next instruction says of "the chosen type" (608.2d; ctx.choose_as_it_resolves)."""

    runtime_method = "choose_as_it_resolves"

    you_unsaid_ja: ClassVar[bool] = True

    player: Any
    choice: Any
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Become(ObjectEffect):
    """``obj`` becomes a ``power``/``toughness`` creature of these types, colours and keywords
    for ``duration`` (613.1d–f, 613.4b): types added, colours set, keywords added, base P/T set
    (ctx.become)."""

    runtime_method = "become"

    obj: Any
    power: int | None
    toughness: int | None
    card_types: tuple[Any, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: tuple[Any, ...] | None = None
    keywords: tuple[Any, ...] = ()
    duration: Any = None
    origin: str = field(default="", compare=False)
    # 205.1a: the new types replace its card types and subtypes; False where the object keeps
    # every prior type (205.1b: "becomes an artifact creature", "… Angel artifact creature",
    # "in addition to its other types"). With no ``card_types`` ("becomes a Bear Berserker"),
    # the new subtypes replace its creature types only (205.1a: the subtypes of their set).
    replaces_types: bool = False


@dataclass(frozen=True, slots=True)
class BecomeCopy(ObjectEffect):
    """``obj`` becomes a copy of ``model`` (707.2, 613.2: layer 1), for ``duration``
    (ctx.become_copy); the copiable values are fixed as the effect begins (707.2)."""

    runtime_method = "become_copy"

    obj: Any
    model: Any
    duration: Any = None
    origin: str = field(default="", compare=False)
