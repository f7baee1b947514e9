"""Amounts worked out on resolution, in both languages to one IR and back: cards "equal to" a
value (「…に等しい枚数のカード」: draw, mill), life lost "equal to" a value, the life a player
gained this turn (119.3: "the amount of life you gained this turn" / 「あなたがこのターンに得た
ライフの点数の合計」) and the creatures that died this turn (700.4: "the number of creatures that
died under your control this turn" / 「このターンにあなたのコントロール下で死亡したクリーチャーの
総数」, "for each creature that died this turn" / 「このターンに死亡したクリーチャー１体につき」)."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card, codes

INSTANT = "インスタント / Instant"
CREATURES = ObjectFilter(card_types=(CardType.CREATURE,))
YOUR_CREATURES = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
COUNT_YOURS = ir.CountOf(ir.EachObject(YOUR_CREATURES))

ROWS = [
    (
        "あなたは、あなたがコントロールするクリーチャーの総数に等しい枚数のカードを引く。",
        "Draw cards equal to the number of creatures you control.",
        COUNT_YOURS,
    ),
    (
        "プレイヤー１人を対象とする。そのプレイヤーは、あなたがコントロールするクリーチャーの総数に等しい点数のライフを失う。",
        "Target player loses life equal to the number of creatures you control.",
        COUNT_YOURS,
    ),
    (
        "プレイヤー１人を対象とする。そのプレイヤーは、あなたがコントロールするクリーチャーの総数に等しい枚数のカードを切削する。",
        "Target player mills cards equal to the number of creatures you control.",
        COUNT_YOURS,
    ),
    (  # Nightmare's Thirst (M19)
        "クリーチャー１体を対象とする。あなたは１点のライフを得る。ターン終了時まで、それは－Ｘ/－Ｘの修整を受ける。Ｘはあなたがこのターンに得たライフの点数の合計に等しい。",
        "You gain 1 life. Target creature gets -X/-X until end of turn, where X is the amount of life you gained this turn.",
        ir.LifeGainedThisTurn(ir.You()),
    ),
    (  # Liliana's Standard Bearer (M21)
        "カードをＸ枚引く。Ｘはこのターンにあなたのコントロール下で死亡したクリーチャーの総数に等しい。",
        "Draw X cards, where X is the number of creatures that died under your control this turn.",
        ir.DiedThisTurnCount(YOUR_CREATURES),
    ),
    (  # Canopy Stalker (M21)
        "あなたは、このターンに死亡したクリーチャー１体につき１点のライフを得る。",
        "You gain 1 life for each creature that died this turn.",
        ir.DiedThisTurnCount(CREATURES),
    ),
]


@pytest.mark.parametrize("row", ROWS)
def test_history_value_rows(row: tuple[Any, ...]) -> None:
    """Each text's amount is its value, in both languages, and renders back to it."""
    ja, en, value = row
    card = bilingual_card(ja, en, INSTANT)
    assert value in _values(card.abilities[0]), card.abilities[0]


def _values(node: Any) -> list[Any]:
    """Every IR node inside ``node``."""
    found: list[Any] = []
    stack = [node]
    while stack:
        item = stack.pop()
        found.append(item)
        if isinstance(item, (tuple, list)):
            stack.extend(item)
        elif isinstance(item, ir.Node):
            stack.extend(getattr(item, f) for f in item.__dataclass_fields__)
    return found


def test_a_died_count_of_another_players_creatures_is_refused() -> None:
    """"Creatures an opponent controls that died this turn": whose at death is not said the way
    ofuda reads (E257), never counted as every creature."""
    text = "Draw a card for each creature an opponent controls that died this turn."
    assert "E257" in codes(text, "en")
