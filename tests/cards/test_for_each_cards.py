"""「…につき」 / "for each …" on real cards: a statement counts continuously (613.4c, 611.3a)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_blanchwood_armor_counts_forests_as_they_come_and_go(lang: str) -> None:
    """ブランチウッドの鎧 / Blanchwood Armor (M19): 「エンチャントされているクリーチャーは、あなたが
    コントロールしている森１つにつき＋１/＋１の修整を受ける。」 / "Enchanted creature gets +1/+1 for
    each Forest you control."
    Each Forest that enters or leaves changes the bonus at once; Bob's Forests don't count."""
    armor = set_card("m19", "Blanchwood Armor", lang)
    bear = set_card("m19", "Walking Corpse")
    forest = set_card("m19", "Forest")
    s = Scenario()
    s.battlefield("Alice", bear, armor)
    s.attach("Blanchwood Armor", "Walking Corpse")
    assert s.pt("Walking Corpse") == (2, 2)
    s.battlefield("Alice", forest, forest, forest)
    assert s.pt("Walking Corpse") == (5, 5)
    s.battlefield("Bob", forest)
    assert s.pt("Walking Corpse") == (5, 5)
    s.game.move(s.permanent("Forest", "Alice"), "graveyard")
    assert s.pt("Walking Corpse") == (4, 4)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_scourge_of_geier_reach_counts_the_creatures_its_opponents_control(lang: str) -> None:
    """ガイアー岬の災い魔 / Scourge of Geier Reach (ISD): 「…あなたの対戦相手がコントロールする
    クリーチャー１体につき＋１/＋１の修整を受ける。」 / "… for each creature your opponents
    control.\""""
    scourge = set_card("isd", "Scourge of Geier Reach", lang)
    bear = set_card("m19", "Walking Corpse")
    s = Scenario()
    s.battlefield("Alice", scourge, bear)
    assert s.pt("Scourge of Geier Reach") == (3, 3)
    s.battlefield("Bob", bear, bear)
    assert s.pt("Scourge of Geier Reach") == (5, 5)
