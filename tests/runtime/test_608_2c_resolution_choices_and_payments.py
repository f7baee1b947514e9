"""Resolution-context methods of the trigger area, rule by rule: a creature fighting itself
(701.14c), payments on resolution (118.12, "if you do"), options offered to several players
(101.4) and lasting type changes from an instruction (611.2a, 205.1b)."""

from __future__ import annotations

from typing import Any

from ofuda.runtime import (
    CardType,
    Color,
    May,
    ObjectFilter,
    Scenario,
    Step,
    TargetSpec,
)
from support.kit import creature, instant
from support.slice_cards import MOUNTAIN

CREATURE = TargetSpec(objects=ObjectFilter(card_types=(CardType.CREATURE,)))
BEAR = creature("Test Bear", "{1}{G}", 2, 5)


def _cast(fn: Any, *decisions: Any, targets: tuple[TargetSpec, ...] = (CREATURE,)) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", BEAR, MOUNTAIN, MOUNTAIN)
    s.hand("Alice", instant("Test Spell", "{R}", fn, *targets))
    if decisions:
        s.script("Alice", *decisions)
    s.cast("Alice", "Test Spell", *(["Test Bear"] * len(targets)))
    s.resolve()
    return s


def test_701_14c_a_creature_that_fights_itself_deals_twice_its_power_to_itself() -> None:
    s = _cast(lambda ctx: ctx.fight(ctx.target(0), ctx.target(1)), targets=(CREATURE, CREATURE))
    assert s.permanent("Test Bear").damage == 4


def test_118_12a_declining_to_pay_lets_the_instruction_happen() -> None:
    def fn(ctx: Any) -> None:
        # "<instruction> unless you pay {1}", as compiled (codegen._unless)
        ctx.pay_mana(ctx.controller, "{1}", 1)
        if not ctx.you_did():
            ctx.add_colors_and_types(ctx.target(0), (Color.BLACK,), ("Zombie",))

    declined = _cast(fn, May(False))
    assert "Zombie" in declined.permanent("Test Bear").subtypes
    paid = _cast(fn, May(True))
    assert "Zombie" not in paid.permanent("Test Bear").subtypes
    assert paid.is_tapped("Mountain")


def test_118_3_a_payment_that_cant_be_made_is_not_made() -> None:
    results: list[bool] = []
    _cast(lambda ctx: results.append(ctx.pay_mana(ctx.controller, "{5}", 1)), May(True))
    assert results == [False]


def test_608_2c_if_you_do_follows_the_payment() -> None:
    results: list[bool] = []

    def fn(ctx: Any) -> None:
        ctx.pay_mana(ctx.controller, "{1}", 1)
        results.append(ctx.you_did())

    _cast(fn, May(True))
    _cast(fn, May(False))
    assert results == [True, False]


def test_101_4_an_option_offered_to_each_opponent_names_the_one_who_took_it() -> None:
    chosen: list[Any] = []

    def fn(ctx: Any) -> None:
        if ctx.may(ctx.opponents(ctx.controller)):
            chosen.append(ctx.chooser())
        chosen.append(ctx.a_player_did())

    s = Scenario()
    s.battlefield("Alice", BEAR, MOUNTAIN)
    s.hand("Alice", instant("Test Spell", "{R}", fn))
    s.script("Bob", May(True))
    s.cast("Alice", "Test Spell")
    s.resolve()
    assert [getattr(c, "name", c) for c in chosen] == ["Bob", True]


def test_611_2a_an_instructions_type_change_lasts_past_the_turn() -> None:
    s = _cast(lambda ctx: ctx.add_colors_and_types(ctx.target(0), (Color.BLACK,), ("Zombie",)))
    s.advance_to(Step.UPKEEP, new_turn=True)
    bear = s.permanent("Test Bear")
    assert Color.BLACK in bear.colors and "Zombie" in bear.subtypes
