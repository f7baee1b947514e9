"""Instructions on "any number of" objects the player chooses on resolution (608.2d), on the
corpus's cards, each language alone: the player chooses none, some or all; "that many" and "for
each creature tapped this way" count what was chosen (608.2c)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, May, Scenario
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_scapeshift_finds_as_many_lands_as_were_sacrificed(lang: str) -> None:
    """風景の変容 / Scapeshift (M19): "Sacrifice any number of lands. Search your library for up to
    that many land cards, put them onto the battlefield tapped, then shuffle your library." —
    two lands sacrificed, two land cards found and put onto the battlefield tapped."""
    s = Scenario(active="Alice")
    s.battlefield("Alice", *[card("Forest")] * 4, card("Mountain"), card("Plains"))
    s.hand("Alice", set_card("m19", "Scapeshift", lang))
    s.library("Alice", card("Island"), card("Swamp"), card("Forest"))
    s.script("Alice", Choose(("Mountain", "Plains")), Choose(("Island", "Swamp")))
    s.cast("Alice", "Scapeshift")
    s.resolve()
    assert {"Mountain", "Plains"} <= set(s.in_graveyard("Alice"))
    assert s.is_tapped("Island") and s.is_tapped("Swamp")
    assert s.in_library("Alice") == ["Forest"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_scapeshift_with_no_land_sacrificed_finds_nothing(lang: str) -> None:
    """Scapeshift with no land chosen: "up to that many" is up to none (701.19b)."""
    s = Scenario(active="Alice")
    s.battlefield("Alice", *[card("Forest")] * 4)
    s.hand("Alice", set_card("m19", "Scapeshift", lang))
    s.library("Alice", card("Island"))
    s.script("Alice", Choose(()))
    s.cast("Alice", "Scapeshift")
    s.resolve()
    assert s.on_battlefield("Alice").count("Forest") == 4
    assert s.in_library("Alice") == ["Island"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_siege_striker_gets_one_for_each_creature_tapped(lang: str) -> None:
    """包囲戦の打撃者 / Siege Striker (M21): "Whenever Siege Striker attacks, you may tap any number
    of untapped creatures you control. Siege Striker gets +1/+1 until end of turn for each
    creature tapped this way." — two creatures tapped: a 3/3 until end of turn."""
    s = Scenario(active="Alice")
    s.battlefield("Alice", set_card("m21", "Siege Striker", lang), set_card("m19", "Walking Corpse"),
                  card("Thraben Valiant"))
    s.script("Alice", May(True), Choose(("Walking Corpse", "Thraben Valiant")))
    s.attack("Siege Striker")
    s.resolve()
    assert s.is_tapped("Walking Corpse") and s.is_tapped("Thraben Valiant")
    assert s.pt("Siege Striker") == (3, 3)
