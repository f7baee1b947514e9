"""The build_ast pass, keyword actions (701) and their reminder texts: surveil, investigate,
proliferate, explore, "remove all counters".

Methods are named after the rules of grammar/ja/41o-keyword-actions.lark and
grammar/en/41o-keyword-actions.lark (a mixin of build_ast's transformer); one method serves
every Japanese verb form and both languages.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from .. import ast
from ..ast import keyword_actions as kwa
from ..source.text import Span
from .nouns import is_node


@v_args(meta=True)
class KeywordActionBuilder(Transformer[Token, Any]):
    """Transformer methods for the keyword actions (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def surveil(self, meta: Meta, children: list[Any]) -> kwa.Surveil:
        """ "surveil N" / 「諜報Ｎを行う」 (701.42a): N is written in digits in both languages."""
        number = next(c for c in children if isinstance(c, Token) and c.type == "NUMBER")
        return kwa.Surveil(self._span(meta), int(number))

    def investigate(self, meta: Meta, children: list[Any]) -> kwa.Investigate:
        """ "investigate" / 「調査を行う」 (701.36a)."""
        return kwa.Investigate(self._span(meta))

    def proliferate(self, meta: Meta, children: list[Any]) -> kwa.Proliferate:
        """ "proliferate" / 「増殖を行う」 (701.27a)."""
        return kwa.Proliferate(self._span(meta))

    def explore(self, meta: Meta, children: list[Any]) -> kwa.Explore:
        """ "… explores" / 「…は探検を行う」 (701.40a): the clause's subject explores."""
        return kwa.Explore(self._span(meta))

    def remove_all_counters(self, meta: Meta, children: list[Any]) -> kwa.RemoveAllCounters:
        """ "remove all counters from …" / 「…の上からカウンターをすべて取り除く」 (122.1)."""
        return kwa.RemoveAllCounters(self._span(meta), next(c for c in children if is_node(c)))

    def remove_counters(self, meta: Meta, children: list[Any]) -> kwa.RemoveCounters:
        """ "remove two loyalty counters from each planeswalker" / 「各プレインズウォーカーの上から
        忠誠カウンターをそれぞれ２個取り除く」 (122.1): the kind is said with the number in
        English, before 「を」 in Japanese."""
        amount, kind = next(c for c in children if isinstance(c, tuple))
        if kind is None:
            kind = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        obj = next(c for c in children if is_node(c))
        return kwa.RemoveCounters(self._span(meta), obj, kind, amount)

    # --- reminder text of the keyword actions (207.2) ------------------------------------

    def surveil_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """The reminder of surveil N (701.42a): "(Look at the top N cards of your library, then
        put any number of them into your graveyard …)" or, for surveil 1, "(Look at the top card
        of your library. You may put that card into your graveyard.)"; lowering checks N
        against the line's surveil."""
        top = next((c for c in children if isinstance(c, tuple)), None)
        if top is None:  # 「…カードを２枚見て、…」: the count of cards looked at
            numbers = [int(c) for c in children if isinstance(c, Token) and c.type == "NUMBER"]
            top = (numbers[-1] if numbers else 1, None)
        return ast.KeywordRule(self._span(meta), f"surveil {top[0]}", "", "")

    surveil_one_rule = surveil_rule

    def investigate_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """701.36a: "Create a Clue token." / 「手掛かり・トークン１つを生成する。」, the first
        sentence of investigate's reminder (the second restates the Clue's ability)."""
        return ast.KeywordRule(self._span(meta), "investigate")

    def proliferate_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """701.27a: the reminder of proliferate."""
        return ast.KeywordRule(self._span(meta), "proliferate")

    def explore_rule(self, meta: Meta, children: list[Any]) -> ast.KeywordRule:
        """701.40a: the reminder of explore."""
        return ast.KeywordRule(self._span(meta), "explore")
