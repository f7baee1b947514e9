"""609.7, 120.1: "a source you control" as the one dealing damage in a trigger
(``AnySource``): any object of the ability's controller that deals damage — a permanent (its
ability's damage, 609.7a's source) as much as a spell — and none of another player's."""

from __future__ import annotations

from typing import Any

from ofuda.runtime import Controller, ObjectFilter, Scenario
from ofuda.runtime.statics_triggers import AnySource, DealsDamageToPlayer
from support.kit import activated, creature, instant, triggered
from support.slice_cards import MOUNTAIN

SEEN: list[Any] = []


def _record(ctx: Any) -> None:
    SEEN.append(ctx.triggering_object())


def _ping_bob(ctx: Any) -> None:
    bob = next(p for p in ctx.game.players if p.name == "Bob")
    ctx.deal_damage(ctx.source, bob, 1)


WATCHER = creature(
    "Watcher", "{1}", 1, 1, "Elemental",
    abilities=(
        triggered(
            DealsDamageToPlayer(AnySource(Controller.YOU), player=Controller.OPPONENT), _record
        ),
    ),
)
PINGER = creature("Pinger", "{1}", 1, 1, "Goblin", abilities=(activated(_ping_bob),))


def test_609_7_a_permanent_of_yours_is_a_source_you_control() -> None:
    """Alice's Pinger deals 1 damage to Bob: the Watcher triggers, its object the Pinger."""
    SEEN.clear()
    s = Scenario()
    s.battlefield("Alice", WATCHER, PINGER)
    s.activate("Alice", "Pinger")
    s.resolve()
    s.resolve()
    assert SEEN == [s.permanent("Pinger")]


def test_609_7_another_players_source_is_not_yours() -> None:
    """Bob's Pinger dealing damage to Bob is no source Alice controls (nor is Bob her
    opponent's damage to himself hers): no trigger."""
    SEEN.clear()
    s = Scenario(active="Bob")
    s.battlefield("Alice", WATCHER)
    s.battlefield("Bob", PINGER)
    s.activate("Bob", "Pinger")
    s.resolve()
    s.resolve()
    assert SEEN == []


# 109.2: "a permanent you control" is a permanent; a spell dealing damage is none
PERMANENT_WATCHER = creature(
    "Permanent Watcher", "{1}", 1, 1, "Elemental",
    abilities=(
        triggered(
            DealsDamageToPlayer(ObjectFilter(controller=Controller.YOU), player=Controller.OPPONENT),
            _record,
        ),
    ),
)
BOLT_BOB = instant("Bolt Bob", "{R}", _ping_bob)


def test_109_2_a_spell_is_no_permanent_dealing_damage() -> None:
    """Alice's instant deals 1 damage to Bob: "a permanent you control" does not trigger (a
    spell on the stack is no permanent, 109.2); her Pinger's ability does."""
    SEEN.clear()
    s = Scenario()
    s.battlefield("Alice", PERMANENT_WATCHER, PINGER, MOUNTAIN)
    s.hand("Alice", BOLT_BOB)
    s.cast("Alice", "Bolt Bob")
    s.resolve()
    assert s.player("Bob").life == 19
    assert SEEN == []
    s.activate("Alice", "Pinger")
    s.resolve()
    s.resolve()
    assert SEEN == [s.permanent("Pinger")]


def test_109_2_a_source_you_control_includes_a_spell() -> None:
    """609.7: "a source you control" is any object of hers, the instant too."""
    SEEN.clear()
    s = Scenario()
    s.battlefield("Alice", WATCHER, MOUNTAIN)
    s.hand("Alice", BOLT_BOB)
    s.cast("Alice", "Bolt Bob")
    s.resolve()
    s.resolve()
    assert len(SEEN) == 1 and SEEN[0].name == "Bolt Bob"
