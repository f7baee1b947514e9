"""State-based actions (704.5), the stack and resolution (117, 608)."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, Scenario, ScriptError, Step
from rules_cards import (
    DRAIN,
    FORKED_BOLT,
    GRIZZLY,
    SHOCK,
    STONE_IDOL,
    VEILED_ELF,
    VENOM_SNAKE,
    WITHER,
)
from slice_cards import (
    ANGELS_MERCY,
    FLEETING_DISTRACTION,
    ISLAND,
    MOUNTAIN,
    PLAINS,
    SWAMP,
    THRABEN_VALIANT,
    ZEALOUS_STRIKE,
)


def test_704_5a_player_with_zero_life_loses() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.hand("Alice", SHOCK)
    s.set_life("Bob", 2)
    s.cast("Alice", "Shock", "Bob")
    s.resolve()
    assert s.winner == "Alice"
    assert "704.5a" in s.result.reason
    assert "Alice wins" in s.log_text()


def test_704_5b_drawing_from_empty_library_loses_at_next_check() -> None:
    s = Scenario(step=Step.UPKEEP)
    s.advance_to(Step.DRAW)
    assert s.player("Alice").drew_from_empty_library and s.winner is None  # not yet checked
    s.check_state()
    assert s.winner == "Bob"


def test_104_4a_both_players_losing_at_once_is_a_draw() -> None:
    s = Scenario()
    s.set_life("Alice", 0)
    s.set_life("Bob", 0)
    s.check_state()
    assert s.result is not None and s.result.is_draw


def test_704_5c_ten_poison_counters_lose() -> None:
    s = Scenario()
    s.player("Bob").poison = 10
    s.check_state()
    assert s.winner == "Alice"


def test_704_5f_toughness_zero_goes_to_graveyard() -> None:
    s = Scenario()
    s.battlefield("Alice", SWAMP)
    s.battlefield("Bob", GRIZZLY)
    s.hand("Alice", WITHER)
    s.cast("Alice", "Wither", "Grizzly Bears")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Grizzly Bears"]


def test_704_5f_indestructible_does_not_save_from_zero_toughness() -> None:
    s = Scenario()
    s.battlefield("Alice", SWAMP)
    s.battlefield("Bob", STONE_IDOL)
    s.hand("Alice", WITHER)
    s.cast("Alice", "Wither", "Stone Idol")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Stone Idol"]


def test_704_5g_lethal_damage_destroys_creature() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", GRIZZLY)
    s.hand("Alice", SHOCK)
    s.cast("Alice", "Shock", "Grizzly Bears")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Grizzly Bears"]
    assert "destroyed" in s.log_text()


def test_704_5g_nonlethal_damage_stays_marked() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", THRABEN_VALIANT, PLAINS, PLAINS)
    s.hand("Bob", ZEALOUS_STRIKE)
    s.hand("Alice", SHOCK)
    s.cast("Bob", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    s.cast("Alice", "Shock", "Thraben Valiant")
    s.resolve()
    assert s.permanent("Thraben Valiant").damage == 2


def test_704_5g_indestructible_survives_lethal_damage() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", STONE_IDOL)
    s.hand("Alice", SHOCK)
    s.cast("Alice", "Shock", "Stone Idol")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Stone Idol"]


def test_704_5g_damage_then_toughness_loss_is_lethal() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN, SWAMP, SWAMP)
    s.battlefield("Bob", STONE_IDOL, GRIZZLY)
    s.hand("Alice", FORKED_BOLT, WITHER)
    s.cast("Alice", "Forked Bolt", "Grizzly Bears", "Stone Idol")
    s.resolve()
    assert s.permanent("Grizzly Bears").damage == 1
    s.cast("Alice", "Wither", "Grizzly Bears")
    s.resolve()
    assert "Grizzly Bears" in s.in_graveyard("Bob")


def test_704_5h_deathtouch_damage_destroys() -> None:
    from ofuda.runtime.damage import deal_damage

    s = Scenario()
    (snake,) = s.battlefield("Alice", VENOM_SNAKE)
    (wall,) = s.battlefield("Bob", STONE_IDOL, GRIZZLY)[1:]
    deal_damage(s.game, snake, wall, 1)
    s.check_state()
    assert s.in_graveyard("Bob") == ["Grizzly Bears"]


def test_117_4_stack_resolves_last_in_first_out() -> None:
    s = Scenario()
    s.battlefield("Alice", PLAINS, PLAINS, PLAINS, PLAINS, MOUNTAIN)
    s.hand("Alice", ANGELS_MERCY, SHOCK)
    s.set_life("Alice", 2)
    s.cast("Alice", "Angel's Mercy")
    s.cast("Alice", "Shock", "Alice")  # on top: resolves first
    assert s.on_stack() == ["Shock", "Angel's Mercy"]
    s.resolve()
    assert s.winner == "Bob"  # Shock resolved first and Alice died before the life gain


def test_608_2b_illegal_target_spell_does_not_resolve() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND, MOUNTAIN)
    s.battlefield("Bob", GRIZZLY)
    s.hand("Alice", FLEETING_DISTRACTION, SHOCK)
    s.library("Alice", PLAINS)
    s.cast("Alice", "Fleeting Distraction", "Grizzly Bears")
    s.cast("Alice", "Shock", "Grizzly Bears")
    s.resolve()
    # The Bears died before Fleeting Distraction resolved: its only target is illegal,
    # so the whole spell does nothing, including "draw a card".
    assert s.in_hand("Alice") == []
    assert "doesn't resolve" in s.log_text()
    assert "Fleeting Distraction" in s.in_graveyard("Alice")


def test_608_2b_partially_illegal_targets_still_resolve_for_the_legal_ones() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN, MOUNTAIN)
    s.battlefield("Bob", GRIZZLY, THRABEN_VALIANT)
    s.hand("Alice", FORKED_BOLT, SHOCK)
    s.cast("Alice", "Forked Bolt", "Grizzly Bears", "Thraben Valiant")
    s.cast("Alice", "Shock", "Thraben Valiant")
    s.resolve()
    assert s.permanent("Grizzly Bears").damage == 1
    assert "Thraben Valiant" in s.in_graveyard("Bob")


def test_115_3_same_object_cannot_be_chosen_twice_for_one_target_word() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", GRIZZLY, THRABEN_VALIANT)
    s.hand("Alice", FORKED_BOLT)
    bears = s.permanent("Grizzly Bears")
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Forked Bolt", bears, bears)


def test_702_11b_hexproof_cannot_be_targeted_by_opponent() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", VEILED_ELF)
    s.hand("Alice", SHOCK)
    with pytest.raises(ScriptError, match="Veiled Elf"):
        s.cast("Alice", "Shock", "Veiled Elf")
    assert s.in_hand("Alice") == ["Shock"]  # the illegal cast was rewound


def test_115_1_opponent_filter_on_target_player() -> None:
    s = Scenario()
    s.battlefield("Alice", SWAMP)
    s.hand("Alice", DRAIN)
    with pytest.raises(ScriptError, match="Alice"):
        s.cast("Alice", "Drain", "Alice")


def test_117_3c_caster_keeps_priority_and_opponent_can_respond() -> None:
    from ofuda.runtime import Cast

    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", GRIZZLY, PLAINS, PLAINS)
    s.hand("Alice", SHOCK)
    s.hand("Bob", ZEALOUS_STRIKE)
    s.script("Bob", Cast("Zealous Strike", ("Grizzly Bears",)))
    s.cast("Alice", "Shock", "Grizzly Bears")
    s.resolve()
    assert s.pt("Grizzly Bears") == (4, 4)  # Bob's response resolved first
    assert s.permanent("Grizzly Bears").damage == 2
