"""AVR FAQ card notes whose cards compile but had no test yet (issue 7): P23 Call to Serve,
P62 Ghoulflesh, P74 Howlgeist, P119 Wandering Wolf.

Each test is named ``test_faq_<ID>_<bullet>_…`` and quotes its bullet (seed 003, digest §2.5).
The cards are the real AVR cards compiled by ofuda; a card the note needs that is not an AVR
card is written here as text and compiled by ofuda too (``card_from_text``).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import RulesError, Scenario, Step
from support.compiled import card, card_from_text

MOURNER = card_from_text(
    "name: Test Mourner\ncost: {W}\ntype: Enchantment\nen:\n"
    "  Whenever a black creature dies, you gain 2 life.\n"
)


def test_faq_P23_1_call_to_serve_falls_off_a_creature_that_becomes_black() -> None:
    """P23(1) 奉仕へのいざない / Call to Serve: if the enchanted creature becomes black, Call to
    Serve is put into its owner's graveyard at the next SBA check (704.5m, 303.4d). It can
    only enchant a nonblack creature — Ghoulflesh makes the creature a black Zombie."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), card("Call to Serve"))
    s.attach("Call to Serve", "Nettle Swine")
    s.check_state()
    assert s.pt("Nettle Swine") == (5, 5)
    assert s.has_keyword("Nettle Swine", "flying")
    s.battlefield("Alice", card("Ghoulflesh"))
    s.attach("Ghoulflesh", "Nettle Swine")
    s.check_state()
    assert "Call to Serve" in s.in_graveyard("Alice")
    assert s.pt("Nettle Swine") == (3, 2)
    assert not s.has_keyword("Nettle Swine", "flying")


def test_faq_P23_1_call_to_serve_cannot_target_a_black_creature() -> None:
    """P23(1) 奉仕へのいざない / Call to Serve: it can only enchant a nonblack creature — it
    can't be cast on a black creature (Bloodflow Connoisseur), it can on a green one."""
    s = Scenario()
    s.battlefield("Alice", card("Bloodflow Connoisseur"), card("Nettle Swine"))
    s.battlefield("Alice", *[card("Plains")] * 2)
    s.hand("Alice", card("Call to Serve"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Call to Serve", "Bloodflow Connoisseur")
    s.cast("Alice", "Call to Serve", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == (5, 5)


def test_faq_P62_1_ghoulflesh_the_creature_died_a_black_zombie() -> None:
    """P62(1) 腐肉化 / Ghoulflesh: if the creature dies because Ghoulflesh reduced its toughness
    to 0, it was still a black Zombie when it died — look-back information (603.10a): a
    "whenever a black creature dies" ability triggers for the white Thraben Valiant; a green
    creature that dies without Ghoulflesh doesn't trigger it."""
    s = Scenario()
    s.battlefield("Alice", MOURNER, card("Thraben Valiant"), card("Nettle Swine"))
    s.battlefield("Alice", card("Ghoulflesh"))
    s.attach("Ghoulflesh", "Thraben Valiant")
    s.resolve()
    assert "Thraben Valiant" in s.in_graveyard("Alice")
    assert s.life("Alice") == 22
    s.game.destroy(s.permanent("Nettle Swine"))
    s.resolve()
    assert "Nettle Swine" in s.in_graveyard("Alice")
    assert s.life("Alice") == 22


def test_faq_P74_1_howlgeist_a_block_stands_when_its_power_grows() -> None:
    """P74(1) 吠え霊 / Howlgeist: power is compared only when blockers are declared; later
    changes to either creature's power don't undo a block — Nettle Swine (power 4) blocks
    the 4/2 Howlgeist, which then gets +4/+0 from Rush of Blood: still blocked."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Howlgeist"), *[card("Mountain")] * 3)
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", card("Rush of Blood"))
    s.attack("Howlgeist")
    s.block(("Nettle Swine", "Howlgeist"))
    s.cast("Alice", "Rush of Blood", "Howlgeist")
    s.resolve()
    assert s.pt("Howlgeist") == (8, 2)
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20
    assert "Nettle Swine" in s.in_graveyard("Bob")


def test_faq_P74_1_howlgeist_a_weaker_creature_cannot_block_it() -> None:
    """P74(1) 吠え霊 / Howlgeist (contrast): at the declaration a creature with less power
    (Thraben Valiant, 2) can't block it, so Bob takes 4."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Howlgeist"))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.attack("Howlgeist")
    with pytest.raises(RulesError):
        s.block(("Thraben Valiant", "Howlgeist"))


def test_faq_P119_1_wandering_wolf_a_block_stands_when_its_power_grows() -> None:
    """P119(1) さまよう狼 / Wandering Wolf: power is compared only when blockers are declared;
    later changes don't undo a block — Thraben Valiant (power 2) blocks the 2/1 Wolf, which
    then gets +2/+0 from Rush of Blood: still blocked."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Wandering Wolf"), *[card("Mountain")] * 3)
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", card("Rush of Blood"))
    s.attack("Wandering Wolf")
    s.block(("Thraben Valiant", "Wandering Wolf"))
    s.cast("Alice", "Rush of Blood", "Wandering Wolf")
    s.resolve()
    assert s.pt("Wandering Wolf") == (4, 1)
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20
    assert "Thraben Valiant" in s.in_graveyard("Bob")
