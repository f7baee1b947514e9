"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): library, hand and exile cards
(look at, reveal, choose from a revealed hand, cast from exile, linked exiled cards).

Each test is named after its note and quotes it; the cards are the real AVR cards compiled
by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from compiled import card  # noqa: E402

from ofuda.runtime import Choose, May, Scenario, ScriptError  # noqa: E402


def test_faq_P8_1_appetite_for_brains_x_in_a_hand_card_is_0() -> None:
    """P8(1) 脳食願望 / Appetite for Brains: If a card in the player's hand has {X} in its mana
    cost, X is 0 (for the mana-value test) — Entreat the Angels ({X}{X}{W}{W}{W}) has mana value
    3 in a hand and can't be chosen (107.3f)."""
    s = Scenario()
    s.battlefield("Alice", card("Swamp"))
    s.hand("Alice", card("Appetite for Brains"))
    s.hand("Bob", card("Entreat the Angels"), card("Nettle Swine"))
    s.script("Alice", Choose(("Entreat the Angels",)))
    with pytest.raises(ScriptError):
        s.cast("Alice", "Appetite for Brains", "Bob")
        s.resolve()


def test_faq_P8_1_appetite_for_brains_only_x_card_means_nothing_to_choose() -> None:
    """P8(1) 脳食願望 / Appetite for Brains: If a card in the player's hand has {X} in its mana
    cost, X is 0 — with only Entreat the Angels in hand, nothing is exiled."""
    s = Scenario()
    s.battlefield("Alice", card("Swamp"))
    s.hand("Alice", card("Appetite for Brains"))
    s.hand("Bob", card("Entreat the Angels"))
    s.cast("Alice", "Appetite for Brains", "Bob")
    s.resolve()
    assert s.in_hand("Bob") == ["Entreat the Angels"]
    assert s.in_exile() == []


def test_faq_P28_1_corpse_traders_can_sacrifice_itself() -> None:
    """P28(1) 死体の交易商人 / Corpse Traders: You may sacrifice Corpse Traders itself to pay its
    ability's cost."""
    s = Scenario()
    s.battlefield("Alice", card("Corpse Traders"), card("Thraben Valiant"), *[card("Swamp")] * 3)
    s.hand("Bob", card("Nettle Swine"))
    s.script("Alice", Choose(("Corpse Traders",)), Choose(("Nettle Swine",)))
    s.activate("Alice", "Corpse Traders", "Bob")
    assert s.in_graveyard("Alice") == ["Corpse Traders"]
    assert "Thraben Valiant" in s.on_battlefield("Alice")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Nettle Swine"]


def test_faq_P28_2_corpse_traders_activated_right_after_it_enters() -> None:
    """P28(2) 死体の交易商人 / Corpse Traders: If you cast it normally in your main phase, you
    receive priority when it enters. If nothing triggers, you can activate its ability before any
    other player gets a chance to cast spells or activate abilities."""
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 7)
    s.hand("Alice", card("Corpse Traders"))
    s.hand("Bob", card("Zealous Strike"))
    s.cast("Alice", "Corpse Traders")
    s.resolve()
    assert s.on_stack() == [] and "Corpse Traders" in s.on_battlefield("Alice")
    s.script("Alice", Choose(("Zealous Strike",)))
    s.activate("Alice", "Corpse Traders", "Bob")  # no summoning sickness: no {T} in the cost
    s.resolve()
    assert s.in_graveyard("Bob") == ["Zealous Strike"]


def test_faq_P92_1_primal_surge_permanent_card_types() -> None:
    """P92(1) 原初のうねり / Primal Surge: A permanent card is an artifact, creature, enchantment,
    land or planeswalker card — an instant exiled this way stops the process (no question)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 10)
    s.hand("Alice", card("Primal Surge"))
    s.library("Alice", card("Zealous Strike"), card("Nettle Swine"))
    s.cast("Alice", "Primal Surge")
    s.resolve()
    assert s.in_exile() == ["Zealous Strike"]
    assert s.in_library("Alice") == ["Nettle Swine"]


def test_faq_P92_2_primal_surge_keeps_going_until_the_library_is_empty() -> None:
    """P92(2) 原初のうねり / Primal Surge: The repeated process includes the instruction to repeat,
    so you keep exiling cards and putting them onto the battlefield until you can't or choose not
    to — with only permanent cards left, the whole library comes out."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 10)
    s.hand("Alice", card("Primal Surge"))
    s.library("Alice", card("Plains"), card("Island"), card("Nettle Swine"))
    s.script("Alice", May(True), May(True), May(True))
    s.cast("Alice", "Primal Surge")
    s.resolve()
    assert s.in_library("Alice") == []
    assert {"Plains", "Island", "Nettle Swine"} <= set(s.on_battlefield("Alice"))


def test_faq_P92_3_primal_surge_ends_with_a_card_not_put_onto_the_battlefield() -> None:
    """P92(3) 原初のうねり / Primal Surge: Resolution ends when you exile a permanent card that can't
    enter (e.g. an Aura with nothing to enchant) or one you choose not to put onto the
    battlefield."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 10)
    s.hand("Alice", card("Primal Surge"))
    s.library("Alice", card("Island"), card("Nettle Swine"), card("Plains"))
    s.script("Alice", May(True), May(False))
    s.cast("Alice", "Primal Surge")
    s.resolve()
    assert s.in_exile() == ["Nettle Swine"]
    assert s.in_library("Alice") == ["Plains"]


def test_faq_P92_4_primal_surge_enter_triggers_wait_until_it_finishes() -> None:
    """P92(4) 原初のうねり / Primal Surge: Abilities that trigger as these permanents enter go on the
    stack after Primal Surge finishes resolving — Borderland Ranger's trigger waits until the
    last card is exiled."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 10)
    s.hand("Alice", card("Primal Surge"))
    s.library("Alice", card("Borderland Ranger"), card("Zealous Strike"), card("Plains"))
    # the Surge's "you may" for the Ranger, then the Ranger's trigger (after the Surge): decline
    s.script("Alice", May(True), May(False))
    s.cast("Alice", "Primal Surge")
    s.resolve()
    log = s.log_text()
    assert log.index("Zealous Strike is exiled") < log.index("triggered ability triggers")
    assert s.in_exile() == ["Zealous Strike"]
