"""Searching a library (701.19) on real cards of ISD–M21, each language alone: the card found
put onto the battlefield tapped (110.5b) or into the hand, the shuffle (701.20), today's
Japanese "you may" around the whole chain (「あなたは「…」を選んでもよい。」), and two targets with
distinct roles declared 「Aと、Bを対象とする」."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, May, Scenario
from support.compiled import card, set_card


@pytest.mark.parametrize(
    ("set_code", "lang"), [("dka", "ja"), ("dka", "en"), ("m20", "ja"), ("m20", "en")]
)
def test_evolving_wilds_puts_a_basic_land_onto_the_battlefield_tapped(
    set_code: str, lang: str
) -> None:
    """進化する未開地 / Evolving Wilds (DKA: 2012 wording, M20: 2018 wording): "{T}, Sacrifice
    Evolving Wilds: Search your library for a basic land card, put it onto the battlefield
    tapped, then shuffle your library." — the land enters tapped; a nonbasic land can't be found."""
    wilds = set_card(set_code, "Evolving Wilds", lang)
    s = Scenario()
    s.battlefield("Alice", wilds)
    s.library("Alice", card("Seraph Sanctuary"), card("Forest"), card("Zealous Strike"))
    s.script("Alice", Choose(("Forest",)))
    s.activate("Alice", "Evolving Wilds")
    s.resolve()
    assert "Evolving Wilds" in s.in_graveyard("Alice")
    assert "Forest" in s.on_battlefield("Alice")
    assert s.is_tapped("Forest")
    assert sorted(s.in_library("Alice")) == ["Seraph Sanctuary", "Zealous Strike"]
    assert "shuffles their library" in s.log_text()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_solemn_simulacrum_may_search_for_a_basic_land_tapped(lang: str) -> None:
    """真面目な身代わり / Solemn Simulacrum (M21): 「…戦場に出たとき、あなたは「あなたのライブラリーから
    基本土地・カード１枚を探し、タップ状態で戦場に出し、その後あなたのライブラリーを切り直す。」を選んで
    もよい。」 / "… you may search your library for a basic land card, put that card onto the
    battlefield tapped, then shuffle your library." """
    s = Scenario()
    s.battlefield("Alice", *[set_card("m21", "Plains")] * 4)
    s.hand("Alice", set_card("m21", "Solemn Simulacrum", lang))
    s.library("Alice", card("Zealous Strike"), card("Island"))
    s.script("Alice", May(True), Choose(("Island",)))
    s.cast("Alice", "Solemn Simulacrum")
    s.resolve()
    assert "Island" in s.on_battlefield("Alice")
    assert s.is_tapped("Island")
    assert s.in_library("Alice") == ["Zealous Strike"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_solemn_simulacrum_declined_searches_and_shuffles_nothing(lang: str) -> None:
    """Solemn Simulacrum: the whole quoted chain is the choice — declined, no search, no shuffle."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m21", "Plains")] * 4)
    s.hand("Alice", set_card("m21", "Solemn Simulacrum", lang))
    s.library("Alice", card("Zealous Strike"), card("Island"))
    s.script("Alice", May(False))
    s.cast("Alice", "Solemn Simulacrum")
    s.resolve()
    assert s.in_library("Alice") == ["Zealous Strike", "Island"]
    assert "shuffles" not in s.log_text()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_grim_tutor_puts_any_card_into_hand_and_loses_3_life(lang: str) -> None:
    """魔性の教示者 / Grim Tutor (M21): 「あなたのライブラリーからカード１枚を探し、あなたの手札に加え、
    その後あなたのライブラリーを切り直す。あなたは３点のライフを失う。」 / "Search your library for a
    card, put that card into your hand, then shuffle your library. You lose 3 life." """
    s = Scenario()
    s.battlefield("Alice", *[set_card("m21", "Swamp")] * 3)
    s.hand("Alice", set_card("m21", "Grim Tutor", lang))
    s.library("Alice", card("Forest"), card("Griselbrand"), card("Island"))
    s.script("Alice", Choose(("Griselbrand",)))
    s.cast("Alice", "Grim Tutor")
    s.resolve()
    assert s.in_hand("Alice") == ["Griselbrand"]
    assert sorted(s.in_library("Alice")) == ["Forest", "Island"]
    assert s.life("Alice") == 17


def test_rabid_bite_japanese_two_targets_after_a_comma() -> None:
    """狂犬病の噛みつき / Rabid Bite (M19), Japanese alone: 「あなたがコントロールしているクリーチャー１体と、
    あなたがコントロールしていないクリーチャー１体を対象とする。その前者はその後者に、自身のパワーに等しい
    点数のダメージを与える。」 — the first target deals damage equal to its power to the second."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *[set_card("m19", "Forest")] * 2)
    s.battlefield("Bob", card("Griselbrand"), card("Nettle Swine"))
    s.hand("Alice", set_card("m19", "Rabid Bite", "ja"))
    s.cast("Alice", "Rabid Bite", "Thraben Valiant", "Nettle Swine")
    s.resolve()
    assert s.permanent("Nettle Swine").damage == 2
    assert s.permanent("Thraben Valiant").damage == 0
