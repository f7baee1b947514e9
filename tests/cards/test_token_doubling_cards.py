"""614.1a on a real card, each language alone: 似通った生命 / Parallel Lives (ISD) — "If an
effect would create one or more tokens under your control, it creates twice that many of
those tokens instead." Its Gatherer rulings: two Parallel Lives make four times as many; an
opponent's tokens are not doubled."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card

LANGS = ["ja", "en"]


def _haunting(s: Scenario, who: str) -> None:
    """真夜中の出没 / Midnight Haunting: two 1/1 white Spirit tokens with flying."""
    s.battlefield(who, *[set_card("isd", "Plains")] * 3)
    s.hand(who, set_card("isd", "Midnight Haunting"))
    s.cast(who, "Midnight Haunting")
    s.resolve()


def _spirits(s: Scenario, who: str) -> int:
    return sum(1 for name in s.on_battlefield(who) if "Spirit" in name)


@pytest.mark.parametrize("lang", LANGS)
def test_parallel_lives_doubles_the_tokens_you_create(lang: str) -> None:
    """Midnight Haunting under Parallel Lives: four Spirits instead of two."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Parallel Lives", lang))
    _haunting(s, "Alice")
    assert _spirits(s, "Alice") == 4


@pytest.mark.parametrize("lang", LANGS)
def test_two_parallel_lives_make_four_times_as_many(lang: str) -> None:
    """Ruling: with two Parallel Lives, each replaces the creation once (614.5): eight."""
    s = Scenario()
    lives = set_card("isd", "Parallel Lives", lang)
    s.battlefield("Alice", lives, lives)
    _haunting(s, "Alice")
    assert _spirits(s, "Alice") == 8


@pytest.mark.parametrize("lang", LANGS)
def test_parallel_lives_leaves_an_opponents_tokens_alone(lang: str) -> None:
    """Bob's Midnight Haunting under Alice's Parallel Lives: two Spirits."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Parallel Lives", lang))
    _haunting(s, "Bob")
    assert _spirits(s, "Bob") == 2
