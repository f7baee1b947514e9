"""The lowering's checks of targets on the stack: abilities (115.1, 701.5a) and kinds in two
zones ("target spell or creature", 115.1).

A target may be an activated or triggered ability on the stack ("target activated or
triggered ability", ``ObjectFilter.stack_abilities``). Only countering does something to an
ability (701.5a: it is removed from the stack); any other instruction naming such a target
("destroy", "copy", "return … to its owner's hand") is refused (E290), never run on a spell
only. Which instructions may is a fact of the IR node (``acts_on_abilities``).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import ObjectFilter, ZoneKind

from .. import ir
from ..walk import values_in

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


def _target_slots(node: Any) -> set[int]:
    """The target slots an IR value names (``Targeted``, ``AllTargets``), at any depth."""
    slots: set[int] = set()
    for value in values_in(node):
        if isinstance(value, ir.Targeted):
            slots.add(value.index)
        elif isinstance(value, ir.AllTargets):
            slots.update(range(value.first, value.first + value.count))
    return slots


def zones_of(objects: ObjectFilter, zone: str) -> tuple[str, tuple[ZoneKind, ...]]:
    """A target's zone (its first kind's, ``zone``) and the zones of its other kinds, where its
    kinds say their zones ("target spell or creature": the stack, and the battlefield)."""
    zones = [k.zone for k in objects.any_of if k.zone is not None]
    if not zones:
        return zone, ()
    others = tuple(dict.fromkeys(z for z in zones if z != zone))
    return zone, others


_KIND_FIELDS = ("card_types", "subtypes", "supertypes", "also_card_types", "excluded_card_types",
                "excluded_subtypes", "zone")


def plain_kinds(objects: ObjectFilter) -> bool:
    """Whether a target in two zones names kinds only (「呪文１つかクリーチャー１体」): nothing said of
    all of them, nothing but its kind of each."""
    if dataclasses.replace(objects, any_of=()) != ObjectFilter():
        return False
    return all(
        dataclasses.replace(ObjectFilter(), **{n: getattr(k, n) for n in _KIND_FIELDS}) == k
        for k in objects.any_of
    )


_WHERE = {"battlefield": "on the battlefield", "stack": "on the stack", "graveyard": "in a graveyard",
          "hand": "in a hand", "library": "in a library", "exile": "in exile"}


def _across_zones(objects: ObjectFilter) -> bool:
    return any(k.zone is not None for k in objects.any_of)


class StackAbilityLowering:
    """Mixed into lower.Lowerer (which provides ``fail``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

    def check_ability_targets(self, effect: Any, scope: Any, span: Span) -> None:
        """701.5a: an instruction that does nothing to an ability may not name a target that
        may be one; 115.1: nor one that doesn't work in both zones a target in two zones (E290)."""
        for index in _target_slots(effect):
            objects = scope.targets[index].objects if index < len(scope.targets) else None
            if objects is None:
                continue
            if not getattr(effect, "acts_on_abilities", False) and (
                objects.stack_abilities or any(k.stack_abilities for k in objects.any_of)
            ):
                raise self.fail(
                    "E290", "ofuda can only counter an ability on the stack; this instruction "
                    "does nothing to an ability", span,
                )
            acts_in = effect.action.acts_in if isinstance(effect, ir.ObjectAction) else None
            spec = scope.targets[index]
            elsewhere = [z.value for z in (spec.zone, *spec.other_zones) if acts_in and z.value not in acts_in]
            if acts_in and elsewhere:  # 701.8a, 701.26, 701.5a, 707.10: ir/nodes.py Action.acts_in
                where = {"battlefield": "a permanent", "stack": "a spell or ability on the stack"}
                raise self.fail(
                    "E202", f"only {' or '.join(where.get(z, z) for z in sorted(acts_in))} can be "
                    f"the object of \"{effect.action.value.replace('_', ' ')}\", not an object "
                    f"{_WHERE.get(elsewhere[0], 'in the ' + elsewhere[0])}", span,
                )
            if not getattr(effect, "acts_across_zones", False) and _across_zones(objects):
                raise self.fail(
                    "E290", "ofuda cannot yet compile this instruction on a target that may be "
                    "in either of two zones", span,
                )
