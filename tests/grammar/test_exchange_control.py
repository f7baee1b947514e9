"""701.10: "Exchange control of two target creatures." / 「クリーチャー２体を対象とし、それらの
コントロールを交換する。」, and of a target pair ("target … and target …"): JA ≡ EN, round trip;
"up to two" is refused (the whole exchange or none, 701.10a)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from support.texts import bilingual_card, codes

ROWS = [
    ("クリーチャー２体を対象とし、それらのコントロールを交換する。", "Exchange control of two target creatures."),
    ("あなたがコントロールしているクリーチャー１体と対戦相手がコントロールしているクリーチャー１体を対象とする。"
     "それらのコントロールを交換する。",
     "Exchange control of target creature you control and target creature an opponent controls."),
]


@pytest.mark.parametrize(("ja", "en"), ROWS)
def test_exchange_control(ja: str, en: str) -> None:
    test_card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    (spell,) = test_card.abilities
    (effect,) = spell.effects
    assert isinstance(effect, ir.ExchangeControl) and effect.player == ir.You()
    assert sum(t.count for t in spell.targets) == 2


def test_up_to_two_is_refused() -> None:
    assert "E290" in codes("Exchange control of up to two target creatures.", "en")
