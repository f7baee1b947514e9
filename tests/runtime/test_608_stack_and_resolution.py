"""The stack and resolution (117, 608): last in, first out, priority after casting, targets
checked again on resolution (608.2b), choosing targets (115, 702.11b)."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, Scenario, ScriptError
from support.rules_cards import (
    DRAIN,
    FORKED_BOLT,
    GRIZZLY,
    SHOCK,
    VEILED_ELF,
)
from support.slice_cards import (
    ANGELS_MERCY,
    FLEETING_DISTRACTION,
    ISLAND,
    MOUNTAIN,
    PLAINS,
    SWAMP,
    THRABEN_VALIANT,
    ZEALOUS_STRIKE,
)


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
