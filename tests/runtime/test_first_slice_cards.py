"""Every card of the first slice does what its text says, in a scenario."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, Keyword, Scenario, ScriptError, Step
from support.slice_cards import (
    ALCHEMISTS_APPRENTICE,
    ANGELIC_WALL,
    ANGELS_MERCY,
    CATHEDRAL_SANCTIFIER,
    FLEETING_DISTRACTION,
    FOREST,
    GRYFF_VANGUARD,
    ISLAND,
    MOORLAND_INQUISITOR,
    MOUNTAIN,
    NETTLE_SWINE,
    PLAINS,
    RIGHTEOUS_BLOW,
    SCALDING_DEVIL,
    SWAMP,
    THRABEN_VALIANT,
    ZEALOUS_STRIKE,
)


def test_thraben_valiant_attacks_without_tapping_vigilance_702_20b() -> None:
    s = Scenario()
    s.battlefield("Alice", THRABEN_VALIANT)
    s.attack("Thraben Valiant")
    assert s.permanent("Thraben Valiant").attacking is not None
    assert not s.is_tapped("Thraben Valiant")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 18


def test_angelic_wall_cannot_attack_defender_702_3b_but_blocks_flyer() -> None:
    s = Scenario()
    s.battlefield("Alice", ANGELIC_WALL, GRYFF_VANGUARD)
    s.battlefield("Bob", ANGELIC_WALL)
    with pytest.raises(ScriptError, match="Angelic Wall"):
        s.attack("Angelic Wall")


def test_angelic_wall_blocks_flying_gryff_vanguard() -> None:
    s = Scenario()
    s.battlefield("Alice", GRYFF_VANGUARD)
    s.battlefield("Bob", ANGELIC_WALL)
    s.attack("Gryff Vanguard")
    s.block(("Angelic Wall", "Gryff Vanguard"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20
    assert s.permanent("Angelic Wall").damage == 3
    assert "Gryff Vanguard" in s.on_battlefield("Alice")


def test_nettle_swine_is_a_vanilla_4_3_cast_with_four_lands() -> None:
    s = Scenario()
    s.battlefield("Alice", FOREST, MOUNTAIN, MOUNTAIN, MOUNTAIN)
    s.hand("Alice", NETTLE_SWINE)
    s.cast("Alice", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == (4, 3)
    assert all(p.tapped for p in s.game.battlefield.objects if p.is_land)


def test_angels_mercy_gains_seven_life() -> None:
    s = Scenario()
    s.battlefield("Alice", PLAINS, PLAINS, PLAINS, PLAINS)
    s.hand("Alice", ANGELS_MERCY)
    s.set_life("Alice", 5)
    s.cast("Alice", "Angel's Mercy")
    s.resolve()
    assert s.life("Alice") == 12
    assert s.in_graveyard("Alice") == ["Angel's Mercy"]


def test_cathedral_sanctifier_etb_gains_three_life() -> None:
    s = Scenario()
    s.battlefield("Alice", PLAINS)
    s.hand("Alice", CATHEDRAL_SANCTIFIER)
    s.cast("Alice", "Cathedral Sanctifier")
    s.resolve()
    assert s.life("Alice") == 23
    assert s.pt("Cathedral Sanctifier") == (1, 1)


def test_gryff_vanguard_etb_draws_a_card() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND, PLAINS, PLAINS, PLAINS, PLAINS)
    s.hand("Alice", GRYFF_VANGUARD)
    s.library("Alice", NETTLE_SWINE, PLAINS)
    s.cast("Alice", "Gryff Vanguard")
    s.resolve()
    assert s.in_hand("Alice") == ["Nettle Swine"]
    assert s.has_keyword("Gryff Vanguard", Keyword.FLYING)


def test_moorland_inquisitor_gains_first_strike_until_end_of_turn() -> None:
    s = Scenario()
    s.battlefield("Alice", MOORLAND_INQUISITOR, PLAINS, PLAINS, PLAINS)
    s.activate("Alice", "Moorland Inquisitor")
    s.resolve()
    assert s.has_keyword("Moorland Inquisitor", Keyword.FIRST_STRIKE)
    s.advance_to(Step.CLEANUP)
    assert not s.has_keyword("Moorland Inquisitor", Keyword.FIRST_STRIKE)


def test_zealous_strike_pumps_and_grants_first_strike() -> None:
    s = Scenario()
    s.battlefield("Alice", THRABEN_VALIANT, PLAINS, PLAINS)
    s.hand("Alice", ZEALOUS_STRIKE)
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 3)
    assert s.has_keyword("Thraben Valiant", Keyword.FIRST_STRIKE)
    assert "Zealous Strike" in s.game.log.render()


def test_righteous_blow_kills_attacking_creature() -> None:
    s = Scenario()
    s.battlefield("Alice", THRABEN_VALIANT)
    s.battlefield("Bob", PLAINS)
    s.hand("Bob", RIGHTEOUS_BLOW)
    s.attack("Thraben Valiant")
    s.cast("Bob", "Righteous Blow", "Thraben Valiant")
    s.resolve()
    assert "Thraben Valiant" in s.in_graveyard("Alice")


def test_righteous_blow_cannot_target_creature_not_in_combat() -> None:
    s = Scenario()
    s.battlefield("Alice", THRABEN_VALIANT)
    s.battlefield("Bob", PLAINS)
    s.hand("Bob", RIGHTEOUS_BLOW)
    with pytest.raises(IllegalActionError):
        s.cast("Bob", "Righteous Blow", "Thraben Valiant")


def test_fleeting_distraction_shrinks_and_draws() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND)
    s.battlefield("Bob", NETTLE_SWINE)
    s.hand("Alice", FLEETING_DISTRACTION)
    s.library("Alice", PLAINS)
    s.cast("Alice", "Fleeting Distraction", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == (3, 3)
    assert s.in_hand("Alice") == ["Plains"]


def test_alchemists_apprentice_sacrifice_draws_even_when_sick() -> None:
    s = Scenario()
    s.battlefield("Alice", ALCHEMISTS_APPRENTICE, sick=True)
    s.library("Alice", NETTLE_SWINE)
    s.activate("Alice", "Alchemist's Apprentice")
    assert s.in_graveyard("Alice") == ["Alchemist's Apprentice"]  # sacrificed as a cost
    s.resolve()
    assert s.in_hand("Alice") == ["Nettle Swine"]


def test_scalding_devil_pings_target_player() -> None:
    s = Scenario()
    s.battlefield("Alice", SCALDING_DEVIL, MOUNTAIN, MOUNTAIN, MOUNTAIN)
    s.activate("Alice", "Scalding Devil", "Bob")
    s.resolve()
    assert s.life("Bob") == 19


def test_608_2h_scalding_devil_deals_damage_after_it_died() -> None:
    s = Scenario()
    s.battlefield("Alice", SCALDING_DEVIL, MOUNTAIN, MOUNTAIN, MOUNTAIN)
    s.battlefield("Bob", PLAINS)
    s.hand("Bob", RIGHTEOUS_BLOW)
    s.attack("Scalding Devil")
    s.activate("Alice", "Scalding Devil", "Bob")
    s.cast("Bob", "Righteous Blow", "Scalding Devil")  # in response
    s.resolve()
    assert "Scalding Devil" in s.in_graveyard("Alice")
    assert s.life("Bob") == 19  # last known information: the Devil still deals the damage


@pytest.mark.parametrize(
    "land,color", [(PLAINS, "W"), (ISLAND, "U"), (SWAMP, "B"), (MOUNTAIN, "R"), (FOREST, "G")]
)
def test_305_6_basic_lands_pay_their_colour(land, color) -> None:
    from ofuda.runtime.engine.mana.costs import intrinsic_mana

    s = Scenario()
    (perm,) = s.battlefield("Alice", land)
    assert intrinsic_mana(perm) == color
