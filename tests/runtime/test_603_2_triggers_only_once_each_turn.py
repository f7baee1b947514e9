"""603.2: "This ability triggers only once each turn." — after it has triggered once in a turn,
its object's ability doesn't trigger again that turn (an intervening "if" that was false is no
triggering, 603.4); it may trigger again the next turn, and another object with the same ability
triggers on its own. Cards compiled by ofuda from text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario, Step
from support.compiled import card_from_text

FONT = card_from_text(
    "name: 泉 / Test Font\ncost: {1}{W}\ntype: エンチャント / Enchantment\n"
    "ja:\n  あなたがライフを得るたび、カードを１枚引く。この能力は、毎ターン１回しか誘発しない。\n"
    "en:\n  Whenever you gain life, draw a card. This ability triggers only once each turn.\n"
)
BEAR = card_from_text(
    "name: 熊 / Test Bear\ncost: {1}{G}\ntype: クリーチャー — 熊 / Creature — Bear\npt: 2/2\n"
)


def test_603_2_once_each_turn_then_again_next_turn() -> None:
    """Alice gains life three times: one card drawn; two Fonts: one card each; the next turn
    the first life gained triggers it again."""
    s = Scenario()
    s.battlefield("Alice", FONT)
    s.library("Alice", *[BEAR] * 6)
    s.library("Bob", *[BEAR] * 2)
    alice = s.player("Alice")
    for _ in range(3):
        s.game.gain_life(alice, 1)
        s.resolve()
    assert len(s.in_hand("Alice")) == 1
    s.battlefield("Alice", FONT)
    s.game.gain_life(alice, 1)
    s.resolve()
    assert len(s.in_hand("Alice")) == 2  # the second Font's own first time
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.game.gain_life(alice, 1)
    s.resolve()
    assert len(s.in_hand("Alice")) == 4
