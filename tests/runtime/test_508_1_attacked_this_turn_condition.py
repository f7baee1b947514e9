"""508.1 and 603.4: raid's "if you attacked this turn" holds once its player declared one or more
attackers this turn, whatever became of them; it is checked as the ability triggers and as it
resolves, and starts afresh each turn. Cards compiled by ofuda from text written here in both
languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario, Step
from support.compiled import card_from_text

WARCAMP = card_from_text(
    "name: 陣営 / Test Warcamp\ncost: {1}{R}\ntype: エンチャント / Enchantment\n"
    "ja:\n  強襲 ― あなたの終了ステップの開始時に、このターンにあなたが攻撃していた場合、"
    "あなたは２点のライフを得る。\n"
    "en:\n  Raid — At the beginning of your end step, if you attacked this turn, you gain 2 life.\n"
)
BEAR = card_from_text(
    "name: 熊 / Test Bear\ncost: {1}{G}\ntype: クリーチャー — 熊 / Creature — Bear\npt: 2/2\n"
)


def test_508_1_attacking_with_a_creature() -> None:
    """Alice attacks with a Bear, which dies in combat to Bob's blocker: the end step's ability
    still sees that she attacked."""
    s = Scenario()
    s.battlefield("Alice", WARCAMP, BEAR)
    s.battlefield("Bob", BEAR)
    s.attack("Test Bear")
    s.block(("Test Bear", "Test Bear"))
    s.advance_to(Step.END)
    s.resolve()
    assert s.life("Alice") == 22


def test_603_4_no_attack_no_trigger() -> None:
    """No attackers declared: the ability doesn't trigger; Bob's attack in his own turn isn't
    Alice's."""
    s = Scenario()
    s.battlefield("Alice", WARCAMP, BEAR)
    s.advance_to(Step.END)
    assert s.game.pending_triggers == []
    s.resolve()
    assert s.life("Alice") == 20
