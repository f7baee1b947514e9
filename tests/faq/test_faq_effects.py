"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): the effects helper's cards —
divided damage and counters, tap-or-untap, pay-life-or-sacrifice, pairing conditions — and
notes of Auras and blocking restrictions.

Each test is named after its note (``test_faq_P<n>_…``; a bullet: ``_<k>``) and quotes it.
The cards are the real AVR cards, compiled by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from compiled import card  # noqa: E402

from ofuda.runtime import Color, Scenario, Step  # noqa: E402


def test_faq_P23_call_to_serve_falls_off_a_creature_that_becomes_black() -> None:
    """P23 奉仕へのいざない / Call to Serve: if the enchanted creature becomes black, Call to
    Serve is put into its owner's graveyard at the next SBA check. It can only enchant a
    nonblack creature. (Here Ghoulflesh makes the creature a black Zombie; 704.5m.)"""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), card("Call to Serve"))
    s.attach("Call to Serve", "Nettle Swine")
    s.check_state()
    assert s.pt("Nettle Swine") == (5, 5) and s.on_battlefield("Alice")[1] == "Call to Serve"
    s.battlefield("Alice", card("Ghoulflesh"))
    s.attach("Ghoulflesh", "Nettle Swine")
    s.check_state()
    assert s.in_graveyard("Alice") == ["Call to Serve"]
    assert s.pt("Nettle Swine") == (3, 2)


def test_faq_P62_ghoulflesh_kills_a_creature_that_dies_as_a_black_zombie() -> None:
    """P62 腐肉化 / Ghoulflesh: if the creature dies because Ghoulflesh reduced its toughness to
    0, or left it with damage at least equal to its toughness, it was still a black Zombie (in
    addition to its other colors and types) when it died. This is look-back information
    (last known information, 608.2h)."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Ghoulflesh"))
    valiant = s.permanent("Thraben Valiant")
    assert "Zombie" not in valiant.subtypes
    s.attach("Ghoulflesh", "Thraben Valiant")
    s.check_state()
    assert "Thraben Valiant" in s.in_graveyard("Alice")
    # The permanent that died answers with its last known characteristics.
    assert {"Zombie", "Human"} <= set(valiant.subtypes)
    assert {Color.BLACK, Color.WHITE} <= set(valiant.colors)


def _alice_attacks(attacker: str, blocker: str) -> Scenario:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card(attacker), *[card("Plains")] * 2)
    s.battlefield("Bob", card(blocker))
    s.hand("Alice", card("Zealous Strike"))
    s.attack(attacker)
    s.block((blocker, attacker))
    return s


def test_faq_P74_howlgeist_block_stays_when_its_power_grows() -> None:
    """P74 吠え霊 / Howlgeist: power is compared only when blockers are declared. Later changes
    to either creature's power don't undo a block or make the Howlgeist unblocked (509.1b)."""
    s = _alice_attacks("Howlgeist", "Nettle Swine")
    s.cast("Alice", "Zealous Strike", "Howlgeist")  # 6/4 now: Nettle Swine's 4 is less
    s.resolve()
    assert s.pt("Howlgeist") == (6, 4)
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20  # still blocked
    assert "Nettle Swine" in s.in_graveyard("Bob")


def test_faq_P119_wandering_wolf_block_stays_when_its_power_grows() -> None:
    """P119 さまよう狼 / Wandering Wolf: power is compared only when blockers are declared.
    Later changes to either creature's power don't undo a block (509.1b)."""
    s = _alice_attacks("Wandering Wolf", "Thraben Valiant")
    s.cast("Alice", "Zealous Strike", "Wandering Wolf")  # 4/3 now: the Valiant's 2 is less
    s.resolve()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20
    assert "Thraben Valiant" in s.in_graveyard("Bob")
    assert "Wandering Wolf" in s.on_battlefield("Alice")
