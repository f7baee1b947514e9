"""The build_ast pass, card names part (201.2): "with the same name as …" / 「…と同じ名前を持つ」.

Methods are named after the rules of grammar/ja/41q-same-name.lark and
grammar/en/41q-same-name.lark (a mixin of build_ast's transformer).
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta
from ofuda.runtime.definitions import GroupNames, ObjectFilter

from .. import ast
from ..ast import library as lib
from .library import SharesWith
from .nouns import Head, Modifier, NounBuilder, _words, is_node


@v_args(meta=True)
class NamesBuilder(NounBuilder):
    """Transformer methods for the card-name phrase families (mixed into build_ast's builder)."""

    def same_name_modifier(self, meta: Meta, children: list[Any]) -> Modifier:
        """"with the same name as that creature" / 「そのクリーチャーと同じ名前を持つ」 (201.2): the
        object compared with is a reference, bound by the lowering; "this creature" is the
        object whose ability it is, as in "named CARDNAME" (any object with its name)."""
        reference = next(c for c in children if is_node(c))
        if isinstance(reference, ast.SelfReference):  # "as this creature": as "named CARDNAME"
            return Modifier({"same_name_as_source": True})
        return Modifier(same_name_as=reference)

    def same_name_as_any_modifier(self, meta: Meta, children: list[Any]) -> SharesWith:
        """"with the same name as another creature you control" / 「他のあなたがコントロールして
        いるクリーチャーと同じ名前を持つ」 (201.2): some permanent of that kind has the name. The
        Japanese modifiers before the kind describe it; the English ones after the noun do
        (object_noun places them, as for "that shares a creature type with")."""
        parts = _words(children)
        head = next(p for p in parts if isinstance(p, Head))
        mods = [p for p in parts if isinstance(p, Modifier)]
        article = [p for p in parts if isinstance(p, Token) and p.type in ("A_ONE", "OTHER_ONE")]
        if any(t.type == "OTHER_ONE" for t in article):  # "another creature": not this one
            mods.append(Modifier({"other": True}))
        return SharesWith(head, mods, before=not article, field="shares_name_with")

    def joint_each_object(self, meta: Meta, children: list[Any]) -> ast.JointReference:
        """"target creature and all other creatures with …" (the Japanese 「それと、…他のすべての
        クリーチャーを」 is joint_accusative): both objects of one verb, at once."""
        first, noun = (c for c in children if is_node(c))
        every = ast.EachReference(noun.span, noun)
        return ast.JointReference(self._span(meta), (first, every))

    def names_modifier(self, meta: Meta, children: list[Token]) -> Modifier:
        """"with different names" / 「異なる名前の」 「名前の異なる」, "with the same name as one
        another" / 「互いに同じ名前を持つ」 (201.2): what a group of objects says of its names."""
        return Modifier(names=_GROUP_NAMES[children[0].type])

    def search_library_each_of(self, meta: Meta, children: list[Any]) -> lib.SearchLibrary:
        """"search your library for a card named A and/or a card named B" / 「あなたのライブラリー
        から、『A』という名前のカード１枚か、『B』という名前のカード１枚か、その両方を探し」: up to
        one card of each name — up to two cards of those names, no two of one name (201.2). Two
        kinds other than two names are not read so (E298: one of each kind is no such search)."""
        span = self._span(meta)
        parts = _words(children)
        whose = next(p for p in parts if is_node(p) and not isinstance(p, ast.ObjectNoun))
        nouns = [p for p in parts if isinstance(p, ast.ObjectNoun)]
        counts = [p for p in parts if isinstance(p, Token) and p.type == "NUMBER"]
        names = [n.filter.named for n in nouns]
        two_names = (
            all(n.filter == ObjectFilter(named=n.filter.named) and n.filter.named for n in nouns)
            and names[0] != names[1]
            and all(n.zone == "battlefield" and n.controlled_by is None for n in nouns)
            and all(int(c) == 1 for c in counts)
        )
        if two_names:
            either = ObjectFilter(any_of=tuple(n.filter for n in nouns))
            noun = ast.ObjectNoun(span, either, names=GroupNames.DIFFERENT)
        else:
            unsaid = ast.UnsupportedPhrase(span, "one card of each of two kinds")
            noun = ast.ObjectNoun(span, ObjectFilter(), controlled_by=unsaid)
        return lib.SearchLibrary(span, whose, noun, 2)


_GROUP_NAMES = {
    "WITH_DIFFERENT_NAMES": GroupNames.DIFFERENT,
    "WITH_THE_SAME_NAME_AS_ONE_ANOTHER": GroupNames.ALIKE,
}
