"""The build_ast pass, how a permanent enters: with counters (614.1c, 107.3m) and as a copy of
a creature chosen as it enters (707.9).

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): methods are named
after the rules of grammar/ja/77-entering.lark and its English twin, and read meanings from
terminal names only, so both languages build equal nodes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from lark import Token, Transformer, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import ObjectFilter

from .. import ast
from ..source.text import Span
from .effects import _Subject
from .nouns import Head, is_node

# What names a kind in a list of kinds (「山か平地」); a word that says more than its kind
# (「あなたがコントロールする山」) describes one kind or all of them, which the list leaves unsaid.
_KIND_FIELDS = frozenset(("card_types", "subtypes", "colors", "supertypes"))


@v_args(meta=True)
class EnteringBuilder(Transformer[Token, Any]):
    """Transformer methods for entering the battlefield (mixed into build_ast's builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    if TYPE_CHECKING:  # pragma: no cover - provided by the builder (build_ast/nouns.py)

        def _noun(self, meta: Meta, parts: list[Any]) -> ast.ObjectNoun: ...

        def union_head(self, meta: Meta, children: list[Any]) -> Head: ...

    def either_noun(self, meta: Meta, children: list[Any]) -> ast.ObjectNoun:
        """「平地か沼」 / "a Plains or a Swamp" (the check lands' condition, 614.12): kinds any of
        which will do, each a noun of its own (with its article in English) — the union that
        union_head builds."""
        nouns = [c for c in children if isinstance(c, ast.ObjectNoun)]
        if not nouns:
            words = [c for c in children if not (isinstance(c, Token) and c.type == "A_ONE")]
            return self._noun(meta, [self.union_head(meta, words)])
        default = ObjectFilter()
        described = [
            n
            for n in nouns
            if n.zone != "battlefield"
            or n.controlled_by is not None
            or any(
                getattr(n.filter, f) != getattr(default, f)
                for f in n.filter.__dataclass_fields__
                if f not in _KIND_FIELDS
            )
        ]
        if described:  # which kinds the words describe is unsaid: never guessed
            unsaid = ast.UnsupportedPhrase(described[0].span, "a description of one kind of a list")
            return ast.ObjectNoun(described[0].span, ObjectFilter(), "battlefield", unsaid)
        return self._noun(meta, [Head(alternatives=tuple(n.filter for n in nouns))])

    def enters_with_counters(self, meta: Meta, children: list[Any]) -> ast.EntersWithCounters:
        """ "enters the battlefield with X +1/+1 counters on it" / 「X個の＋１/＋１カウンターが置か
        れた状態で戦場に出る」: English's amount carries its kind, Japanese's follows it."""
        amount, kind = next(c for c in children if isinstance(c, tuple))
        if kind is None:
            kind = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return ast.EntersWithCounters(self._span(meta), kind, amount)

    def additional_counter(self, meta: Meta, children: list[Any]) -> tuple[Any, str]:
        """ "an additional +1/+1 counter": one counter of the kind (614.1c); "additional" says
        only that it is one more besides any others."""
        kind = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        return 1, kind

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
