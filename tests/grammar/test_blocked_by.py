"""Evasion restrictions of a permanent (509.1b): which creatures can block it ("can't be
blocked by Humans", 「人間にはブロックされない」 (2011), 「黒のクリーチャーによってはブロックされ
ない」, "can't be blocked except by Spirits", 「スピリットによってしかブロックされない」) and how
many ("can't be blocked by more than one creature", "except by two or more creatures", the rule
of menace 702.111b given by an effect). Each row compiles in both languages to one IR, holds the
static effect it means, and renders back to the same IR."""

from __future__ import annotations

import pytest
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CardType, Color, ObjectFilter
from support.texts import bilingual_card, nodes_of_kind

CREATURE = "クリーチャー — 人間 / Creature — Human"
EQUIPMENT = "アーティファクト — 装備品 / Artifact — Equipment"
CREATURES = (CardType.CREATURE,)


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "expected"),
    [
        (
            "試作は人間にはブロックされない。",
            "Test can't be blocked by Humans.",
            CREATURE,
            rt.CantBeBlockedBy(rt.ThisPermanent(), ObjectFilter(subtypes=("Human",))),
        ),
        (
            "試作は黒のクリーチャーによってはブロックされない。",
            "Test can't be blocked by black creatures.",
            CREATURE,
            rt.CantBeBlockedBy(
                rt.ThisPermanent(), ObjectFilter(card_types=CREATURES, colors=(Color.BLACK,))
            ),
        ),
        (
            "試作はスピリットによってしかブロックされない。",
            "Test can't be blocked except by Spirits.",
            CREATURE,
            rt.CanBeBlockedOnlyBy(rt.ThisPermanent(), ObjectFilter(subtypes=("Spirit",))),
        ),
        (
            "試作は、２体以上のクリーチャーによってはブロックされない。",
            "Test can't be blocked by more than one creature.",
            CREATURE,
            rt.BlockersLimit(rt.ThisPermanent(), at_most=1),
        ),
        (
            "試作は、２体以上のクリーチャーによってしかブロックされない。",
            "Test can't be blocked except by two or more creatures.",
            CREATURE,
            rt.BlockersLimit(rt.ThisPermanent(), at_least=2),
        ),
        (
            "装備しているクリーチャーは、２体以上のクリーチャーによってはブロックされない。",
            "Equipped creature can't be blocked by more than one creature.",
            EQUIPMENT,
            rt.BlockersLimit(rt.EquippedCreature(), at_most=1),
        ),
    ],
)
def test_evasion_restrictions(ja: str, en: str, type_line: str, expected: object) -> None:
    """JA ≡ EN, the static effect it means, and the round trip (bilingual_card checks both)."""
    card = bilingual_card(ja, en, type_line)
    assert nodes_of_kind(card.abilities, type(expected)) == [expected]


def test_this_turn_restriction_by_kind_is_no_instruction() -> None:
    """ "can't be blocked by X" is a permanent's statement only: as an instruction with "this
    turn" the runtime has no one-shot form of it, so it stays a diagnostic (never a plain
    "can't be blocked")."""
    from support.texts import codes

    assert codes("Target creature can't be blocked by Humans this turn.", "en")
