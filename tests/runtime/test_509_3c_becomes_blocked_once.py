"""509.3c, 509.3d: "Whenever <subject> becomes blocked" triggers once each combat for the
attacking creature, however many creatures block it (``BecomesBlocked(once=True)``; its object
is the blocked creature); "… becomes blocked by a creature" triggers once for each blocker (its
object is that blocker)."""

from __future__ import annotations

from typing import Any

from ofuda.runtime import Scenario, Step
from ofuda.runtime.statics_triggers import BecomesBlocked
from support.kit import creature, triggered

SEEN: list[Any] = []


def _record(ctx: Any) -> None:
    SEEN.append(ctx.triggering_object())


def _attacker(trigger: BecomesBlocked) -> Any:
    return creature("Raider", "{1}", 3, 3, "Bear", abilities=(triggered(trigger, _record),))


WALL = creature("Wall", "{1}", 0, 4, "Wall")
GUARD = creature("Guard", "{1}", 0, 4, "Soldier")


def _blocked_by_two(trigger: BecomesBlocked) -> tuple[Any, Any, Any]:
    SEEN.clear()
    s = Scenario()
    (raider,) = s.battlefield("Alice", _attacker(trigger))
    wall, guard = s.battlefield("Bob", WALL, GUARD)
    s.attack("Raider")
    s.block(("Wall", "Raider"), ("Guard", "Raider"))
    s.resolve()
    return raider, wall, guard


def test_509_3c_becomes_blocked_triggers_once_for_two_blockers() -> None:
    raider, _, _ = _blocked_by_two(BecomesBlocked(None, once=True))
    assert SEEN == [raider]


def test_509_3d_becomes_blocked_by_a_creature_triggers_for_each_blocker() -> None:
    _, wall, guard = _blocked_by_two(BecomesBlocked(None))
    assert sorted(SEEN, key=id) == sorted([wall, guard], key=id)


def test_509_3c_unblocked_is_no_event() -> None:
    SEEN.clear()
    s = Scenario()
    s.battlefield("Alice", _attacker(BecomesBlocked(None, once=True)))
    s.battlefield("Bob", WALL)
    s.attack("Raider")
    s.block()
    s.advance_to(Step.END_OF_COMBAT)
    assert SEEN == []
