"""The lowering's check of abilities on the stack as targets (115.1, 701.5a).

A target may be an activated or triggered ability on the stack ("target activated or
triggered ability", ``ObjectFilter.stack_abilities``). Only countering does something to an
ability (701.5a: it is removed from the stack); any other instruction naming such a target
("destroy", "copy", "return … to its owner's hand") is refused (E290), never run on a spell
only. Which instructions may is a fact of the IR node (``acts_on_abilities``).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from .. import ir

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


def _target_slots(node: Any) -> set[int]:
    """The target slots an IR value names (``Targeted``, ``AllTargets``), at any depth."""
    if isinstance(node, ir.Targeted):
        return {node.index}
    if isinstance(node, ir.AllTargets):
        return set(range(node.first, node.first + node.count))
    if isinstance(node, tuple | list):
        return set().union(*(_target_slots(each) for each in node)) if node else set()
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return set().union(*(_target_slots(getattr(node, f.name)) for f in dataclasses.fields(node)))
    return set()


class StackAbilityLowering:
    """Mixed into lower.Lowerer (which provides ``fail``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

    def check_ability_targets(self, effect: Any, scope: Any, span: Span) -> None:
        """701.5a: an instruction that does nothing to an ability may not name a target that
        may be one (E290)."""
        if getattr(effect, "acts_on_abilities", False):
            return
        for index in _target_slots(effect):
            objects = scope.targets[index].objects if index < len(scope.targets) else None
            if objects is not None and (
                objects.stack_abilities or any(k.stack_abilities for k in objects.any_of)
            ):
                raise self.fail(
                    "E290", "ofuda can only counter an ability on the stack; this instruction "
                    "does nothing to an ability", span,
                )
