"""702.11d hexproof from a quality: the permanent can't be the target of spells of that quality
its controller's opponents control, nor of abilities they control from sources of that quality;
its controller's own spells target it, another quality is not stopped, and it is no protection
(damage and blocks are not stopped). A "hexproof from" ability is a hexproof ability ("creature
with hexproof" names it)."""

from __future__ import annotations

import pytest
from ofuda.runtime import CardType, Color, HexproofFrom, Keyword, Scenario
from ofuda.runtime.definitions import ObjectFilter, PlayerFilter, TargetSpec
from ofuda.runtime.engine.errors import ScriptError
from ofuda.runtime.engine.objects.targets import can_be_targeted_by, object_matches
from ofuda.runtime.engine.replacement.damage import deal_damage
from support.kit import creature, instant
from support.slice_cards import MOUNTAIN, SWAMP

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
ANY = TargetSpec(objects=CREATURE, players=PlayerFilter())
BEAST = creature("Beast", "{1}{G}", 2, 2, "Beast", keywords=(HexproofFrom(colors=(Color.BLACK,)),))
ZOMBIE = creature("Zombie", "{1}{B}", 2, 2, "Zombie")
DRAIN = instant("Drain", "{B}", lambda ctx: ctx.deal_damage(ctx.source, ctx.target(0), 2), ANY)
SHOCK = instant("Shock", "{R}", lambda ctx: ctx.deal_damage(ctx.source, ctx.target(0), 2), ANY)


def test_702_11d_an_opponents_spell_of_that_quality_cant_target_it() -> None:
    s = Scenario()
    s.battlefield("Alice", BEAST)
    s.battlefield("Bob", SWAMP, MOUNTAIN)
    s.hand("Bob", DRAIN, SHOCK)
    s.game.active = s.player("Bob")
    with pytest.raises(ScriptError):
        s.cast("Bob", "Drain", "Beast")
    s.cast("Bob", "Shock", "Beast")  # red: not stopped
    s.resolve()
    assert "Beast" in s.in_graveyard("Alice")


def test_702_11d_its_controllers_own_spell_of_that_quality_targets_it() -> None:
    s = Scenario()
    s.battlefield("Alice", BEAST, SWAMP)
    s.hand("Alice", DRAIN)
    s.cast("Alice", "Drain", "Beast")
    s.resolve()
    assert "Beast" in s.in_graveyard("Alice")


def test_702_11d_abilities_from_a_source_of_that_quality_an_opponent_controls() -> None:
    s = Scenario()
    s.battlefield("Alice", BEAST)
    s.battlefield("Bob", ZOMBIE)
    beast, zombie = s.permanent("Beast"), s.permanent("Zombie")
    assert not can_be_targeted_by(beast, s.player("Bob"), zombie)
    assert can_be_targeted_by(beast, s.player("Alice"), zombie)  # its controller's own


def test_702_11d_it_is_no_protection_damage_and_blocks_are_not_stopped() -> None:
    s = Scenario()
    s.battlefield("Alice", BEAST)
    s.battlefield("Bob", ZOMBIE)
    assert deal_damage(s.game, s.permanent("Zombie"), s.permanent("Beast"), 1) == 1
    s.attack("Beast")
    s.block(("Zombie", "Beast"))


def test_702_11d_a_hexproof_from_ability_is_a_hexproof_ability() -> None:
    s = Scenario()
    s.battlefield("Alice", BEAST)
    with_hexproof = ObjectFilter(card_types=(CardType.CREATURE,), keywords=(Keyword.HEXPROOF,))
    assert object_matches(s.permanent("Beast"), with_hexproof, None, None)
