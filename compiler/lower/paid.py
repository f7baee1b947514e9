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

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span


class PaidObjectLowering:
    """Methods of the lowering pass for paid objects (mixed into ``Lowerer``)."""

    def fail(
        self, code: str, message: str, span: Span, *hints: str
    ) -> Exception:  # pragma: no cover
        raise NotImplementedError

    def text(self, span: Span) -> str:  # pragma: no cover - provided by lower.Lowerer
        raise NotImplementedError

    def paid_object(self, reference: ast.PaidReference, scope: Any) -> ir.PaidObject:
        """「生け贄に捧げたクリーチャー」 / "the sacrificed creature": the one object paid."""
        if scope.paid.get(reference.kind) != 1:
            raise self.fail(
                "E201",
                f"「{self.text(reference.span)}」 refers to nothing: no cost of this spell or "
                f"ability has one object {reference.kind}",
                reference.span,
            )
        return ir.PaidObject(reference.kind)
