"""Lowering of sentences that modify the sentence before them (608.2c).

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`). "If <condition>, <instructions>
instead." / 「…場合、代わりに…。」 replaces the instructions of the sentence right before it
when the condition holds: read together (608.2c), exactly one of the two runs
(:class:`~ofuda.compiler.ir.Instead`). It must follow a sentence of instructions; anywhere
else there is nothing for it to replace (E290).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import ast, ir

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


class FollowUpLowering:
    """Methods of the lowering pass for follow-up sentences (mixed into ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def text(self, span: Span) -> str: ...

        def condition(self, condition: ast.Condition, scope: Any) -> ir.Condition: ...

        def effect_sentence(self, sentence: ast.EffectSentence, scope: Any) -> list[ir.Effect]: ...

    def instead(
        self, sentence: ast.InsteadSentence, replaced: list[ir.Effect], scope: Any
    ) -> ir.Instead:
        """608.2c: the instructions of ``sentence`` in place of ``replaced`` (those of the
        sentence before it) when its condition holds."""
        if not replaced:
            raise self.fail(
                "E290",
                '"… instead" / 「代わりに…」 replaces the instructions of the sentence before it, '
                "and there are none here",
                sentence.span,
            )
        condition = self.condition(sentence.condition, scope)
        if isinstance(condition, ir.YouDid):
            # "If you do, … instead" would ask about an option of the very instructions it
            # replaces
            raise self.fail(
                "E290",
                '"If you do, … instead" has no instructions before it to have done',
                sentence.span,
            )
        instead = self.effect_sentence(sentence.sentence, scope)
        # the generated code quotes both sentences above the one if/else
        before = getattr(replaced[0], "origin", "")
        origin = f"{before} {self.text(sentence.span)}" if before else self.text(sentence.span)
        return ir.Instead(condition, tuple(replaced), tuple(instead), origin)
