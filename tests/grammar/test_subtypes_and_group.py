"""205.3m: "Werewolf and Wolf creatures" / 「狼男・クリーチャーと狼・クリーチャー」 as a group
static's subject (611.3a): creatures with either subtype, one filter (an object matches any of a
filter's subtypes); JA ≡ EN, rendered back as printed."""

from __future__ import annotations

import pytest
from ofuda.compiler.render import render_card
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card, nodes_of_kind


@pytest.mark.parametrize(
    ("ja", "en", "subtypes", "other"),
    [
        (
            "あなたがコントロールする他の狼男・クリーチャーと狼・クリーチャーは＋１/＋１の修整を受ける。",
            "Other Werewolf and Wolf creatures you control get +1/+1.",
            ("Werewolf", "Wolf"),
            True,
        ),
        (
            "あなたがコントロールする吸血鬼・クリーチャーとゾンビ・クリーチャーは＋１/＋１の修整を受ける。",
            "Vampire and Zombie creatures you control get +1/+1.",
            ("Vampire", "Zombie"),
            False,
        ),
    ],
)
def test_two_subtypes_group(ja: str, en: str, subtypes: tuple[str, ...], other: bool) -> None:
    """The group is creatures you control with either subtype; the text renders back as written."""
    card = bilingual_card(ja, en, "クリーチャー — 狼 / Creature — Wolf")
    group = ObjectFilter(
        card_types=(CardType.CREATURE,), subtypes=subtypes, controller=Controller.YOU, other=other
    )
    assert nodes_of_kind(card.abilities, rt.AddPowerToughness) == [
        rt.AddPowerToughness(rt.PermanentsMatching(group), 1, 1)
    ]
    assert render_card(card, "ja") == [ja]
    assert render_card(card, "en") == [en]
