"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): as-enters choices, copies,
"becomes", sacrifice choices and fight.

Each test is named after its note and quotes it; the cards are the real AVR
cards compiled by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

import pytest
from compiled import card, catalogue
from ofuda.runtime import May, Option, Scenario, Step
from ofuda.runtime.definitions import CardType
from ofuda.runtime.errors import IllegalActionError
from ofuda.runtime.keyword_abilities import CREATURE_TYPES


def lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    """``n`` basic lands called ``name``."""
    return [card(name)] * n


def upkeep_scenario() -> Scenario:
    """A scenario at the end of Bob's turn: advancing to the upkeep starts Alice's turn."""
    s = Scenario(active="Bob", step=Step.END)
    for who in ("Alice", "Bob"):
        s.library(who, *lands("Forest", 3))
    return s


# --- P38 Demonic Taskmaster ---------------------------------------------------------------


def test_faq_P38_1_taskmaster_with_no_other_creature_sacrifices_nothing() -> None:
    """P38(1) 悪魔の監督官 / Demonic Taskmaster: if you control no other creature, you
    sacrifice nothing."""
    s = upkeep_scenario()
    s.battlefield("Alice", card("悪魔の監督官"))
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.resolve()
    assert s.on_battlefield("Alice") == ["Demonic Taskmaster"]


def test_faq_P38_2_taskmaster_gone_still_sacrifices_and_two_sacrifice_each_other() -> None:
    """P38(2) Demonic Taskmaster: if the Taskmaster leaves the battlefield between triggering
    and resolving, you must still sacrifice a creature. If you control two Taskmasters and no
    other creatures, each one forces you to sacrifice the other."""
    s = upkeep_scenario()
    s.battlefield("Alice", card("Demonic Taskmaster"), card("Demonic Taskmaster"))
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.resolve()
    # the first trigger to resolve sacrifices the other Taskmaster; the second, whose source
    # has left, still makes Alice sacrifice a creature: the remaining Taskmaster
    assert s.on_battlefield("Alice") == []
    assert s.in_graveyard("Alice") == ["Demonic Taskmaster", "Demonic Taskmaster"]


def test_faq_P38_2_taskmaster_that_left_still_makes_you_sacrifice() -> None:
    """P38(2) Demonic Taskmaster: it left the battlefield before its trigger resolved — you
    still sacrifice a creature."""
    s = upkeep_scenario()
    s.battlefield("Alice", card("Demonic Taskmaster"), card("Nettle Swine"))
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.check_state()
    assert s.on_stack() == ["Demonic Taskmaster's triggered ability"]
    s.game.move(s.permanent("Demonic Taskmaster"), "graveyard")
    s.resolve()
    assert "Nettle Swine" in s.in_graveyard("Alice")


# --- P115 Ulvenwald Tracker -----------------------------------------------------------------


def test_faq_P115_1_tracker_second_target_may_be_your_own_creature() -> None:
    """P115(1) ウルヴェンワルドの足跡追い / Ulvenwald Tracker: the second target may be a
    creature controlled by any player, including you — here the Tracker itself."""
    s = Scenario()
    s.battlefield("Alice", card("ウルヴェンワルドの足跡追い"), card("Thraben Valiant"), *lands("Forest", 2))
    s.activate("Alice", "Ulvenwald Tracker", "Thraben Valiant", "Ulvenwald Tracker")
    s.resolve()
    assert sorted(s.in_graveyard("Alice")) == ["Thraben Valiant", "Ulvenwald Tracker"]


def test_faq_P115_2_tracker_with_an_illegal_target_deals_no_damage() -> None:
    """P115(2) Ulvenwald Tracker: if either or both targets are illegal on resolution,
    neither creature deals or is dealt damage (608.2b, 701.12b)."""
    for gone in ("Thraben Valiant", "Nettle Swine"):
        s = Scenario()
        s.battlefield("Alice", card("Ulvenwald Tracker"), card("Nettle Swine"), *lands("Forest", 2))
        s.battlefield("Bob", card("Thraben Valiant"))
        s.activate("Alice", "Ulvenwald Tracker", "Nettle Swine", "Thraben Valiant")
        s.game.move(s.permanent(gone), "graveyard")
        s.resolve()
        stayed = "Nettle Swine" if gone == "Thraben Valiant" else "Thraben Valiant"
        assert s.permanent(stayed).damage == 0


# --- P25 Cavern of Souls, P94 Riders of Gavony: "choose a creature type" (205.3m) ----------


def test_faq_P25_1_cavern_names_an_existing_creature_type_not_a_card_type() -> None:
    """P25(1) 魂の洞窟 / Cavern of Souls: you must choose an existing creature type such as
    "Zombie" or "Warrior", not a card type such as artifact."""
    s = Scenario()
    s.hand("Alice", card("魂の洞窟"))
    s.script("Alice", Option("Artifact"))
    with pytest.raises(IllegalActionError, match="not a creature type"):
        s.play_land("Alice", "Cavern of Souls")
    s = Scenario()
    s.hand("Alice", card("Cavern of Souls"))
    s.script("Alice", Option("Warrior"))
    s.play_land("Alice", "Cavern of Souls")
    assert s.permanent("Cavern of Souls").choices["creature type"] == "Warrior"


def test_faq_P25_2_a_spell_paid_partly_with_cavern_mana_cant_be_countered() -> None:
    """P25(2) Cavern of Souls: a spell paid for even partly with Cavern's mana can't be
    countered — Thraben Valiant ({1}{W}) paid with the Cavern's {W} and a Forest's {G}."""
    s = Scenario()
    s.battlefield("Alice", card("Forest"))
    s.battlefield("Bob", *lands("Island", 4))
    s.hand("Alice", card("Cavern of Souls"), card("Thraben Valiant"))
    s.hand("Bob", card("Geist Snatch"))
    s.script("Alice", Option("Soldier"))
    s.play_land("Alice", "Cavern of Souls")
    s.cast("Alice", "Thraben Valiant")
    s.cast("Bob", "Geist Snatch", "Thraben Valiant")
    s.resolve()
    assert "Thraben Valiant" in s.on_battlefield("Alice")
    assert "can't be countered" in s.log_text()


def test_faq_P94_riders_names_an_existing_creature_type() -> None:
    """P94 ガヴォニーの騎手 / Riders of Gavony: you must choose an existing creature type
    ("Zombie", "Warrior", …), not a card type such as artifact. The types offered are the
    creature types (205.3m): every creature type of the AVR cards, and no card type, land
    type, artifact type or enchantment type."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 4))
    s.hand("Alice", card("Riders of Gavony"))
    s.script("Alice", Option("Enchantment"))
    with pytest.raises(IllegalActionError, match="not a creature type"):
        s.cast("Alice", "Riders of Gavony")
        s.resolve()
    creature_subtypes = {
        sub
        for definition in catalogue().by_name.values()
        if CardType.CREATURE in definition.card_types
        for sub in definition.subtypes
    }
    assert creature_subtypes <= set(CREATURE_TYPES)
    others = {"Artifact", "Creature", "Enchantment", "Aura", "Equipment", "Plains", "Forest", "Swamp"}
    assert not others & set(CREATURE_TYPES)


# --- P39 Demonlord of Ashmouth ---------------------------------------------------------------


def test_faq_P39_1_demonlord_enters_again_by_undying_and_triggers() -> None:
    """P39(1) 灰口の悪魔王 / Demonlord of Ashmouth: its enters-the-battlefield ability triggers
    however it enters, including via undying."""
    s = Scenario()
    s.battlefield("Alice", card("灰口の悪魔王"))
    s.script("Alice", May(False))
    s.game.move(s.permanent("Demonlord of Ashmouth"), "graveyard")  # it dies: undying returns it
    s.resolve()
    assert s.in_exile() == ["Demonlord of Ashmouth"]
    assert "exile" in s.log_text().lower()


def test_faq_P39_2_sacrificing_is_never_mandatory() -> None:
    """P39(2) Demonlord of Ashmouth: sacrificing another creature is never mandatory, even if
    you control one; you may let the Demonlord be exiled instead."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 4), card("Nettle Swine"), card("Thraben Valiant"))
    s.hand("Alice", card("Demonlord of Ashmouth"))
    s.script("Alice", May(False))
    s.cast("Alice", "Demonlord of Ashmouth")
    s.resolve()
    assert s.in_exile() == ["Demonlord of Ashmouth"]
    assert {"Nettle Swine", "Thraben Valiant"} <= set(s.on_battlefield("Alice"))
