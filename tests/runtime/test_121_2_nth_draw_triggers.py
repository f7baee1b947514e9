"""121.2 and 603.2: "Whenever you draw your second card each turn" triggers on that player's
second draw of the turn only — counted from the turn's first draw, the draw step's included and
whether or not the ability was on the battlefield then; never on the third; afresh each turn
(Mystic Skyfish's rulings). Cards compiled by ofuda from text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario, Step
from support.compiled import card_from_text

SCHOLAR = card_from_text(
    "name: 学徒 / Test Scholar\ncost: {1}{U}\ntype: クリーチャー — 人間 / Creature — Human\npt: 1/1\n"
    "ja:\n  あなたが各ターンのあなたの２枚目のカードを引くたび、あなたは１点のライフを得る。\n"
    "en:\n  Whenever you draw your second card each turn, you gain 1 life.\n"
)
BEAR = card_from_text(
    "name: 熊 / Test Bear\ncost: {1}{G}\ntype: クリーチャー — 熊 / Creature — Bear\npt: 2/2\n"
)


def test_121_2_the_second_draw_only() -> None:
    """Alice draws one card (nothing), then two (the second triggers, the third doesn't); Bob's
    second card doesn't trigger Alice's ability."""
    s = Scenario()
    s.battlefield("Alice", SCHOLAR)
    s.library("Alice", *[BEAR] * 5)
    s.library("Bob", *[BEAR] * 3)
    alice, bob = s.player("Alice"), s.player("Bob")
    s.game.draw(alice)
    s.resolve()
    assert s.life("Alice") == 20
    s.game.draw(alice, 2)
    s.resolve()
    assert s.life("Alice") == 21
    s.game.draw(bob, 2)
    s.resolve()
    assert s.life("Alice") == 21


def test_121_2_the_draw_step_card_is_the_first() -> None:
    """In her own turn Alice draws in her draw step (the first card): her next card drawn is
    the second, and triggers it; the next turn counts afresh."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", SCHOLAR)
    s.library("Alice", *[BEAR] * 5)
    s.library("Bob", *[BEAR] * 3)
    s.advance_to(Step.PRECOMBAT_MAIN, new_turn=True)
    assert s.player("Alice").cards_drawn_this_turn == 1
    s.game.draw(s.player("Alice"))
    s.resolve()
    assert s.life("Alice") == 21
    s.advance_to(Step.PRECOMBAT_MAIN, new_turn=True)  # Bob's turn: Alice has drawn nothing
    s.game.draw(s.player("Alice"))
    s.resolve()
    assert s.life("Alice") == 21


def test_121_2_a_card_drawn_before_the_ability_counts() -> None:
    """The first card drawn before the Scholar was on the battlefield still counts: the next
    draw is the second."""
    s = Scenario()
    s.library("Alice", *[BEAR] * 3)
    s.game.draw(s.player("Alice"))
    s.battlefield("Alice", SCHOLAR)
    s.game.draw(s.player("Alice"))
    s.resolve()
    assert s.life("Alice") == 21
