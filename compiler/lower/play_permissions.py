"""The lower pass, permissions to play or cast cards where they are (601.3, 305.1, 118.9).

「ターン終了時まで、あなたはこれにより追放されたカードをプレイしてもよい。」 / "Until end of turn, you
may play cards exiled this way." (M21 Chandra, Heart of Fire), "You may cast them this turn.",
"You may play them this turn without paying their mana costs." (M20 Golos), "You may play that
card for as long as it remains exiled." (611.2b): a "you may" with a duration is a permission
that lasts (601.3), not a choice made as the ability resolves. Who may (the clause's subject:
only "you"), which cards (a reference of the ability), what the player may do (play: a land card
as a land, 305.1; cast), for how long (the clause's duration) and at what cost (its own, or
none: 118.9) are each read from the sentence. A mixin of lower.Lowerer, ahead of the library
lowering whose sentences it reads first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ofuda import runtime as rt
from ofuda.runtime.definitions import Duration

from .. import ast, ir
from ..ast import library as lib

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError

# The durations a permission may be given for (514.2: "until end of turn" and "this turn" both
# end in the cleanup step).
_TURN = (ast.StatedDuration.UNTIL_END_OF_TURN, ast.StatedDuration.THIS_TURN)


class PlayPermissionLowering:
    """Lowers "you may play / cast … <duration>" to :class:`ir.AllowCast`; mixed into
    lower.Lowerer before LibraryLowering."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def text(self, span: Span) -> str: ...

        def reference(self, reference: Any, scope: Any, subject: Any) -> tuple[Any, str]: ...

    def effect_sentence(self, sentence: Any, scope: Any) -> list[ir.Effect]:
        """A permission sentence as its one AllowCast; any other as the bases lower it."""
        permission = self._cast_permission(sentence, scope)
        if permission is not None:
            return [permission]
        return super().effect_sentence(sentence, scope)  # type: ignore[misc]  # mixin

    def _cast_permission(self, sentence: Any, scope: Any) -> ir.AllowCast | None:
        """The permission a "you may" sentence with a duration states (601.3), or None for a
        sentence of another shape (lowered as the instructions it is)."""
        if not isinstance(sentence, ast.EffectSentence) or not sentence.optional:
            return None
        if len(sentence.clauses) != 1 or sentence.condition is not None:
            return None
        clause = sentence.clauses[0]
        predicate = clause.predicates[0] if len(clause.predicates) == 1 else None
        if not isinstance(predicate, (lib.PlayCard, lib.CastCard, lib.CastFree)):
            return None
        phrase_turn = isinstance(predicate, lib.PlayCard) and predicate.this_turn
        lasting = clause.duration if isinstance(clause.duration, ast.ConditionDuration) else None
        while_exiled = lasting is not None
        if phrase_turn and clause.duration is not None:
            raise self.fail("E290", "this permission says its duration twice", clause.span)
        if clause.duration not in _TURN and not while_exiled and not phrase_turn:
            return None  # no duration: a choice made now (lower/library.py)
        if clause.each is not None:
            raise self.fail("E290", "ofuda cannot compile \"for each\" on a permission", clause.span)
        if clause.subject is not None and not isinstance(clause.subject, ast.YouReference):
            raise self.fail(
                "E290", "ofuda can compile a permission to play or cast cards only for \"you\"",
                clause.span,
            )
        card, kind = self.reference(predicate.obj, scope, ir.You())
        if kind != "object":
            raise self.fail("E202", "only cards are played or cast", predicate.span)
        duration: Any = Duration.END_OF_TURN
        if lasting is not None:
            duration = self._while_exiled(lasting, card, scope)
        play = isinstance(predicate, lib.PlayCard)
        free = isinstance(predicate, lib.CastFree) or (
            isinstance(predicate, lib.PlayCard) and predicate.free
        )
        return ir.AllowCast(card, ir.You(), free, duration, self.text(sentence.span), play=play)

    def _while_exiled(self, duration: ast.ConditionDuration, card: Any, scope: Any) -> Any:
        """611.2b: a permission "for as long as it remains exiled" / 「そのカードが追放され続けて
        いるかぎり」, of the card it permits (a card that leaves exile is a new object, 400.7)."""
        obj, _ = self.reference(duration.reference, scope, ir.You())
        if duration.condition is not ast.LastingCondition.EXILED or obj != card or (
            duration.controller is not None
        ):
            raise self.fail("E290", "ofuda can compile a permission to play a card only \"for "
                            "as long as it remains exiled\"", duration.span)
        return ir.ForAsLongAs(rt.LastsWhile.EXILED, obj)
