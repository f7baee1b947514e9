"""Counters of named kinds (122.1) on real cards: 「黄金カウンター」 / "gold counter"."""

from __future__ import annotations

import pytest
from ofuda.runtime import RulesError, Scenario
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_dragons_hoard_draws_by_removing_a_gold_counter(lang: str) -> None:
    """ドラゴンの財宝 / Dragon's Hoard (M19): 「{T}, ドラゴンの財宝の上から黄金カウンターを１個取り除く：
    カードを１枚引く。」 / "{T}, Remove a gold counter from Dragon's Hoard: Draw a card." — a
    cost (118.3): with a gold counter it draws and the counter is gone; with none it can't be
    activated."""
    hoard = set_card("m19", "Dragon's Hoard", lang)
    s = Scenario()
    s.battlefield("Alice", hoard)
    s.library("Alice", set_card("m19", "Forest"))
    with pytest.raises(RulesError):
        s.activate("Alice", "Dragon's Hoard", index=0)
    s.counters("Dragon's Hoard", "gold", 1)
    s.activate("Alice", "Dragon's Hoard", index=0)
    s.resolve()
    assert s.in_hand("Alice") == ["Forest"]
    assert s.permanent("Dragon's Hoard").counters.get("gold", 0) == 0


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_dragons_hoard_gets_a_gold_counter_when_a_dragon_enters(lang: str) -> None:
    """「ドラゴンが１体あなたのコントロール下で戦場に出るたび、ドラゴンの財宝の上に黄金カウンターを１個
    置く。」 / "Whenever a Dragon enters the battlefield under your control, put a gold counter on
    Dragon's Hoard.\""""
    hoard = set_card("m19", "Dragon's Hoard", lang)
    dragon = card("Archwing Dragon")
    s = Scenario()
    s.battlefield("Alice", hoard, *[set_card("m19", "Mountain")] * 4)
    s.hand("Alice", dragon)
    s.cast("Alice", "Archwing Dragon")
    s.resolve()
    assert s.permanent("Dragon's Hoard").counters.get("gold", 0) == 1
