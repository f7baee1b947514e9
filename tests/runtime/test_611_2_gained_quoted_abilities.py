"""611.2a, 611.2c, 613.1f: abilities (written in quotation marks, 113.2c) that a resolving spell
gives objects for a duration — ``ctx.gain_abilities``.

The objects are locked in as the effect begins (611.2c): a permanent arriving later doesn't gain
them. The effect is in layer 6 and ends with its duration (514.2). Each effect gives new
instances: an object given the same ability twice has it twice, each working on its own
(113.2c), unlike a static grant of one class.
"""

from __future__ import annotations

from ofuda.runtime import (
    CardType,
    Controller,
    Dies,
    Duration,
    ObjectFilter,
    Scenario,
    Step,
    TapSelf,
    TargetSpec,
)
from ofuda.runtime.engine.layers.layer_effects import LAYER_ABILITIES
from support.kit import activated, creature, instant, triggered

CREATURE = TargetSpec(objects=ObjectFilter(card_types=(CardType.CREATURE,)))
DRAW_ON_TAP = activated(lambda ctx: ctx.draw_cards(ctx.controller, 1), TapSelf())
DRAW_ON_DEATH = triggered(Dies(), lambda ctx: ctx.draw_cards(ctx.controller, 1))


def _gift(name: str, ability: type, obj: object = None) -> object:
    """An instant: until end of turn, its target (or the objects ``obj`` selects) gains
    ``ability``."""
    if obj is None:
        return instant(
            name, None, lambda ctx: ctx.gain_abilities(ctx.target(0), (ability,), Duration.END_OF_TURN),
            CREATURE,
        )
    return instant(name, None, lambda ctx: ctx.gain_abilities(obj(ctx), (ability,), Duration.END_OF_TURN))  # type: ignore[operator]


def test_611_2a_a_gained_ability_works_until_end_of_turn() -> None:
    s = Scenario()
    s.battlefield("Alice", creature("Bear", "{1}{G}", 2, 2))
    s.library("Alice", creature("Card A", "{G}", 1, 1), creature("Card B", "{G}", 1, 1))
    s.hand("Alice", _gift("Insight", DRAW_ON_TAP))
    s.cast("Alice", "Insight", "Bear")
    s.resolve()
    s.activate("Alice", "Bear")
    s.resolve()
    assert s.in_hand("Alice") == ["Card A"] and s.is_tapped("Bear")
    s.advance_to(Step.CLEANUP)  # 514.2: "until end of turn" ends
    assert not s.permanent("Bear").activated


def test_611_2c_the_affected_objects_are_locked_in() -> None:
    """Each creature you control gains it; a creature entering afterwards doesn't."""
    yours = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
    s = Scenario()
    s.battlefield("Alice", creature("Bear", "{1}{G}", 2, 2), creature("Elf", "{G}", 1, 1))
    s.battlefield("Bob", creature("Goblin", "{R}", 1, 1))
    s.hand("Alice", _gift("Mass Insight", DRAW_ON_TAP, lambda ctx: ctx.each_object(yours)))
    s.cast("Alice", "Mass Insight")
    s.resolve()
    assert len(s.permanent("Bear").activated) == 1 and len(s.permanent("Elf").activated) == 1
    assert not s.permanent("Goblin").activated
    s.battlefield("Alice", creature("Wolf", "{1}{G}", 2, 2))
    assert not s.permanent("Wolf").activated


def test_113_2c_the_same_ability_gained_twice_works_twice() -> None:
    """Two effects each give the dies trigger: the creature has two instances, and dying draws
    two cards; its leaves-the-battlefield abilities look back in time (603.10a)."""
    s = Scenario()
    s.battlefield("Alice", creature("Bear", "{1}{G}", 2, 2))
    s.library("Alice", creature("Card A", "{G}", 1, 1), creature("Card B", "{G}", 1, 1))
    s.hand("Alice", _gift("Omen", DRAW_ON_DEATH), _gift("Omen", DRAW_ON_DEATH))
    s.cast("Alice", "Omen", "Bear")
    s.resolve()
    s.cast("Alice", "Omen", "Bear")
    s.resolve()
    assert len(s.permanent("Bear").chars.abilities) == 2
    s.game.destroy(s.permanent("Bear"))
    s.resolve()
    assert sorted(s.in_hand("Alice")) == ["Card A", "Card B"]


def test_611_2a_an_object_gone_before_resolution_gains_nothing() -> None:
    """The target left: the spell does nothing to it (608.2b), and nothing else gains it."""
    s = Scenario()
    s.battlefield("Alice", creature("Bear", "{1}{G}", 2, 2))
    s.hand("Alice", _gift("Insight", DRAW_ON_TAP))
    s.cast("Alice", "Insight", "Bear")
    s.game.destroy(s.permanent("Bear"))
    s.resolve()
    assert "Bear" in s.in_graveyard("Alice")
    assert not [e for e in s.game.effects if e.layer == LAYER_ABILITIES]
