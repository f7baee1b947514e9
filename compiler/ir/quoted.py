"""IR nodes of instructions that give objects abilities written in quotation marks (113.2c):
the one-shot grant 'gains "…"' / 「「…」を得る」 (611.2a, 613.1f). See :mod:`ofuda.compiler.ir`,
which re-exports every node."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from .durations import Lasting
from .nodes import ObjectEffect
from .values import Selector

if TYPE_CHECKING:
    from .abilities import Ability


@dataclass(frozen=True, slots=True)
class GainAbilities(ObjectEffect):
    """``obj`` (each object of a group, locked in as the effect begins, 611.2c) gains these
    abilities for ``duration``: a continuous effect of a resolving spell or ability in layer 6
    (611.2a, 613.1f). "This creature" in them is the object that has them; codegen writes each
    as an ability class of the card module (``…Gained``) and passes the classes."""

    runtime_method = "gain_abilities"

    quoted_abilities_suffix: ClassVar[str | None] = "Gained"

    obj: Selector
    abilities: tuple[Ability, ...]
    duration: Lasting
    origin: str = field(default="", compare=False)
