"""Transformer methods for what an instruction just did (608.2c): "each enchantment destroyed
this way" / 「これにより破壊されたエンチャント」, "If a creature card is discarded this way" /
「これによりクリーチャー・カードを捨てた場合」 (grammar/*/45g-effect-results.lark)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import Controller

from .. import ast
from ..source.text import Span

# The verb each terminal says (the kinds of lower/effect_results.py), in both languages.
THIS_WAY_VERBS: dict[str, str] = {
    "DESTROYED_THIS_WAY": "destroyed",
    "DISCARDED_THIS_WAY": "discarded",
    "EXILED_THIS_WAY": "exiled",
    "SACRIFICED_THIS_WAY": "sacrificed",
    "PUT_INTO_A_GRAVEYARD_THIS_WAY": "graveyard",
    "PUT_INTO_YOUR_GRAVEYARD_THIS_WAY": "graveyard",
    "TAPPED_THIS_WAY": "tapped",  # 「これによりタップした」 (59v-any-number-actions.lark)
    "DESTROYED_IF": "destroyed",
    "DISCARDED_IF": "discarded",
    "EXILED_IF": "exiled",
}


def _this_way(span: Span, noun: ast.ObjectNoun, word: Token) -> ast.ThisWayObjects:
    """The objects of ``noun`` an instruction affected by the terminal's verb; "your graveyard":
    cards you own there (a card's controller outside the battlefield is its owner, 108.4)."""
    if word.type == "PUT_INTO_YOUR_GRAVEYARD_THIS_WAY":
        noun = replace(noun, filter=replace(noun.filter, controller=Controller.YOU))
    return ast.ThisWayObjects(span, noun, THIS_WAY_VERBS[word.type])


@v_args(meta=True)
class EffectResultBuilder(Transformer[Token, Any]):
    """Builds the references to what an instruction affected (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def this_way_verb(self, meta: Meta, children: list[Token]) -> Token:
        """The verb's terminal ("destroyed this way" / 「これにより破壊された」)."""
        return children[0]

    def this_way_objects(self, meta: Meta, children: list[Any]) -> ast.ThisWayObjects:
        """ "enchantment destroyed this way" / 「これにより破壊されたエンチャント」."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        word = next(c for c in children if isinstance(c, Token))
        return _this_way(self._span(meta), noun, word)

    def this_way_group(self, meta: Meta, children: list[Any]) -> ast.ThisWayObjects:
        """ "cards exiled this way" / 「これにより追放されたカード」 as the object of a verb: all of
        them, together ("you may play cards exiled this way")."""
        return next(c for c in children if isinstance(c, ast.ThisWayObjects))

    def this_way_count(self, meta: Meta, children: list[Any]) -> ast.EachUnit:
        """ "for each enchantment destroyed this way" / 「…１つにつき」: one per object."""
        objects = next(c for c in children if isinstance(c, ast.ThisWayObjects))
        span = self._span(meta)
        return ast.EachUnit(span, ast.ThisWayCount(span, objects))

    def this_way_number(self, meta: Meta, children: list[Any]) -> ast.ThisWayCount:
        """ "the number of cards discarded this way" / 「これにより捨てられたカードの総数」."""
        objects = next(c for c in children if isinstance(c, ast.ThisWayObjects))
        return ast.ThisWayCount(self._span(meta), objects)

    def this_way_each(self, meta: Meta, children: list[Any]) -> ast.ThisWayObjects:
        """ "each card put into a graveyard this way" / 「これによりいずれかの墓地に置かれた各カード」."""
        found = next((c for c in children if isinstance(c, ast.ThisWayObjects)), None)
        if found is not None:
            return found
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        word = next(c for c in children if isinstance(c, Token) and c.type in THIS_WAY_VERBS)
        return _this_way(self._span(meta), noun, word)

    def affected_this_way(self, meta: Meta, children: list[Any]) -> ast.AffectedThisWay:
        """ "If a creature card is discarded this way" / 「これによりクリーチャー・カードを捨てた場合」."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        word = next(c for c in children if isinstance(c, Token) and c.type in THIS_WAY_VERBS)
        span = self._span(meta)
        return ast.AffectedThisWay(span, _this_way(span, noun, word))
