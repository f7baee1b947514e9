"""Lowering of how a permanent enters: with counters (614.1c, 107.3m) and as a copy of an object
chosen as it enters (707.9).

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`). Both are statements of a
permanent's static ability whose effects (:mod:`ofuda.runtime.statics_entering`) the runtime
applies as replacement effects while the permanent enters.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ofuda.runtime import statics as rt
from ofuda.runtime import statics_entering as re

from .. import ast

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


class EnteringLowering:
    """Methods of the lowering pass for entering the battlefield (mixed into ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

    def entering_condition(
        self, sentences: tuple[ast.Sentence, ...]
    ) -> tuple[tuple[ast.Sentence, ...], ast.StaticCondition | None]:
        """ "Morbid — CARDNAME enters the battlefield with two +1/+1 counters on it if a creature
        died this turn." / 「このターンいずれかのクリーチャーが死亡していた場合、CARDNAMEは…置かれた
        状態で戦場に出る。」: the permanent's own entering replacement under a condition of the
        game's state or history, which applies only if the condition holds as it would enter
        (614.12) — the statement without its "if", and the condition of the static ability. Any
        other sentence is given back as it is (a condition elsewhere stays an error)."""
        if len(sentences) != 1:
            return sentences, None
        sentence = sentences[0]
        if not isinstance(sentence, ast.EffectSentence) or sentence.condition is None:
            return sentences, None
        if sentence.optional or sentence.x_value is not None or len(sentence.clauses) != 1:
            return sentences, None
        clause = sentence.clauses[0]
        entering = (ast.EntersWithCounters, ast.EntersTapped)
        # "If CARDNAME was kicked, it enters …": "it" is the object the condition names, itself
        # (702.33d: only this object's being kicked is a condition, lower/costed_keywords.py)
        itself = isinstance(clause.subject, ast.SelfReference) or (
            isinstance(clause.subject, ast.PronounReference)
            and clause.subject.wants in ("any", "object")
            and isinstance(sentence.condition, ast.KickedCondition)
        )
        if not (
            itself
            and clause.each is None
            and clause.duration is None
            and len(clause.predicates) == 1
            and isinstance(clause.predicates[0], entering)
            and isinstance(sentence.condition, ast.StateCondition)
        ):
            return sentences, None
        condition = sentence.condition
        if isinstance(clause.subject, ast.PronounReference):  # "it": this object
            clause = replace(clause, subject=ast.SelfReference(clause.subject.span))
        return (replace(sentence, condition=None, clauses=(clause,)),), condition

    def entering_static(self, predicate: object, affected: rt.Affected) -> object | None:
        """The static effect of "enters the battlefield with N counters" or "enters the
        battlefield tapped", or None for the other predicates."""
        if isinstance(predicate, ast.EntersTapped):
            # 614.1c: of this permanent, or of every permanent of a group as it would enter
            # (614.12: the group's filter is checked against the entering object)
            if isinstance(affected, rt.ThisPermanent):
                return re.EntersTapped()
            if isinstance(affected, rt.PermanentsMatching):
                return re.EntersTapped(affected.filter)
            raise self.fail(
                "E252",
                "「タップ状態で戦場に出る」 / \"enters the battlefield tapped\" is said of this "
                "permanent or of a group (\"creatures your opponents control\")",
                predicate.span,
            )
        if not isinstance(predicate, ast.EntersWithCounters):
            return None
        count: int | re.CastX = re.CastX() if predicate.amount == "X" else int(predicate.amount)
        if isinstance(affected, rt.ThisPermanent):
            return re.EntersWithCounters(predicate.kind, count)  # 614.1c
        if isinstance(affected, rt.PermanentsMatching) and isinstance(count, int):
            # 614.1c, 614.12: "Each Human creature you control enters the battlefield with an
            # additional +1/+1 counter on it" — every permanent of the group, as it would enter
            return re.EntersWithCounters(predicate.kind, count, affected.filter)
        raise self.fail(
            "E252",
            "「…が置かれた状態で戦場に出る」 / \"enters the battlefield with … counters\" "
            "is said of this permanent (an X is the X its spell was cast with, 107.3m) or of a "
            "group (\"each Human creature you control\")",
            predicate.span,
        )

    def chosen_copy_statement(self, sentence: object) -> re.EntersAsChosenCopy | None:
        """ "You may have CARDNAME enter the battlefield as a copy of any creature on the
        battlefield" (707.9): the static effect, or None for other sentences."""
        if not isinstance(sentence, ast.EffectSentence) or len(sentence.clauses) != 1:
            return None
        clause = sentence.clauses[0]
        if len(clause.predicates) != 1:
            return None
        if not isinstance(clause.predicates[0], ast.EntersAsChosenCopy):
            return None
        predicate = clause.predicates[0]
        if predicate.chooser is not None:
            raise self.fail(
                "E252", "the controller of the entering permanent chooses what it copies",
                predicate.chooser.span, "write 「あなたは、…」",
            )
        if not isinstance(clause.subject, ast.SelfReference):
            raise self.fail(
                "E204", "only this permanent's own entering can be a copy of a chosen object "
                "(707.9)", clause.span,
            )
        if sentence.condition is not None or clause.duration is not None:
            raise self.fail("E250", "a copy choice as the permanent enters has no condition or "
                            "duration", sentence.span)
        if not sentence.optional:
            raise self.fail(
                "E290", "ofuda can compile only the optional copy choice: \"You may have CARDNAME "
                "enter the battlefield as a copy of …\"", sentence.span,
            )
        noun = predicate.among
        if noun.zone != "battlefield" or noun.controlled_by is not None or noun.also_player:
            raise self.fail("E252", "the object copied is on the battlefield", noun.span)
        return re.EntersAsChosenCopy(noun.filter)
