"""Blocking a creature of a noun (603.2, 509.3d): "Whenever CARDNAME blocks a creature with
flying" / 「CARDNAMEが飛行を持つクリーチャーを１体ブロックするたび」 — once for each attacking
creature of the noun it blocks, which "that creature" names. Each text is compiled in both
languages to one IR (JA ≡ EN), checked for the trigger it means, and rendered back."""

from __future__ import annotations

import pytest
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import CardType, ObjectFilter
from support.texts import bilingual_card, codes

CREATURE = (CardType.CREATURE,)


@pytest.mark.parametrize(
    ("ja", "en", "blocked"),
    [
        (
            "試作が飛行を持つクリーチャーを１体ブロックするたび、ターン終了時まで、試作は＋２/＋０の"
            "修整を受ける。",
            "Whenever Test blocks a creature with flying, Test gets +2/+0 until end of turn.",
            ObjectFilter(card_types=CREATURE, keywords=("flying",)),
        ),
        (
            "試作がクリーチャーを１体ブロックするたび、そのクリーチャーを破壊する。",
            "Whenever Test blocks a creature, destroy that creature.",
            ObjectFilter(card_types=CREATURE),
        ),
        (
            "試作が吸血鬼を１体ブロックするたび、あなたは２点のライフを得る。",
            "Whenever Test blocks a Vampire, you gain 2 life.",
            ObjectFilter(subtypes=("Vampire",)),
        ),
    ],
)
def test_blocks_a_creature_of_a_noun(ja: str, en: str, blocked: ObjectFilter) -> None:
    """This object blocking an attacking creature of the noun is the event."""
    card = bilingual_card(ja, en, "クリーチャー — 蜘蛛 / Creature — Spider", "1/3")
    assert card.abilities[0].trigger == rte.BlocksCreature(None, blocked)


def test_blocking_two_creatures_at_once_is_refused() -> None:
    """Each creature blocked is an event of its own (509.3d): 「２体ブロックするたび」 is no
    trigger ofuda has — refused (E290), never read as one creature."""
    text = "テストがクリーチャーを２体ブロックするたび、カードを１枚引く。"
    assert "E290" in codes(text, "ja", permanent=True)
