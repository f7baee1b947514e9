"""A noun by its power against the source's: "with power less than CARDNAME's power" /
「CARDNAMEよりもパワーが小さい」 (208.1; the source as it last existed, 608.2h), and the 2018
comma after 「あなたがコントロールしていて、」 that continues the relative clause. Each row compiles
in both languages to one IR and renders back to it; another object's power is rejected."""

from __future__ import annotations

import pytest
from ofuda.runtime.definitions import CardType, Controller, Keyword, ObjectFilter
from support.texts import bilingual_card, codes, nodes_of_kind

CREATURE = "伝説のクリーチャー — 人間・騎士 / Legendary Creature — Human Knight"
LESSER = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU,
                      power_less_than_source=True)


def test_lena_selfless_champion() -> None:
    """Lena, Selfless Champion (M19): sacrificed to pay the cost, her power is the last known."""
    card = bilingual_card(
        ("試作を生け贄に捧げる：ターン終了時まで、あなたがコントロールしていて、試作よりもパワーが"
         "小さいクリーチャーは、破壊不能を得る。"),
        ("Sacrifice Test: Creatures you control with power less than Test's power gain "
         "indestructible until end of turn."),
        CREATURE, "3/3",
    )
    assert LESSER in nodes_of_kind(card.abilities, ObjectFilter)
    assert Keyword.INDESTRUCTIBLE in nodes_of_kind(card.abilities, Keyword)


@pytest.mark.parametrize(
    ("ja", "en", "expected"),
    [
        (  # 2018: a comma after 「コントロールしていて」
            "ターン終了時まで、あなたがコントロールしていて、トークンでないクリーチャーは＋１/＋１の修整を受ける。",
            "Nontoken creatures you control get +1/+1 until end of turn.",
            ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU, token=False),
        ),
    ],
)
def test_a_continued_relative_clause(ja: str, en: str, expected: ObjectFilter) -> None:
    card = bilingual_card(ja, en, "インスタント / Instant")
    assert expected in nodes_of_kind(card.abilities, ObjectFilter)


def test_another_objects_power_is_rejected() -> None:
    assert codes(
        "Sacrifice Test: Until end of turn, creatures you control with power less than that "
        "creature's power gain indestructible.", "en", permanent=True,
    ) == ["E290"]
