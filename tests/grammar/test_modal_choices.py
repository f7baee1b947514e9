"""How many modes a modal spell's caster chooses (700.2): "Choose one or both —" /
「以下から１つまたは両方を選ぶ。」 (two modes, either or both), "Choose one or more —" /
「以下から１つ以上を選ぶ。」 (2020, 崇高な天啓) and 「１つまたは複数を選ぶ」 (2012, 茨の雨), in the
bulleted and the 2012 one-line layouts. Each row compiles in both languages to one IR and renders
back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from support.texts import bilingual_card, codes

SORCERY = "ソーサリー / Sorcery"


@pytest.mark.parametrize(
    ("ja", "en", "minimum", "maximum", "modes"),
    [
        (
            "以下から１つまたは両方を選ぶ。\n• カードを１枚引く。\n• あなたは３点のライフを得る。",
            "Choose one or both —\n• Draw a card.\n• You gain 3 life.",
            1,
            2,
            2,
        ),
        (
            (
                "以下から１つ以上を選ぶ。\n• カードを１枚引く。\n• あなたは３点のライフを得る。\n"
                "• クリーチャー１体を対象とする。それを破壊する。"
            ),
            "Choose one or more —\n• Draw a card.\n• You gain 3 life.\n• Destroy target creature.",
            1,
            3,
            3,
        ),
        (
            (
                "以下から１つまたは複数を選ぶ。\n• カードを１枚引く。\n• あなたは３点のライフを得る。\n"
                "• クリーチャー１体を対象とする。それを破壊する。"
            ),
            "Choose one or more —\n• Draw a card.\n• You gain 3 life.\n• Destroy target creature.",
            1,
            3,
            3,
        ),
        (  # the 2012 one-line layout
            "以下の２つから１つまたは両方を選ぶ。「カードを１枚引く。」「あなたは３点のライフを得る。」",
            "Choose one or both — Draw a card; and/or you gain 3 life.",
            1,
            2,
            2,
        ),
        (  # "one or more" of two modes is "one or both" (the same range; rendered so)
            "以下から１つ以上を選ぶ。\n• カードを１枚引く。\n• あなたは３点のライフを得る。",
            "Choose one or both —\n• Draw a card.\n• You gain 3 life.",
            1,
            2,
            2,
        ),
    ],
)
def test_how_many_modes(ja: str, en: str, minimum: int, maximum: int, modes: int) -> None:
    """JA ≡ EN, the range of modes, and the round trip (bilingual_card checks both)."""
    card = bilingual_card(ja, en, SORCERY)
    (spell,) = card.abilities
    assert isinstance(spell, ir.ModalSpell)
    assert (spell.minimum, spell.maximum, len(spell.modes)) == (minimum, maximum, modes)


def test_one_or_both_of_three_modes_is_refused() -> None:
    """ "one or both" says there are two modes; three are a misprint, never "one or more"."""
    text = "Choose one or both —\n  • Draw a card.\n  • You gain 3 life.\n  • Destroy target creature."
    assert "E290" in codes(text, "en")
