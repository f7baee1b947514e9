"""611.2b: a one-shot effect's continuous result that lasts "for as long as …" ends as soon as
the condition stops holding, and does not start again if it holds again later; if it does not
hold as the effect would begin, the effect does nothing. One model for every store of the
engine (runtime/engine/layers/durations.py: ``WhileHolds``, checked each time the game state
changes) — a continuous effect, a replacement, a rule on a player, a permission to cast a card
and an ignored effect all end at once."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
import pytest
from ofuda.runtime import Scenario, Step
from ofuda.runtime.definitions import LastsWhile
from support.compiled import card, card_from_text

OVERSEER = card_from_text(
    "name: 監督官 / Test Overseer\ncost: {B}\ntype: クリーチャー — 吸血鬼 / Creature — Vampire\n"
    "pt: 1/1\n"
    "ja:\n  {B}：クリーチャー１体を対象とする。あなたが監督官をコントロールし続けているかぎり、"
    "それのコントロールを得る。\n"
    "en:\n  {B}: Gain control of target creature for as long as you control Test Overseer.\n"
)
WARDEN = card_from_text(
    "name: 看守 / Test Warden\ncost: {W}\ntype: クリーチャー — 人間 / Creature — Human\n"
    "pt: 1/1\n"
    "ja:\n  {W}：クリーチャー１体を対象とする。看守が戦場に残り続けているかぎり、それは＋２/＋２の修整を受ける。\n"
    "en:\n  {W}: Target creature gets +2/+2 for as long as Test Warden remains on the battlefield.\n"
)


def _steal(s: Scenario) -> None:
    s.battlefield("Alice", card("Swamp"), card("Swamp"), OVERSEER)
    s.battlefield("Bob", card("Vorstclaw"))
    s.activate("Alice", "Test Overseer", "Vorstclaw")
    s.resolve()


def test_611_2b_control_ends_as_soon_as_you_no_longer_control_the_source() -> None:
    """Test Overseer / 監督官 ("Gain control of target creature for as long as you control
    Test Overseer"): Alice controls Bob's Vorstclaw, and through her cleanup step (no time
    limit); once the Overseer leaves the battlefield, Vorstclaw goes back to Bob at once."""
    s = Scenario()
    s.library("Alice", card("Plains"), card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"))
    _steal(s)
    assert s.permanent("Vorstclaw").controller.name == "Alice"
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn: no time ends it
    assert s.permanent("Vorstclaw").controller.name == "Alice"
    s.game.destroy(s.permanent("Test Overseer"))
    assert s.permanent("Vorstclaw").controller.name == "Bob"
    assert not s.game.effects


def test_611_2b_the_effect_does_not_start_again_when_the_condition_holds_again() -> None:
    """611.2b: Bob takes the Overseer until end of turn — Alice no longer controls it, so her
    control of Vorstclaw ends; when the Overseer comes back to her in the cleanup step,
    Vorstclaw stays with Bob."""
    from ofuda.runtime.context.resolution import ResolutionContext
    from ofuda.runtime.definitions import Duration

    s = Scenario()
    s.library("Alice", card("Plains"), card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"))
    _steal(s)
    overseer = s.permanent("Test Overseer")
    ResolutionContext(s.game, overseer, s.player("Bob")).gain_control(
        s.player("Bob"), overseer, Duration.END_OF_TURN
    )
    assert overseer.controller.name == "Bob"
    assert s.permanent("Vorstclaw").controller.name == "Bob"
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's cleanup: the Overseer is hers again
    assert overseer.controller.name == "Alice"
    assert s.permanent("Vorstclaw").controller.name == "Bob"


def test_611_2b_a_condition_false_from_the_start_does_nothing() -> None:
    """611.2b: the Warden leaves the battlefield with its ability on the stack: the +2/+2 "for as
    long as Test Warden remains on the battlefield" does nothing."""
    s = Scenario()
    s.battlefield("Alice", card("Plains"), WARDEN, card("Vorstclaw"))
    s.activate("Alice", "Test Warden", "Vorstclaw")
    s.game.destroy(s.permanent("Test Warden"))
    s.resolve()
    assert s.pt("Vorstclaw") == (7, 7)
    assert not s.game.effects


def test_611_2b_a_change_lasts_while_its_source_remains_on_the_battlefield() -> None:
    """Test Warden / 看守: Vorstclaw is 9/9 after the cleanup step and on Bob's turn; it is 7/7
    again as soon as the Warden dies."""
    s = Scenario()
    s.library("Alice", card("Plains"), card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"))
    s.battlefield("Alice", card("Plains"), WARDEN, card("Vorstclaw"))
    s.activate("Alice", "Test Warden", "Vorstclaw")
    s.resolve()
    assert s.pt("Vorstclaw") == (9, 9)
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert s.pt("Vorstclaw") == (9, 9)
    s.game.destroy(s.permanent("Test Warden"))
    assert s.pt("Vorstclaw") == (7, 7)


@pytest.mark.parametrize("condition", list(LastsWhile))
def test_611_2b_every_store_ends_its_records_as_the_condition_stops_holding(
    condition: LastsWhile,
) -> None:
    """One record in each of the five stores (a continuous effect, a prevention shield, a rule
    on a player, a permission to cast, an ignored effect), lasting "for as long as" a condition
    of one object: all are there while it holds, and all end as it stops holding."""
    from ofuda.runtime.context.resolution import ResolutionContext
    from test_611_durations import STORES, _alive, _store_records

    s = Scenario()
    alice = s.player("Alice")
    (anchor,) = s.battlefield("Alice", card("Vorstclaw"))
    if condition is LastsWhile.EXILED:
        (anchor,) = s.exile("Alice", card("Nettle Swine"))
    duration = ResolutionContext(s.game, anchor, alice).for_as_long_as(condition, anchor)
    records = _store_records(s, duration)
    s.game.ensure_fresh()
    assert _alive(s, records) == STORES
    s.advance_to(Step.UPKEEP, new_turn=True)  # no time ends it
    assert _alive(s, records) == STORES
    s.game.move(anchor, "graveyard")
    s.game.ensure_fresh()
    assert _alive(s, records) == set()
