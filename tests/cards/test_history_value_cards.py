"""Values of this turn's history on real cards, each language alone: the life gained this turn
(119.3) — 悪夢の渇望 / Nightmare's Thirst (M19) — and the creatures that died this turn (700.4) —
梢の忍び寄り / Canopy Stalker (M21, counting itself) and リリアナの軍旗手 / Liliana's Standard
Bearer (M21, only those that died under your control)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card
from support.kit import creature

BEAR = creature("Bear", "{1}{G}", 2, 2)
OGRE = creature("Ogre", "{3}{R}", 4, 4)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_nightmares_thirst_counts_all_life_gained_this_turn(lang: str) -> None:
    """2 life gained earlier this turn and the spell's own 1: the 4/4 gets -3/-3."""
    thirst = set_card("m19", "Nightmare's Thirst", lang)
    swamp = set_card("m20", "Swamp")
    s = Scenario()
    s.battlefield("Alice", swamp)
    s.battlefield("Bob", OGRE)
    s.hand("Alice", thirst)
    s.game.gain_life(s.player("Alice"), 2)
    s.cast("Alice", "Nightmare's Thirst", s.permanent("Ogre"))
    s.resolve()
    assert s.life("Alice") == 23
    assert s.pt("Ogre") == (1, 1)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_canopy_stalker_counts_every_creature_that_died(lang: str) -> None:
    """A bear of each player died earlier this turn; then Canopy Stalker dies: 3 life."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Canopy Stalker", lang), BEAR)
    s.battlefield("Bob", BEAR)
    s.game.destroy(s.permanent("Bear", "Alice"))
    s.game.destroy(s.permanent("Bear", "Bob"))
    s.game.destroy(s.permanent("Canopy Stalker"))
    s.resolve()
    assert s.life("Alice") == 23


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_standard_bearer_counts_only_your_creatures(lang: str) -> None:
    """Two of Alice's creatures and one of Bob's died this turn: Alice draws two."""
    s = Scenario()
    s.battlefield("Alice", BEAR, OGRE)
    s.battlefield("Bob", BEAR)
    s.library("Alice", BEAR, BEAR, BEAR)
    swamp = set_card("m20", "Swamp")
    s.battlefield("Alice", swamp, swamp, swamp)
    s.game.destroy(s.permanent("Bear", "Alice"))
    s.game.destroy(s.permanent("Ogre"))
    s.game.destroy(s.permanent("Bear", "Bob"))
    s.hand("Alice", set_card("m21", "Liliana's Standard Bearer", lang))
    s.cast("Alice", "Liliana's Standard Bearer")
    s.resolve()
    s.resolve()
    assert len(s.in_hand("Alice")) == 2
