"""603.7a, 603.7b: a delayed triggered ability created with a stated duration ("Whenever a
creature attacks this turn, …") triggers each time its event happens from its creation on, not
only the next time, and stops triggering once its duration ends (this turn: in the cleanup step,
514.2). A card compiled by ofuda from text written here in both languages."""

from __future__ import annotations

from ofuda.runtime import Scenario, Step
from support.compiled import card_from_text, set_card

RALLY = card_from_text(
    "name: 鬨 / Test Rally\ncost: {W}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  このターン、クリーチャーが１体攻撃するたび、あなたは１点のライフを得る。\n"
    "en:\n  Whenever a creature attacks this turn, you gain 1 life.\n"
)
BEAR = card_from_text(
    "name: 熊 / Test Bear\ncost: {1}{G}\ntype: クリーチャー — 熊 / Creature — Bear\npt: 2/2\n"
)
WOLF = card_from_text(
    "name: 狼 / Test Wolf\ncost: {1}{G}\ntype: クリーチャー — 狼 / Creature — Wolf\npt: 2/2\n"
)
PLAINS = set_card("m21", "Plains")


def _scenario() -> Scenario:
    s = Scenario()
    s.battlefield("Alice", PLAINS, BEAR, WOLF)
    s.battlefield("Bob", BEAR)
    s.hand("Alice", RALLY)
    s.library("Alice", *[BEAR] * 3)
    s.library("Bob", *[BEAR] * 3)
    return s


def test_603_7b_with_a_duration_it_triggers_each_time() -> None:
    """Two creatures attack: it triggers twice (not only the next time), 2 life."""
    s = _scenario()
    s.cast("Alice", "Test Rally")
    s.resolve()
    assert s.life("Alice") == 20  # the spell itself gains nothing
    s.attack("Test Bear", "Test Wolf")
    s.resolve()
    assert s.life("Alice") == 22


def test_603_7a_it_does_not_trigger_on_an_event_before_it_exists() -> None:
    """Cast after combat, it never sees those attacks."""
    s = _scenario()
    s.attack("Test Bear")
    s.resolve()
    s.advance_to(Step.POSTCOMBAT_MAIN)
    s.cast("Alice", "Test Rally")
    s.resolve()
    assert s.life("Alice") == 20


def test_603_7b_this_turn_ends_in_the_cleanup_step() -> None:
    """The next turn it is gone: Bob's attack gains Alice nothing (she takes its 2 damage)."""
    s = _scenario()
    s.cast("Alice", "Test Rally")
    s.resolve()
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert s.game.delayed_triggers == []
    s.attack("Test Bear")
    s.resolve()
    s.advance_to(Step.POSTCOMBAT_MAIN)
    assert s.life("Alice") == 18
