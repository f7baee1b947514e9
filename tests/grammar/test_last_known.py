"""What an object was, as it last existed (608.2h): 「～が…だった場合」 / 「…だったなら」 /
"If … was a …". Each row is compiled in both languages to one IR, holds the condition it means
(the object named, never the card it became, 400.7), and renders back to it in each language."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, ObjectFilter
from support.texts import bilingual_card, codes, nodes_of_kind

HUMAN = ObjectFilter(subtypes=("Human",))
ELEMENTAL = ObjectFilter(subtypes=("Elemental",))
CREATURE_CARD = ObjectFilter(card_types=(CardType.CREATURE,))


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "expected"),
    [
        (  # the destroyed target (Death's Caress)
            (
                "クリーチャー１体を対象とし、それを破壊する。そのクリーチャーが人間だった場合、"
                "あなたはそれのタフネスに等しい点数のライフを得る。"
            ),
            (
                "Destroy target creature. If that creature was a Human, you gain life equal to its "
                "toughness."
            ),
            "ソーサリー / Sorcery",
            ir.Matched(ir.Targeted(0), HUMAN),
        ),
        (  # the object a cost paid (Falkenrath Torturer)
            (
                "クリーチャーを１体生け贄に捧げる：カードを１枚引く。その生け贄に捧げられたクリーチャーが"
                "人間だった場合、カードを１枚引く。"
            ),
            (
                "Sacrifice a creature: Draw a card. If the sacrificed creature was a Human, draw a "
                "card."
            ),
            "クリーチャー — 吸血鬼 / Creature — Vampire",
            ir.Matched(ir.PaidObject("sacrificed"), HUMAN),
        ),
        (  # the creature whose dying triggered it, not the card it became (Overgrowth Elemental)
            (
                "他の、あなたがコントロールしているクリーチャーが１体死亡するたび、あなたは１点のライフ"
                "を得る。そのクリーチャーがエレメンタルだったなら、カードを１枚引く。"
            ),
            (
                "Whenever another creature you control dies, you gain 1 life. If that creature was an "
                "Elemental, draw a card."
            ),
            "クリーチャー — エレメンタル / Creature — Elemental",
            ir.Matched(ir.TriggeringObject(), ELEMENTAL),
        ),
        (  # the card exiled from a graveyard, as it was there
            (
                "墓地からカード１枚を対象とし、それを追放する。それがクリーチャー・カードだったなら、"
                "カードを１枚引く。"
            ),
            "Exile target card from a graveyard. If it was a creature card, draw a card.",
            "インスタント / Instant",
            ir.Matched(ir.Targeted(0), CREATURE_CARD),
        ),
    ],
)
def test_was_condition(ja: str, en: str, type_line: str, expected: ir.Matched) -> None:
    """The condition looks at the object as it last existed where it was named."""
    pt = "2/2" if type_line.startswith("クリーチャー") else None
    card = bilingual_card(ja, en, type_line, pt)
    assert nodes_of_kind(card.abilities, ir.Matched) == [expected]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Target player discards a card. If that player was a Human, draw a card.", "en"),
        (
            (
                "プレイヤー１人を対象とする。そのプレイヤーはカードを１枚捨てる。そのプレイヤーが人間だった場合、"
                "カードを１枚引く。"
            ),
            "ja",
        ),
    ],
)
def test_a_player_was_never_of_a_type(text: str, lang: str) -> None:
    """Only an object has a type (E202), in either language."""
    assert "E202" in codes(text, lang)
