"""IR of durations that are more than a word: "for as long as …" (611.2b)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from ofuda.runtime.definitions import Duration, LastsWhile

from .nodes import Node
from .values import Selector


@dataclass(frozen=True, slots=True)
class ForAsLongAs(Node):
    """A lasting change's duration that ends as soon as ``condition`` stops holding of ``obj``
    (611.2b): "for as long as you control CARDNAME", "for as long as it remains exiled". Codegen
    writes it as ``ctx.for_as_long_as(…)``, which binds it to the object as the instruction
    resolves; the effect does not start again if the condition holds again later."""

    runtime_method = "for_as_long_as"

    condition: LastsWhile
    obj: Selector


# How long an instruction's continuous result lasts (611.2): a word, or a stated condition.
Lasting: TypeAlias = Duration | ForAsLongAs
