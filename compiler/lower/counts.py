"""Lowering of counted numbers in statements: 「…につき」 / "for each …" on a permanent.

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`). "Enchanted creature gets +1/+1
for each Forest you control" is one layer 7c effect whose numbers are counted every time the
layer applies (613.4c, 611.3a): ``AddPowerToughness`` with :mod:`ofuda.runtime.statics_values`
values. A count a statement cannot carry is E207, never dropped.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import ZoneKind
from ofuda.runtime.statics_values import CountersOnSource, ObjectCount, Times

from .. import ast

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span

# Zones whose objects a static count can see (400.1); "you control" / "in your graveyard"
# is in the filter, relative to the ability's controller. The engine recomputes characteristics
# when an object changes zones, not when a card is drawn or a permanent is tapped: a count of
# cards in hand, of tapped permanents or by power (itself layer 7) is refused, not approximated.
_COUNTED_ZONES = ("battlefield", "graveyard", "exile")


def scaled(per_unit: int, count: object) -> object:
    """``per_unit`` for each counted unit: 0, the count itself, or a multiple of it."""
    if per_unit == 0:
        return 0
    if per_unit == 1:
        return count
    return Times(per_unit, count)


class CountLowering:
    """Methods of the lowering pass for counted statements (mixed into ``_Lowerer``)."""

    def fail(
        self, code: str, message: str, span: Span, *hints: str
    ) -> Exception:  # pragma: no cover
        raise NotImplementedError

    def counted_static_clause(self, clause: ast.Clause, condition: Any) -> list[Any]:
        """A statement with 「…につき」 / "for each …": every effect it makes must carry the
        count (a P/T change, 613.4c); any other is E207."""
        assert clause.each is not None
        count = self.static_count(clause.each.value, clause.each.span)
        effects = self.static_clause(replace(clause, each=None), condition)  # type: ignore[attr-defined]
        counted: list[Any] = []
        for effect in effects:
            if not isinstance(effect, rt.AddPowerToughness) or not (
                isinstance(effect.power, int) and isinstance(effect.toughness, int)
            ):
                raise self.fail(
                    "E207",
                    'ofuda can count 「…につき」 / "for each …" in a statement only for a '
                    "power/toughness change",
                    clause.each.span,
                )
            counted.append(
                rt.AddPowerToughness(
                    effect.affected, scaled(effect.power, count), scaled(effect.toughness, count)
                )
            )
        return counted

    def static_count(self, value: object, span: Span) -> object:
        """What a statement counts, continuously: objects matching a noun, or counters on the
        permanent itself."""
        if isinstance(value, ast.CountValue):
            noun = value.noun
            f = noun.filter
            if (
                noun.controlled_by is not None
                or noun.also_player
                or noun.zone not in _COUNTED_ZONES
                or f.tapped is not None
                or (f.power_min, f.power_max, f.toughness_min, f.toughness_max) != (None,) * 4
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
        raise self.fail("E207", "ofuda cannot count this in a statement", span)
