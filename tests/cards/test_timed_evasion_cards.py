"""509.1b restrictions an instruction imposes for the turn, on real cards, each language alone:
ギラプールの案内人 / Ghirapur Guide (M19, 3/2: "{2}{G}: Target creature you control can't be
blocked by creatures with power 2 or less this turn.") and 紅蓮心の狼 / Pyreheart Wolf (DKA,
1/1: "Whenever Pyreheart Wolf attacks, each creature you control can't be blocked this turn
except by two or more creatures.")."""

from __future__ import annotations

import pytest
from ofuda.runtime import RulesError, Scenario, Step
from support.compiled import card, lands, set_card


def _guided(lang: str) -> Scenario:
    s = Scenario(step=Step.PRECOMBAT_MAIN)
    s.battlefield("Alice", set_card("m19", "Ghirapur Guide", lang), *lands("Forest", 3))
    s.battlefield("Bob", card("Moorland Inquisitor"), card("Nettle Swine"))
    s.activate("Alice", "Ghirapur Guide", "Ghirapur Guide")
    s.resolve()
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.attack("Ghirapur Guide")
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_creature_with_power_2_or_less_cant_block_it_this_turn(lang: str) -> None:
    s = _guided(lang)
    with pytest.raises(RulesError):
        s.block(("Moorland Inquisitor", "Ghirapur Guide"))  # power 2


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_greater_creature_may_block_it(lang: str) -> None:
    s = _guided(lang)
    s.block(("Nettle Swine", "Ghirapur Guide"))  # power 4
    s.advance_to(Step.END_OF_COMBAT)
    assert "Ghirapur Guide" in s.in_graveyard("Alice")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_restriction_ends_with_the_turn(lang: str) -> None:
    s = _guided(lang)
    s.library("Alice", *lands("Forest", 2))  # the next turns' draws
    s.library("Bob", *lands("Plains", 2))
    s.advance_to(Step.END)
    s.advance_to(Step.BEGINNING_OF_COMBAT, new_turn=True)  # Bob's turn
    s.advance_to(Step.BEGINNING_OF_COMBAT, new_turn=True)  # Alice's again
    s.attack("Ghirapur Guide")
    s.block(("Moorland Inquisitor", "Ghirapur Guide"))


def _wolf_attacks(lang: str) -> Scenario:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("dka", "Pyreheart Wolf", lang), card("Thraben Valiant"))
    s.battlefield("Bob", card("Moorland Inquisitor"), card("Nettle Swine"))
    s.attack("Pyreheart Wolf", "Thraben Valiant")
    s.resolve()  # the attack trigger
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_one_blocker_alone_cant_block_a_creature_alice_controls(lang: str) -> None:
    s = _wolf_attacks(lang)
    with pytest.raises(RulesError):
        s.block(("Moorland Inquisitor", "Thraben Valiant"))


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_two_blockers_together_may(lang: str) -> None:
    s = _wolf_attacks(lang)
    s.block(("Moorland Inquisitor", "Thraben Valiant"), ("Nettle Swine", "Thraben Valiant"))
    s.advance_to(Step.END_OF_COMBAT)
    assert "Thraben Valiant" in s.in_graveyard("Alice")
    assert s.life("Bob") == 19  # the Wolf was unblocked
