"""Searching a library and/or a graveyard for a card named by another card (701.19, 201.2) on
the planeswalker-deck cards of M20–M21, each language alone: the player chooses which zones to
search, a named card in the graveyard searched is found (only a hidden zone may hide it,
701.19b), and the library is shuffled only if it was searched."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, May, Scenario
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_lilianas_scorn_destroys_and_finds_liliana_in_the_library(lang: str) -> None:
    """リリアナの嘲笑 / Liliana's Scorn (M21): "Destroy target creature. You may search your
    library and/or graveyard for a card named Liliana, Death Mage, reveal it, and put it into
    your hand. If you search your library this way, shuffle it." """
    s = Scenario()
    s.battlefield("Alice", *[set_card("m21", "Swamp")] * 5)
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", set_card("m21", "Liliana's Scorn", lang))
    s.library("Alice", card("Zealous Strike"), set_card("m21", "Liliana, Death Mage"))
    s.graveyard("Alice", card("Island"))
    # may search: yes; the library: yes; the graveyard too: no; the card found
    s.script("Alice", May(True), May(True), May(False), Choose(("Liliana, Death Mage",)))
    s.cast("Alice", "Liliana's Scorn", "Thraben Valiant")
    s.resolve()
    assert "Thraben Valiant" in s.in_graveyard("Bob")
    assert "Liliana, Death Mage" in s.in_hand("Alice")
    assert s.in_library("Alice") == ["Zealous Strike"]
    assert "Alice reveals Liliana, Death Mage" in s.log_text()
    assert "shuffles their library" in s.log_text()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_goldmane_griffin_searching_only_the_graveyard_finds_ajani_and_does_not_shuffle(
    lang: str,
) -> None:
    """黄金のたてがみのグリフィン / Goldmane Griffin (M20): the graveyard alone is searched, the
    Ajani there is found (a public zone hides nothing), and the library is not shuffled."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m20", "Plains")] * 5)
    s.hand("Alice", set_card("m20", "Goldmane Griffin", lang))
    s.library("Alice", card("Zealous Strike"), set_card("m20", "Ajani, Inspiring Leader"))
    s.graveyard("Alice", set_card("m20", "Ajani, Inspiring Leader"), card("Island"))
    # may search: yes; the library: no (so the graveyard); the card found
    s.script("Alice", May(True), May(False), Choose(("Ajani, Inspiring Leader",)))
    s.cast("Alice", "Goldmane Griffin")
    s.resolve()
    assert "Ajani, Inspiring Leader" in s.in_hand("Alice")
    assert s.in_graveyard("Alice") == ["Island"]
    assert s.in_library("Alice") == ["Zealous Strike", "Ajani, Inspiring Leader"]
    assert "shuffles their library" not in s.log_text()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_chandras_flame_wave_finds_only_a_card_of_that_name(lang: str) -> None:
    """チャンドラの炎波 / Chandra's Flame Wave (M20): 2 damage to the player and each of their
    creatures; the search finds a card named Chandra, Flame's Fury and nothing else."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m20", "Mountain")] * 5)
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", set_card("m20", "Chandra's Flame Wave", lang))
    s.library("Alice", card("Zealous Strike"), set_card("m20", "Chandra, Flame's Fury"))
    s.script("Alice", May(True), May(True), Choose(("Chandra, Flame's Fury",)))
    s.cast("Alice", "Chandra's Flame Wave", "Bob")
    s.resolve()
    assert s.life("Bob") == 18
    assert "Thraben Valiant" in s.in_graveyard("Bob")
    assert s.in_hand("Alice") == ["Chandra, Flame's Fury"]
    assert s.in_library("Alice") == ["Zealous Strike"]
    assert "shuffles their library" in s.log_text()
