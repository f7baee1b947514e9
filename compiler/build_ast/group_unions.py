"""The build_ast pass, subjects that are unions of groups: "Skeletons you control and other
Zombies you control get +1/+1" / 「あなたがコントロールしているスケルトンとあなたがコントロール
している他のゾンビは…」 — one group, the objects either noun describes.

Part of the build_ast pass (a mixin of its transformer, see build_ast/builder.py): the method
is named after the rule alias of grammar/ja/51b-group-unions.lark and its English twin.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from .. import ast
from ..ir.unions import described_like, names_kinds_only, union
from ..source.text import Span
from .effects import _Subject


@v_args(meta=True)
class GroupUnionBuilder(Transformer[Token, Any]):
    """Transformer method for a subject naming two groups (mixed into the builder)."""

    def _span(self, meta: Meta) -> Span:  # pragma: no cover - provided by the builder
        raise NotImplementedError

    def group_union_subject(self, meta: Meta, children: list[Any]) -> _Subject:
        """Two groups of permanents as one subject: the union of their filters
        (compiler/ir/unions.py), so that an object both describe is affected once. In English,
        where one noun says nothing but its kind and the other more ("Skeletons and other
        Zombies you control"), which words describe the bare one is not said: rejected."""
        first, second = _nouns(children)
        if _bare(first) != _bare(second):
            return self._unsupported_group(meta, first, "a group naming only its kind beside one "
                                     "described (which words describe both is not said)")
        return self._group_union(meta, first, second)

    def prenominal_group_union_subject(self, meta: Meta, children: list[Any]) -> _Subject:
        """The Japanese 「AとB」: the words before the first noun describe the second where it
        says nothing but its kind (「他の、あなたがコントロールしている狼と狼男」 is other Wolves
        and Werewolves you control), as 「…アーティファクト１つかエンチャント１つ」 does in a target."""
        first, second = _nouns(children)
        if _bare(second):
            second = replace(second, filter=described_like(second.filter, first.filter))
        return self._group_union(meta, first, second)

    def _group_union(self, meta: Meta, first: ast.ObjectNoun, second: ast.ObjectNoun) -> _Subject:
        """The one noun of both groups; nouns that differ in more than a filter (a zone, a
        controller named by a reference, names) are kept as an unsupported phrase for the
        lowering to reject (E290), never read as one group."""
        if replace(first, span=second.span, filter=second.filter) != second:
            return self._unsupported_group(meta, first, "two groups that differ in more than their "
                                     "kinds and qualities")
        merged = union([first.filter, second.filter])
        return _Subject(replace(first, span=self._span(meta), filter=merged))

    def _unsupported_group(self, meta: Meta, noun: ast.ObjectNoun, what: str) -> _Subject:
        unsaid = ast.UnsupportedPhrase(self._span(meta), what)
        return _Subject(replace(noun, span=self._span(meta), controlled_by=unsaid))


def _nouns(children: list[Any]) -> tuple[ast.ObjectNoun, ast.ObjectNoun]:
    first, second = (c for c in children if isinstance(c, ast.ObjectNoun))
    return first, second


def _bare(noun: ast.ObjectNoun) -> bool:
    """Whether the noun names only kinds ("Werewolves", 「狼男」): no controller, colour, "other"."""
    return names_kinds_only(noun.filter)
