"""One exact mana value in a description (202.3): "with converted mana cost 1" / Oracle "with
mana value 1" / 「点数で見たマナ・コストが１の」, beside the bounds "or less" / "or greater". Each
row is compiled in both languages to one IR, holds both bounds at the number, and renders back."""

from __future__ import annotations

import pytest
from ofuda.runtime.definitions import ObjectFilter
from support.texts import bilingual_card, nodes_of_kind


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "value"),
    [
        (
            "点数で見たマナ・コストが１のパーマネント１つを対象とし、それを追放する。",
            "Exile target permanent with converted mana cost 1.",
            "インスタント / Instant",
            1,
        ),
        (
            "点数で見たマナ・コストが３のクリーチャー１体を対象とし、それを破壊する。",
            "Destroy target creature with mana value 3.",
            "ソーサリー / Sorcery",
            3,
        ),
        (
            "点数で見たマナ・コストが２の各クリーチャーをタップする。",
            "Tap each creature with converted mana cost 2.",
            "インスタント / Instant",
            2,
        ),
    ],
)
def test_exact_mana_value(ja: str, en: str, type_line: str, value: int) -> None:
    """The filter bounds the mana value at the number from both sides."""
    card = bilingual_card(ja, en, type_line)
    bounded = [f for f in nodes_of_kind(card.abilities, ObjectFilter) if f.mana_value_max]
    assert bounded
    assert (bounded[0].mana_value_min, bounded[0].mana_value_max) == (value, value)
