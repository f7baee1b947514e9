"""The counters-put trigger (122.6, 603.2) through a real card of m21, in each language:
Wildwood Scourge / 野生林の災い魔 ("Whenever one or more +1/+1 counters are put on another
non-Hydra creature you control, put a +1/+1 counter on Wildwood Scourge"). Each card is compiled
from its Japanese text alone and from its English text alone, and plays as its text says."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card
from support.kit import creature

LANGS = ("ja", "en")
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
WOLF = creature("Wolf", "{1}{G}", 2, 2, "Wolf")
HYDRA = creature("Hydra", "{1}{G}", 2, 2, "Hydra")


def _scourge(lang: str) -> Scenario:
    """Alice's Wildwood Scourge with one +1/+1 counter (a 0/0 otherwise), a Bear, a Wolf and a
    Hydra; Bob's Bear."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Wildwood Scourge", lang), BEAR, WOLF, HYDRA)
    s.counters("Wildwood Scourge", "+1/+1", 1)
    s.battlefield("Bob", BEAR)
    s.check_state()
    return s


@pytest.mark.parametrize("lang", LANGS)
def test_wildwood_scourge_grows_once_for_each_event(lang: str) -> None:
    """Three +1/+1 counters put on Alice's Bear at once are one event: the Scourge gets one
    counter ("one or more", 122.6); counters then put on her Wolf are another event: one more."""
    s = _scourge(lang)
    s.game.add_counters(s.permanent("Bear", "Alice"), "+1/+1", 3)
    s.resolve()
    assert s.permanent("Wildwood Scourge").counters["+1/+1"] == 2
    s.game.add_counters(s.permanent("Wolf"), "+1/+1", 1)
    s.resolve()
    assert s.permanent("Wildwood Scourge").counters["+1/+1"] == 3
    assert s.pt("Wildwood Scourge") == (3, 3)


@pytest.mark.parametrize("lang", LANGS)
def test_wildwood_scourge_ignores_hydras_opponents_itself_and_other_kinds(lang: str) -> None:
    """Not a Hydra, not Bob's creature, not the Scourge itself ("another", which would loop),
    and only +1/+1 counters: none of these put a counter on it."""
    s = _scourge(lang)
    s.game.add_counters(s.permanent("Hydra"), "+1/+1", 1)
    s.game.add_counters(s.permanent("Bear", "Bob"), "+1/+1", 1)
    s.game.add_counters(s.permanent("Wildwood Scourge"), "+1/+1", 1)
    s.game.add_counters(s.permanent("Wolf"), "-1/-1", 1)
    s.resolve()
    assert s.permanent("Wildwood Scourge").counters["+1/+1"] == 2
