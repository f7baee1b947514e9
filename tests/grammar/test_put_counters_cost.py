"""Putting counters as a cost (118.1, 122.1): "Put a page counter on CARDNAME" / 「CARDNAMEの上に
ページ・カウンターを１個置く」 among an activated ability's costs, with any counter kind the grammar
names and any number. Each row is compiled in both languages to one IR, checked for the cost it
means, and rendered back in both languages to the same IR."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.runtime.definitions import ManaCost, PutCounters, TapSelf
from support.texts import bilingual_card, codes

ARTIFACT = "アーティファクト / Artifact"

ROWS = [
    (  # Mazemind Tome (m21)
        "{T}, 試作の上にページ・カウンターを１個置く：占術１を行う。",
        "{T}, Put a page counter on Test: Scry 1.",
        (TapSelf(), PutCounters("page", 1)),
    ),
    (
        "{1}, 試作の上に蓄積カウンターを２個置く：カードを１枚引く。",
        "{1}, Put two charge counters on Test: Draw a card.",
        (ManaCost("{1}"), PutCounters("charge", 2)),
    ),
    (
        "試作の上に＋１/＋１カウンターを１個置く：あなたは１点のライフを得る。",
        "Put a +1/+1 counter on Test: You gain 1 life.",
        (PutCounters("+1/+1", 1),),
    ),
]


@pytest.mark.parametrize("row", ROWS)
def test_put_counters_cost_rows(row: tuple[Any, ...]) -> None:
    """Each cost is its items, in both languages, and renders back to them."""
    ja, en, items = row
    card = bilingual_card(ja, en, ARTIFACT)
    assert card.abilities[0].cost.items == items


def test_an_instruction_is_not_a_cost() -> None:
    """The same words before a period are the instruction (add_counters), not a cost."""
    text = "At the beginning of your upkeep, put a page counter on Test."
    assert codes(text, "en", permanent=True) == []
