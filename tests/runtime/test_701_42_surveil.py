"""Surveil (701.42a): any number of the cards into the graveyard, the rest on top in any order;
cards compiled by ofuda from text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Choose, Order, Scenario
from support.compiled import card, card_from_text

# compiled from both languages: the pipeline holds the Japanese and the English to one IR
SPYING = card_from_text(
    "name: 諜報の試し / Test Spying\ncost: {U}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  諜報３を行い、その後カードを１枚引く。\nen:\n  Surveil 3, then draw a card.\n"
)


def _spying(*decisions: object) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Island"))
    s.library("Alice", card("Plains"), card("Forest"), card("Swamp"), card("Mountain"))
    s.hand("Alice", SPYING)
    s.script("Alice", *decisions)  # type: ignore[arg-type]
    s.cast("Alice", "Test Spying")
    s.resolve()
    return s


def test_701_42a_surveil_puts_any_number_into_the_graveyard_and_orders_the_rest() -> None:
    """701.42a: Test Spying ("Surveil 3, then draw a card"): Alice looks at Plains, Forest,
    Swamp; puts Plains and Forest into her graveyard and keeps Swamp on top, then draws it. The
    fourth card (Mountain) is never looked at and stays where it was."""
    s = _spying(Choose(("Plains", "Forest")), Order(("Swamp",)))
    assert sorted(s.in_graveyard("Alice")) == ["Forest", "Plains", "Test Spying"]
    assert s.in_hand("Alice") == ["Swamp"]
    assert s.in_library("Alice") == ["Mountain"]


def test_701_42a_surveil_may_keep_every_card_on_top_in_a_new_order() -> None:
    """701.42a: "any number" includes none — Alice keeps all three on top, Swamp first, and
    draws the Swamp."""
    s = _spying(Choose(()), Order(("Swamp", "Plains", "Forest")))
    assert s.in_graveyard("Alice") == ["Test Spying"]
    assert s.in_hand("Alice") == ["Swamp"]
    assert s.in_library("Alice") == ["Plains", "Forest", "Mountain"]


def test_701_42a_surveil_may_put_every_card_into_the_graveyard() -> None:
    """701.42a: all three into the graveyard; the draw takes the fourth card."""
    s = _spying(Choose(("Plains", "Forest", "Swamp")), Order(()))
    assert sorted(s.in_graveyard("Alice")) == ["Forest", "Plains", "Swamp", "Test Spying"]
    assert s.in_hand("Alice") == ["Mountain"]
