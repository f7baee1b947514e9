"""Scry (701.22a): any number of the cards on the bottom, the rest on top in any order;
cards compiled by ofuda from text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Choose, Order, Scenario
from support.compiled import card, card_from_text

FORESIGHT = card_from_text(
    "name: 先読み / Test Foresight\ncost: {U}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  占術3を行い、その後カードを1枚引く。\nen:\n  Scry 3, then draw a card.\n"
)


def _foresight(*decisions: object) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Island"))
    s.library("Alice", card("Plains"), card("Forest"), card("Swamp"), card("Mountain"))
    s.hand("Alice", FORESIGHT)
    s.script("Alice", *decisions)  # type: ignore[arg-type]
    s.cast("Alice", "Test Foresight")
    s.resolve()
    return s


def test_701_22a_scry_puts_any_number_on_the_bottom_and_orders_the_rest() -> None:
    """701.22a: Test Foresight / 先読み ("Scry 3, then draw a card"): Alice looks at Plains,
    Forest, Swamp; puts Plains on the bottom and Swamp above Forest on top, then draws the
    Swamp. The fourth card (Mountain) is never looked at and stays where it was."""
    s = _foresight(Choose(("Plains",)), Order(("Swamp", "Forest")))
    assert s.in_hand("Alice") == ["Swamp"]
    assert s.in_library("Alice") == ["Forest", "Mountain", "Plains"]


def test_701_22a_scry_may_keep_every_card_on_top() -> None:
    """701.22a: "any number" includes none — Alice keeps all three on top in their order and
    draws the Plains."""
    s = _foresight(Choose(()), Order(("Plains", "Forest", "Swamp")))
    assert s.in_hand("Alice") == ["Plains"]
    assert s.in_library("Alice") == ["Forest", "Swamp", "Mountain"]
