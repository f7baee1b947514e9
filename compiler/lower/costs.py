"""Costs (rule 118): each item of an activation cost or a spell's additional or alternative
cost as the runtime's cost data, and the checks a cost paid while casting a spell needs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import (
    Controller,
    Cost,
    DiscardCards,
    ExileFromGraveyard,
    ManaCost,
    ObjectFilter,
    PayLife,
    PutCounters,
    RemoveCounters,
    SacrificePermanents,
    SacrificeSelf,
    TapPermanents,
    TapSelf,
)

from .. import ast
from .scope import Scope

if TYPE_CHECKING:
    from ..source.text import Span
    from .effects import LoweringError


class CostLowering:
    """A mixin of the Lowerer: cost items (118) and a spell's costs (601.2b, 601.2h)."""

    if TYPE_CHECKING:

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def discarded_kind(self, kind: ast.ObjectNoun | None) -> ObjectFilter | None: ...

    def spell_cost(self, items: tuple[ast.CostItem, ...]) -> Cost:
        """A cost paid as a spell is cast (an additional cost, 601.2b; an alternative cost such
        as flashback's, 702.34a)."""
        lowered = tuple(self.cost_item(item, Scope()) for item in items)
        for item, ast_item in zip(lowered, items, strict=True):
            if isinstance(item, (TapSelf, SacrificeSelf, RemoveCounters, PutCounters)):
                raise self.fail(
                    "E204",
                    "a spell being cast is on the stack: its cost can't tap it, sacrifice "
                    "it or put or remove counters on it (601.2h)",
                    ast_item.span,
                )
        return Cost(lowered)

    def cost_item(self, item: ast.CostItem, scope: Scope) -> Any:
        """A cost item as runtime data (rule 118)."""
        if isinstance(item, ast.ManaCostItem):
            return ManaCost(item.symbols)
        if isinstance(item, ast.TapCostItem):
            return TapSelf()
        if isinstance(item, ast.PayLifeCostItem):
            if not isinstance(item.amount, int):  # "Pay X life", 「その点数のライフを支払う」
                raise self.fail(
                    "E290", "ofuda can compile paying a number of life as a cost (119.4), "
                    "not an amount worked out later", item.span,
                )
            return PayLife(item.amount)
        if isinstance(item, ast.DiscardCostItem):
            if item.named is not None:
                raise self.fail(
                    "E290",
                    "ofuda cannot yet compile discarding a named card as a cost",
                    item.named.span,
                )
            return DiscardCards(item.count, self.discarded_kind(item.kind))
        if isinstance(item, (ast.RemoveCountersCostItem, ast.PutCountersCostItem)):
            # 122.1: counters removed from or put on the object with the ability; another
            # object ("from enchanted creature", 「それの上から」 of something else) is a cost
            # ofuda does not read yet, never the ability's own object instead
            if not isinstance(item.obj, ast.SelfReference):
                verb = "removing counters from" if isinstance(item, ast.RemoveCountersCostItem) else "putting counters on"
                raise self.fail(
                    "E290",
                    f"ofuda can read {verb} the object with the ability as a cost, not another object",
                    item.obj.span,
                )
            made = RemoveCounters if isinstance(item, ast.RemoveCountersCostItem) else PutCounters
            return made(item.kind, item.count)
        obj = item.obj
        if isinstance(item, ast.ExileCostItem):
            noun = getattr(obj, "noun", None)
            if (
                not isinstance(obj, ast.ChosenReference)
                or noun is None
                or noun.zone != "graveyard"
                or noun.controlled_by is not None
                or noun.filter.controller is not Controller.YOU
            ):
                raise self.fail(
                    "E204",
                    "ofuda can compile exiling as a cost only of cards from your own graveyard",
                    item.span,
                )
            scope.paid["exiled"] = scope.paid.get("exiled", 0) + obj.count
            return ExileFromGraveyard(noun.filter, obj.count)
        if isinstance(item, ast.SacrificeCostItem) and isinstance(obj, ast.SelfReference):
            return SacrificeSelf()
        if isinstance(obj, ast.ChosenReference):
            if isinstance(item, ast.SacrificeCostItem):
                scope.paid["sacrificed"] = scope.paid.get("sacrificed", 0) + obj.count
                return SacrificePermanents(obj.noun.filter, obj.count)
            if item.any_number:
                assert obj.count == 0  # "tap any number of …": no count of its own
                return TapPermanents(obj.noun.filter, 0, any_number=True)
            return TapPermanents(obj.noun.filter, obj.count)
        if isinstance(item, ast.TapPermanentsCostItem) and isinstance(obj, ast.SelfReference):
            return TapSelf()
        raise self.fail("E204", "a cost can only name this object or objects you choose", item.span)
