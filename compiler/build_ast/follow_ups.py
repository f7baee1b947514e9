"""The build_ast pass, sentences that follow up the sentence before them: "If …, … instead." /
「…場合、代わりに…。」 (608.2c), "When you do, …" / 「そうしたとき、…」 (603.12), and the
delayed triggered abilities an instruction creates for a duration (603.7b).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are
named after the rules of grammar/ja/23-instead.lark, grammar/ja/26-reflexive-triggers.lark,
grammar/ja/26b-delayed-abilities.lark and their English twins.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from lark import Transformer, v_args
from lark.tree import Meta

from .. import ast

if TYPE_CHECKING:  # pragma: no cover
    from ..source.text import Span


@v_args(meta=True)
class FollowUpBuilder(Transformer[Any, Any]):
    """Methods of the AST builder for follow-up sentences (mixed into the builder)."""

    if TYPE_CHECKING:  # pragma: no cover - provided by build_ast.builder._AstBuilder

        def _span(self, meta: Meta) -> Span: ...

        def triggered_ability(self, meta: Meta, children: list[Any]) -> ast.TriggeredLine: ...

        def cast_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger: ...

    def instead_sentence(self, meta: Meta, children: list[Any]) -> ast.InsteadSentence:
        """ "If <condition>, <instructions> instead." (the condition first or last, "instead"
        before or after the instructions): the condition and the replacing instructions."""
        body = next(c for c in children if isinstance(c, tuple))
        condition = next(c for c in children if not isinstance(c, tuple))
        optional, clauses = body
        span = self._span(meta)
        return ast.InsteadSentence(span, condition, ast.EffectSentence(span, clauses, optional))

    def reflexive_trigger(self, meta: Meta, children: list[Any]) -> ast.ReflexiveSentence:
        """ "When you do, …" / 「そうしたとき、…」 (603.12): the reflexive ability's sentences."""
        return ast.ReflexiveSentence(self._span(meta), tuple(children[0]))

    def next_cast_trigger(self, meta: Meta, children: list[Any]) -> ast.EventTrigger:
        """ "When you cast your next … spell" / 「あなたが次に…を唱えたとき」: a cast trigger of the
        next such spell only (603.7b); "your" is the caster's and is not kept."""
        caster = next(c for c in children if isinstance(c, (ast.YouReference, ast.SelfReference,
                                                            ast.PronounReference)))
        spell = next(c for c in children if isinstance(c, ast.ObjectNoun))
        trigger = self.cast_trigger(meta, [caster, spell])
        return replace(trigger, next_only=True)

    def delayed_ability(self, meta: Meta, children: list[Any]) -> ast.DelayedAbilitySentence:
        """ "Whenever … this turn, …" / "Until end of turn, whenever …, …" / 「このターン、…たび、
        …」 (603.7b): the triggered ability it creates, read as a triggered ability's line (its
        trigger condition and its sentences, to the end of the ability), and the duration."""
        duration = next(c for c in children if isinstance(c, ast.StatedDuration))
        trigger, sentences = (c for c in children if c is not duration)
        ability = self.triggered_ability(meta, [trigger, sentences])
        return ast.DelayedAbilitySentence(self._span(meta), ability, duration)
