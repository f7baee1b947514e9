"""Scenario tests of AVR creatures whose static abilities restrict what they can block
(509.1b). Each test names the card in both languages and runs its compiled code."""

from __future__ import annotations

import pytest
from compiled import card
from ofuda.runtime import RulesError, Scenario, Step


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
