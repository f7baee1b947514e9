"""701.26 and 603.2: "Whenever … becomes tapped / untapped" triggers on each permanent of its
subject that changes status — by a {T} cost, by attacking (508.1f), by an effect, in the untap
step (502.3: the ability waits for the upkeep's priority) — and never on a permanent that
enters the battlefield tapped (110.5b), nor on an effect that finds it already so. Cards
compiled by ofuda from text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario, Step
from support.compiled import card_from_text

SENTRY = card_from_text(
    "name: 番兵 / Test Sentry\ncost: {1}{W}\ntype: クリーチャー — 人間 / Creature — Human\npt: 2/2\n"
    "ja:\n  番兵がアンタップ状態になるたび、あなたは１点のライフを得る。\n"
    "  {T}：カードを１枚引く。\n"
    "en:\n  Whenever Test Sentry becomes untapped, you gain 1 life.\n"
    "  {T}: Draw a card.\n"
)
DRILL = card_from_text(
    "name: 教練 / Test Drill\ncost: {1}{W}\ntype: エンチャント / Enchantment\n"
    "ja:\n  あなたがコントロールしているクリーチャーが１体タップ状態になるたび、あなたは２点のライフを得る。\n"
    "en:\n  Whenever a creature you control becomes tapped, you gain 2 life.\n"
)
BEAR = card_from_text(
    "name: 熊 / Test Bear\ncost: {1}{G}\ntype: クリーチャー — 熊 / Creature — Bear\npt: 2/2\n"
)
WATCHMAN = card_from_text(
    "name: 見張り / Test Watchman\ncost: {1}{W}\ntype: クリーチャー — 人間 / Creature — Human\npt: 2/2\n"
    "ja:\n  警戒\n"
    "en:\n  Vigilance\n"
)


def test_701_26b_untapped_in_the_untap_step_triggers_in_upkeep() -> None:
    """502.3: Alice's tapped Sentry untaps in her untap step; its ability triggers then and is
    put on the stack as she would receive priority in her upkeep (Ghostly Pilferer's ruling)."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", SENTRY, tapped=True)
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert not s.is_tapped("Test Sentry")
    s.resolve()
    assert s.life("Alice") == 21


def test_701_26b_an_untapped_permanent_is_not_untapped_again() -> None:
    """An untapped Sentry in the untap step, or untapped by an effect, doesn't become untapped."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", SENTRY)
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert s.game.untap(s.permanent("Test Sentry")) is False
    s.resolve()
    assert s.life("Alice") == 20


def test_701_26a_a_tap_cost_and_attacking_tap_it() -> None:
    """The {T} cost of the Sentry's ability taps it (+2 from the Drill); attacking taps the
    Bear (+2); the Watchman's vigilance keeps it untapped (no trigger, 702.20b)."""
    s = Scenario()
    s.battlefield("Alice", DRILL, SENTRY, BEAR, WATCHMAN)
    s.library("Alice", BEAR)
    s.activate("Alice", "Test Sentry")
    s.resolve()
    assert s.life("Alice") == 22
    s.attack("Test Bear", "Test Watchman")
    s.resolve()
    assert s.life("Alice") == 24


def test_110_5b_entering_tapped_is_not_becoming_tapped() -> None:
    """A creature put onto the battlefield tapped never became tapped: no trigger; the Bob's
    creature becoming tapped doesn't trigger Alice's "creature you control"."""
    s = Scenario()
    s.battlefield("Alice", DRILL)
    (bear,) = s.hand("Alice", BEAR)
    s.game.move(bear, "battlefield", tapped=True)
    assert s.is_tapped("Test Bear")
    s.battlefield("Bob", BEAR)
    s.game.tap(s.permanent("Test Bear", "Bob"))
    s.resolve()
    assert s.life("Alice") == 20
