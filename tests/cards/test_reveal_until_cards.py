"""Scenario tests of revealing cards from the top of a library until a card of a kind is
revealed (701.16a), through the real cards in each language.

Each test names the card in both languages and runs the code its text compiles to.
"""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import card, set_card

VIVIEN = "Vivien, Nature's Avenger"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_vivien_minus_one_puts_the_first_creature_card_into_hand_and_the_rest_on_the_bottom(
    lang: str,
) -> None:
    """自然の怒り、ビビアン / Vivien, Nature's Avenger — −1: the cards are revealed until the first
    creature card; it goes to the hand, the other revealed cards to the bottom in a random
    order, and the cards below it are not revealed (they stay on top)."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", VIVIEN, lang))
    s.library(
        "Alice",
        card("Island"),
        card("Plains"),
        card("Nettle Swine"),
        card("Forest"),
        card("Thraben Valiant"),
    )
    s.activate("Alice", VIVIEN, index=1)
    s.resolve()
    assert s.in_hand("Alice") == ["Nettle Swine"]
    library = s.in_library("Alice")
    assert library[:2] == ["Forest", "Thraben Valiant"]  # not revealed: still on top
    assert sorted(library[2:]) == ["Island", "Plains"]  # revealed, now at the bottom
    assert s.permanent(VIVIEN).counters.get("loyalty", 0) == 2
    assert "Nettle Swine" in s.log_text()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_vivien_minus_one_with_no_creature_card_reveals_the_whole_library(lang: str) -> None:
    """自然の怒り、ビビアン / Vivien — ruling 2019-07-12: with no creature card in your library you
    reveal your library and put it back in a random order; no card goes to your hand."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", VIVIEN, lang))
    s.library("Alice", card("Island"), card("Plains"), card("Forest"))
    s.activate("Alice", VIVIEN, index=1)
    s.resolve()
    assert s.in_hand("Alice") == []
    assert sorted(s.in_library("Alice")) == ["Forest", "Island", "Plains"]
