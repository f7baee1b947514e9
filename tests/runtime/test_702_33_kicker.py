"""702.33 kicker: "Kicker [cost]" means "You may pay an additional [cost] as you cast this
spell" (702.33a), announced as the spell is cast (601.2b) and added to its total cost (601.2f);
a spell whose kicker cost was paid has been kicked (702.33d), and its "if this spell was
kicked" instructions and the permanent it becomes ("When … enters the battlefield, if it was
kicked, …", 702.33e) look at that."""

from __future__ import annotations

from typing import Any

from ofuda.runtime import Choose, CostReduction, Kick, Kicked, Kicker, Scenario
from ofuda.runtime.definitions import (
    CardType,
    Cost,
    EntersTheBattlefield,
    ManaCost,
    ObjectFilter,
    SacrificePermanents,
    TriggeredAbility,
)
from ofuda.runtime.engine.stack.resolution import copy_spell
from support.kit import card, creature, instant, static
from support.slice_cards import MOUNTAIN, NETTLE_SWINE

_TWO = Kicker(Cost((ManaCost("{2}"),)))


def _bolt(ctx: Any) -> None:
    """Gain 1 life; if this spell was kicked, gain 3 more."""
    ctx.gain_life(ctx.controller, 1)
    if ctx.condition_holds(Kicked()):
        ctx.gain_life(ctx.controller, 3)


def _draw(ctx: Any) -> None:
    ctx.draw_cards(ctx.controller, 1)


KICK_BOLT = instant("Kick Bolt", "{R}", _bolt, keywords=(_TWO,))
FEAST = instant(
    "Feast",
    "{R}",
    _bolt,
    keywords=(Kicker(Cost((SacrificePermanents(ObjectFilter(card_types=())),))),),
)
KICKED_ENTERS = type(
    "KickedEnters",
    (TriggeredAbility,),
    {"trigger": EntersTheBattlefield(), "condition": Kicked(), "resolve": lambda self, ctx: _draw(ctx)},
)
RAIDER = creature("Raider", "{R}", 1, 1, keywords=(_TWO,), abilities=(KICKED_ENTERS,))


def test_702_33a_not_kicked_by_default() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN, MOUNTAIN, MOUNTAIN)
    s.hand("Alice", KICK_BOLT)
    s.cast("Alice", "Kick Bolt")
    assert sum(p.tapped for p in s.game.battlefield.objects) == 1
    s.resolve()
    assert s.life("Alice") == 21


def test_702_33a_the_kicker_cost_is_added_to_the_total_cost() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN, MOUNTAIN, MOUNTAIN)
    s.hand("Alice", KICK_BOLT)
    s.script("Alice", Kick())
    s.cast("Alice", "Kick Bolt")
    assert all(p.tapped for p in s.game.battlefield.objects)  # {R} + {2}
    (spell,) = s.game.stack.objects
    assert spell.kicked  # 702.33d
    s.resolve()
    assert s.life("Alice") == 24
    assert "kicks Kick Bolt" in s.log_text()


def test_702_33a_not_offered_when_it_cannot_be_paid() -> None:
    """601.2f–h: the kicker is offered only when the whole cost could be paid."""
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN, MOUNTAIN)
    s.hand("Alice", KICK_BOLT)
    s.script("Alice", Kick())
    s.cast("Alice", "Kick Bolt")
    (spell,) = s.game.stack.objects
    assert not spell.kicked
    s.resolve()
    assert s.life("Alice") == 21


def test_702_33a_a_kicker_cost_that_is_not_mana() -> None:
    """"Kicker—Sacrifice a permanent.": paid with the rest of the cost (601.2h)."""
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN, NETTLE_SWINE)
    s.hand("Alice", FEAST)
    s.script("Alice", Kick(), Choose(("Nettle Swine",)))
    s.cast("Alice", "Feast")
    assert s.in_graveyard("Alice") == ["Nettle Swine"]
    s.resolve()
    assert s.life("Alice") == 24


def test_702_33d_the_permanent_remembers_it_was_kicked() -> None:
    """702.33e: "When CARDNAME enters the battlefield, if it was kicked, draw a card.\""""
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN, MOUNTAIN, MOUNTAIN)
    s.library("Alice", MOUNTAIN)
    s.hand("Alice", RAIDER)
    s.script("Alice", Kick())
    s.cast("Alice", "Raider")
    s.resolve()
    assert s.permanent("Raider").kicked
    assert s.in_hand("Alice") == ["Mountain"]


def test_702_33d_an_unkicked_permanent_does_not_trigger() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN, MOUNTAIN, MOUNTAIN)
    s.library("Alice", MOUNTAIN)
    s.hand("Alice", RAIDER)
    s.cast("Alice", "Raider")
    s.resolve()
    assert not s.permanent("Raider").kicked and s.in_hand("Alice") == []


def test_702_33d_put_onto_the_battlefield_without_being_cast_it_was_not_kicked() -> None:
    s = Scenario()
    s.library("Alice", MOUNTAIN)
    s.battlefield("Alice", RAIDER)
    assert not s.permanent("Raider").kicked and s.in_hand("Alice") == []


def test_707_10_a_copy_of_a_kicked_spell_is_kicked() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN, MOUNTAIN, MOUNTAIN)
    s.hand("Alice", KICK_BOLT)
    s.script("Alice", Kick())
    s.cast("Alice", "Kick Bolt")
    (spell,) = s.game.stack.objects
    copy_spell(s.game, spell, s.player("Alice"))
    s.resolve()
    assert s.life("Alice") == 28


def test_601_2f_cost_reductions_apply_to_the_total_cost_with_the_kicker() -> None:
    """601.2f: the kicker cost is added to the total cost before reductions apply: {R} kicked
    for {2}, with "instants cost {1} less", costs {1}{R}."""
    reducer = card(
        "Reducer",
        "{2}",
        CardType.ENCHANTMENT,
        abilities=(static(CostReduction((ObjectFilter(card_types=(CardType.INSTANT,)),), 1)),),
    )
    s = Scenario()
    s.battlefield("Alice", reducer, MOUNTAIN, MOUNTAIN)
    s.hand("Alice", KICK_BOLT)
    s.script("Alice", Kick())
    s.cast("Alice", "Kick Bolt")
    (spell,) = s.game.stack.objects
    assert spell.kicked and all(p.tapped for p in s.game.battlefield.objects if p.is_land)
    s.resolve()
    assert s.life("Alice") == 24
