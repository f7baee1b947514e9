"""Scenario tests of AVR creatures whose static abilities restrict what they can block
(509.1b). Each test names the card in both languages and runs its compiled code."""

from __future__ import annotations

import pytest
from ofuda.runtime import RulesError, Scenario, Step
from support.compiled import card


def _bob_attacks_with(attacker: str) -> Scenario:
    s = Scenario(active="Bob", step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Hunted Ghoul"))
    s.battlefield("Bob", card(attacker))
    s.attack(attacker)
    return s


def test_hunted_ghoul_cant_block_a_human() -> None:
    """狩り立てられたグール / Hunted Ghoul — 「…では人間をブロックできない。」: Thraben Valiant is a Human."""
    s = _bob_attacks_with("Thraben Valiant")
    with pytest.raises(RulesError):
        s.block(("Hunted Ghoul", "Thraben Valiant"))


def test_hunted_ghoul_blocks_a_boar() -> None:
    """狩り立てられたグール / Hunted Ghoul — a non-Human attacker (Nettle Swine) can be blocked."""
    s = _bob_attacks_with("Nettle Swine")
    s.block(("Hunted Ghoul", "Nettle Swine"))
    s.advance_to(Step.END_OF_COMBAT)
    assert "Hunted Ghoul" in s.in_graveyard("Alice")
    assert s.life("Alice") == 20


def _alice_attacks_with(attacker: str, blocker: str) -> Scenario:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card(attacker))
    s.battlefield("Bob", card(blocker))
    s.attack(attacker)
    return s


def test_wandering_wolf_cant_be_blocked_by_a_smaller_creature() -> None:
    """さまよう狼 / Wandering Wolf — 「…よりもパワーの小さいクリーチャーでは、これをブロックできない。」:
    Hunted Ghoul (power 1) can't block it (power 2)."""
    s = _alice_attacks_with("Wandering Wolf", "Hunted Ghoul")
    with pytest.raises(RulesError):
        s.block(("Hunted Ghoul", "Wandering Wolf"))


def test_wandering_wolf_is_blocked_by_an_equal_power_creature() -> None:
    """さまよう狼 / Wandering Wolf — Thraben Valiant's power 2 is not less: it blocks."""
    s = _alice_attacks_with("Wandering Wolf", "Thraben Valiant")
    s.block(("Thraben Valiant", "Wandering Wolf"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20


def test_howlgeist_cant_be_blocked_by_a_smaller_creature() -> None:
    """吠え霊 / Howlgeist — power 4: Thraben Valiant (power 2) can't block it; Nettle Swine (4) can."""
    s = _alice_attacks_with("Howlgeist", "Thraben Valiant")
    with pytest.raises(RulesError):
        s.block(("Thraben Valiant", "Howlgeist"))
    t = _alice_attacks_with("Howlgeist", "Nettle Swine")
    t.block(("Nettle Swine", "Howlgeist"))
    t.advance_to(Step.END_OF_COMBAT)
    assert t.life("Bob") == 20
