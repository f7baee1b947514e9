"""The build_ast pass, the trigger area: references to the trigger's event ("that much",
「その点数」) and the instructions of grammar/ja/75-event-effects.lark and its English twin.

A mixin of the build_ast transformer (see build_ast/builder.py); meanings come from
terminal names only, so both languages build equal nodes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import CardType

from .. import ast
from ..parse.vocabulary import PLURAL_TYPES
from ..source.text import Span
from .nouns import is_node
from .triggers import counted_subject


@v_args(meta=True)
class EventBuilder(Transformer[Token, Any]):
    """Methods of the build_ast transformer for the trigger area."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the transformer
        raise NotImplementedError

    def event_amount(self, meta: Meta, children: list[Any]) -> ast.EventAmountValue:
        """「その点数」 / "that much" (the amount of the trigger event)."""
        return ast.EventAmountValue(self._span(meta))

    def that_much_life(self, meta: Meta, children: list[Any]) -> ast.EventAmountValue:
        """"that much life": the amount is the event's."""
        return next(c for c in children if isinstance(c, ast.EventAmountValue))

    def if_you_control_greatest_power(
        self, meta: Meta, children: list[Any]
    ) -> ast.IfControlsGreatestPower:
        """"if you control the creature with the greatest power or tied for …"."""
        player = next(c for c in children if is_node(c))
        return ast.IfControlsGreatestPower(self._span(meta), player)

    def trailing_conditional_sentence(self, meta: Meta, children: list[Any]) -> ast.EffectSentence:
        """"draw a card if you control …": the condition after the instruction it governs
        (checked on resolution only: not an intervening "if", 603.4)."""
        (optional, clauses), condition = children
        return ast.EffectSentence(self._span(meta), clauses, optional, condition)

    def controls_exactly_plural(
        self, meta: Meta, children: list[Any]
    ) -> ast.ControlsExactlyCondition:
        """"you control exactly two creatures" (the plural of the statics' condition)."""
        controller = next(c for c in children if is_node(c))
        count = next(c for c in children if isinstance(c, int) and not isinstance(c, Token))
        kind = next(c for c in children if isinstance(c, CardType))
        return ast.ControlsExactlyCondition(self._span(meta), controller, kind, count)

    def plural_card_type(self, meta: Meta, children: list[Token]) -> CardType | None:
        """"creatures", "lands": the card type of a plural noun."""
        return PLURAL_TYPES[children[0].type]

    def pay_mana(self, meta: Meta, children: list[Any]) -> ast.PayMana:
        """「{1}を支払って[もよい]」 / "pay {1}"."""
        return ast.PayMana(self._span(meta), _symbols(children))

    def delayed_sentence(self, meta: Meta, children: list[Any]) -> ast.DelayedSentence:
        """603.7: 「次の終了ステップの開始時に、…。」 / "… at the beginning of the next end step."."""
        when = next(c for c in children if isinstance(c, ast.StepTrigger))
        optional, clauses = next(c for c in children if isinstance(c, tuple))
        sentence = ast.EffectSentence(self._span(meta), clauses, optional)
        return ast.DelayedSentence(self._span(meta), when, sentence)

    def damaged_by_subject(self, meta: Meta, children: list[Any]) -> ast.TriggerSubject:
        """「このターン、CARDNAMEによってダメージを与えられたいずれかのクリーチャーが」 / "a
        creature dealt damage by CARDNAME this turn": the noun, narrowed to what this object
        dealt damage to this turn."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        narrowed = replace(noun, filter=replace(noun.filter, damaged_by_source=True))
        return counted_subject(ast.TriggerSubject(self._span(meta), noun=narrowed), children)

    def any_player_may_sentence(self, meta: Meta, children: list[Any]) -> ast.AnyPlayerMaySentence:
        """「どの対戦相手でも「…」を選んでもよい。」 / "any opponent may have it …."."""
        noun = next(c for c in children if isinstance(c, ast.PlayerNoun))
        players = ast.EachReference(noun.span, noun)
        body = next((c for c in children if isinstance(c, tuple)), None)
        if body is not None:  # Japanese: the quoted instruction
            optional, clauses = body
        else:  # English: one clause after "may have"
            clauses = tuple(c for child in children if isinstance(child, list) for c in child)
            optional = False
        sentence = ast.EffectSentence(self._span(meta), clauses, optional)
        return ast.AnyPlayerMaySentence(self._span(meta), players, sentence)

    def if_a_player_did(self, meta: Meta, children: list[Any]) -> ast.IfAPlayerDid:
        """「いずれかのプレイヤーがそうした場合」 / "If a player does"."""
        return ast.IfAPlayerDid(self._span(meta))

    def chooser_pronoun(self, meta: Meta, children: list[Any]) -> ast.PronounReference:
        """"him or her": the player who chose (bound in lowering)."""
        return ast.PronounReference(self._span(meta), str(children[0]), "subject")


def _symbols(children: list[Any]) -> str:
    return "".join(str(c) for c in children if isinstance(c, Token) and c.type == "MANA_SYMBOL")
