"""Entering triggers under anyone's control (603.6a) through a real card of the later sets, in
each language: Midnight Guard / 深夜の護衛 (dka), "Whenever another creature enters the
battlefield, untap Midnight Guard." The card is compiled from its Japanese text alone and from
its English text alone, and plays as the text says."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_midnight_guard_untaps_when_any_creature_enters(lang: str) -> None:
    """Midnight Guard (dka), tapped: a creature entering under its opponent's control untaps it
    (no "under your control": anyone's creature, 603.6a)."""
    s = Scenario()
    (guard,) = s.battlefield("Alice", set_card("dka", "Midnight Guard", lang))
    guard.tapped = True
    (bears,) = s.hand("Bob", card("Nettle Swine"))
    s.game.move(bears, "battlefield")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Nettle Swine"]
    assert not guard.tapped


@pytest.mark.parametrize("lang", LANGS)
def test_midnight_guard_ignores_its_own_entering_and_lands(lang: str) -> None:
    """ "another creature": neither Midnight Guard itself nor a land entering untaps it."""
    s = Scenario()
    (guard,) = s.battlefield("Alice", set_card("dka", "Midnight Guard", lang))
    guard.tapped = True
    (plains,) = s.hand("Alice", card("Plains"))
    s.game.move(plains, "battlefield")
    s.resolve()
    assert guard.tapped
