"""702.79a persist: when a creature with persist dies, if it had no -1/-1 counters on it, it
returns under its owner's control with a -1/-1 counter on it. 702.83a exalted: whenever a
creature its controller controls attacks alone (506.5), that creature gets +1/+1 until end of
turn; each permanent with exalted triggers."""

from __future__ import annotations

from ofuda.runtime import Keyword, Scenario
from ofuda.runtime.engine.objects.game_objects import MINUS_ONE
from support.kit import creature

FINKS = creature("Finks", "{3}", 3, 2, "Ouphe", keywords=(Keyword.PERSIST,))
SQUIRE = creature("Squire", "{W}", 1, 1, "Human", keywords=(Keyword.EXALTED,))
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
WOLF = creature("Wolf", "{1}{G}", 2, 2, "Wolf")


def test_702_79a_persist_returns_it_once_with_a_minus_one_counter() -> None:
    s = Scenario()
    (finks,) = s.battlefield("Alice", FINKS)
    s.game.destroy(finks)
    s.resolve()
    again = s.permanent("Finks")
    assert again.counters.get(MINUS_ONE) == 1 and s.pt("Finks") == (2, 1)
    s.game.destroy(again)
    s.resolve()
    assert "Finks" not in s.on_battlefield()  # it had a -1/-1 counter: it stays dead


def test_702_83a_exalted_pumps_a_creature_attacking_alone_once_per_permanent() -> None:
    s = Scenario()
    s.battlefield("Alice", SQUIRE, SQUIRE, BEAR)
    s.attack("Bear")
    s.resolve()
    assert s.pt("Bear") == (4, 4)


def test_506_5_two_attackers_are_not_alone() -> None:
    s = Scenario()
    s.battlefield("Alice", SQUIRE, BEAR, WOLF)
    s.attack("Bear", "Wolf")
    s.resolve()
    assert len(s.game.combat.attackers) == 2
    assert (s.pt("Bear"), s.pt("Wolf")) == ((2, 2), (2, 2))
