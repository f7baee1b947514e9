"""122.6, 603.2: "Whenever one or more [kind] counters are put on <subject>" — the runtime's
``CountersPutOn``: once for each object and each event that puts counters on it, whatever the
number; a kind (None: any kind); the subject this object, a noun's permanents, or its host."""

from __future__ import annotations

from typing import Any

from ofuda.runtime import Scenario
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from ofuda.runtime.statics_triggers import CountersPutOn, EquippedCreature
from support.kit import card, creature, triggered

YOUR_CREATURES = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)


def _watcher(trigger: Any, seen: list[tuple[str, int]]) -> Any:
    return creature(
        "Watcher",
        "{G}",
        1,
        1,
        "Elf",
        abilities=(
            triggered(
                trigger,
                lambda ctx: seen.append(
                    (ctx.triggering_object().name, ctx.triggering_amount())
                ),
            ),
        ),
    )


def test_122_6_once_for_each_object_and_each_event() -> None:
    """Two counters put on one creature at once trigger once (the amount is 2); counters on two
    creatures are two events; an opponent's creature is not "a creature you control"."""
    seen: list[tuple[str, int]] = []
    s = Scenario()
    s.battlefield("Alice", _watcher(CountersPutOn(YOUR_CREATURES, "+1/+1"), seen))
    s.battlefield("Alice", creature("Bear", "{1}{G}", 2, 2, "Bear"))
    s.battlefield("Bob", creature("Wolf", "{1}{G}", 2, 2, "Wolf"))
    s.game.add_counters(s.permanent("Bear"), "+1/+1", 2)
    s.game.add_counters(s.permanent("Watcher"), "+1/+1", 1)
    s.game.add_counters(s.permanent("Wolf"), "+1/+1", 1)
    s.resolve()
    assert sorted(seen) == [("Bear", 2), ("Watcher", 1)]


def test_122_6_a_kind_or_any_kind() -> None:
    """A +1/+1 trigger ignores -1/-1 and charge counters; a trigger of any kind (None) sees
    each of them."""
    plus: list[tuple[str, int]] = []
    any_kind: list[tuple[str, int]] = []
    s = Scenario()
    s.battlefield("Alice", _watcher(CountersPutOn(None, "+1/+1"), plus))
    s.battlefield("Alice", creature("Spy", "{U}", 1, 1, "Human", abilities=(
        triggered(CountersPutOn(None, None),
                  lambda ctx: any_kind.append((ctx.triggering_object().name, 0))),
    )))
    s.game.add_counters(s.permanent("Watcher"), "-1/-1", 1)
    s.game.add_counters(s.permanent("Spy"), "charge", 2)
    s.game.add_counters(s.permanent("Spy"), "-1/-1", 1)
    s.resolve()
    assert plus == [] and any_kind == [("Spy", 0), ("Spy", 0)]


def test_122_6_equipped_creature() -> None:
    """An Equipment's "equipped creature": counters put on the creature it is attached to."""
    seen: list[tuple[str, int]] = []
    blade = card(
        "Blade",
        "{1}",
        CardType.ARTIFACT,
        subtypes=("Equipment",),
        abilities=(
            triggered(
                CountersPutOn(EquippedCreature(), "+1/+1"),
                lambda ctx: seen.append((ctx.triggering_object().name, 0)),
            ),
        ),
    )
    s = Scenario()
    s.battlefield("Alice", blade, creature("Bear", "{1}{G}", 2, 2, "Bear"))
    s.battlefield("Alice", creature("Wolf", "{1}{G}", 2, 2, "Wolf"))
    s.attach("Blade", "Bear")
    s.game.add_counters(s.permanent("Wolf"), "+1/+1", 1)
    s.game.add_counters(s.permanent("Bear"), "+1/+1", 1)
    s.resolve()
    assert seen == [("Bear", 0)]
