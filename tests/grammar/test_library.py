"""The library, hand and exile language (H1 area), both languages: new texts (on no AVR card)
in AVR phrasing and the exact IR each gives.
"""

from __future__ import annotations

import pytest
from test_effects_ja import YOU, ability

from ofuda.compiler import ir
from ofuda.runtime.definitions import PlayerFilter

EACH_PLAYER = ir.EachPlayer(PlayerFilter())

# 「…て…する」: two predicates of one subject joined by a て-form (no comma).
TE_CHAINS = [
    ("ja", "各プレイヤーは自分の手札をすべて捨ててカードを３枚引く。",
     (ir.DiscardHand(EACH_PLAYER), ir.DrawCards(EACH_PLAYER, 3))),
    ("en", "Each player discards their hand, then draws three cards.",
     (ir.DiscardHand(EACH_PLAYER), ir.DrawCards(EACH_PLAYER, 3))),
    ("ja", "あなたは自分の手札をすべて捨ててカードを２枚引く。",
     (ir.DiscardHand(YOU), ir.DrawCards(YOU, 2))),
    ("ja", "あなたはカードを１枚捨ててカードを２枚引く。",
     (ir.Discard(YOU, 1, False), ir.DrawCards(YOU, 2))),
]


@pytest.mark.parametrize(("lang", "text", "effects"), TE_CHAINS)
def test_te_form_chain(lang: str, text: str, effects: tuple[object, ...]) -> None:
    """「捨ててカードを…引く」 chains like 「捨て、カードを…引く」."""
    assert ability(text, lang) == ir.SpellAbility((), effects)
