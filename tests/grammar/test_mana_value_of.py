"""An object's mana value as a value (202.3): "that creature's converted mana cost" / Oracle
"mana value" / 「そのクリーチャーの点数で見たマナ・コスト」; last known if it left (608.2h). Each
row compiles in both languages to one IR and renders back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from support.texts import bilingual_card, codes, nodes_of_kind


@pytest.mark.parametrize(
    ("ja", "en", "obj"),
    [
        (
            (
                "クリーチャー１体を対象とし、それを破壊する。あなたはそのクリーチャーの点数で見たマナ・コストに"
                "等しい点数のライフを得る。"
            ),
            "Destroy target creature. You gain life equal to that creature's converted mana cost.",
            ir.Targeted(0),  # destroyed: last known (608.2h)
        ),
        (
            (
                "クリーチャー１体を対象とし、それをオーナーの手札に戻す。あなたはそれの点数で見たマナ・コストに"
                "等しい点数のライフを得る。"
            ),
            "Return target creature to its owner's hand. You gain life equal to its mana value.",
            ir.NewObject(ir.Targeted(0)),  # "it": the card it became in the hand (400.7)
        ),
    ],
)
def test_mana_value_of_an_object(ja: str, en: str, obj: object) -> None:
    """The amount is the mana value of the object the reference names."""
    card = bilingual_card(ja, en, "インスタント / Instant")
    assert nodes_of_kind(card.abilities, ir.ManaValueOf) == [ir.ManaValueOf(obj)]


def test_a_player_has_no_mana_value() -> None:
    """Only an object has a mana value (E202)."""
    text = (
        "プレイヤー１人を対象とする。あなたはそのプレイヤーの点数で見たマナ・コストに等しい点数の"
        "ライフを得る。"
    )
    assert "E202" in codes(text, "ja")
