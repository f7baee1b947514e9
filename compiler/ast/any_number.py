"""AST: instructions on "any number of" objects a player chooses — "discard any number of
cards", "sacrifice any number of lands", "tap any number of untapped creatures you control" /
「望む枚数のカードを捨て」「望む数の土地を生け贄に捧げる」「…アンタップ状態の望む数のクリーチャーを
タップしてもよい」 — none, some or all of them, as the player chooses on resolution; "that many" /
「その数」 after it is how many they chose. See :mod:`ofuda.compiler.ast`, which re-exports every
node.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .nouns import ObjectNoun, PlayerPredicate


class AnyNumberVerb(StrEnum):
    """What the player does to the objects they choose."""

    DISCARD = "discard"  # 701.8, cards in their hand
    SACRIFICE = "sacrifice"  # 701.17, permanents they control
    TAP = "tap"  # 701.26a, permanents they control


@dataclass(frozen=True, slots=True)
class AnyNumberAction(PlayerPredicate):
    """ "discard any number of cards", "sacrifice any number of lands", "tap any number of
    untapped creatures you control": the player chooses how many of the ``noun`` (None: "cards"
    of their hand, any card)."""

    verb: AnyNumberVerb
    noun: ObjectNoun | None

