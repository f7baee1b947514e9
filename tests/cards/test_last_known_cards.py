"""What an object was, as it last existed (608.2h), on real cards, each language alone: 「その
クリーチャーが人間だった場合」 / "If that creature was a Human" (Death's Caress), 「その生け贄に捧げ
られたクリーチャーが人間だった場合」 / "If the sacrificed creature was a Human" (Falkenrath
Torturer), 「そのクリーチャーがエレメンタルだったなら」 / "If that creature was an Elemental"
(Overgrowth Elemental)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, Scenario
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_deaths_caress_gains_the_destroyed_humans_toughness(lang: str) -> None:
    """死の愛撫 / Death's Caress (DKA): destroying Knight of the Tusk (a 3/7 Human) gains 7 life.
    Ruling: the creature as it last existed on the battlefield is checked, and its toughness
    as it last existed gives the life (a +1/+1 counter counts: 8)."""
    caress = set_card("dka", "Death's Caress", lang)
    knight = set_card("m19", "Knight of the Tusk")
    swamp = set_card("m19", "Swamp")
    s = Scenario()
    s.battlefield("Alice", *[swamp] * 5)
    s.battlefield("Bob", knight)
    s.counters("Knight of the Tusk", "+1/+1", 1)
    s.hand("Alice", caress)
    s.cast("Alice", "Death's Caress", "Knight of the Tusk")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Knight of the Tusk"]
    assert s.life("Alice") == 20 + 8


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_deaths_caress_gains_nothing_for_a_creature_that_was_not_a_human(lang: str) -> None:
    """死の愛撫 / Death's Caress: Air Elemental is destroyed, and no life is gained."""
    caress = set_card("dka", "Death's Caress", lang)
    elemental = set_card("m20", "Air Elemental")
    swamp = set_card("m19", "Swamp")
    s = Scenario()
    s.battlefield("Alice", *[swamp] * 5)
    s.battlefield("Bob", elemental)
    s.hand("Alice", caress)
    s.cast("Alice", "Death's Caress", "Air Elemental")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Air Elemental"]
    assert s.life("Alice") == 20


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize(
    ("sacrificed", "counters"), [("Knight of the Tusk", 1), ("Air Elemental", 0)]
)
def test_falkenrath_torturer_counts_a_sacrificed_human(
    lang: str, sacrificed: str, counters: int
) -> None:
    """ファルケンラスの拷問者 / Falkenrath Torturer (DKA): sacrificing a creature gives it flying
    until end of turn; a +1/+1 counter only if the sacrificed creature was a Human (ruling: as
    it last existed on the battlefield)."""
    torturer = set_card("dka", "Falkenrath Torturer", lang)
    knight = set_card("m19", "Knight of the Tusk")
    elemental = set_card("m20", "Air Elemental")
    s = Scenario()
    s.battlefield("Alice", torturer, knight, elemental)
    s.script("Alice", Choose((sacrificed,)))
    s.activate("Alice", "Falkenrath Torturer")
    s.resolve()
    assert sacrificed in s.in_graveyard("Alice")
    assert s.has_keyword("Falkenrath Torturer", "flying")
    assert s.pt("Falkenrath Torturer") == (2 + counters, 1 + counters)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_overgrowth_elemental_grows_only_for_an_elemental_that_died(lang: str) -> None:
    """はびこる精霊 / Overgrowth Elemental (M20): each other creature of Alice's that dies gains
    her 1 life; Air Elemental (an Elemental) dying also puts a +1/+1 counter on it, Knight of the
    Tusk (a Human) does not."""
    overgrowth = set_card("m20", "Overgrowth Elemental", lang)
    knight = set_card("m19", "Knight of the Tusk")
    elemental = set_card("m20", "Air Elemental")
    caress = set_card("dka", "Death's Caress")
    swamp = set_card("m19", "Swamp")
    s = Scenario(active="Bob")  # a sorcery: on Bob's turn
    s.battlefield("Alice", overgrowth, knight, elemental)
    s.battlefield("Bob", *[swamp] * 10)
    s.hand("Bob", caress, caress)
    s.cast("Bob", "Death's Caress", "Air Elemental")
    s.resolve()
    assert s.life("Alice") == 20 + 1
    assert s.pt("Overgrowth Elemental") == (4, 3)
    s.cast("Bob", "Death's Caress", "Knight of the Tusk")
    s.resolve()
    assert s.life("Alice") == 20 + 2
    assert s.pt("Overgrowth Elemental") == (4, 3)
    assert s.life("Bob") == 20 + 7  # Death's Caress: the Knight was a Human
