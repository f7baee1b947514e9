"""Lowering of counted numbers in statements: 「…につき」 / "for each …" on a permanent.

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`). "Enchanted creature gets +1/+1
for each Forest you control" is one layer 7c effect whose numbers are counted every time the
layer applies (613.4c, 611.3a): ``AddPowerToughness`` with :mod:`ofuda.runtime.statics_values`
values. "Enchanted creature gets +X/+X, where X is the number of creature cards in your
graveyard" (「…＋Ｘ/＋Ｘの修整を受ける。Ｘは…の総数に等しい。」) is the same effect: X is the
count. A count a statement cannot carry is E207, never dropped.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import ZoneKind
from ofuda.runtime.statics_entering import EntersWithCounters
from ofuda.runtime.statics_values import (
    CountersOnSource,
    CountSum,
    GreatestPowerAmong,
    ObjectCount,
    Times,
)

from .. import ast

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span

# Zones whose objects a static count can see (400.1); "you control" / "in your graveyard"
# is in the filter, relative to the ability's controller. The engine recomputes characteristics
# when an object changes zones, and, once a counted static applies, when a card is drawn
# (Game.life_sensitive); not when a permanent is tapped: a count of tapped permanents or by
# power (itself layer 7) is refused, not approximated.
_COUNTED_ZONES = ("battlefield", "graveyard", "exile", "hand")


def scaled(per_unit: int, count: object) -> object:
    """``per_unit`` for each counted unit: 0, the count itself, or a multiple of it."""
    if per_unit == 0:
        return 0
    if per_unit == 1:
        return count
    return Times(per_unit, count)


def x_amount(amount: object, x: object) -> object:
    """A P/T amount with X replaced by its value ("X" → the value, "-X" → minus it)."""
    if amount == "X":
        return x
    if amount == "-X":
        return Times(-1, x)
    return amount


class CountLowering:
    """Methods of the lowering pass for counted statements (mixed into ``_Lowerer``)."""

    def fail(
        self, code: str, message: str, span: Span, *hints: str
    ) -> Exception:  # pragma: no cover
        raise NotImplementedError

    def counted_static_clause(self, clause: ast.Clause, condition: Any) -> list[Any]:
        """A statement with 「…につき」 / "for each …": every effect it makes must carry the
        count (a P/T change, 613.4c, or the number of counters its permanent enters with,
        614.1c); any other is E207."""
        assert clause.each is not None
        count = self.static_count(clause.each.value, clause.each.span)
        effects = self.static_clause(replace(clause, each=None), condition)  # type: ignore[attr-defined]
        counted: list[Any] = []
        for effect in effects:
            if (
                isinstance(effect, EntersWithCounters)
                and isinstance(effect.count, int)
                and isinstance(count, (ObjectCount, CountSum))
            ):
                # 614.1c: "enters the battlefield with a +1/+1 counter on it for each …": the
                # objects are counted as the replacement applies, just before it enters (614.12)
                per_object = Times(effect.count, count) if effect.count != 1 else count
                counted.append(replace(effect, count=per_object))
                continue
            if not isinstance(effect, rt.AddPowerToughness) or not (
                isinstance(effect.power, int) and isinstance(effect.toughness, int)
            ):
                raise self.fail(
                    "E207",
                    'ofuda can count 「…につき」 / "for each …" in a statement only for a '
                    "power/toughness change or the counters a permanent enters with",
                    clause.each.span,
                )
            counted.append(
                rt.AddPowerToughness(
                    effect.affected, scaled(effect.power, count), scaled(effect.toughness, count)
                )
            )
        return counted

    def static_count(self, value: object, span: Span, *, once: bool = False) -> object:
        """What a statement counts, continuously: objects matching a noun, counters on the
        permanent itself, or the greatest power among cards outside the battlefield. ``once``:
        counted once as a mana ability resolves (605.3b), not continuously, so a count by
        power or toughness (worked out in layer 7, 613.4) is no loop."""
        if isinstance(value, ast.CountValue):
            noun = value.noun
            f = noun.filter
            by_stats = (f.power_min, f.power_max, f.toughness_min, f.toughness_max) != (None,) * 4
            if (
                noun.controlled_by is not None
                or noun.also_player
                or noun.zone not in _COUNTED_ZONES
                or f.tapped is not None
                or (by_stats and not once)
            ):
                raise self.fail(
                    "E207",
                    "ofuda cannot count these objects in a statement (a count of objects on the "
                    "battlefield or in a zone, relative to you, can be counted)",
                    span,
                )
            return ObjectCount(noun.filter, ZoneKind(noun.zone))
        if isinstance(value, ast.CountersValue) and isinstance(value.on, ast.SelfReference):
            return CountersOnSource(value.kind)
        if isinstance(value, ast.SumValue) and all(
            isinstance(v, ast.CountValue) for v in value.values
        ):
            # 107.1: "for each A and each B", each count worked out as a count is
            return CountSum(tuple(self.static_count(v, span, once=once) for v in value.values))
        if isinstance(value, ast.GreatestPowerValue):
            noun = value.noun
            if noun.zone == "battlefield" or noun.zone not in _COUNTED_ZONES or (
                noun.controlled_by is not None or noun.also_player
            ):
                # the power of a permanent is itself worked out in layer 7 (613.4)
                raise self.fail(
                    "E207",
                    "ofuda can compute the greatest power in a statement only among cards in a "
                    "graveyard, a hand or exile",
                    span,
                )
            return GreatestPowerAmong(noun.filter, ZoneKind(noun.zone))
        raise self.fail("E207", "ofuda cannot count this in a statement", span)

    def statement_x(
        self, sentences: tuple[ast.Sentence, ...]
    ) -> tuple[tuple[ast.Sentence, ...], object | None]:
        """A statement's sentences without its definition of X, and that definition:
        ", where X is …" inside the sentence, or the sentence 「Ｘは…に等しい。」 after it."""
        x_value: object | None = None
        kept: list[ast.Sentence] = []
        for sentence in sentences:
            if isinstance(sentence, ast.XDefinition):
                x_value = sentence.value
                continue
            if isinstance(sentence, ast.EffectSentence) and sentence.x_value is not None:
                x_value = sentence.x_value
                sentence = replace(sentence, x_value=None)
            kept.append(sentence)
        return tuple(kept), x_value

    def bind_statement_x(
        self, effects: list[Any], x_value: object | None, sentences: tuple[ast.Sentence, ...]
    ) -> list[Any]:
        """The statement's effects with X bound to its value, computed continuously (611.3a)."""
        span = sentences[0].span if sentences else None
        uses_x = [
            e for e in effects
            if isinstance(e, rt.AddPowerToughness)
            and (isinstance(e.power, str) or isinstance(e.toughness, str))
        ]
        if x_value is None:
            if uses_x:
                raise self.fail("E290", "ofuda cannot yet compile X in a static ability "
                                "without its definition (\"where X is …\")", span)  # type: ignore[arg-type]
            return effects
        if not uses_x:
            raise self.fail("E290", "X is defined but the statement does not use it", span)  # type: ignore[arg-type]
        value = self.static_value(x_value, span)  # type: ignore[attr-defined]  # lower/replacement.py
        return [
            rt.AddPowerToughness(e.affected, x_amount(e.power, value), x_amount(e.toughness, value))
            if e in uses_x else e
            for e in effects
        ]
