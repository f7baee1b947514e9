"""Cards looked at or milled and what becomes of them, on real cards in each language alone:
発現する浅瀬 / Risen Reef (M20: "If you don't put the card onto the battlefield, put it into your
hand") and 忍耐強い再建 / Patient Rebuilding (M19: "for each land card put into that graveyard
this way")."""

from __future__ import annotations

import pytest
from ofuda.runtime import May, Scenario, Step, Targets
from support.compiled import set_card

LANGS = ["ja", "en"]


def _cast_reef(s: Scenario, lang: str) -> None:
    s.battlefield("Alice", set_card("m20", "Forest"), set_card("m20", "Island"), set_card("m20", "Island"))
    s.hand("Alice", set_card("m20", "Risen Reef", lang))
    s.cast("Alice", "Risen Reef")
    s.resolve()


@pytest.mark.parametrize("lang", LANGS)
def test_risen_reef_puts_a_land_onto_the_battlefield_tapped(lang: str) -> None:
    """発現する浅瀬 / Risen Reef enters: the top card is a Forest; Alice puts it onto the
    battlefield tapped, and nothing goes to her hand."""
    s = Scenario()
    s.library("Alice", set_card("m20", "Forest"), set_card("m20", "Island"))
    s.script("Alice", May(True))
    _cast_reef(s, lang)
    forests = [p for p in s.game.battlefield if p.name == "Forest"]
    assert len(forests) == 2 and any(p.tapped for p in forests)
    assert s.in_hand("Alice") == []
    assert s.in_library("Alice") == ["Island"]


@pytest.mark.parametrize("lang", LANGS)
def test_risen_reef_a_land_not_put_onto_the_battlefield_goes_to_hand(lang: str) -> None:
    """Alice declines: the Forest goes to her hand."""
    s = Scenario()
    s.library("Alice", set_card("m20", "Forest"), set_card("m20", "Island"))
    s.script("Alice", May(False))
    _cast_reef(s, lang)
    assert s.in_hand("Alice") == ["Forest"]


@pytest.mark.parametrize("lang", LANGS)
def test_risen_reef_a_nonland_card_goes_to_hand(lang: str) -> None:
    """The top card is not a land: she may not put it onto the battlefield, and it goes to her
    hand."""
    s = Scenario()
    s.library("Alice", set_card("m20", "Risen Reef"), set_card("m20", "Island"))
    _cast_reef(s, lang)
    assert s.in_hand("Alice") == ["Risen Reef"]
    assert s.on_battlefield("Alice").count("Risen Reef") == 1


@pytest.mark.parametrize("lang", LANGS)
def test_patient_rebuilding_draws_for_each_land_milled(lang: str) -> None:
    """忍耐強い再建 / Patient Rebuilding at Alice's upkeep: Bob mills Forest, Risen Reef,
    Island; Alice draws two cards (two lands)."""
    s = Scenario(active="Bob", step=Step.END)
    s.library("Bob", set_card("m20", "Forest"), set_card("m20", "Risen Reef"), set_card("m20", "Island"))
    s.library("Alice", *[set_card("m20", "Island")] * 4)
    s.battlefield("Alice", set_card("m19", "Patient Rebuilding", lang))
    s.script("Alice", Targets(("Bob",)))
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.resolve()
    assert sorted(s.in_graveyard("Bob")) == ["Forest", "Island", "Risen Reef"]
    assert len(s.in_hand("Alice")) == 2


def _reef_sees(lang: str, entering: str, land: str) -> Scenario:
    """Risen Reef on Alice's battlefield; she casts ``entering`` with a Forest on top of her
    library and says yes to putting it onto the battlefield if asked."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Risen Reef", lang))
    s.battlefield("Alice", *[set_card("m20", land)] * 5)
    s.library("Alice", set_card("m20", "Forest"), set_card("m20", "Island"))
    s.hand("Alice", set_card("m20", entering))
    s.script("Alice", May(True))
    s.cast("Alice", entering)
    s.resolve()
    return s


@pytest.mark.parametrize("lang", LANGS)
def test_risen_reef_sees_another_elemental_enter(lang: str) -> None:
    """「発現する浅瀬か他のエレメンタルが１体あなたのコントロール下で戦場に出るたび」 / "Whenever
    Risen Reef or another Elemental enters the battlefield under your control": Air Elemental
    enters; the Forest on top goes onto the battlefield."""
    s = _reef_sees(lang, "Air Elemental", "Island")
    assert "Forest" in s.on_battlefield("Alice")
    assert s.in_library("Alice") == ["Island"]


@pytest.mark.parametrize("lang", LANGS)
def test_risen_reef_does_not_see_a_non_elemental_enter(lang: str) -> None:
    """Imperial Outrider (a Human Knight) is not another Elemental: nothing happens."""
    s = _reef_sees(lang, "Imperial Outrider", "Plains")
    assert "Forest" not in s.on_battlefield("Alice")
    assert s.in_library("Alice") == ["Forest", "Island"]
