"""The lowering of "It can't be regenerated." / 「それは再生できない。」 (701.15).

The rider changes the destroy instruction right before it (``ir.Destroy.regenerable``): what it
destroys goes to the graveyard even through a regeneration shield. Its pronoun agrees with what
the instruction names ("It" one object, "They" / 「それら」 several, E211); after anything but a
destroy instruction it is refused (E290), never dropped.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .. import ast, ir
from .scope import Scope
from .sentence_kinds import SentenceRun, reads_sentence

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


def _names_several(obj: Any, scope: Scope) -> bool:
    """Whether a destroy instruction's object is several objects ("all creatures", "up to two
    target creatures") rather than one."""
    if isinstance(obj, ir.Targeted):
        spec = scope.targets[obj.index] if obj.index < len(scope.targets) else None
        return spec is not None and spec.count > 1
    return isinstance(obj, (ir.EachObject, ir.AllTargets, ir.TriggeringObjects))


class RegenerationRiderLowering:
    """Mixed into lower.Lowerer (which provides ``fail``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

    @reads_sentence(ast.CantBeRegeneratedRider)
    def cant_be_regenerated(
        self, sentence: ast.CantBeRegeneratedRider, run: SentenceRun, scope: Scope
    ) -> None:
        """701.15: the permanents the destroy instruction before names can't be regenerated."""
        last = run.effects[-1] if run.effects else None
        if not isinstance(last, ir.Destroy) or not last.regenerable:
            raise self.fail(
                "E290", "\"It can't be regenerated.\" / 「それは再生できない。」 needs a destroy "
                "instruction as the sentence right before it", sentence.span,
            )
        several = _names_several(last.obj, scope)
        if several != sentence.several:  # 「それ」 one object, 「それら」 several (E211)
            said, meant = ("They", "It") if sentence.several else ("It", "They")
            raise self.fail(
                "E211", f"\"{said}\" does not agree with what the instruction before destroys",
                sentence.span, f"write \"{meant} can't be regenerated.\"",
            )
        run.effects[-1] = replace(last, regenerable=False)
