"""Scenario tests of objects chosen up to a number (not targeted), each language's text alone:
巻き直し / Rewind counters a spell and untaps up to four lands, as many as its caster chooses."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, Scenario
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("untapped", [0, 3])
def test_rewind_untaps_the_lands_its_caster_chooses(lang: str, untapped: int) -> None:
    """巻き直し / Rewind — "Counter target spell. Untap up to four lands.": Bob taps four Islands
    for it, counters Nettle Swine, and untaps as many of them as he chooses (none, or three)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 4)
    islands = s.battlefield("Bob", *[card("Island")] * 4)
    s.hand("Alice", card("Nettle Swine"))
    s.hand("Bob", set_card("m21", "Rewind", lang))
    s.cast("Alice", "Nettle Swine")
    (spell,) = s.game.stack.objects
    s.cast("Bob", "Rewind", spell)
    assert all(i.tapped for i in islands)
    s.script("Bob", Choose(tuple(islands[:untapped])))
    s.resolve()
    assert "Nettle Swine" in s.in_graveyard("Alice")
    assert sum(not i.tapped for i in islands) == untapped
