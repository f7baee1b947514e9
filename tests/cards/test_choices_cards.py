"""Scenario tests of the H5 area: as-enters choices, copies, "becomes", sacrifice choices, fight.

Each test names the card in both languages; the cards come from cards_src/avr
through the compiler (see compiled.py).
"""

from __future__ import annotations

import pytest
from compiled import card

from ofuda.runtime import Scenario, Step
from ofuda.runtime.errors import ScriptError


def lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    """``n`` basic lands called ``name``."""
    return [card(name)] * n


def upkeep_scenario() -> Scenario:
    """A scenario at the end of Bob's turn: advancing to the upkeep starts Alice's turn."""
    s = Scenario(active="Bob", step=Step.END)
    for who in ("Alice", "Bob"):
        s.library(who, *lands("Forest", 3))
    return s


# --- sacrifice choices --------------------------------------------------------


def test_demonic_taskmaster_sacrifices_a_creature_other_than_itself() -> None:
    """悪魔の監督官 / Demonic Taskmaster — 「悪魔の監督官以外のクリーチャーを１体生け贄に捧げる」:
    at Alice's upkeep she sacrifices her other creature, and the Taskmaster stays."""
    s = upkeep_scenario()
    s.battlefield("Alice", card("悪魔の監督官"), card("Nettle Swine"))
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.resolve()
    assert s.in_graveyard("Alice") == ["Nettle Swine"]
    assert "Demonic Taskmaster" in s.on_battlefield("Alice")


def test_demonic_taskmaster_alone_sacrifices_nothing() -> None:
    """Demonic Taskmaster with no other creature: nothing is sacrificed, not even itself."""
    s = upkeep_scenario()
    s.battlefield("Alice", card("Demonic Taskmaster"), *lands("Swamp", 2))
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.resolve()
    assert s.in_graveyard("Alice") == []
    assert s.on_battlefield("Alice").count("Demonic Taskmaster") == 1


# --- fight (701.12) -----------------------------------------------------------


def test_ulvenwald_tracker_makes_two_creatures_fight() -> None:
    """ウルヴェンワルドの足跡追い / Ulvenwald Tracker — 「その前者はその後者と格闘を行う」:
    Alice's 4/3 and Bob's 2/1 deal damage equal to their power to each other."""
    s = Scenario()
    s.battlefield("Alice", card("ウルヴェンワルドの足跡追い"), card("Nettle Swine"), *lands("Forest", 2))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.activate("Alice", "Ulvenwald Tracker", "Nettle Swine", "Thraben Valiant")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Thraben Valiant"]
    assert s.permanent("Nettle Swine").damage == 2


def test_ulvenwald_tracker_second_target_must_differ_from_the_first() -> None:
    """Ulvenwald Tracker: "another target creature" is another than the first target — once
    the Tracker is the first target, it is no choice for the second."""
    s = Scenario()
    s.battlefield("Alice", card("Ulvenwald Tracker"), *lands("Forest", 2))
    with pytest.raises(ScriptError, match="the choices are: nothing"):
        s.activate("Alice", "Ulvenwald Tracker", "Ulvenwald Tracker", "Ulvenwald Tracker")
    assert s.on_stack() == []
