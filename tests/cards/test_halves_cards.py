"""Halves (107.1a) on real cards, each language alone: 深淵への覗き込み / Peer into the Abyss
(M21: "Round up each time.") and 終わり無き死者の列 / Endless Ranks of the Dead (ISD: "rounded
down")."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import set_card

LANGS = ["ja", "en"]


@pytest.mark.parametrize("lang", LANGS)
def test_peer_into_the_abyss_rounds_each_half_up(lang: str) -> None:
    """深淵への覗き込み / Peer into the Abyss on Bob, with 5 cards in his library and 19 life:
    he draws 3 (half of 5, rounded up) and loses 10 (half of 19, rounded up)."""
    swamp = set_card("m21", "Swamp")
    s = Scenario()
    s.battlefield("Alice", *[swamp] * 7)
    s.library("Bob", *[swamp] * 5)
    s.set_life("Bob", 19)
    s.hand("Alice", set_card("m21", "Peer into the Abyss", lang))
    s.cast("Alice", "Peer into the Abyss", "Bob")
    s.resolve()
    assert len(s.in_hand("Bob")) == 3
    assert len(s.in_library("Bob")) == 2
    assert s.life("Bob") == 9


@pytest.mark.parametrize("lang", LANGS)
def test_peer_into_the_abyss_on_yourself_with_even_numbers(lang: str) -> None:
    """Even numbers halve exactly: Alice, 4 cards in her library and 20 life, draws 2 and
    loses 10."""
    swamp = set_card("m21", "Swamp")
    s = Scenario()
    s.battlefield("Alice", *[swamp] * 7)
    s.library("Alice", *[swamp] * 4)
    s.hand("Alice", set_card("m21", "Peer into the Abyss", lang))
    s.cast("Alice", "Peer into the Abyss", "Alice")
    s.resolve()
    assert len(s.in_hand("Alice")) == 2
    assert s.life("Alice") == 10


@pytest.mark.parametrize("lang", LANGS)
def test_endless_ranks_of_the_dead_rounds_down(lang: str) -> None:
    """終わり無き死者の列 / Endless Ranks of the Dead with three Zombies: one token at Alice's
    upkeep (half of 3, rounded down); then four Zombies: two more."""
    s = Scenario(active="Bob", step=Step.END)
    for who in ("Alice", "Bob"):
        s.library(who, *[set_card("isd", "Swamp")] * 3)
    corpse = set_card("m19", "Walking Corpse")
    s.battlefield("Alice", set_card("isd", "Endless Ranks of the Dead", lang), *[corpse] * 3)
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.resolve()
    assert s.on_battlefield("Alice").count("Zombie Token") == 1
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's: four Zombies
    s.resolve()
    assert s.on_battlefield("Alice").count("Zombie Token") == 3
