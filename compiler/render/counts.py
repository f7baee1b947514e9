"""Counted numbers of statements in words: 「…１つにつき」 / "for each …" (613.4c).

A statement's ``AddPowerToughness`` whose numbers are :mod:`ofuda.runtime.statics_values`
counts is written as its per-unit change and the count: "gets +1/+1 for each Forest you
control", 「あなたがコントロールする森１つにつき＋１/＋１の修整を受ける」.
"""

from __future__ import annotations

from typing import Any

from ofuda.runtime import statics as rt
from ofuda.runtime.statics_values import (
    CountersOnSource,
    CountSum,
    GreatestPowerAmong,
    ObjectCount,
    Times,
)

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
    """What a statement counts: "Forest you control" / 「あなたがコントロールする森１つにつき」; counts
    added: "other Zombie you control and each Zombie card in your graveyard" /
    「…１体および…１枚につき」 (107.1)."""
    if isinstance(count, CountSum):
        if lang == "ja":
            units = [count_text(v, "ja", name) for v in count.values]
            if not all(u.endswith("につき") for u in units):
                raise RenderError(f"no Japanese phrasing for the count {count!r}")
            return "および".join(u.removesuffix("につき") for u in units) + "につき"
        return " and each ".join(count_text(v, "en", name) for v in count.values)
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


def count_value_text(count: object, lang: str, name: str) -> str:
    """A count as a number: "the number of creatures you control" /
    「あなたがコントロールしているクリーチャーの総数」 (604.3's values)."""
    value: ir.Value
    if isinstance(count, ObjectCount):
        value = ir.CountOf(ir.EachObject(count.filter, count.zone))
    elif isinstance(count, CountersOnSource):
        value = ir.CountersOn(ir.ThisObject(), count.kind)
    else:
        raise RenderError(f"no phrasing for the count {count!r}")
    if lang == "ja":
        return JapaneseInstructions((), name).value(value)
    return EnglishInstructions((), name).value(value)


def x_change(effect: object, count_as_x: bool = False) -> tuple[int, int, object] | None:
    """A statement's P/T change by a number that is not a count, written with X: (sign of the
    power, sign of the toughness, X's value) for "gets +X/+0, where X is …". ``count_as_x``:
    a count is written with X too — beside another predicate, where "for each …" would count
    the whole statement ("has first strike and gets +X/+0, where X is …", E207)."""
    if not isinstance(effect, rt.AddPowerToughness):
        return None
    counted = static_counted_pt(effect.power, effect.toughness)
    if counted is None:
        return None
    if isinstance(counted[2], (ObjectCount, CountersOnSource, CountSum)) and not count_as_x:
        return None
    power, toughness, value = counted
    if abs(power) > 1 or abs(toughness) > 1:
        raise RenderError("a P/T change of a multiple of X")
    return power, toughness, value


def x_pt_text(power: int, toughness: int, lang: str) -> str:
    """"+X/+0" / 「＋Ｘ/＋０」: ``power`` and ``toughness`` are -1, 0 or 1 times X."""
    negative = power < 0 or toughness < 0
    if lang == "ja":
        plus, minus, x, zero = "＋", "－", "Ｘ", "０"
    else:
        plus, minus, x, zero = "+", "-", "X", "0"
    return "/".join(
        (minus if v < 0 or (v == 0 and negative) else plus) + (x if v else zero)
        for v in (power, toughness)
    )


def x_value_text(value: object, lang: str, name: str) -> str:
    """What X is in a statement: "the greatest power among creature cards in your graveyard"."""
    if isinstance(value, GreatestPowerAmong):
        ir_value = ir.GreatestPower(ir.EachObject(value.filter, value.zone))
        if lang == "ja":
            return JapaneseInstructions((), name).value(ir_value)
        return EnglishInstructions((), name).value(ir_value)
    return count_value_text(value, lang, name)


def counts_as_x(effects: list[object]) -> bool:
    """Whether a statement's counted P/T change is written with X: when it has another predicate
    (a count with 「…につき」 / "for each" is a count of the whole statement, 613.4c)."""
    return len(effects) > 1 and any(is_counted(e) for e in effects)


def with_x_definition(
    text: str, effects: list[object], lang: str, name: str, count_as_x: bool = False
) -> str:
    """A statement's text with the definition of its X: 「…。Ｘは…に等しい。」 /
    "…, where X is …."."""
    values = {c[2] for c in (x_change(e, count_as_x) for e in effects) if c is not None}
    if not values:
        return text
    if len(values) > 1:
        raise RenderError("a statement with two values of X")
    value = x_value_text(values.pop(), lang, name)
    if lang == "ja":
        return f"{text}Ｘは{value}に等しい。"
    return f"{text[:-1]}, where X is {value}."


def is_counted(effect: Any) -> bool:
    """Whether a statement's effect has counted numbers."""
    return not all(isinstance(getattr(effect, f, 0), int) for f in ("power", "toughness"))
