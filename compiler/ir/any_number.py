"""IR: instructions on "any number of" objects the player chooses on resolution (none, some or
all): "discard any number of cards" (701.8), "sacrifice any number of lands" (701.17), "tap any
number of untapped creatures you control" (701.26a). Each records what it affected (608.2c), so
"that many" / 「その数」 (:class:`~ofuda.compiler.ir.values.ChosenCount`) and "for each creature
tapped this way" count the objects chosen. See :mod:`ofuda.compiler.ir`, which re-exports every
node.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from ofuda.runtime.definitions import ObjectFilter

from .nodes import PlayerEffect
from .values import Selector


@dataclass(frozen=True, slots=True)
class DiscardAnyNumber(PlayerEffect):
    """A player discards any number of the cards in their hand, of their choice (701.8)."""

    runtime_method = "discard_any_number"

    result_kind: ClassVar[str | None] = "discarded"  # 608.2c: ir/effect_results.py
    you_unsaid_ja: ClassVar[bool] = True

    player: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SacrificeAnyNumber(PlayerEffect):
    """A player sacrifices any number of the permanents they control that match ``filter``,
    of their choice (701.17)."""

    runtime_method = "sacrifice_any_number"

    result_kind: ClassVar[str | None] = "sacrificed"  # 608.2c
    you_unsaid_ja: ClassVar[bool] = True

    player: Selector
    filter: ObjectFilter
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class TapAnyNumber(PlayerEffect):
    """A player taps any number of the permanents they control that match ``filter``, of
    their choice (701.26a)."""

    runtime_method = "tap_any_number"

    result_kind: ClassVar[str | None] = "tapped"  # 608.2c: "for each creature tapped this way"
    you_unsaid_ja: ClassVar[bool] = True

    player: Selector
    filter: ObjectFilter
    origin: str = field(default="", compare=False)
