"""Real cards whose Japanese uses the 2018–20 word order (「…をすべて」 after the noun, the count
after the noun, 「あなたが…呪文を唱えるためのコストは」), each language alone played as the card
says."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, Order, Scenario, Step
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_planar_cleansing_destroys_every_nonland_permanent(lang: str) -> None:
    """次元の浄化 / Planar Cleansing (M20): 「土地でないパーマネントをすべて破壊する。」 — both
    players' creatures die; the lands stay."""
    plains = set_card("m19", "Plains")
    corpse = set_card("m19", "Walking Corpse")
    s = Scenario()
    s.battlefield("Alice", corpse, *[plains] * 6)
    s.battlefield("Bob", corpse, plains)
    s.hand("Alice", set_card("m20", "Planar Cleansing", lang))
    s.cast("Alice", "Planar Cleansing")
    s.resolve()
    assert "Walking Corpse" in s.in_graveyard("Alice")
    assert "Walking Corpse" in s.in_graveyard("Bob")
    assert [p for p in s.on_battlefield("Alice") if p != "Plains"] == []
    assert s.on_battlefield("Bob") == ["Plains"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_tormods_crypt_exiles_the_target_players_graveyard(lang: str) -> None:
    """トーモッドの墓所 / Tormod's Crypt (M21): 「プレイヤー１人を対象とし、そのプレイヤーの墓地
    からカードをすべて追放する。」 — Bob's graveyard only."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Tormod's Crypt", lang))
    s.graveyard("Bob", set_card("m19", "Shock"), set_card("m19", "Walking Corpse"))
    s.graveyard("Alice", set_card("m19", "Shock"))
    s.activate("Alice", "Tormod's Crypt", "Bob")
    s.resolve()
    assert s.in_graveyard("Bob") == []
    assert sorted(s.in_exile()) == ["Shock", "Walking Corpse"]
    assert sorted(s.in_graveyard("Alice")) == ["Shock", "Tormod's Crypt"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_millstone_puts_the_top_two_cards_of_the_target_players_library_into_the_graveyard(
    lang: str,
) -> None:
    """石臼 / Millstone (M19): 「そのプレイヤーは、自分のライブラリーの一番上からカードを２枚自分の
    墓地に置く。」"""
    s = Scenario()
    island = set_card("m19", "Island")
    s.battlefield("Alice", set_card("m19", "Millstone", lang), island, island)
    s.library("Bob", set_card("m19", "Shock"), set_card("m19", "Walking Corpse"), island)
    s.activate("Alice", "Millstone", "Bob")
    s.resolve()
    assert sorted(s.in_graveyard("Bob")) == ["Shock", "Walking Corpse"]
    assert s.in_library("Bob") == ["Island"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_anticipate_one_card_to_hand_the_rest_on_the_bottom(lang: str) -> None:
    """予期 / Anticipate (M19): 「そのうち１枚をあなたの手札に加え、残りをあなたのライブラリーの
    一番下に望む順番で置く。」"""
    s = Scenario()
    island = set_card("m19", "Island")
    s.battlefield("Alice", island, island)
    s.hand("Alice", set_card("m19", "Anticipate", lang))
    s.library(
        "Alice",
        set_card("m19", "Shock"),
        set_card("m19", "Walking Corpse"),
        set_card("m19", "Plains"),
        set_card("m19", "Mountain"),
    )
    s.script("Alice", Choose(("Walking Corpse",)), Order(("Shock", "Plains")))
    s.cast("Alice", "Anticipate")
    s.resolve()
    assert s.in_hand("Alice") == ["Walking Corpse"]
    assert s.in_library("Alice")[0] == "Mountain"
    assert sorted(s.in_library("Alice")[1:]) == ["Plains", "Shock"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_warden_of_evos_isle_makes_creature_spells_with_flying_cost_one_less(lang: str) -> None:
    """イーヴォ島の管理人 / Warden of Evos Isle (M20): 「あなたが飛行を持つクリーチャー・呪文を
    唱えるためのコストは{1}少なくなる。」 — Shivan Dragon ({4}{R}{R}) for five lands."""
    s = Scenario()
    mountain = set_card("m19", "Mountain")
    s.battlefield("Alice", set_card("m20", "Warden of Evos Isle", lang), *[mountain] * 5)
    s.hand("Alice", set_card("m19", "Shivan Dragon"))
    s.cast("Alice", "Shivan Dragon")
    s.resolve()
    assert "Shivan Dragon" in s.on_battlefield("Alice")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_magistrates_scepter_takes_an_extra_turn_after_this_one(lang: str) -> None:
    """市長の笏 / Magistrate's Scepter (M19): 「{T}, 市長の笏の上から蓄積カウンターを３個取り除く：
    このターンに続いて追加の１ターンを行う。」 (500.7) — Alice's turn again."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Magistrate's Scepter", lang))
    s.counters("Magistrate's Scepter", "charge", 3)
    s.activate("Alice", "Magistrate's Scepter", index=1)
    s.resolve()
    assert s.permanent("Magistrate's Scepter").counters.get("charge", 0) == 0
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert s.game.active.name == "Alice"
