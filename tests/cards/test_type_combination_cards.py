"""Nouns of two card types (205.2b) on real cards, each language alone: 鋼の監視者 / Steel
Overseer (M20, "Put a +1/+1 counter on each artifact creature you control" / 「あなたが
コントロールしている各アーティファクト・クリーチャーの上に」) and 霊気盾の工匠 / Aethershield
Artificer (M19, "target artifact creature you control" / 「あなたがコントロールしている
アーティファクト・クリーチャー１体を対象とする」)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step, Targets
from ofuda.runtime.engine.errors import ScriptError
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_steel_overseer_counts_only_artifact_creatures(lang: str) -> None:
    """The Overseer (an artifact creature) and Narstad Scrapper get a counter; Walking Corpse (a
    creature, no artifact) and Bob's Narstad Scrapper (not Alice's) get none."""
    overseer = set_card("m20", "Steel Overseer", lang)
    mare, corpse = set_card("avr", "Narstad Scrapper"), set_card("m19", "Walking Corpse")
    s = Scenario()
    s.battlefield("Alice", overseer, mare, corpse)
    s.battlefield("Bob", set_card("avr", "Narstad Scrapper"))
    s.activate("Alice", "Steel Overseer")
    s.resolve()
    assert s.permanent("Steel Overseer").counters.get("+1/+1", 0) == 1
    assert s.permanent("Narstad Scrapper", "Alice").counters.get("+1/+1", 0) == 1
    assert s.permanent("Walking Corpse").counters.get("+1/+1", 0) == 0
    assert s.permanent("Narstad Scrapper", "Bob").counters.get("+1/+1", 0) == 0


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_aethershield_artificer_targets_an_artifact_creature_only(lang: str) -> None:
    """At the beginning of combat on Alice's turn: Narstad Scrapper gets +2/+2 and indestructible;
    Walking Corpse (no artifact) is no legal target."""
    artificer = set_card("m19", "Aethershield Artificer", lang)
    scrapper, corpse = set_card("avr", "Narstad Scrapper"), set_card("m19", "Walking Corpse")
    s = Scenario(step=Step.PRECOMBAT_MAIN)
    s.battlefield("Alice", artificer, scrapper, corpse)
    s.script("Alice", Targets(("Narstad Scrapper",)))
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.resolve()
    assert s.pt("Narstad Scrapper") == (5, 5)
    assert s.has_keyword("Narstad Scrapper", "indestructible")
    s = Scenario(step=Step.PRECOMBAT_MAIN)
    s.battlefield("Alice", artificer, scrapper, corpse)
    s.script("Alice", Targets(("Walking Corpse",)))
    with pytest.raises(ScriptError, match="the choices are: Narstad Scrapper$"):
        s.advance_to(Step.BEGINNING_OF_COMBAT)
        s.resolve()
