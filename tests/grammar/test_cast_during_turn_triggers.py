"""Cast triggers during a player's turn (500.1, 601.2i): "Whenever you cast a spell during an
opponent's turn" / 「あなたが対戦相手のターン中に呪文を唱えるたび」 (Brineborn Cutthroat, M20) and
"… during your turn" / 「…あなたのターン中に…」, with any caster and any spell noun. Each row
compiles in both languages to one trigger and renders back to it."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card

CREATURE = "クリーチャー — 人間 / Creature — Human"

ROWS = [
    (
        "あなたが対戦相手のターン中に呪文を唱えるたび、試作の上に＋１/＋１カウンターを１個置く。",
        "Whenever you cast a spell during an opponent's turn, put a +1/+1 counter on Test.",
        rte.SpellCast(ObjectFilter(), Controller.YOU, during=Controller.OPPONENT),
    ),
    (
        "いずれかの対戦相手があなたのターン中に呪文を唱えるたび、あなたは１点のライフを得る。",
        "Whenever an opponent casts a spell during your turn, you gain 1 life.",
        rte.SpellCast(ObjectFilter(), Controller.OPPONENT, during=Controller.YOU),
    ),
    (
        "あなたが対戦相手のターン中にクリーチャー呪文を唱えるたび、あなたは１点のライフを得る。",
        "Whenever you cast a creature spell during an opponent's turn, you gain 1 life.",
        rte.SpellCast(
            ObjectFilter(card_types=(CardType.CREATURE,)), Controller.YOU, during=Controller.OPPONENT
        ),
    ),
]


@pytest.mark.parametrize("row", ROWS)
def test_cast_during_turn_rows(row: tuple[Any, ...]) -> None:
    """Both languages mean the one trigger and render back to it."""
    ja, en, trigger = row
    card = bilingual_card(ja, en, CREATURE, "1/1")
    assert card.abilities[0].trigger == trigger
