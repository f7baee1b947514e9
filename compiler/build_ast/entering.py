"""The build_ast pass, how a permanent enters: with counters (614.1c, 107.3m) and as a copy of
a creature chosen as it enters (707.9).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are named
after the rules of grammar/ja/77-entering.lark and its English twin, and read meanings from
terminal names only, so both languages build equal nodes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from .. import ast
from ..source.text import Span
from .effects import _Subject
from .nouns import is_node


@v_args(meta=True)
class EnteringBuilder(Transformer[Token, Any]):
    """Transformer methods for entering the battlefield (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def enters_with_counters(self, meta: Meta, children: list[Any]) -> ast.EntersWithCounters:
        """ "enters the battlefield with X +1/+1 counters on it" / 「X個の＋１/＋１カウンターが置か
        れた状態で戦場に出る」: English's amount carries its kind, Japanese's follows it."""
        amount, kind = next(c for c in children if isinstance(c, tuple))
        if kind is None:
            kind = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return ast.EntersWithCounters(self._span(meta), kind, amount)

    def entering_counters(self, meta: Meta, children: list[Any]) -> tuple[Any, str]:
        """「X個の＋１/＋１カウンターが」 / 「（その上に）＋１/＋１カウンターが２個」: (amount, kind)."""
        amount, _ = next(c for c in children if isinstance(c, tuple))
        kind = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return amount, kind

    def enters_tapped(self, meta: Meta, children: list[Any]) -> ast.EntersTapped:
        """ "enters the battlefield tapped" / 「タップ状態で戦場に出る」 (614.1c)."""
        return ast.EntersTapped(self._span(meta))

    def enters_as_chosen_copy(self, meta: Meta, children: list[Any]) -> ast.EntersAsChosenCopy:
        """ "enter the battlefield as a copy of any creature on the battlefield" /
        「戦場に出ているクリーチャー１体のコピーとして戦場に出る」."""
        noun = next(c for c in children if isinstance(c, ast.ObjectNoun))
        return ast.EntersAsChosenCopy(self._span(meta), noun)

    def chosen_copy_sentence(self, meta: Meta, children: list[Any]) -> ast.EffectSentence:
        """「あなたは、CARDNAMEが…のコピーとして戦場に出ることを選んでもよい。」: the option of the
        sentence's subject — built as English's "You may have CARDNAME enter …" is: an optional
        sentence whose clause has the entering object as its subject."""
        chooser = next(c for c in children if isinstance(c, _Subject)).reference
        entering, predicate = (c for c in children if is_node(c))
        if not isinstance(chooser, ast.YouReference):
            predicate = replace(predicate, chooser=chooser)  # lowering says only you choose
        clause = ast.Clause(self._span(meta), entering, None, (predicate,))
        return ast.EffectSentence(self._span(meta), (clause,), True)
