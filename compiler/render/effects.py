"""What the English and Japanese effect renderers share: amounts as written, and "X".

An amount that is a value worked out on resolution is written as a number
where it is one, as "for each …" where it counts objects (optionally times N),
and otherwise as X, defined after the sentence ("where X is …" /
「Ｘは…に等しい。」), which the lower pass binds back to the same value.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .. import ir
from .common import RenderError


@dataclass
class SentenceState:
    """Per sentence: the value X stands for (if any) and the "for each" count (if any)."""

    x_value: Any = None
    each: Any = None  # an EachObject counted "for each"
    bare: bool = False  # "you may have <object> <bare verb>": no third-person -s
    notes: list[str] = field(default_factory=list)

    def x_for(self, value: Any) -> str:
        """"X" for ``value``; one sentence can define only one X."""
        if isinstance(value, ir.XValue):
            return "X"
        if self.x_value is not None and self.x_value != value:
            raise RenderError("two different values for X in one sentence")
        self.x_value = value
        return "X"


def split_amount(amount: Any) -> tuple[int | None, Any]:
    """(number, None) for a plain number; (per-unit, EachObject) for "N for each …"; (None, value)."""
    if isinstance(amount, int):
        return amount, None
    if isinstance(amount, ir.CountOf) and isinstance(amount.objects, ir.EachObject):
        return 1, amount.objects
    if (
        isinstance(amount, ir.Product)
        and isinstance(amount.value, ir.CountOf)
        and isinstance(amount.value.objects, ir.EachObject)
    ):
        return amount.factor, amount.value.objects
    return None, amount


def amount_of(effect: Any) -> Any:
    """The amount field of an effect (amount / times / count), or None."""
    for name in ("amount", "times", "count"):
        if hasattr(effect, name):
            return getattr(effect, name)
    return None
