"""Scenario tests of "loses <keyword>" in an instruction (613.1f, layer 6) through real cards of
M19 and M21, each in each language alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import Keyword, Scenario
from support.compiled import card, card_from_text, set_card

LANGS = ("ja", "en")

INDESTRUCTIBLE_3_3 = card_from_text(
    "name: 試作の巨人 / Test Giant\n"
    "type: クリーチャー — 巨人 / Creature — Giant\n"
    "pt: 3/3\n"
    "ja:\n  破壊不能\n"
    "en:\n  Indestructible\n"
)


@pytest.mark.parametrize("lang", LANGS)
def test_gargoyle_sentinel_loses_defender_and_gains_flying(lang: str) -> None:
    """ガーゴイルの歩哨 / Gargoyle Sentinel (M19) — "{3}: Until end of turn, Gargoyle Sentinel
    loses defender and gains flying.": after the ability resolves it has flying and no
    defender, so it can attack (702.3b)."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Gargoyle Sentinel", lang), *[card("Plains")] * 3)
    assert s.has_keyword("Gargoyle Sentinel", Keyword.DEFENDER)
    s.activate("Alice", "Gargoyle Sentinel")
    s.resolve()
    assert not s.has_keyword("Gargoyle Sentinel", Keyword.DEFENDER)
    assert s.has_keyword("Gargoyle Sentinel", Keyword.FLYING)


@pytest.mark.parametrize("lang", LANGS)
def test_soul_sear_destroys_an_indestructible_creature(lang: str) -> None:
    """魂焦がし / Soul Sear (M21) — "Soul Sear deals 5 damage to target creature or planeswalker.
    That permanent loses indestructible until end of turn.": the damage stays marked, and once
    the creature has lost indestructible the state-based action destroys it (704.5g)."""
    s = Scenario()
    s.battlefield("Bob", INDESTRUCTIBLE_3_3)
    s.battlefield("Alice", *[card("Mountain")] * 3)
    s.hand("Alice", set_card("m21", "Soul Sear", lang))
    s.cast("Alice", "Soul Sear", "Test Giant")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Test Giant"]
