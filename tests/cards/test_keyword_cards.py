"""Scenario tests of keyword abilities (702) through real cards of the later sets, each
compiled from one language alone, so that each language is shown to play as the card says.

A reminder after a keyword has no rules meaning (207.2): the cards here print one, and
play exactly as their keyword says.
"""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_greenwood_sentinel_vigilance_with_its_reminder(lang: str) -> None:
    """緑林の歩哨 / Greenwood Sentinel (M19) — 警戒（このクリーチャーは攻撃してもタップしない。）:
    it attacks without tapping (702.20b)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("m19", "Greenwood Sentinel", lang))
    s.attack("Greenwood Sentinel")
    assert not s.is_tapped("Greenwood Sentinel")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 18
    assert not s.is_tapped("Greenwood Sentinel")


def test_a_card_without_its_reminder_is_the_same_card() -> None:
    """The AVR vanilla with no reminder and M19's vigilance creature with one: both keywords
    work the same way, the reminder changes nothing (207.2)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("m19", "Greenwood Sentinel"), card("Archangel"))
    s.attack("Greenwood Sentinel", "Archangel")
    assert not s.is_tapped("Greenwood Sentinel") and not s.is_tapped("Archangel")
