"""Lowering of sentences that follow up the sentence before them (608.2c, 603.12).

A mixin of the lowering pass (:mod:`ofuda.compiler.lower`). "If <condition>, <instructions>
instead." / 「…場合、代わりに…。」 replaces the instructions of the sentence right before it
when the condition holds: read together (608.2c), exactly one of the two runs
(:class:`~ofuda.compiler.ir.Instead`). It must follow a sentence of instructions; anywhere
else there is nothing for it to replace (E290).

"When you do, …" / 「そうしたとき、…」 (603.12) follows an optional instruction ("you may pay
{2}{R}", "you may sacrifice a Vampire"): if it was done, a reflexive triggered ability
triggers, with targets and instructions of its own (the rest of the ability); it goes on the
stack the next time a player would receive priority. After anything but an optional
instruction of yours it is E290.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ofuda.runtime.definitions import CardType

from .. import ast, ir
from .scope import Scope

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

        def sentences(
            self, sentences: tuple[ast.Sentence, ...], scope: Scope, *, allow_restriction: bool
        ) -> tuple[tuple[ir.Effect, ...], bool]: ...

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
        return ir.Instead(condition, tuple(replaced), tuple(instead), origin, sentence.ability_word)

    def reflexive(
        self, sentence: ast.ReflexiveSentence, before: list[ir.Effect], scope: Scope
    ) -> ir.Conditional:
        """603.12: if the optional instruction before was done, the reflexive ability triggers
        (its own targets and instructions, lowered in a scope of its own that knows the
        trigger event as the enclosing ability does)."""
        last = before[-1] if before else None
        who = last.player if isinstance(last, (ir.Optional, ir.PayMana)) else None
        if not isinstance(who, ir.You):
            raise self.fail(
                "E290",
                '"When you do" / 「そうしたとき」 follows an optional instruction of yours '
                '("you may pay …", "you may sacrifice …")',
                sentence.span,
            )
        own = Scope(
            event_object=scope.event_object,
            event_card=scope.event_card,
            event_amount=scope.event_amount,
            event_player=scope.event_player,
            event_spell=scope.event_spell,
        )
        effects, _ = self.sentences(sentence.sentences, own, allow_restriction=False)
        origin = self.text(sentence.span)
        ability = ir.ReflexiveAbility(tuple(own.targets), effects, origin)
        return ir.Conditional(ir.YouDid(), (ir.CreateReflexiveTrigger(ability, origin),), origin)


def join_paragraphs(
    lines: list[ast.AbilityLine], face: ir.CardFace | None
) -> list[ast.AbilityLine]:
    """An instant's or sorcery's paragraph that is an "instead" sentence (under an ability word:
    「陰鬱 ― …場合、代わりに…」 / "Morbid — … instead if a creature died this turn.") goes on
    the spell ability of the paragraph before it: a spell's paragraphs are one spell ability,
    read as a whole (608.2c), and the sentence replaces the instructions before it. Other lines
    stay as they are (on a permanent, a paragraph is an ability of its own)."""
    spell = (CardType.INSTANT, CardType.SORCERY)
    if face is None or not any(kind in spell for kind in face.card_types):
        return lines
    joined: list[ast.AbilityLine] = []
    for line in lines:
        word = line.word if isinstance(line, ast.LabelledLine) else None
        inner = line.line if isinstance(line, ast.LabelledLine) else line
        previous = joined[-1] if joined else None
        if (
            isinstance(inner, ast.SpellLine)
            and isinstance(inner.sentences[0], ast.InsteadSentence)
            and isinstance(previous, ast.SpellLine)
        ):
            first = replace(inner.sentences[0], ability_word=word)
            sentences = (*previous.sentences, first, *inner.sentences[1:])
            joined[-1] = ast.SpellLine(previous.span.union(line.span), sentences)
            continue
        joined.append(line)
    return joined
