"""Sums of values (107.1): "A plus B" / 「AとBの合計」, wherever a value stands — an amount of
life ("You gain life equal to …", Ajani, Strength of the Pride), of damage, a "where X is".
Each row is compiled in both languages to one IR and rendered back in both languages."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card, nodes_of_kind

SORCERY = "ソーサリー / Sorcery"
YOUR_CREATURES = ir.CountOf(
    ir.EachObject(ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU))
)


@pytest.mark.parametrize(
    ("ja", "en", "second"),
    [
        (  # Ajani, Strength of the Pride's +1 (M20)
            ("あなたは、あなたがコントロールしているクリーチャーの総数とあなたがコントロールしている"
            "プレインズウォーカーの総数の合計に等しい点数のライフを得る。"),
            ("You gain life equal to the number of creatures you control plus the number of "
            "planeswalkers you control."),
            ir.CountOf(
                ir.EachObject(
                    ObjectFilter(card_types=(CardType.PLANESWALKER,), controller=Controller.YOU)
                )
            ),
        ),
        (
            ("クリーチャー１体を対象とする。ターン終了時まで、それは＋Ｘ/＋０の修整を受ける。Ｘは"
            "あなたがコントロールしているクリーチャーの総数とあなたがコントロールしている人間の総数の"
            "合計に等しい。"),
            ("Target creature gets +X/+0 until end of turn, where X is the number of creatures you "
            "control plus the number of Humans you control."),
            ir.CountOf(ir.EachObject(ObjectFilter(subtypes=("Human",), controller=Controller.YOU))),
        ),
    ],
)
def test_a_sum_adds_its_values(ja: str, en: str, second: object) -> None:
    card = bilingual_card(ja, en, SORCERY)
    (total,) = nodes_of_kind(card.abilities, ir.Sum)
    assert total == ir.Sum((YOUR_CREATURES, second))
