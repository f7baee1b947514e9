"""Unions of object kinds: one canonical filter for "A or B", whatever the language said.

"target artifact or enchantment", 「アーティファクト１つかエンチャント１つ」, "Vampire, Werewolf,
or Zombie", 「インスタントかソーサリーである呪文」, "Spirit or enchantment", "blue or artifact card":
a noun naming alternatives is one filter. Both languages build it with :func:`union`, so the
Japanese and the English of one text give equal IR:

- alternatives that differ in one criterion whose values are alternatives already
  (card types, subtypes, colours: see runtime/engine/objects/targets.py) merge into it —
  ``card_types=(ARTIFACT, ENCHANTMENT)``;
- otherwise what they share stays on the filter and each one's own criteria go to
  ``any_of`` ("Spirit or enchantment": ``any_of=(subtypes=(Spirit,), card_types=(ENCHANTMENT,))``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from ofuda.runtime.definitions import ObjectFilter

# The criteria whose listed values are alternatives: a union that differs in one of them only
# is that criterion with the values of both.
_MERGEABLE = ("card_types", "subtypes", "colors", "stack_abilities")
_FIELDS = tuple(f.name for f in dataclasses.fields(ObjectFilter))
_DEFAULT = ObjectFilter()


def union(alternatives: Sequence[ObjectFilter]) -> ObjectFilter:
    """The one filter an object matches when it matches any of ``alternatives`` (in order)."""
    if not alternatives:
        raise ValueError("a union of no alternatives")
    first = alternatives[0]
    if len(alternatives) == 1:
        return first
    differing = [
        name
        for name in _FIELDS
        if any(getattr(f, name) != getattr(first, name) for f in alternatives[1:])
    ]
    if (
        len(differing) == 1
        and differing[0] in _MERGEABLE
        and all(getattr(f, differing[0]) for f in alternatives)
    ):
        name = differing[0]
        values: tuple[object, ...] = ()
        for f in alternatives:
            values += tuple(v for v in getattr(f, name) if v not in values)
        merged: dict[str, Any] = {name: values}
        return dataclasses.replace(first, **merged)
    if any(f.any_of for f in alternatives):  # unions of unions: the alternatives as they are
        return ObjectFilter(any_of=tuple(alternatives))
    shared = {name: getattr(first, name) for name in _FIELDS if name not in differing}
    own = sorted(
        (
            dataclasses.replace(_DEFAULT, **{name: getattr(f, name) for name in differing})
            for f in alternatives
        ),
        key=_weight,
    )
    return dataclasses.replace(ObjectFilter(**shared), any_of=tuple(own))


def _weight(f: ObjectFilter) -> int:
    """How many criteria a kind states: the alternatives of a union are kept fewest first (one
    order whatever the language's; the words of the first describe them all in a target)."""
    return sum(getattr(f, name) != getattr(_DEFAULT, name) for name in _FIELDS)


# What names an alternative of a target (「アーティファクト１つかエンチャント１つ」, 「攻撃クリーチャー
# １体かプレインズウォーカー１体」); everything else said of the first describes them all.
KIND_FIELDS = ("card_types", "subtypes", "combat_states", "token", "stack_abilities", "zone")


def described_like(alternative: ObjectFilter, first: ObjectFilter) -> ObjectFilter:
    """``alternative`` with what the first alternative's words say of it (its controller, colour,
    …) where it says nothing of its own: 「対戦相手がコントロールしているアーティファクト１つか
    エンチャント１つ」 is "target artifact or enchantment an opponent controls"."""
    changes = {
        name: getattr(first, name)
        for name in _FIELDS
        if name not in KIND_FIELDS
        and name != "any_of"
        and getattr(alternative, name) == getattr(_DEFAULT, name)
    }
    return dataclasses.replace(alternative, **changes)


def names_kinds_only(f: ObjectFilter) -> bool:
    """Whether ``f`` says nothing but kinds ("Werewolves", 「狼男」): no controller, colour,
    "other" or any other criterion that :func:`described_like` would carry over."""
    return described_like(_DEFAULT, f) == _DEFAULT


def alternatives_of(f: ObjectFilter) -> tuple[ObjectFilter, ...]:
    """The kinds a union filter admits, each whole (the shared criteria on each): the inverse of
    :func:`union`, for renderers that name each alternative."""
    if not f.any_of:
        return (f,)
    shared = dataclasses.replace(f, any_of=())
    changes = [
        {n: getattr(a, n) for n in _FIELDS if getattr(a, n) != getattr(_DEFAULT, n)}
        for a in f.any_of
    ]
    return tuple(dataclasses.replace(shared, **change) for change in changes)


def kinds_of(f: ObjectFilter) -> tuple[ObjectFilter, tuple[ObjectFilter, ...]] | None:
    """(what describes them all, the kinds) of a filter naming several kinds — a union, several
    card types, or several subtypes with no card type — or None for a filter of one kind."""
    if f.any_of and not is_keyword_union(f):
        return dataclasses.replace(f, any_of=()), f.any_of
    if len(f.card_types) > 1:
        kinds = tuple(ObjectFilter(card_types=(t,)) for t in f.card_types)
        return dataclasses.replace(f, card_types=()), kinds
    if not f.card_types and len(f.subtypes) > 1:
        kinds = tuple(ObjectFilter(subtypes=(s,)) for s in f.subtypes)
        return dataclasses.replace(f, subtypes=()), kinds
    return None


def is_keyword_union(f: ObjectFilter) -> bool:
    """Whether the union of ``f`` is of single keywords ("creatures with flying or reach" /
    「飛行か到達を持つクリーチャー」): a quality of one kind, any of the keywords will do, not kinds."""
    return len(f.any_of) > 1 and all(
        len(k.keywords) == 1 and k == ObjectFilter(keywords=k.keywords) for k in f.any_of
    )


def with_kind(shared: ObjectFilter, kind: ObjectFilter) -> ObjectFilter:
    """``shared`` narrowed to one of its kinds (the kind's criteria added)."""
    changes = {
        name: getattr(kind, name)
        for name in _FIELDS
        if getattr(kind, name) != getattr(_DEFAULT, name)
    }
    return dataclasses.replace(shared, **changes)


def is_plain_kind(kind: ObjectFilter) -> bool:
    """Whether a kind is one word: one card type, one subtype or one colour, nothing else."""
    stated = [name for name in _FIELDS if getattr(kind, name) != getattr(_DEFAULT, name)]
    return len(stated) == 1 and stated[0] in _MERGEABLE and len(getattr(kind, stated[0])) == 1
