"""Canonical text of sentences that modify the sentence before them (608.2c): "<effects>.
If <condition>, <instead> instead." / 「<effects>。<condition>、代わりに<instead>。」.

The replaced instructions are said first, as sentences of their own; the replacing ones in
one sentence after the condition, in the current templating ("instead" last in English,
「代わりに」 first in Japanese).
"""

from __future__ import annotations

from typing import Any

from .. import ir
from .common import RenderError


def instead_text(renderer: Any, effect: ir.Instead, lang: str) -> str:
    """Both sentences of an :class:`~ofuda.compiler.ir.Instead`, in ``lang``."""
    before = renderer.body(effect.effects)
    condition = renderer.condition(effect.condition)
    after = renderer.body(effect.instead)
    if lang == "ja":
        if after.count("。") != 1:
            raise RenderError("「代わりに」 replaces with the instructions of one sentence")
        return f"{before}{condition}、代わりに{after}"
    if after.count(". ") or ", where X is" in after:
        raise RenderError('"instead" replaces with the instructions of one sentence')
    name = getattr(renderer, "name", None)
    if not (name and after.startswith(name)):
        after = after[:1].lower() + after[1:]  # the sentence goes on after the condition
    return f"{before} {condition}, {after.removesuffix('.')} instead."
