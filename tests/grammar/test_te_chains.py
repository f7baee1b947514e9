"""Japanese instructions chained by the て-form and a comma (2018–20: 「…ライフを得て、カードを
１枚引く」), read as the continuative chain (「…ライフを得、…」); and the て-form of instructions
offered with 「…てもよい」 (608.2d). Each text is compiled in both languages to one IR and
rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from support.texts import bilingual_card, nodes_of_kind


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "kinds"),
    [
        (
            "あなたは１点のライフを得て、カードを１枚引く。",
            "You gain 1 life and draw a card.",
            "ソーサリー / Sorcery",
            (ir.GainLife, ir.DrawCards),
        ),
        (
            "あなたは３点のライフを失って、カードを２枚引く。",
            "You lose 3 life and draw two cards.",
            "ソーサリー / Sorcery",
            (ir.LoseLife, ir.DrawCards),
        ),
        (
            "あなたはカード１枚を捨ててもよい。そうしたなら、カードを１枚引く。",
            "You may discard a card. If you do, draw a card.",
            "インスタント / Instant",
            (ir.DrawCards,),
        ),
    ],
)
def test_a_te_form_chains_instructions(
    ja: str, en: str, type_line: str, kinds: tuple[type, ...]
) -> None:
    """Both languages mean the same instructions, in order."""
    card = bilingual_card(ja, en, type_line)
    for kind in kinds:
        assert nodes_of_kind(card.abilities, kind), (kind, card.abilities)
