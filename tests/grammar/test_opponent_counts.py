""" "for each opponent you have" / 「あなたの対戦相手１人につき」 and "the number of opponents you
have" / 「あなたの対戦相手の人数」 (102.2): how many opponents the ability's controller has, counted
as the instruction resolves, wherever a count stands. Each row is compiled in both languages to
one IR, checked for what it means, and rendered back in both languages to the same IR."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import Controller, PlayerFilter
from support.texts import YOU, bilingual_card, nodes_of_kind

OPPONENTS = ir.CountOf(ir.EachPlayer(PlayerFilter(controller=Controller.OPPONENT)))


@pytest.mark.parametrize(
    ("ja", "en", "effect"),
    [
        (
            "あなたは、あなたの対戦相手１人につき１点のライフを得る。",
            "You gain 1 life for each opponent you have.",
            ir.GainLife(YOU, OPPONENTS),
        ),
        (
            "あなたの対戦相手１人につき、カードを１枚引く。",
            "Draw a card for each opponent you have.",
            ir.DrawCards(YOU, OPPONENTS),
        ),
        (
            "あなたは、あなたの対戦相手１人につき２点のライフを得る。",
            "You gain 2 life for each opponent you have.",
            ir.GainLife(YOU, ir.Product(2, OPPONENTS)),
        ),
    ],
)
def test_for_each_opponent_you_have(ja: str, en: str, effect: ir.Effect) -> None:
    """One per opponent (N per opponent: N times the count)."""
    card = bilingual_card(ja, en, "インスタント / Instant")
    assert card.abilities[0].effects == (effect,)


def test_the_number_of_opponents_you_have() -> None:
    """ "+X/+X, where X is the number of opponents you have", and its "for each" form."""
    for en in (
        "Target creature gets +1/+1 until end of turn for each opponent you have.",
        "Target creature gets +X/+X until end of turn, where X is the number of opponents you have.",
    ):
        card = bilingual_card(
            "クリーチャー１体を対象とする。ターン終了時まで、それは＋Ｘ/＋Ｘの修整を受ける。Ｘはあなたの対戦相手の人数に等しい。",
            en,
            "インスタント / Instant",
        )
        (pump,) = nodes_of_kind(card.abilities, ir.ModifyPowerToughness)
        assert pump.power == OPPONENTS and pump.toughness == OPPONENTS
