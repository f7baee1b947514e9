"""「…では攻撃もブロックもできない」 (2018–20) = 「…は攻撃したりブロックしたりできない」 (2012) =
"can't attack or block" (508.1c, 509.1b), compiled in both languages to one IR and rendered
back in each."""

from __future__ import annotations

import pytest
from ofuda.runtime import statics as rt
from support.texts import bilingual_card, nodes_of_kind


@pytest.mark.parametrize(
    "ja",
    [
        "装備しているクリーチャーでは攻撃もブロックもできない。",
        "装備しているクリーチャーは攻撃したりブロックしたりできない。",
    ],
)
def test_cant_attack_or_block_in_both_wordings(ja: str) -> None:
    """Both Japanese wordings are the one English statement: no attack, no block."""
    card = bilingual_card(
        ja,
        "Equipped creature can't attack or block.",
        "アーティファクト — 装備品 / Artifact — Equipment",
    )
    assert nodes_of_kind(card.abilities, rt.CantAttack), card.abilities
    assert nodes_of_kind(card.abilities, rt.CantBlock), card.abilities
