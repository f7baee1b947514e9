"""The lowering of durations stated as a condition: "for as long as …" (611.2b).

Part of the lowering pass (a mixin of lower.Lowerer). "Gain control of target Vampire for as
long as you control Olivia Voldaren." / 「あなたがオリヴィア・ヴォルダーレンをコントロールし続けている
かぎり、それのコントロールを得る。」: the lasting change is made as any other (lower/effects.py),
its duration an :class:`ir.ForAsLongAs` of the object the condition names. Only a lasting change
to an object (611.2a, the predicate's ``continuous``) takes one; anything else is rejected with
a diagnostic rather than given another duration.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import LastsWhile

from .. import ast, ir
from .predicate_kinds import Instruction

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError

# The condition as the text states it → the runtime's condition of the duration (611.2b).
_CONDITIONS = {
    ast.LastingCondition.YOU_CONTROL: LastsWhile.YOU_CONTROL,
    ast.LastingCondition.ON_BATTLEFIELD: LastsWhile.ON_BATTLEFIELD,
    ast.LastingCondition.EXILED: LastsWhile.EXILED,
}

# Conditions of a permanent: never true of an instant or sorcery itself (E209).
_PERMANENT = (LastsWhile.YOU_CONTROL, LastsWhile.ON_BATTLEFIELD)


class DurationLowering:
    """Lowers "for as long as …" durations; mixed into lower.Lowerer."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer
        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def reference(self, reference: Any, scope: Any, subject: Any) -> tuple[Any, str]: ...

        def instruction(self, p: Any, at: Instruction) -> ir.Effect: ...

    def check_condition_duration(
        self, predicate: ast.Predicate, condition: ast.ConditionDuration
    ) -> None:
        """Reject what no "for as long as" can last: a one-shot action (611.2a: only a lasting
        change has a duration), a restriction or a permanent's statement (not compiled yet)."""
        lasting = predicate.continuous and not predicate.restriction and not predicate.statement_only
        if not (lasting or predicate.lasts_while_condition):
            raise self.fail(
                "E290",
                "ofuda can compile \"for as long as …\" / 「…続けているかぎり」 (611.2b) only for "
                "a lasting change to an object (gets +N/+N, gains an ability, gain control)",
                condition.span,
            )

    def lasting_while(
        self, predicate: ast.Predicate, subject: Any, subject_is: str,
        condition: ast.ConditionDuration, origin: str, scope: Any,
    ) -> ir.Effect:
        """The lasting change of ``predicate``, for as long as ``condition`` holds (611.2b)."""
        if condition.controller is not None and not isinstance(condition.controller, ast.YouReference):
            raise self.fail("E290", "ofuda can compile \"for as long as you control …\" only with "
                            "「あなた」 as the controller", condition.controller.span)
        if isinstance(condition.reference, ast.EachReference):
            raise self.fail("E290", "\"for as long as\" names one object", condition.reference.span)
        obj, kind = self.reference(condition.reference, scope, subject)
        if kind != "object":
            raise self.fail("E202", "\"for as long as\" needs an object here, not a player",
                            condition.reference.span)
        lasting = ir.ForAsLongAs(_CONDITIONS[condition.condition], obj)
        if scope.is_spell and isinstance(obj, ir.ThisObject) and lasting.condition in _PERMANENT:
            raise self.fail(
                "E209", "an instant or sorcery is never on the battlefield: this lasts no time",
                condition.reference.span,
            )
        if isinstance(predicate, ast.DoesntUntap):
            return self._doesnt_untap(predicate, subject, subject_is, lasting, origin)
        effect = self.instruction(predicate, Instruction(subject, subject_is, lasting, origin, scope))
        if getattr(effect, "duration", None) != lasting:
            # the instruction keeps no duration of its own: it would last some other way
            raise self.fail("E290", "ofuda cannot yet compile \"for as long as …\" (611.2b) for "
                            "this instruction", condition.span)
        return effect

    def _doesnt_untap(
        self, predicate: ast.DoesntUntap, subject: Any, subject_is: str, lasting: ir.ForAsLongAs,
        origin: str,
    ) -> ir.DoesntUntap:
        """502.3 as an instruction's lasting rule: "That creature doesn't untap during its
        controller's untap step for as long as you control Dungeon Geists" — its own
        controller's untap step (「それのコントローラーの」), whoever controls it then."""
        whose = predicate.whose
        if subject_is != "object":
            raise self.fail("E202", "only a permanent untaps", predicate.span)
        if whose is not None and not (
            isinstance(whose, ast.ControllerOfReference)
            and isinstance(whose.of, ast.PronounReference)
            and whose.of.wants in ("object", "any")
        ):
            raise self.fail("E290", "ofuda cannot yet compile \"doesn't untap\" during another "
                            "untap step than its controller's", whose.span)
        return ir.DoesntUntap(subject, lasting, origin)
