"""Blocking or becoming blocked by a creature in one trigger condition (603.2, 509.3c, 509.3d):
"Whenever CARDNAME blocks or becomes blocked by a creature" / 「CARDNAMEがいずれかのクリーチャー
をブロックするかいずれかのクリーチャーにブロックされた状態になるたび」, with the other creature
described by a noun ("a Vampire" / 「いずれかの吸血鬼」) and the subject this object or equipped
creature. Each text is compiled in both languages to one IR (JA ≡ EN), checked for the trigger it
means, and rendered back."""

from __future__ import annotations

import pytest
from ofuda.runtime import statics as rt
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import CardType, ObjectFilter
from support.texts import bilingual_card, codes

CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
VAMPIRE = ObjectFilter(subtypes=("Vampire",))


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "expected"),
    [
        (
            (
                "試作がいずれかのクリーチャーをブロックするかいずれかのクリーチャーにブロックされた"
                "状態になるたび、試作はそのクリーチャーに１点のダメージを与える。"
            ),
            (
                "Whenever Test blocks or becomes blocked by a creature, Test deals 1 damage to"
                " that creature."
            ),
            "クリーチャー — 犬 / Creature — Dog",
            rte.BlocksOrBecomesBlocked(None, CREATURE),
        ),
        (
            (
                "装備しているクリーチャーがいずれかの吸血鬼をブロックするかいずれかの吸血鬼に"
                "ブロックされた状態になるたび、そのクリーチャーを破壊する。"
            ),
            (
                "Whenever equipped creature blocks or becomes blocked by a Vampire, destroy"
                " that creature."
            ),
            "アーティファクト — 装備品 / Artifact — Equipment",
            rte.BlocksOrBecomesBlocked(rt.EquippedCreature(), VAMPIRE),
        ),
    ],
)
def test_blocks_or_becomes_blocked(ja: str, en: str, type_line: str, expected: object) -> None:
    """The subject blocking a creature of the noun, or becoming blocked by one, is the event;
    the other creature is the event's object ("that creature")."""
    card = bilingual_card(ja, en, type_line, "2/1" if "Creature" in type_line else None)
    assert card.abilities[0].trigger == expected


def test_two_different_creatures_in_the_japanese_are_refused() -> None:
    """The Japanese names the other creature twice; two different nouns (a creature it blocks
    and another kind it is blocked by) are no trigger ofuda has: refused (E290), never read as
    one of them."""
    text = (
        "テストがいずれかの吸血鬼をブロックするかいずれかの人間にブロックされた状態になるたび、"
        "カードを１枚引く。"
    )
    assert "E290" in codes(text, "ja", permanent=True)
