"""702.25a flanking: "Whenever a creature without flanking blocks this creature, the blocking
creature gets -1/-1 until end of turn." Once for each such blocker; a blocker with flanking
does not trigger it."""

from __future__ import annotations

from ofuda.runtime import Keyword, Scenario
from support.kit import creature

CAVALRY = creature("Cavalry", "{1}{W}", 2, 2, "Human", "Knight", keywords=(Keyword.FLANKING,))
LANCER = creature("Lancer", "{1}{W}", 2, 2, "Human", "Knight", keywords=(Keyword.FLANKING,))
ELF = creature("Elf", "{G}", 1, 1, "Elf")
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")


def test_702_25a_each_blocker_without_flanking_gets_minus_one() -> None:
    s = Scenario()
    s.battlefield("Alice", CAVALRY)
    s.battlefield("Bob", ELF, BEAR)
    s.attack("Cavalry")
    s.block(("Elf", "Cavalry"), ("Bear", "Cavalry"))
    s.resolve()
    assert "Elf" in s.in_graveyard("Bob")  # 1/1 - 1/1: toughness 0 (704.5f)
    assert s.pt("Bear") == (1, 1)
    assert s.pt("Cavalry") == (2, 2)


def test_702_25a_a_blocker_with_flanking_does_not_trigger_it() -> None:
    s = Scenario()
    s.battlefield("Alice", CAVALRY)
    s.battlefield("Bob", LANCER)
    s.attack("Cavalry")
    s.block(("Lancer", "Cavalry"))
    s.resolve()
    assert s.pt("Lancer") == (2, 2)


def test_702_25a_blocking_with_flanking_does_nothing() -> None:
    s = Scenario()
    s.battlefield("Alice", BEAR)
    s.battlefield("Bob", CAVALRY)
    s.attack("Bear")
    s.block(("Cavalry", "Bear"))
    s.resolve()
    assert (s.pt("Bear"), s.pt("Cavalry")) == ((2, 2), (2, 2))
