"""Transformer methods for instructions on "any number of" objects the player chooses:
"discard any number of cards" / 「望む枚数のカードを捨て」, "sacrifice any number of lands" /
「望む数の土地を生け贄に捧げる」, "tap any number of untapped creatures you control" /
「あなたがコントロールしているアンタップ状態の望む数のクリーチャーをタップ」, and "for each creature
tapped this way" / 「これによりタップしたクリーチャー１体につき」 (grammar/*/59v-any-number-actions.lark)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import ObjectFilter

from .. import ast
from ..source.text import Span
from .noun_parts import Modifier


def _noun(children: list[Any]) -> ast.ObjectNoun:
    """The one noun of a rule's children."""
    return next(c for c in children if isinstance(c, ast.ObjectNoun))


def _described(noun: ast.ObjectNoun, modifier: Modifier) -> ast.ObjectNoun:
    """The noun with a modifier written before 「望む数の」 (「アンタップ状態の」, 「あなたが
    コントロールしている」); a modifier that says what the noun's own words say already, or more
    than criteria of the filter, is words ofuda refuses (E290), never a guess."""
    unset = ObjectFilter()
    if modifier.alternatives or modifier.same_name_as is not None or modifier.names is not None or (
        modifier.zone not in (None, noun.zone)
    ) or (modifier.controlled_by is not None and noun.controlled_by is not None) or any(
        getattr(noun.filter, name) != getattr(unset, name) for name in modifier.fields
    ):
        unsure = ast.UnsupportedPhrase(noun.span, "words before 「望む数の」 that its noun says again")
        return replace(noun, controlled_by=unsure)
    return replace(
        noun,
        filter=replace(noun.filter, **modifier.fields),
        controlled_by=modifier.controlled_by or noun.controlled_by,
    )


@v_args(meta=True)
class AnyNumberBuilder(Transformer[Token, Any]):
    """Builds the "any number of" instructions (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def discard_any_number(self, meta: Meta, children: list[Any]) -> ast.AnyNumberAction:
        """ "discard any number of cards" / 「望む枚数のカードを捨てる」 (701.8)."""
        return ast.AnyNumberAction(self._span(meta), ast.AnyNumberVerb.DISCARD, None)

    def sacrifice_any_number(self, meta: Meta, children: list[Any]) -> ast.AnyNumberAction:
        """ "sacrifice any number of lands" / 「望む数の土地を生け贄に捧げる」 (701.17)."""
        return ast.AnyNumberAction(self._span(meta), ast.AnyNumberVerb.SACRIFICE, _noun(children))

    def tap_any_number(self, meta: Meta, children: list[Any]) -> ast.AnyNumberAction:
        """ "tap any number of untapped creatures you control" (701.26a); the Japanese writes
        the noun's modifiers before 「望む数の」 (「あなたがコントロールしているアンタップ状態の望む数の
        クリーチャー」): they describe the same noun."""
        noun = _noun(children)
        for modifier in (c for c in children if isinstance(c, Modifier)):
            noun = _described(noun, modifier)
        return ast.AnyNumberAction(self._span(meta), ast.AnyNumberVerb.TAP, noun)

    def tapped_this_way_count(self, meta: Meta, children: list[Any]) -> ast.EachUnit:
        """ "for each creature tapped this way" / 「これによりタップしたクリーチャー１体につき」:
        one per object the earlier instruction tapped (608.2c)."""
        span = self._span(meta)
        objects = ast.ThisWayObjects(span, _noun(children), "tapped")
        return ast.EachUnit(span, ast.ThisWayCount(span, objects))

    def opponents_unit(self, meta: Meta, children: list[Any]) -> ast.EachUnit:
        """ "for each opponent you have" / 「あなたの対戦相手１人につき」: one per opponent (102.2)."""
        span = self._span(meta)
        return ast.EachUnit(span, ast.OpponentCountValue(span))

    def opponent_count(self, meta: Meta, children: list[Any]) -> ast.OpponentCountValue:
        """ "the number of opponents you have" / 「あなたの対戦相手の人数」 (102.2)."""
        return ast.OpponentCountValue(self._span(meta))
