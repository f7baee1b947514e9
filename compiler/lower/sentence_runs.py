"""Lowering a run of sentences: each sentence by the reader of its kind (sentence_kinds.py).

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`). Here are the readers of the
sentences that act on the run rather than add instructions of their own: "instead" (608.2c),
"When you do" (603.12), a target sentence (115.1), "where X is" (107.3), the activation
restrictions (602.5b), "choose new targets for the copy" (707.10c), and the sentences that may
not stand in a run (a mana restriction, modes after other instructions).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .. import ast, ir
from .library import fold_library
from .scope import Scope
from .sentence_kinds import SentenceRun, reads_sentence, sentence_reader
from .values import bind_x

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span
    from .effects import LoweringError


class SentenceReading:
    """Methods of the lowering pass for runs of sentences (mixed into ``Lowerer``)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by lower.Lowerer

        def fail(self, code: str, message: str, span: Span, *hints: str) -> LoweringError: ...

        def join_follow_ups(
            self, sentences: tuple[ast.Sentence, ...]
        ) -> tuple[ast.Sentence, ...]: ...


        def effect_sentence(self, sentence: Any, scope: Any) -> list[ir.Effect]: ...

        def instead(
            self, sentence: ast.InsteadSentence, replaced: list[ir.Effect], scope: Scope
        ) -> ir.Instead: ...

        def reflexive(
            self, sentence: ast.ReflexiveSentence, before: list[ir.Effect], scope: Scope
        ) -> ir.Conditional: ...

        def declare_targets(
            self, target: ast.CountedTarget, scope: Scope
        ) -> ir.Targeted | ir.AllTargets: ...

        def value(self, value: Any, scope: Any, subject: Any) -> Any: ...

        def state_condition(self, condition: Any) -> Any: ...

        def restrict_added_mana(
            self, sentence: ast.ManaRestriction, effects: list[ir.Effect]
        ) -> None: ...

        def new_targets_for_copy(
            self, sentence: ast.NewTargetsForCopy, effects: list[ir.Effect], scope: Scope
        ) -> list[ir.Effect]: ...

    def sentences(
        self, sentences: tuple[ast.Sentence, ...], scope: Scope, *, allow_restriction: bool
    ) -> tuple[tuple[ir.Effect, ...], bool]:
        """The effects of a run of sentences, and whether it is "activate only as a sorcery":
        each sentence is read by the reader registered for its kind (sentence_kinds.py), or
        is a sentence of instructions."""
        sentences = self.join_follow_ups(sentences)
        run = SentenceRun(allow_restriction)
        for sentence in sentences:
            if not sentence.keeps_instructions_before:
                run.previous = len(run.effects)
            reader = sentence_reader(type(sentence))
            if reader is not None:
                reader(self, sentence, run, scope)
                continue
            run.effects.extend(self.effect_sentence(sentence, scope))
            run.last_instructions = sentence
            scope.partner = None
        span = sentences[-1].span if sentences else None
        return fold_library(self, tuple(run.effects), span), run.sorcery

    @reads_sentence(ast.InsteadSentence)
    def instead_sentence(
        self, sentence: ast.InsteadSentence, run: SentenceRun, scope: Scope
    ) -> None:
        """608.2c: it replaces the instructions of the sentence before it."""
        sentence = restated_damage_source(sentence, run.last_instructions)
        run.effects[run.previous :] = [self.instead(sentence, run.effects[run.previous :], scope)]
        scope.partner = None

    @reads_sentence(ast.ReflexiveSentence)
    def reflexive_sentence(
        self, sentence: ast.ReflexiveSentence, run: SentenceRun, scope: Scope
    ) -> None:
        """603.12: "When you do, …" after an optional instruction."""
        run.effects.append(self.reflexive(sentence, run.effects, scope))

    @reads_sentence(ast.TargetSentence)
    def target_sentence(self, sentence: ast.TargetSentence, run: SentenceRun, scope: Scope) -> None:
        """115.1: 「…を対象とする。」 declares the targets the next sentences refer to."""
        for target in sentence.targets:
            self.declare_targets(target, scope)

    @reads_sentence(ast.XDefinition)
    def x_definition(self, sentence: ast.XDefinition, run: SentenceRun, scope: Scope) -> None:
        """107.3: "where X is …" binds X in the instructions before it."""
        value = self.value(sentence.value, scope, None)
        run.effects = [bind_x(effect, value) for effect in run.effects]

    @reads_sentence(ast.ActivationRestriction)
    def activation_restriction(
        self, sentence: ast.ActivationRestriction, run: SentenceRun, scope: Scope
    ) -> None:
        """602.5b: "Activate only as a sorcery." — only an activated ability says it."""
        self.require_activated(sentence, run)
        run.sorcery = True

    @reads_sentence(ast.TriggerLimit)
    def trigger_limit(self, sentence: ast.TriggerLimit, run: SentenceRun, scope: Scope) -> None:
        """603.2: "This ability triggers only once each turn." is read by the triggered line
        itself (lowerer.py); anywhere else it is no ability's limit."""
        raise self.fail(
            "E205", "only a triggered ability can say how often it triggers", sentence.span
        )

    @reads_sentence(ast.ActivationCondition)
    def activation_condition(
        self, sentence: ast.ActivationCondition, run: SentenceRun, scope: Scope
    ) -> None:
        """602.5b: "Activate only if …"."""
        self.require_activated(sentence, run)
        scope.activation_condition = self.state_condition(sentence.condition)

    def require_activated(self, sentence: ast.Node, run: SentenceRun) -> None:
        """E205 unless the run is an activated ability's."""
        if not run.allow_restriction:
            raise self.fail(
                "E205", "only an activated ability can say when it may be activated", sentence.span
            )

    @reads_sentence(ast.ActivationPermission)
    def activation_permission(
        self, sentence: ast.ActivationPermission, run: SentenceRun, scope: Scope
    ) -> None:
        """602.1: who may activate is said by the activated line itself (activation.py)."""
        raise self.fail(
            "E205", "only an activated ability can say who may activate it", sentence.span
        )



    @reads_sentence(ast.ManaRestriction)
    def mana_restriction(
        self, sentence: ast.ManaRestriction, run: SentenceRun, scope: Scope
    ) -> None:
        """106.6: "Spend this mana only …" restricts the mana the instruction before it adds
        (lower/mana.py)."""
        self.restrict_added_mana(sentence, run.effects)


    @reads_sentence(ast.NewTargetsForCopy)
    def new_targets_sentence(
        self, sentence: ast.NewTargetsForCopy, run: SentenceRun, scope: Scope
    ) -> None:
        """707.10c: "You may choose new targets for the copy" — said of the copy before it."""
        run.effects = self.new_targets_for_copy(sentence, run.effects, scope)




    @reads_sentence(ast.ChooseColorSentence)
    def choose_color_sentence(
        self, sentence: ast.ChooseColorSentence, run: SentenceRun, scope: Scope
    ) -> None:
        """A colour chosen by a sentence of its own is read only with the protection of the
        next sentence (follow_ups.py joins them); anywhere else it is not supported yet."""
        raise self.fail(
            "E290", "ofuda can compile a colour chosen by a sentence of its own only for "
            "one protection of the next sentence (「プロテクション（その選ばれた色）」)",
            sentence.span,
        )

    @reads_sentence(ast.ModalSentence)
    def modal_sentence(self, sentence: ast.ModalSentence, run: SentenceRun, scope: Scope) -> None:
        """700.2: modes are compiled only as a spell's or a triggered ability's whole text."""
        raise self.fail(
            "E290",
            "ofuda can compile modes only as a spell's whole text (700.2), not in an "
            "ability or after other instructions",
            sentence.span,
        )


def restated_damage_source(sentence: ast.InsteadSentence, before: Any) -> ast.InsteadSentence:
    """608.2c: "Shivan Fire deals 2 damage to target creature. If this spell was kicked, it
    deals 4 damage to that creature instead." / 「…代わりにそれはそのクリーチャーに４点の
    ダメージを与える。」 — the "instead" sentence restates the damage instruction it replaces,
    so its "it" is the source that dealt the damage there (the spell), not the object named
    last (the target, which would deal damage to itself)."""
    if not isinstance(before, ast.EffectSentence):
        return sentence
    sources = [
        clause.subject for clause in before.clauses
        if clause.subject is not None
        and any(isinstance(p, ast.DealDamage) for p in clause.predicates)
    ]
    if len(sources) != 1:
        return sentence
    clauses = tuple(
        replace(clause, subject=sources[0])
        if isinstance(clause.subject, ast.PronounReference)
        and clause.subject.wants in ("object", "any")
        and any(isinstance(p, ast.DealDamage) for p in clause.predicates)
        else clause
        for clause in sentence.sentence.clauses
    )
    return replace(sentence, sentence=replace(sentence.sentence, clauses=clauses))
