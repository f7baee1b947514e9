"""702.108 prowess: "Whenever you cast a noncreature spell, this creature gets +1/+1 until
end of turn" (702.108a); a creature spell or an opponent's spell doesn't trigger it."""

from __future__ import annotations

from ofuda.runtime import Keyword, Scenario, Step
from support.kit import creature, instant
from support.slice_cards import ISLAND

MONK = creature("Monk", "{1}{U}", 1, 2, "Human", keywords=(Keyword.PROWESS,))
BEAR = creature("Bear", "{U}", 2, 2, "Bear")
OPT = instant("Opt", "{U}", lambda ctx: None)


def test_702_108a_a_noncreature_spell_gives_plus_one_until_end_of_turn() -> None:
    s = Scenario()
    s.battlefield("Alice", MONK, ISLAND, ISLAND)
    s.hand("Alice", OPT, OPT)
    s.cast("Alice", "Opt")
    s.resolve()
    assert s.pt("Monk") == (2, 3)
    s.cast("Alice", "Opt")
    s.resolve()
    assert s.pt("Monk") == (3, 4)  # each spell triggers it
    s.advance_to(Step.CLEANUP)
    assert s.pt("Monk") == (1, 2)


def test_702_108a_a_creature_spell_does_not_trigger_it() -> None:
    s = Scenario()
    s.battlefield("Alice", MONK, ISLAND)
    s.hand("Alice", BEAR)
    s.cast("Alice", "Bear")
    s.resolve()
    assert s.pt("Monk") == (1, 2)


def test_702_108a_only_its_controllers_spells_trigger_it() -> None:
    s = Scenario(active="Bob")
    s.battlefield("Alice", MONK)
    s.battlefield("Bob", ISLAND)
    s.hand("Bob", OPT)
    s.cast("Bob", "Opt")
    s.resolve()
    assert s.pt("Monk") == (1, 2)
