"""Auras whose own triggered or activated abilities name the creature they enchant
(「エンチャントされているクリーチャー」 / "enchanted creature", 303.4b), on real cards, each
language alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import set_card

LANGS = ["ja", "en"]


@pytest.mark.parametrize("lang", LANGS)
def test_claustrophobia_taps_the_creature_it_enters_attached_to(lang: str) -> None:
    """閉所恐怖症 / Claustrophobia (ISD): "When Claustrophobia enters the battlefield, tap
    enchanted creature." — the ability taps the creature it enchants (Bob's), not Alice's, and
    that creature then stays tapped through Bob's untap step (the Aura's static ability)."""
    island = set_card("isd", "Island")
    s = Scenario()
    s.battlefield("Alice", *[island] * 3, set_card("m19", "Walking Corpse"))
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    s.hand("Alice", set_card("isd", "Claustrophobia", lang))
    bobs = s.permanent("Walking Corpse", "Bob")
    s.cast("Alice", "Claustrophobia", bobs)
    s.resolve()
    assert bobs.tapped
    assert not s.permanent("Walking Corpse", "Alice").tapped
    assert s.permanent("Claustrophobia").attached_to is bobs
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn: his untap step has passed
    assert bobs.tapped


@pytest.mark.parametrize("lang", LANGS)
def test_burden_of_guilt_taps_enchanted_creature_for_one(lang: str) -> None:
    """罪の重責 / Burden of Guilt (DKA): "{1}: Tap enchanted creature." — activated by the
    Aura's controller (the ruling: only Burden of Guilt's controller can activate it); it taps
    the enchanted creature, here Bob's."""
    plains = set_card("isd", "Plains")
    s = Scenario()
    s.battlefield("Alice", plains, plains)
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    s.hand("Alice", set_card("dka", "Burden of Guilt", lang))
    bobs = s.permanent("Walking Corpse", "Bob")
    s.cast("Alice", "Burden of Guilt", bobs)
    s.resolve()
    assert not bobs.tapped
    s.activate("Alice", "Burden of Guilt")
    s.resolve()
    assert bobs.tapped


@pytest.mark.parametrize("lang", LANGS)
def test_capture_sphere_taps_the_creature_flashed_onto(lang: str) -> None:
    """捕獲球 / Capture Sphere (M21): flash; "When Capture Sphere enters the battlefield, tap
    enchanted creature." (2020 「エンチャントしているクリーチャー」)."""
    island = set_card("m21", "Island")
    s = Scenario()
    s.battlefield("Alice", *[island] * 4)
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    s.hand("Alice", set_card("m21", "Capture Sphere", lang))
    bobs = s.permanent("Walking Corpse", "Bob")
    s.cast("Alice", "Capture Sphere", bobs)
    s.resolve()
    assert bobs.tapped
