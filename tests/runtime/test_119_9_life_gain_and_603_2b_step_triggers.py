"""119.9: "Whenever [a player] gains life" triggers once per life-gaining event, never for a
gain of 0; 603.2b: "at the beginning of each <step>" triggers in every player's turn, "… of
combat on your turn" in its controller's only (507.1). Cards compiled by ofuda from text
written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario, Step
from support.compiled import card, card_from_text

LEECH = card_from_text(
    "name: 吸い手 / Test Leech\ncost: {1}{B}\ntype: クリーチャー — ヒル / Creature — Leech\n"
    "pt: 1/1\nja:\n  いずれかの対戦相手がライフを得るたび、そのプレイヤーはその点数に等しい点数のライフを失う。\n"
    "en:\n  Whenever an opponent gains life, that player loses that much life.\n"
)
DRUM = card_from_text(
    "name: 戦太鼓 / Test Drum\ncost: {2}\ntype: アーティファクト / Artifact\n"
    "ja:\n  各戦闘の開始時に、あなたは１点のライフを得る。\n"
    "en:\n  At the beginning of each combat, you gain 1 life.\n"
)


def test_119_9_an_opponent_gains_life_that_much_and_never_for_zero() -> None:
    """Alice's Test Leech: Bob gains 3 (and loses that much, 3); Bob gains 0 (no event, 119.9:
    nothing happens); Alice gains 2 (she is no opponent of hers: nothing)."""
    s = Scenario()
    s.battlefield("Alice", LEECH)
    s.game.gain_life(s.player("Bob"), 3)
    s.resolve()
    assert s.life("Bob") == 20
    s.game.gain_life(s.player("Bob"), 0)
    s.game.gain_life(s.player("Alice"), 2)
    s.resolve()
    assert s.on_stack() == []
    assert (s.life("Alice"), s.life("Bob")) == (22, 20)


def test_603_2b_beginning_of_each_combat_triggers_in_every_turn() -> None:
    """Alice's Test Drum gains her 1 life at the beginning of combat of her turn and of Bob's."""
    s = Scenario()
    s.battlefield("Alice", DRUM)
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.resolve()
    assert s.life("Alice") == 21
    s.library("Bob", card("Plains"))
    s.advance_to(Step.BEGINNING_OF_COMBAT, new_turn=True)
    s.resolve()
    assert s.life("Alice") == 22
