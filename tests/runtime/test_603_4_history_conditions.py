"""603.4: an intervening "if" is checked as the ability triggers and again as it resolves;
700.4 and 119.3: what died and the life gained or lost this turn are this turn's only (the
history starts afresh as each turn begins). Cards compiled by ofuda from text written here in
both languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario, Step
from support.compiled import card, card_from_text

SHRINE = card_from_text(
    "name: 祠 / Test Shrine\ncost: {1}{W}\ntype: エンチャント / Enchantment\n"
    "ja:\n  あなたのアップキープの開始時に、あなたのライフが５点以下である場合、あなたは５点のライフを得る。\n"
    "en:\n  At the beginning of your upkeep, if you have 5 or less life, you gain 5 life.\n"
)
VIGIL = card_from_text(
    "name: 通夜 / Test Vigil\ncost: {1}{B}\ntype: エンチャント / Enchantment\n"
    "ja:\n  各終了ステップの開始時に、このターンにクリーチャーが死亡していた場合、あなたは１点のライフを得る。\n"
    "en:\n  At the beginning of each end step, if a creature died this turn, you gain 1 life.\n"
)


def test_603_4_checked_as_it_triggers_and_as_it_resolves() -> None:
    """Alice at 5 life: the Shrine triggers; she gains 3 life before it resolves, so the
    condition is false on resolution and it does nothing. At 6 life it doesn't trigger."""
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", SHRINE)
    s.set_life("Alice", 5)
    s.advance_to(Step.UPKEEP)
    assert len(s.game.pending_triggers) == 1
    s.game.gain_life(s.player("Alice"), 3)
    s.resolve()
    assert s.life("Alice") == 8
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", SHRINE)
    s.set_life("Alice", 6)
    s.advance_to(Step.UPKEEP)
    assert s.game.pending_triggers == []


def test_700_4_a_death_counts_in_its_own_turn_only() -> None:
    """A creature dying counts (put into a graveyard from the battlefield, 700.4); the
    next turn the history is empty again."""
    s = Scenario()
    s.battlefield("Alice", VIGIL, card("Thraben Valiant"))
    s.game.destroy(s.permanent("Thraben Valiant"))
    s.advance_to(Step.END)
    s.resolve()
    assert s.life("Alice") == 21
    s.library("Bob", card("Plains"))
    s.advance_to(Step.END, new_turn=True)
    s.resolve()
    assert s.life("Alice") == 21
