"""The lowering of riders on a counter instruction (701.5a, 614.1a).

"Counter target spell. If that spell is countered this way, exile it instead of putting it
into its owner's graveyard." / 「…それを打ち消す。その呪文がこれにより打ち消された場合、それを
オーナーの墓地に置く代わりに追放する。」: the rider changes the counter instruction right before it
(``ir.CounterSpell.exile``); after anything else it is refused (E290), never dropped.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .. import ast, ir
from .scope import Scope
from .sentence_kinds import SentenceRun, reads_sentence

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


class CounterRiderLowering:
    """Mixed into lower.Lowerer (which provides ``fail``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

    @reads_sentence(ast.CounteredExileRider)
    def countered_exile_rider(
        self, sentence: ast.CounteredExileRider, run: SentenceRun, scope: Scope
    ) -> None:
        """614.1a: the spell the instruction before counters is exiled instead."""
        last = run.effects[-1] if run.effects else None
        if not isinstance(last, ir.CounterSpell) or last.exile:
            raise self.fail(
                "E290", "\"If that spell is countered this way\" needs \"counter target spell\" "
                "as the instruction right before it", sentence.span,
            )
        slot = last.obj.index if isinstance(last.obj, ir.Targeted) else None
        objects = scope.targets[slot].objects if slot is not None else None
        if objects is not None and (
            objects.stack_abilities or any(k.stack_abilities for k in objects.any_of)
        ):  # "that spell": an ability is never put into a graveyard
            raise self.fail("E290", "\"that spell\" names a target that may be an ability",
                            sentence.span)
        run.effects[-1] = replace(last, exile=True)
