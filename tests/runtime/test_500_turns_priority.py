"""Turn structure and priority (500–514, 117): mana pools empty between steps, skipped combat
steps, the extra first-strike damage step, extra turns in order, land plays, cleanup repeated
after state-based actions, and who may act when."""

from __future__ import annotations

import pytest
from ofuda.runtime import (
    CardType,
    Dies,
    Duration,
    IllegalActionError,
    Keyword,
    ObjectFilter,
    Scenario,
    Step,
    TargetSpec,
)
from ofuda.runtime.engine.turn import finish_step, next_step, next_turn_player
from support.kit import creature, instant, sorcery, triggered
from support.slice_cards import FOREST, ISLAND, MOUNTAIN, PLAINS

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
TARGET = TargetSpec(objects=CREATURE)
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
EOT = Duration.END_OF_TURN


def test_500_4_mana_empties_from_pools_as_each_step_ends() -> None:
    s = Scenario(step=Step.UPKEEP)
    s.player("Alice").mana_pool.add("G", 2)
    s.player("Bob").mana_pool.add("R", 1)
    s.library("Alice", PLAINS)
    s.advance_to(Step.DRAW)
    assert s.player("Alice").mana_pool.total() == 0
    assert s.player("Bob").mana_pool.total() == 0


def test_508_8_without_attackers_the_blockers_and_damage_steps_are_skipped() -> None:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", BEAR)
    s.attack()  # no attackers
    assert next_step(s.game, Step.DECLARE_ATTACKERS) == Step.END_OF_COMBAT


def test_510_4_first_strike_adds_a_second_combat_damage_step() -> None:
    quick = creature("Quick", "{R}", 2, 1, "Human", keywords=(Keyword.FIRST_STRIKE,))
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", quick, BEAR)
    s.attack("Quick", "Bear")
    s.advance_to(Step.COMBAT_DAMAGE)
    assert s.life("Bob") == 18  # only first-strike damage so far
    assert next_step(s.game, Step.COMBAT_DAMAGE) == Step.COMBAT_DAMAGE
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 16


def test_500_7_several_extra_turns_the_most_recently_created_first() -> None:
    s = Scenario()
    s.game.extra_turns.append(s.player("Alice"))  # created first
    s.game.extra_turns.append(s.player("Bob"))  # created second: taken first
    assert next_turn_player(s.game) is s.player("Bob")
    assert next_turn_player(s.game) is s.player("Alice")
    assert next_turn_player(s.game) is s.player("Bob")  # then turn order again (Alice is active)


def test_305_2_one_land_per_turn_only_in_a_main_phase_with_an_empty_stack() -> None:
    s = Scenario()
    s.hand("Alice", FOREST, ISLAND)
    s.play_land("Alice", "Forest")
    with pytest.raises(IllegalActionError):
        s.play_land("Alice", "Island")
    s2 = Scenario(step=Step.UPKEEP)
    s2.hand("Alice", FOREST)
    with pytest.raises(IllegalActionError):
        s2.play_land("Alice", "Forest")


def test_117_1a_a_sorcery_needs_an_empty_stack_and_the_active_players_main_phase() -> None:
    think = sorcery("Think", "{U}", lambda ctx: ctx.draw_cards(ctx.controller, 1))
    bolt = instant("Bolt", "{R}", lambda ctx: ctx.deal_damage(ctx.source, ctx.target(0), 3), TARGET)
    s = Scenario()
    s.battlefield("Alice", ISLAND, MOUNTAIN)
    s.battlefield("Bob", BEAR, ISLAND)
    s.hand("Alice", think, bolt)
    s.hand("Bob", think)
    s.library("Alice", PLAINS)
    s.cast("Alice", "Bolt", "Bear")
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Think")  # the stack isn't empty
    with pytest.raises(IllegalActionError):
        s.cast("Bob", "Think")  # not Bob's turn
    s.resolve()
    s.cast("Alice", "Think")
    s.resolve()
    assert s.in_hand("Alice") == ["Plains"]


def test_514_3a_cleanup_with_state_based_actions_gives_priority_then_another_cleanup() -> None:
    """A 2/2 with two -1/-1 counters kept alive by +2/+2 until end of turn dies when the effect
    ends in cleanup (514.2); its dies trigger resolves, and a new cleanup step follows."""
    mourner = creature(
        "Mourner",
        "{W}",
        2,
        2,
        "Spirit",
        abilities=(triggered(Dies(), lambda ctx: ctx.gain_life(ctx.controller, 1)),),
    )
    grow = instant(
        "Grow", "{G}", lambda ctx: ctx.modify_power_toughness(ctx.target(0), 2, 2, EOT), TARGET
    )
    s = Scenario(step=Step.END)
    s.battlefield("Alice", mourner, FOREST)
    s.hand("Alice", grow)
    s.cast("Alice", "Grow", "Mourner")
    s.resolve()
    s.counters("Mourner", "-1/-1", 2)
    assert s.pt("Mourner") == (2, 2)
    s.advance_to(Step.CLEANUP)
    finish_step(s.game, Step.CLEANUP)
    assert sorted(s.in_graveyard("Alice")) == ["Grow", "Mourner"]
    assert s.life("Alice") == 21  # the trigger resolved during cleanup
    assert next_step(s.game, Step.CLEANUP) == Step.CLEANUP


def test_514_3_an_uneventful_cleanup_ends_the_turn() -> None:
    s = Scenario(step=Step.END)
    s.battlefield("Alice", BEAR)
    s.advance_to(Step.CLEANUP)
    finish_step(s.game, Step.CLEANUP)
    assert next_step(s.game, Step.CLEANUP) is None
