"""Counted numbers of statements in words: 「…１つにつき」 / "for each …" (613.4c).

A statement's ``AddPowerToughness`` whose numbers are :mod:`ofuda.runtime.statics_values`
counts is written as its per-unit change and the count: "gets +1/+1 for each Forest you
control", 「あなたがコントロールする森１つにつき＋１/＋１の修整を受ける」.
"""

from __future__ import annotations

from typing import Any

from ofuda.runtime.statics_values import CountersOnSource, ObjectCount, Times

from .. import ir
from .common import RenderError
from .effects_en import EnglishInstructions
from .effects_ja import JapaneseInstructions
from .words_ja import COUNTERS, number


def per_unit(value: object) -> tuple[int, object | None]:
    """(per-unit number, count) of a number: (n, None) for a plain ``n``."""
    if isinstance(value, int):
        return value, None
    if isinstance(value, Times):
        return value.factor, value.value
    return 1, value


def static_counted_pt(power: object, toughness: object) -> tuple[int, int, object] | None:
    """The per-unit change and the one count of a counted P/T change, or None if plain."""
    (p, p_count), (t, t_count) = per_unit(power), per_unit(toughness)
    counts = {c for c in (p_count, t_count) if c is not None}
    if not counts:
        return None
    if len(counts) > 1:
        raise RenderError("a P/T change counting two different things")
    return p, t, counts.pop()


def count_text(count: object, lang: str, name: str) -> str:
    """What a statement counts: "Forest you control" / 「あなたがコントロールする森１つにつき」."""
    if isinstance(count, ObjectCount):
        selector = ir.EachObject(count.filter, count.zone)
        if lang == "ja":
            return JapaneseInstructions((), name).each_unit(selector)
        return EnglishInstructions((), name).each_noun(selector)
    if isinstance(count, CountersOnSource):
        if lang == "ja":
            return f"{name}の上に置かれている{COUNTERS[count.kind]}カウンター{number(1)}個につき"
        return f"{count.kind} counter on {name}"
    raise RenderError(f"no phrasing for the count {count!r}")


def is_counted(effect: Any) -> bool:
    """Whether a statement's effect has counted numbers."""
    return not all(isinstance(getattr(effect, f, 0), int) for f in ("power", "toughness"))
