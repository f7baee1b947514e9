"""702.86a annihilator N: "Whenever this creature attacks, defending player sacrifices N
permanents." The defending player chooses (701.17a); with fewer, they sacrifice all they have."""

from __future__ import annotations

from ofuda.runtime import CardType, Keyword, NumberedKeyword, Scenario
from ofuda.runtime.agents.scripted import Choose
from support.kit import card, creature

CRUSHER = creature(
    "Crusher", "{8}", 8, 8, "Eldrazi", keywords=(NumberedKeyword(Keyword.ANNIHILATOR, 2),)
)
FOREST = card("Forest", None, CardType.LAND, subtypes=("Forest",))
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
WOLF = creature("Wolf", "{1}{G}", 2, 2, "Wolf")


def test_702_86a_defending_player_sacrifices_n_permanents_of_their_choice() -> None:
    s = Scenario()
    s.battlefield("Alice", CRUSHER)
    s.battlefield("Bob", BEAR, WOLF, FOREST)
    s.script("Bob", Choose(("Bear", "Forest")))
    s.attack("Crusher")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Wolf"]
    assert sorted(s.in_graveyard("Bob")) == ["Bear", "Forest"]
    assert s.on_battlefield("Alice") == ["Crusher"]


def test_702_86a_with_fewer_permanents_all_are_sacrificed() -> None:
    s = Scenario()
    s.battlefield("Alice", CRUSHER)
    s.battlefield("Bob", BEAR)
    s.attack("Crusher")
    s.resolve()
    assert s.on_battlefield("Bob") == []
