"""Lowering of the object paid for a cost, named by the effect (601.2h, 608.2h).

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`). "{1}, Sacrifice a creature: You gain
life equal to the sacrificed creature's toughness." / 「…生け贄に捧げたクリーチャーのタフネス…」:
the reference is the one object the costs paid of its kind (the scope counts them as the cost
items lower; a spell's additional cost line counts for its spell ability). Without exactly one,
it refers to nothing (E201), never to a guess.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import ast, ir
from .effects import LoweringError
from .scope import Scope

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import SourceFile, Span


class PaidObjectLowering:
    """Methods of the lowering pass for paid objects (mixed into ``Lowerer``)."""

    def fail(
        self, code: str, message: str, span: Span, *hints: str
    ) -> Exception:  # pragma: no cover
        raise NotImplementedError

    def text(self, span: Span) -> str:  # pragma: no cover - provided by lower.Lowerer
        raise NotImplementedError

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer (lower/effect_results.py)

        def paid_or_result(self, reference: ast.PaidReference, scope: Any) -> ir.Selector | None: ...

    def paid_object(
        self, reference: ast.PaidReference, scope: Any
    ) -> ir.PaidObject | ir.LinkedExiledCards | ir.Selector:
        """「生け贄に捧げたクリーチャー」 / "the sacrificed creature": the one object paid; in a
        triggered ability (no cost), 「その追放されたカード」 / "the exiled card" is what this
        object's own abilities exiled (607.2a: "When Fiend Hunter leaves the battlefield, return
        the exiled card …")."""
        result = self.paid_or_result(reference, scope)  # an instruction's (lower/effect_results.py)
        if result is not None:
            return result
        if reference.kind == "exiled" and scope.linked_exile:
            return ir.LinkedExiledCards()
        if scope.paid.get(reference.kind) != 1:
            raise self.fail(
                "E201",
                f"「{self.text(reference.span)}」 refers to nothing: no cost of this spell or "
                f"ability has one object {reference.kind}",
                reference.span,
            )
        return ir.PaidObject(reference.kind)


def additional_paid(
    lines: list[ast.AbilityLine], source: SourceFile, face: ir.CardFace | None = None
) -> dict[str, int]:
    """How many objects of each kind the card's additional costs pay (601.2b, 601.2h), so that
    its spell ability can name "the sacrificed creature". A cost that does not lower is
    reported where its own line is lowered, not here."""
    from .lowerer import Lowerer  # deferred: the whole pass mixes this module's class in

    scope = Scope()
    lowerer = Lowerer(source, [], face)
    for line in lines:
        if isinstance(line, ast.AdditionalCostLine):
            try:
                lowerer.cost_item(line.item, scope)
            except LoweringError:
                continue
    return scope.paid
