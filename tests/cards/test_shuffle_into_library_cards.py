"""Scenario tests of shuffling cards into a library (701.20a, 400.3) through the real cards in
each language.

Each test names the card in both languages and runs the code its text compiles to.
"""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_archangels_light_gains_two_life_per_card_then_shuffles_the_graveyard_in(
    lang: str,
) -> None:
    """大天使の光 / Archangel's Light — 2 life for each card in your graveyard (not itself: it
    is still on the stack, ruling 2011-01-22), then your graveyard is shuffled into your
    library; the spell itself goes to the graveyard afterwards."""
    s = Scenario()
    s.battlefield("Alice", *[card("Plains")] * 8)
    s.hand("Alice", set_card("dka", "Archangel's Light", lang))
    s.graveyard("Alice", card("Island"), card("Nettle Swine"), card("Forest"))
    s.graveyard("Bob", card("Swamp"))
    s.library("Alice", card("Mountain"))
    s.cast("Alice", "Archangel's Light")
    s.resolve()
    assert s.life("Alice") == 26
    assert sorted(s.in_library("Alice")) == ["Forest", "Island", "Mountain", "Nettle Swine"]
    assert s.in_graveyard("Alice") == ["Archangel's Light"]
    assert s.in_graveyard("Bob") == ["Swamp"]  # only your own graveyard


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_archangels_light_with_an_empty_graveyard_still_shuffles(lang: str) -> None:
    """大天使の光 / Archangel's Light — ruling 2011-01-22: with no cards in your graveyard you
    gain no life, but you still shuffle your library."""
    s = Scenario()
    s.battlefield("Alice", *[card("Plains")] * 8)
    s.hand("Alice", set_card("dka", "Archangel's Light", lang))
    s.library("Alice", card("Mountain"), card("Island"))
    s.cast("Alice", "Archangel's Light")
    s.resolve()
    assert s.life("Alice") == 20
    assert sorted(s.in_library("Alice")) == ["Island", "Mountain"]
    assert "shuffle" in s.log_text().lower()
