"""Mana (106, 107.4, 305.6), costs (118), casting and timing (601, 602, 117.1, 305.2)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Color, IllegalActionError, Scenario, Step
from ofuda.runtime.engine.casting.actions import CastSpell, PlayLand
from ofuda.runtime.engine.casting.spells import legal_actions
from ofuda.runtime.engine.mana.pool import (
    ManaCostSpec,
    ManaPool,
    ManaSource,
    colors_of_cost,
    parse_mana_cost,
    plan_payment,
)
from support.slice_cards import (
    ANGELS_MERCY,
    FOREST,
    ISLAND,
    MOORLAND_INQUISITOR,
    MOUNTAIN,
    NETTLE_SWINE,
    PLAINS,
    SCALDING_DEVIL,
    THRABEN_VALIANT,
    ZEALOUS_STRIKE,
)


def test_107_4_parse_generic_and_coloured_symbols() -> None:
    spec = parse_mana_cost("{2}{W}{W}")
    assert spec.generic == 2 and spec.requirements == ("W", "W") and spec.mana_value == 4


def test_107_4e_hybrid_symbol_can_be_paid_with_either_half() -> None:
    spec = parse_mana_cost("{W/U}")
    pool = ManaPool()
    assert plan_payment(pool, [ManaSource("island", "U")], spec) is not None
    assert plan_payment(pool, [ManaSource("swamp", "B")], spec) is None


def test_107_3_x_is_zero_off_the_stack() -> None:
    assert parse_mana_cost("{X}{R}").mana_value == 1
    assert parse_mana_cost("{X}{R}").with_x(3).generic == 3


def test_107_4_rejects_text_that_is_not_mana_symbols() -> None:
    with pytest.raises(ValueError):
        parse_mana_cost("{2}W")


def test_105_2_colour_comes_from_mana_cost() -> None:
    assert colors_of_cost("{1}{W}") == (Color.WHITE,)
    assert colors_of_cost("{G}{W}{U}") == (Color.WHITE, Color.BLUE, Color.GREEN)
    assert colors_of_cost(None) == ()


def test_118_3_exact_search_finds_payment_when_greedy_would_fail() -> None:
    # {W}{U}: a W/U dual must pay U if the only other source is a Plains.
    sources = [ManaSource("dual", "WU"), ManaSource("plains", "W")]
    assert plan_payment(ManaPool(), sources, ManaCostSpec(0, ("W", "U"))) is not None


def test_118_3_cannot_cast_without_enough_mana() -> None:
    s = Scenario()
    s.battlefield("Alice", FOREST, FOREST, FOREST)
    s.hand("Alice", NETTLE_SWINE)
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Nettle Swine")


def test_107_4a_coloured_symbol_needs_that_colour() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN, MOUNTAIN, MOUNTAIN, MOUNTAIN)
    s.hand("Alice", NETTLE_SWINE)
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Nettle Swine")


def test_601_2h_paying_taps_only_the_lands_needed() -> None:
    s = Scenario()
    s.battlefield("Alice", PLAINS, PLAINS, PLAINS)
    s.hand("Alice", THRABEN_VALIANT)
    s.cast("Alice", "Thraben Valiant")
    assert sum(p.tapped for p in s.game.battlefield.objects) == 2


def test_106_4_500_4_mana_pool_empties_between_steps() -> None:
    s = Scenario()
    s.game.players[0].mana_pool.add("W", 2)
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    assert s.game.players[0].mana_pool.total() == 0


def test_118_3a_pool_mana_is_spent_before_tapping_lands() -> None:
    s = Scenario()
    s.battlefield("Alice", PLAINS, PLAINS)
    s.game.players[0].mana_pool.add("W", 2)
    s.hand("Alice", THRABEN_VALIANT)
    s.cast("Alice", "Thraben Valiant")
    assert not any(p.tapped for p in s.game.battlefield.objects)
    assert s.game.players[0].mana_pool.total() == 0


def test_117_1a_creature_spell_only_in_own_main_phase_with_empty_stack() -> None:
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Alice", PLAINS, PLAINS)
    s.hand("Alice", THRABEN_VALIANT)
    s.library("Alice", PLAINS)
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Thraben Valiant")
    s.advance_to(Step.PRECOMBAT_MAIN)
    s.cast("Alice", "Thraben Valiant")


def test_117_1a_not_on_opponents_turn() -> None:
    s = Scenario(active="Bob")
    s.battlefield("Alice", PLAINS, PLAINS)
    s.hand("Alice", THRABEN_VALIANT)
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Thraben Valiant")


def test_117_1a_instant_any_time_with_priority() -> None:
    s = Scenario(active="Bob", step=Step.UPKEEP)
    s.battlefield("Alice", PLAINS, PLAINS, PLAINS, PLAINS)
    s.hand("Alice", ANGELS_MERCY)
    s.cast("Alice", "Angel's Mercy")
    s.resolve()
    assert s.life("Alice") == 27


def test_117_1a_sorcery_speed_requires_empty_stack() -> None:
    s = Scenario()
    s.battlefield("Alice", PLAINS, PLAINS, PLAINS, PLAINS, PLAINS, PLAINS)
    s.hand("Alice", ANGELS_MERCY, THRABEN_VALIANT)
    s.cast("Alice", "Angel's Mercy")
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Thraben Valiant")


def test_305_2_only_one_land_per_turn() -> None:
    s = Scenario()
    s.hand("Alice", PLAINS, ISLAND)
    s.play_land("Alice", "Plains")
    with pytest.raises(IllegalActionError):
        s.play_land("Alice", "Island")


def test_116_2a_land_play_only_main_phase_empty_stack() -> None:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.hand("Alice", PLAINS)
    assert not any(isinstance(a, PlayLand) for a in legal_actions(s.game, s.player("Alice")))


def test_601_2c_spell_with_no_legal_target_cannot_be_cast() -> None:
    s = Scenario()
    s.battlefield("Alice", PLAINS, PLAINS)
    s.hand("Alice", ZEALOUS_STRIKE)
    assert not any(isinstance(a, CastSpell) for a in legal_actions(s.game, s.player("Alice")))


def test_602_2_activated_ability_cost_paid_and_on_stack() -> None:
    s = Scenario()
    s.battlefield("Alice", MOORLAND_INQUISITOR, PLAINS, PLAINS, PLAINS)
    s.activate("Alice", "Moorland Inquisitor")
    assert s.on_stack() == ["Moorland Inquisitor's activated ability"]
    assert sum(p.tapped for p in s.game.battlefield.objects if p.is_land) == 3


def test_602_2_cannot_activate_without_the_mana() -> None:
    s = Scenario()
    s.battlefield("Alice", SCALDING_DEVIL, MOUNTAIN, MOUNTAIN)
    with pytest.raises(IllegalActionError):
        s.activate("Alice", "Scalding Devil", "Bob")


def test_302_6_summoning_sick_creature_can_activate_non_tap_abilities() -> None:
    s = Scenario()
    s.battlefield("Alice", SCALDING_DEVIL, sick=True)
    s.battlefield("Alice", MOUNTAIN, MOUNTAIN, MOUNTAIN)
    s.activate("Alice", "Scalding Devil", "Alice")
    s.resolve()
    assert s.life("Alice") == 19
