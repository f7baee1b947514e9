""" "that many" / 「その点数に等しい数の」 after a trigger event with an amount (119.3, 120.3) as a phrase
family: the life gained or lost, the damage dealt, counted in cards or counters; and
「その点数に等しい点数のダメージを…に与える」 with the amount before its recipient. Each row is compiled in
both languages to one IR (the trigger event's amount, TriggeringAmount) and rendered back in each
language to the same IR."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from support.texts import bilingual_card, codes, nodes_of_kind

CREATURE = "クリーチャー — ハイドラ / Creature — Hydra"

ROWS = [
    (
        "あなたがライフを失うたび、その点数に等しい枚数のカードを引く。",
        "Whenever you lose life, draw that many cards.",
        ir.DrawCards,
    ),
    (
        "試作にダメージが与えられるたび、その点数に等しい数の＋１/＋１カウンターをこれの上に置く。",
        "Whenever Test is dealt damage, put that many +1/+1 counters on it.",
        ir.AddCounters,
    ),
    (
        "あなたがライフを得るたび、試作の上にその点数に等しい数の＋１/＋１カウンターを置く。",
        "Whenever you gain life, put that many +1/+1 counters on Test.",
        ir.AddCounters,
    ),
    (
        "試作にダメージが与えられるたび、それはその点数に等しい点数のダメージをそれのコントローラーに与える。",
        "Whenever Test is dealt damage, it deals that much damage to its controller.",
        ir.DealDamage,
    ),
]


@pytest.mark.parametrize(("ja", "en", "kind"), ROWS)
def test_that_many_is_the_events_amount(ja: str, en: str, kind: type) -> None:
    """Both languages lower to the one effect whose amount is the trigger event's."""
    card = bilingual_card(ja, en, CREATURE, "2/2")
    (effect,) = nodes_of_kind(card.abilities[0], kind)
    assert effect.amount == ir.TriggeringAmount()


def test_that_many_after_an_event_without_an_amount_refers_to_nothing() -> None:
    """Dying has no amount, and is no "one or more" trigger: "that many" is E201."""
    assert "E201" in codes("When this creature dies, draw that many cards.", "en", permanent=True)
