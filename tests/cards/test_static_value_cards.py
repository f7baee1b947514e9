"""Numbers static abilities work out continuously on real cards (611.3a): characteristic-defining
power and toughness by a count (604.3), and a statement's X ("where X is …" / 「Ｘは…に等しい」)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_boneyard_wurm_counts_creature_cards_in_your_graveyard(lang: str) -> None:
    """骨塚のワーム / Boneyard Wurm (ISD): 「…それぞれあなたの墓地にあるクリーチャー・カードの枚数に
    等しい。」 / "… each equal to the number of creature cards in your graveyard."
    Only creature cards, only in its controller's graveyard."""
    wurm = set_card("isd", "Boneyard Wurm", lang)
    corpse = set_card("m19", "Walking Corpse")
    forest = set_card("m19", "Forest")
    s = Scenario()
    s.graveyard("Alice", corpse, corpse, forest)
    s.graveyard("Bob", corpse)
    s.battlefield("Alice", wurm)
    assert s.pt("Boneyard Wurm") == (2, 2)
    s.graveyard("Alice", corpse)
    s.game.touch()
    assert s.pt("Boneyard Wurm") == (3, 3)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_sturmgeist_follows_the_cards_in_your_hand(lang: str) -> None:
    """嵐霊 / Sturmgeist (ISD): 「…それぞれあなたの手札のカードの枚数に等しい。」 / "… each equal
    to the number of cards in your hand." A draw changes it at once (611.3a)."""
    geist = set_card("isd", "Sturmgeist", lang)
    forest = set_card("m19", "Forest")
    s = Scenario()
    s.hand("Alice", forest, forest)
    s.hand("Bob", forest, forest, forest)
    s.library("Alice", forest, forest)
    s.battlefield("Alice", geist)
    assert s.pt("Sturmgeist") == (2, 2)
    s.game.draw(s.player("Alice"))
    assert s.pt("Sturmgeist") == (3, 3)
    s.play_land("Alice", "Forest")
    assert s.pt("Sturmgeist") == (2, 2)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_ironroot_warlord_power_counts_itself_and_keeps_its_toughness(lang: str) -> None:
    """鉄根の大将軍 / Ironroot Warlord (M20, */5): 「…のパワーは、あなたがコントロールしている
    クリーチャーの総数に等しい。」 / "…'s power is equal to the number of creatures you control."
    Ruling: on the battlefield it counts itself, so its power is at least 1; the toughness is
    the printed 5."""
    warlord = set_card("m20", "Ironroot Warlord", lang)
    corpse = set_card("m19", "Walking Corpse")
    s = Scenario()
    s.battlefield("Alice", warlord)
    assert s.pt("Ironroot Warlord") == (1, 5)
    s.battlefield("Alice", corpse, corpse)
    s.battlefield("Bob", corpse)
    assert s.pt("Ironroot Warlord") == (3, 5)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_wreath_of_geists_x_follows_your_graveyard(lang: str) -> None:
    """霊の花輪 / Wreath of Geists (ISD): 「エンチャントされているクリーチャーは＋Ｘ/＋Ｘの修整を受ける。
    Ｘはあなたの墓地にあるクリーチャー・カードの総数に等しい。」 / "Enchanted creature gets +X/+X,
    where X is the number of creature cards in your graveyard."
    Ruling: the value of X is constantly updated as creature cards are put into or removed
    from your graveyard."""
    wreath = set_card("isd", "Wreath of Geists", lang)
    corpse = set_card("m19", "Walking Corpse")
    forest = set_card("m19", "Forest")
    s = Scenario()
    s.graveyard("Alice", corpse, forest)
    s.battlefield("Bob", corpse)
    s.battlefield("Alice", wreath)
    s.attach("Wreath of Geists", s.permanent("Walking Corpse", "Bob"))
    assert s.pt("Walking Corpse", "Bob") == (3, 3)
    (card,) = [o for o in s.player("Alice").graveyard.objects if o.name == "Walking Corpse"]
    s.game.move(card, "exile")
    assert s.pt("Walking Corpse", "Bob") == (2, 2)
