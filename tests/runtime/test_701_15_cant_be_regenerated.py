"""701.15: a regeneration shield replaces the next destruction of its permanent this turn — but
not a destruction that "can't be regenerated" ("Destroy target creature. It can't be
regenerated.": ``ctx.destroy(obj, regenerable=False)``), which puts it into the graveyard and
leaves the shield unused for a later, plain destruction."""

from __future__ import annotations

from ofuda.runtime import Scenario
from ofuda.runtime.definitions import CardType, ObjectFilter, TargetSpec
from support.kit import creature, instant
from support.slice_cards import FOREST, SWAMP

TARGET = TargetSpec(objects=ObjectFilter(card_types=(CardType.CREATURE,)))
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
REGEN = instant("Regen", "{G}", lambda ctx: ctx.regenerate(ctx.target(0)), TARGET)
MURDER = instant("Murder", "{B}", lambda ctx: ctx.destroy(ctx.target(0)), TARGET)
SLAY = instant("Slay", "{B}", lambda ctx: ctx.destroy(ctx.target(0), regenerable=False), TARGET)
WRATH = instant(
    "Wrath", "{B}",
    lambda ctx: ctx.destroy(ctx.each_object(ObjectFilter(card_types=(CardType.CREATURE,))), regenerable=False),
)


def _shielded_bear() -> Scenario:
    s = Scenario()
    s.battlefield("Alice", BEAR, FOREST)
    s.battlefield("Bob", SWAMP, SWAMP)
    s.hand("Alice", REGEN)
    s.cast("Alice", "Regen", "Bear")
    s.resolve()
    return s


def test_701_15_a_shield_saves_from_a_plain_destruction() -> None:
    s = _shielded_bear()
    s.hand("Bob", MURDER)
    s.cast("Bob", "Murder", "Bear")
    s.resolve()
    assert "Bear" in s.on_battlefield("Alice") and "regenerates" in s.log_text()


def test_701_15_a_destruction_that_cant_be_regenerated_ignores_the_shield() -> None:
    s = _shielded_bear()
    s.hand("Bob", SLAY)
    s.cast("Bob", "Slay", "Bear")
    s.resolve()
    assert "Bear" in s.in_graveyard("Alice") and "regenerates" not in s.log_text()


def test_701_15_a_group_that_cant_be_regenerated_is_destroyed_whole() -> None:
    s = _shielded_bear()
    s.hand("Bob", WRATH)
    s.cast("Bob", "Wrath")
    s.resolve()
    assert "Bear" in s.in_graveyard("Alice")
