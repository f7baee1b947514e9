"""121.2 and 611.3b: "as long as you've drawn two or more cards this turn" counts the cards its
controller drew this turn (the draw step's included), is checked continuously (the static ability
applies from the second card drawn on, and once only however many more are drawn: Gnarled Sage's
rulings), and starts afresh each turn. Cards compiled by ofuda from text written here in both
languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario, Step
from support.compiled import card_from_text

READER = card_from_text(
    "name: 読書家 / Test Reader\ncost: {1}{U}\ntype: クリーチャー — 人間 / Creature — Human\npt: 1/1\n"
    "ja:\n  このターンにあなたがカードを２枚以上引いているかぎり、読書家は＋２/＋２の修整を受ける。\n"
    "en:\n  As long as you've drawn two or more cards this turn, Test Reader gets +2/+2.\n"
)
BEAR = card_from_text(
    "name: 熊 / Test Bear\ncost: {1}{G}\ntype: クリーチャー — 熊 / Creature — Bear\npt: 2/2\n"
)


def test_611_3b_applies_from_the_second_card_drawn() -> None:
    """One card drawn: 1/1; the second: 3/3; the third: still 3/3; Bob's draws don't count."""
    s = Scenario()
    s.battlefield("Alice", READER)
    s.library("Alice", *[BEAR] * 4)
    s.library("Bob", *[BEAR] * 3)
    s.game.draw(s.player("Bob"), 3)
    s.game.draw(s.player("Alice"))
    assert s.pt("Test Reader") == (1, 1)
    s.game.draw(s.player("Alice"))
    assert s.pt("Test Reader") == (3, 3)
    s.game.draw(s.player("Alice"))
    assert s.pt("Test Reader") == (3, 3)


def test_121_2_counted_afresh_each_turn() -> None:
    """Alice's draw step card and one more: 3/3 in her turn; in Bob's next turn she has drawn
    none: 1/1 again."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", READER)
    s.library("Alice", *[BEAR] * 3)
    s.library("Bob", *[BEAR] * 3)
    s.advance_to(Step.PRECOMBAT_MAIN, new_turn=True)
    s.game.draw(s.player("Alice"))
    assert s.pt("Test Reader") == (3, 3)
    s.advance_to(Step.PRECOMBAT_MAIN, new_turn=True)
    assert s.pt("Test Reader") == (1, 1)
