"""How many colours an object has (105.2a–c) as a quality of a noun: "colorless" / 「無色の」,
"monocolored" / 「単色の」, "multicolored" / 「多色の」. Each text compiles in both languages to
one IR (JA ≡ EN) with the bound it means, and renders back in both."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.runtime.definitions import ObjectFilter
from support.texts import bilingual_card, nodes_of_kind


def _filters(node: Any) -> list[ObjectFilter]:
    """Every outermost object filter inside an IR node."""
    return nodes_of_kind(node, ObjectFilter, nested=False)


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "bounds"),
    [
        (
            "無色のクリーチャー１体を対象とし、それを追放する。",
            "Exile target colorless creature.",
            "インスタント / Instant",
            (None, 0),
        ),
        (
            "あなたがコントロールしている他の多色のクリーチャーは＋１/＋０の修整を受ける。",
            "Other multicolored creatures you control get +1/+0.",
            "エンチャント / Enchantment",
            (2, None),
        ),
        (
            "単色のクリーチャー１体を対象とし、それを破壊する。",
            "Destroy target monocolored creature.",
            "ソーサリー / Sorcery",
            (1, 1),
        ),
    ],
)
def test_a_colour_count_bounds_the_noun(
    ja: str, en: str, type_line: str, bounds: tuple[Any, Any]
) -> None:
    """The noun's filter carries (at least, at most) colours, whichever language wrote it."""
    card = bilingual_card(ja, en, type_line)
    counted = [
        f
        for f in _filters(card.abilities)
        if (f.color_count_min, f.color_count_max) != (None, None)
    ]
    assert [(f.color_count_min, f.color_count_max) for f in counted] == [bounds]
