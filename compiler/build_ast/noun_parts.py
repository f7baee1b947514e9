"""The parts an object noun is built from in the build_ast pass: one modifier's criteria, a
zone named before a Japanese noun, and the noun's head (build_ast/nouns.py joins them)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ofuda.runtime.definitions import CardType, ObjectFilter

from ..source.text import Span


@dataclass(frozen=True, slots=True)
class Modifier:
    """One modifier of an object noun: filter fields it sets, and its zone or controller."""

    fields: dict[str, Any] = field(default_factory=dict)
    zone: str | None = None
    controlled_by: Any = None
    alternatives: tuple[ObjectFilter, ...] = ()  # 「インスタントかソーサリーである」: kinds, as Head's
    same_name_as: Any = None  # "with the same name as that creature": a reference (201.2)
    names: Any = None  # "with different names" (a GroupNames, 201.2)


@dataclass(frozen=True, slots=True)
class ZoneFrom:
    """A zone named before a Japanese noun (「あなたの墓地から」): its owner ("any" for
    「いずれかの」 or none written) and the zone."""

    span: Span
    owner: Any
    zone: str


@dataclass(frozen=True, slots=True)
class Head:
    """The head of an object noun: its types and subtypes, and "card" / "spell" / "token"."""

    card_types: tuple[CardType, ...] = ()
    subtypes: tuple[str, ...] = ()
    kind: str | None = None
    also_player: bool = False
    combat_states: tuple[Any, ...] = ()  # 「攻撃クリーチャー」: a head that is a combat state too
    # "Spirit or enchantment", 「青かアーティファクトである」: kinds any of which will do (each
    # the criteria of one word), joined with the noun's modifiers by compiler/ir/unions.py
    alternatives: tuple[ObjectFilter, ...] = ()
    # "artifact creature" / 「アーティファクト・クリーチャー」 (205.2b): card types the object has
    # as well as the last one (``card_types``)
    also_card_types: tuple[CardType, ...] = ()
