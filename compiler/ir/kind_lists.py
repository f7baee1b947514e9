"""A quality after a list of kinds, in English: "target artifact, enchantment, or creature with
flying", "target creature or planeswalker with converted mana cost 3 or less", "all artifacts
and creatures with flying". The English words do not say which kinds such a quality describes.
ofuda reads them as Oracle's templating means them, where the Japanese printing of the same
card says which, and refuses every other quality rather than guess:

- a mana value (202.3) describes every kind of the list, as every object has one. Eliminate:
  "target creature or planeswalker with converted mana cost 3 or less", printed
  「点数で見たマナ・コストが３以下の、クリーチャー１体かプレインズウォーカー１体」;
- a keyword ability after a list whose last kind is "creature" and whose other kinds are card
  types that are not "creature" describes the creature only (Oracle lists the creature last for
  that reading). Vivien Reid: "target artifact, enchantment, or creature with flying", printed
  「アーティファクト１つかエンチャント１つか飛行を持つクリーチャー１体」;
- any other quality (power, toughness, "without"…) after a list is refused (E290).

The renderer writes these readings back the same way (compiler/render/references_en.py), and the reader (compiler/build_ast/nouns.py) and
refuses an IR whose words would read otherwise.
"""

from __future__ import annotations

from dataclasses import fields, replace
from enum import Enum
from typing import Any

from ofuda.runtime.definitions import CardType, ObjectFilter

from .unions import union

# Qualities a postmodifier states of an object (not who controls it or where it is).
QUALITIES = frozenset({
    "keywords", "excluded_keywords", "mana_value_max", "mana_value_min", "power_max",
    "power_min", "toughness_max", "toughness_min",
})

_EVERY_KIND = frozenset({"mana_value_max", "mana_value_min"})  # 202.3
_LAST_KIND = frozenset({"keywords"})


class Reading(Enum):
    """Which kinds of a list a quality after it describes."""

    EVERY_KIND = "every kind"
    LAST_KIND = "the last kind"


def reading(kinds: tuple[ObjectFilter, ...], stated: frozenset[str]) -> Reading | None:
    """How the qualities ``stated`` after the list ``kinds`` read, or None (refused)."""
    if stated <= _EVERY_KIND:
        return Reading.EVERY_KIND
    if stated <= _LAST_KIND and creature_last(kinds):
        return Reading.LAST_KIND
    return None


def creature_last(kinds: tuple[ObjectFilter, ...]) -> bool:
    """The list ends with "creature" alone, and names noncreature card types before it."""
    *others, last = kinds
    if _criteria_names(last) != {"card_types"} or last.card_types != (CardType.CREATURE,):
        return False
    return all(
        _criteria_names(kind) == {"card_types"} and CardType.CREATURE not in kind.card_types
        for kind in others
    )


def with_last_kind_described(
    described: ObjectFilter, kinds: tuple[ObjectFilter, ...], only_last: frozenset[str]
) -> ObjectFilter:
    """The union of ``kinds``, each described by ``described`` except the fields ``only_last``,
    which describe the last kind only."""
    plain = replace(described, **{name: getattr(ObjectFilter(), name) for name in only_last})
    return union([*(with_kind(plain, k) for k in kinds[:-1]), with_kind(described, kinds[-1])])


def with_kind(base: ObjectFilter, kind: ObjectFilter) -> ObjectFilter:
    """``base`` narrowed to one kind of a union (its criteria added to the noun's)."""
    return replace(
        base,
        card_types=base.card_types + kind.card_types,
        subtypes=base.subtypes + kind.subtypes,
        colors=base.colors + kind.colors,
    )


def criteria(f: ObjectFilter) -> dict[str, Any]:
    """The criteria a filter states (its fields that are not the default)."""
    default = ObjectFilter()
    return {field.name: getattr(f, field.name) for field in fields(f)
            if getattr(f, field.name) != getattr(default, field.name)}


def _criteria_names(f: ObjectFilter) -> set[str]:
    return set(criteria(f))
