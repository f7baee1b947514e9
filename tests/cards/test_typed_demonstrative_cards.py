"""A demonstrative with a card type names the target of that type (608.2c), on real 2011–12
cards whose Japanese declares every target first: 「土地１つを対象とし、クリーチャー１体を対象と
する。その土地を破壊する。…そのクリーチャーに13点のダメージを与える。」."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_into_the_maw_of_hell_destroys_the_land_and_burns_the_creature(lang: str) -> None:
    """地獄の口の中 / Into the Maw of Hell: "Destroy target land. Into the Maw of Hell deals 13
    damage to target creature." — Bob's Forest is destroyed and his creature dies; each
    instruction reaches the target of its own type, not the other one."""
    mountain, forest = set_card("isd", "Mountain"), set_card("isd", "Forest")
    s = Scenario()
    s.battlefield("Alice", *[mountain] * 6)
    s.battlefield("Bob", forest, set_card("m19", "Walking Corpse"))
    s.hand("Alice", set_card("isd", "Into the Maw of Hell", lang))
    s.cast(
        "Alice",
        "Into the Maw of Hell",
        s.permanent("Forest", "Bob"),
        s.permanent("Walking Corpse", "Bob"),
    )
    s.resolve()
    s.check_state()
    assert sorted(s.in_graveyard("Bob")) == ["Forest", "Walking Corpse"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_scorch_the_fields_destroys_the_land_and_burns_each_human(lang: str) -> None:
    """野の焼き払い / Scorch the Fields: "Destroy target land. Scorch the Fields deals 1 damage
    to each Human creature." — the land goes; a 1-toughness Human dies, a Zombie stays."""
    mountain, forest = set_card("isd", "Mountain"), set_card("isd", "Forest")
    s = Scenario()
    s.battlefield("Alice", *[mountain] * 5)
    s.battlefield(
        "Bob", forest, set_card("isd", "Doomed Traveler"), set_card("m19", "Walking Corpse")
    )
    s.hand("Alice", set_card("dka", "Scorch the Fields", lang))
    s.cast("Alice", "Scorch the Fields", s.permanent("Forest", "Bob"))
    s.resolve()
    s.check_state()
    assert sorted(s.in_graveyard("Bob")) == ["Doomed Traveler", "Forest"]
    assert "Walking Corpse" in s.on_battlefield("Bob")
