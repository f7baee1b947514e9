"""702.16 protection from a colour (702.16a: a colour is a quality): the four parts, DEBT —
damage from sources of that colour is prevented (702.16e), it can't be enchanted or equipped
by permanents of that colour (702.16c-d), blocked by creatures of that colour (702.16f) or
targeted by spells or abilities of that colour (702.16b); another colour is not stopped."""

from __future__ import annotations

import pytest
from ofuda.runtime import CardType, Color, Enchant, Protection, Scenario
from ofuda.runtime.definitions import ObjectFilter, PlayerFilter, TargetSpec
from ofuda.runtime.engine.errors import IllegalActionError, ScriptError
from ofuda.runtime.engine.replacement.damage import deal_damage
from support.kit import card, creature, instant
from support.slice_cards import MOUNTAIN, SWAMP

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
ANY = TargetSpec(objects=CREATURE, players=PlayerFilter())
KNIGHT = creature("Knight", "{1}{W}", 2, 2, "Human", keywords=(Protection(colors=(Color.BLACK,)),))
ZOMBIE = creature("Zombie", "{1}{B}", 2, 2, "Zombie")
GOBLIN = creature("Goblin", "{1}{R}", 2, 2, "Goblin")
DRAIN = instant("Drain", "{B}", lambda ctx: ctx.deal_damage(ctx.source, ctx.target(0), 2), ANY)
SHOCK = instant("Shock", "{R}", lambda ctx: ctx.deal_damage(ctx.source, ctx.target(0), 2), ANY)


def test_702_16b_it_cant_be_the_target_of_a_spell_of_that_color() -> None:
    s = Scenario()
    s.battlefield("Alice", KNIGHT)
    s.battlefield("Bob", SWAMP, MOUNTAIN)
    s.hand("Bob", DRAIN, SHOCK)
    s.game.active = s.player("Bob")
    with pytest.raises(ScriptError):
        s.cast("Bob", "Drain", "Knight")
    s.cast("Bob", "Shock", "Knight")  # red: not stopped
    s.resolve()
    assert "Knight" in s.in_graveyard("Alice")


def test_702_16e_damage_from_a_source_of_that_color_is_prevented() -> None:
    s = Scenario()
    s.battlefield("Alice", KNIGHT)
    s.battlefield("Bob", ZOMBIE, GOBLIN)
    knight = s.permanent("Knight")
    assert deal_damage(s.game, s.permanent("Zombie"), knight, 2) == 0
    assert deal_damage(s.game, s.permanent("Goblin"), knight, 1) == 1


def test_702_16f_it_cant_be_blocked_by_creatures_of_that_color() -> None:
    s = Scenario()
    s.battlefield("Alice", KNIGHT)
    s.battlefield("Bob", ZOMBIE, GOBLIN)
    s.attack("Knight")
    with pytest.raises(ScriptError, match="choices are: Goblin"):
        s.block(("Zombie", "Knight"))


def test_702_16c_it_cant_be_enchanted_by_an_aura_of_that_color() -> None:
    curse = card(
        "Curse", "{B}", CardType.ENCHANTMENT, subtypes=("Aura",), keywords=(Enchant(CREATURE),)
    )
    s = Scenario()
    s.battlefield("Alice", KNIGHT)
    s.battlefield("Bob", SWAMP)
    s.hand("Bob", curse)
    s.game.active = s.player("Bob")
    with pytest.raises(IllegalActionError, match="can't cast Curse"):  # no legal object
        s.cast("Bob", "Curse", "Knight")
