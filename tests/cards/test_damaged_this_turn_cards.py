"""A noun of damage dealt this turn (120.3) on real cards, each language alone: オーガの包囲破り
/ Ogre Siegebreaker (M20, "Destroy target creature that was dealt damage this turn" /
「このターンにダメージが与えられたクリーチャー１体を対象とし、それを破壊する」) and 深海艦隊の殺し屋 /
Fathom Fleet Cutthroat (M20, "… target creature an opponent controls that was dealt damage this
turn")."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Targets
from ofuda.runtime.engine.errors import ScriptError
from ofuda.runtime.engine.replacement.damage import deal_damage
from support.compiled import card, set_card

LANDS = ("Swamp", "Swamp", "Mountain", "Mountain")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_ogre_siegebreaker_destroys_a_creature_dealt_damage_this_turn(lang: str) -> None:
    """Bob's Walking Corpse was dealt 1 damage: it may be targeted and is destroyed; his other
    Walking Corpse, undamaged, is no legal target."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Ogre Siegebreaker", lang), *[card(n) for n in LANDS])
    hurt, whole = s.battlefield("Bob", set_card("m19", "Walking Corpse"), set_card("m19", "Walking Corpse"))
    deal_damage(s.game, s.permanent("Ogre Siegebreaker"), hurt, 1)
    s.activate("Alice", "Ogre Siegebreaker", hurt)
    s.resolve()
    assert s.in_graveyard("Bob") == ["Walking Corpse"]
    assert whole.on_battlefield


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_fathom_fleet_cutthroat_needs_damage_and_an_opponent(lang: str) -> None:
    """Only Bob's damaged creature is a target: not Bob's undamaged one, not Alice's damaged one."""
    s = Scenario()
    s.battlefield("Alice", *[card(n) for n in ("Swamp",) * 4])
    (mine,) = s.battlefield("Alice", set_card("m19", "Walking Corpse"))
    hurt, whole = s.battlefield("Bob", set_card("m19", "Walking Corpse"), card("Thraben Valiant"))
    for victim in (mine, hurt):
        deal_damage(s.game, whole, victim, 1)
    s.hand("Alice", set_card("m20", "Fathom Fleet Cutthroat", lang))
    s.cast("Alice", "Fathom Fleet Cutthroat")
    s.script("Alice", Targets(("Thraben Valiant",)))
    with pytest.raises(ScriptError, match="the choices are: Walking Corpse$"):
        s.resolve()
