"""702.45a bushido N: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end
of turn." It triggers once however many creatures it blocks or is blocked by (509.3c, 509.3d);
each instance triggers separately (702.45b)."""

from __future__ import annotations

from ofuda.runtime import Keyword, NumberedKeyword, Scenario
from support.kit import creature

SAMURAI = creature(
    "Samurai", "{1}{W}", 2, 2, "Human", "Samurai",
    keywords=(NumberedKeyword(Keyword.BUSHIDO, 2),),
)
TWICE = creature(
    "Twice", "{1}{W}", 1, 1, "Human", "Samurai",
    keywords=(NumberedKeyword(Keyword.BUSHIDO, 1), NumberedKeyword(Keyword.BUSHIDO, 2)),
)
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
WOLF = creature("Wolf", "{1}{G}", 2, 2, "Wolf")


def test_702_45a_blocked_by_two_it_triggers_once() -> None:
    s = Scenario()
    s.battlefield("Alice", SAMURAI)
    s.battlefield("Bob", BEAR, WOLF)
    s.attack("Samurai")
    assert s.pt("Samurai") == (2, 2)  # attacking alone is neither blocking nor blocked
    s.block(("Bear", "Samurai"), ("Wolf", "Samurai"))
    s.resolve()
    assert s.pt("Samurai") == (4, 4)


def test_702_45a_blocking_it_gets_plus_n() -> None:
    s = Scenario()
    s.battlefield("Alice", BEAR)
    s.battlefield("Bob", SAMURAI)
    s.attack("Bear")
    s.block(("Samurai", "Bear"))
    s.resolve()
    assert s.pt("Samurai") == (4, 4)


def test_702_45a_unblocked_it_does_not_trigger() -> None:
    s = Scenario()
    s.battlefield("Alice", SAMURAI)
    s.battlefield("Bob", BEAR)
    s.attack("Samurai")
    s.block()
    s.resolve()
    assert s.pt("Samurai") == (2, 2)


def test_702_45b_each_instance_triggers() -> None:
    s = Scenario()
    s.battlefield("Alice", TWICE)
    s.battlefield("Bob", BEAR)
    s.attack("Twice")
    s.block(("Bear", "Twice"))
    s.resolve()
    assert s.pt("Twice") == (4, 4)
