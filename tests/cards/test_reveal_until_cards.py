"""Scenario tests of revealing cards from the top of a library until a card of a kind is
revealed (701.16a), through the real cards in each language: 自然の怒り、ビビアン / Vivien,
Nature's Avenger, and 変成術 / Transmogrify ("That creature's controller reveals …. That
player puts that card onto the battlefield, then shuffles the rest into their library": "that
player" is the player the sentence before named, 608.2c).

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


LANGS = ["ja", "en"]


def _library(s: Scenario, who: str) -> None:
    """Two lands, then a Walking Corpse, then a land (top first)."""
    mountain = set_card("m21", "Mountain")
    s.library(who, mountain, mountain, set_card("m19", "Walking Corpse"), mountain)


@pytest.mark.parametrize("lang", LANGS)
def test_transmogrify_the_controller_reveals_and_puts_the_creature_found(lang: str) -> None:
    """Transmogrify on Bob's Alpine Watchdog: it is exiled; Bob reveals two Mountains and a
    Walking Corpse, which enters under his control; the Mountains go back into his library."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m21", "Mountain")] * 4)
    s.battlefield("Bob", set_card("m21", "Alpine Watchdog"))
    _library(s, "Bob")
    s.hand("Alice", set_card("m21", "Transmogrify", lang))
    s.cast("Alice", "Transmogrify", "Alpine Watchdog")
    s.resolve()
    assert "Alpine Watchdog" in s.in_exile()
    assert s.on_battlefield("Bob") == ["Walking Corpse"]
    assert sorted(s.in_library("Bob")) == ["Mountain"] * 3
    assert "Walking Corpse" not in s.on_battlefield("Alice")


@pytest.mark.parametrize("lang", LANGS)
def test_transmogrify_on_a_stolen_creature_its_controller_reveals(lang: str) -> None:
    """The creature's controller as it last existed on the battlefield (608.2h): Alice took
    Bob's Alpine Watchdog with Act of Treason; Transmogrify on it has Alice, not its owner,
    reveal from her library, and the Walking Corpse enters under her control."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m21", "Mountain")] * 7)
    s.battlefield("Bob", set_card("m21", "Alpine Watchdog"))
    _library(s, "Alice")
    _library(s, "Bob")
    s.hand("Alice", set_card("m19", "Act of Treason"), set_card("m21", "Transmogrify", lang))
    s.cast("Alice", "Act of Treason", "Alpine Watchdog")
    s.resolve()
    s.cast("Alice", "Transmogrify", "Alpine Watchdog")
    s.resolve()
    assert "Walking Corpse" in s.on_battlefield("Alice")
    assert "Walking Corpse" not in s.on_battlefield("Bob")
    assert len(s.in_library("Bob")) == 4
