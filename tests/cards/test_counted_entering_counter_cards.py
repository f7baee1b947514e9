"""614.1c on a real card, each language alone: 兵団の隊長 / Squad Captain (M20) — "Squad Captain
enters the battlefield with a +1/+1 counter on it for each other creature you control." The
count is taken as the replacement applies, just before it enters (614.12): creatures its
controller controls then, not an opponent's."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card

LANGS = ["ja", "en"]


def _captain(s: Scenario, lang: str) -> None:
    s.battlefield("Alice", *[set_card("m20", "Plains")] * 5)
    s.hand("Alice", set_card("m20", "Squad Captain", lang))
    s.cast("Alice", "Squad Captain")
    s.resolve()


@pytest.mark.parametrize("lang", LANGS)
def test_squad_captain_counts_the_other_creatures_you_control(lang: str) -> None:
    """Alice controls two other creatures, Bob one: the 2/2 Captain enters with two +1/+1
    counters, a 4/4."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Doomed Traveler"), set_card("m20", "Phantom Warrior"))
    s.battlefield("Bob", set_card("isd", "Doomed Traveler"))
    _captain(s, lang)
    assert s.permanent("Squad Captain").counters.get("+1/+1") == 2
    assert s.pt("Squad Captain") == (4, 4)


@pytest.mark.parametrize("lang", LANGS)
def test_squad_captain_alone_enters_without_counters(lang: str) -> None:
    """No other creature of Alice's (Bob's creature doesn't count, nor the Captain itself):
    a plain 2/2."""
    s = Scenario()
    s.battlefield("Bob", set_card("isd", "Doomed Traveler"))
    _captain(s, lang)
    assert not s.permanent("Squad Captain").counters.get("+1/+1")
    assert s.pt("Squad Captain") == (2, 2)
