"""611.3b on real cards, each language alone: a static ability's condition on an object's state,
checked continuously. 新米騎士 / Novice Knight (M19: "As long as Novice Knight is enchanted or
equipped, it can attack as though it didn't have defender": 301.5, 303.4), 信仰の縛め / Bonds of
Faith (ISD: "+2/+2 as long as it's a Human. Otherwise, it can't attack or block."), 荘園の
ガーゴイル / Manor Gargoyle (ISD: indestructible as long as it has defender; the Japanese
condition inside the statement)."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, RulesError, Scenario
from support.compiled import card, card_from_text, set_card

VILLAGER = card_from_text("name: Villager\ncost: {W}\ntype: Creature — Human\npt: 1/1\nen:\n  Vigilance\n")
BEAR = card_from_text("name: Bear\ncost: {G}\ntype: Creature — Bear\npt: 2/2\nen:\n  Vigilance\n")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_novice_knight_attacks_only_while_equipped(lang: str) -> None:
    """Alone it can't attack (702.3b defender); equipped (301.5), it can."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Novice Knight", lang), set_card("m19", "Rogue's Gloves", lang))
    with pytest.raises((IllegalActionError, RulesError)):
        s.attack("Novice Knight")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_novice_knight_equipped_attacks(lang: str) -> None:
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Novice Knight", lang), set_card("m19", "Rogue's Gloves", lang))
    s.attach("Rogue's Gloves", "Novice Knight")
    s.attack("Novice Knight")
    assert s.life("Bob") == 20 and s.permanent("Novice Knight").attacking


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_bonds_of_faith_on_a_human_gives_the_bonus(lang: str) -> None:
    s = Scenario()
    s.battlefield("Alice", VILLAGER, set_card("isd", "Bonds of Faith", lang))
    s.attach("Bonds of Faith", "Villager")
    assert s.pt("Villager") == (3, 3)
    s.attack("Villager")
    assert s.permanent("Villager").attacking


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_bonds_of_faith_otherwise_stops_attacks(lang: str) -> None:
    """Not a Human: no bonus, and it can't attack (the negated condition, 611.3b)."""
    s = Scenario()
    s.battlefield("Alice", BEAR, set_card("isd", "Bonds of Faith", lang))
    s.attach("Bonds of Faith", "Bear")
    assert s.pt("Bear") == (2, 2)
    with pytest.raises((IllegalActionError, RulesError)):
        s.attack("Bear")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_manor_gargoyle_is_indestructible_while_it_has_defender(lang: str) -> None:
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Manor Gargoyle", lang))
    s.battlefield("Bob", card("Swamp"), card("Swamp"), card("Swamp"))
    s.hand("Bob", set_card("m19", "Murder", lang))
    s.cast("Bob", "Murder", "Manor Gargoyle")
    s.resolve()
    assert "Manor Gargoyle" in s.on_battlefield("Alice")
