"""Conditions on what you did this turn, beside life gained and creatures died (603.4,
611.3b): "you've drawn two or more cards this turn" / 「このターンにあなたがカードを２枚以上引いて
いる」 (121.2; Tome Anima, Gnarled Sage) and raid's "you attacked this turn" / 「このターンに
あなたが攻撃していた」 (508.1). Each row is compiled in both languages to one IR, checked for the
condition it means, and rendered back in both languages to the same IR."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from ofuda.runtime.conditions import AttackedThisTurn, DrewCardsThisTurn
from ofuda.runtime.definitions import Controller
from support.texts import bilingual_card

CREATURE = "クリーチャー — 人間 / Creature — Human\npt: 2/2"
DREW_TWO = DrewCardsThisTurn(Controller.YOU, 2)

ROWS = [
    (  # Tome Anima (m21): the English says the condition after the statement
        "このターンにあなたがカードを２枚以上引いているかぎり、試作はブロックされない。",
        "Test can't be blocked as long as you've drawn two or more cards this turn.",
        DREW_TWO,
    ),
    (  # Gnarled Sage (m21)
        "このターンにあなたがカードを２枚以上引いているかぎり、試作は＋０/＋２の修整を受け警戒を持つ。",
        "As long as you've drawn two or more cards this turn, Test gets +0/+2 and has vigilance.",
        DREW_TWO,
    ),
    (
        "このターンにあなたがカードを３枚以上引いているかぎり、試作は＋２/＋２の修整を受ける。",
        "As long as you've drawn three or more cards this turn, Test gets +2/+2.",
        DrewCardsThisTurn(Controller.YOU, 3),
    ),
    (  # an intervening "if" (603.4)
        ("あなたの終了ステップの開始時に、このターンにあなたがカードを２枚以上引いていた場合、"
        "あなたは２点のライフを得る。"),
        ("At the beginning of your end step, if you've drawn two or more cards this turn, you gain"
        " 2 life."),
        DREW_TWO,
    ),
    (  # raid (強襲), 508.1
        "強襲 ― 試作が戦場に出たとき、このターンにあなたが攻撃していた場合、カードを１枚引く。",
        "Raid — When Test enters the battlefield, if you attacked this turn, draw a card.",
        AttackedThisTurn(Controller.YOU),
    ),
    (
        "あなたの終了ステップの開始時に、このターンにあなたが攻撃していた場合、あなたは１点のライフを得る。",
        "At the beginning of your end step, if you attacked this turn, you gain 1 life.",
        AttackedThisTurn(Controller.YOU),
    ),
]


@pytest.mark.parametrize("row", ROWS)
def test_this_turn_history_rows(row: tuple[Any, ...]) -> None:
    """Each text means its condition, in both languages, and renders back to it."""
    ja, en, condition = row
    card = bilingual_card(ja, en, CREATURE)
    assert card.abilities[0].condition == condition


def test_an_instruction_if_you_attacked() -> None:
    """608.2c: an instruction's "if" is the same condition, checked as it resolves."""
    card = bilingual_card(
        "このターンにあなたが攻撃していた場合、あなたは３点のライフを得る。",
        "If you attacked this turn, you gain 3 life.",
        "インスタント / Instant",
    )
    assert "AttackedThisTurn" in repr(card.abilities[0])


def _codes(ja: str) -> list[str]:
    source = f"name: 試作 / Test\ntype: クリーチャー — 人間 / Creature — Human\npt: 2/2\nja:\n  {ja}\n"
    return [d.code for d in compile_source(SourceFile("t.card", source)).diagnostics]


def test_another_players_history_is_refused() -> None:
    """ofuda looks at what you did: an opponent's draws are E257, never read as yours."""
    text = "このターンに対戦相手がカードを２枚以上引いているかぎり、試作は＋１/＋１の修整を受ける。"
    assert _codes(text) == ["E257"]
