"""Scenario tests of a counter instruction's rider (701.5a, 614.1a), each language's text alone:
雲散霧消 / Dissipate exiles the spell it counters."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_dissipate_exiles_the_spell_it_counters(lang: str) -> None:
    """雲散霧消 / Dissipate — "Counter target spell. If that spell is countered this way, exile it
    instead of putting it into its owner's graveyard.": Alice's Nettle Swine is exiled, not put
    into her graveyard; Dissipate goes to Bob's graveyard."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 4)
    s.battlefield("Bob", *[card("Island")] * 3)
    s.hand("Alice", card("Nettle Swine"))
    s.hand("Bob", set_card("isd", "Dissipate", lang))
    s.cast("Alice", "Nettle Swine")
    (spell,) = s.game.stack.objects
    s.cast("Bob", "Dissipate", spell)
    s.resolve()
    assert s.in_exile() == ["Nettle Swine"]
    assert "Nettle Swine" not in s.in_graveyard("Alice")
    assert s.in_graveyard("Bob") == ["Dissipate"]
