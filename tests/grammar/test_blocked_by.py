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


def test_this_turn_restriction_by_kind_is_the_restriction_by_kind() -> None:
    """ "can't be blocked by X this turn" as an instruction is the restriction by kind for the
    turn (ir.CantBeBlockedBy, tests/grammar/test_timed_evasion.py), never a plain "can't be
    blocked"."""
    from ofuda.compiler import ir
    from ofuda.runtime.definitions import Duration
    from support.texts import compile_text

    compiled = compile_text("Target creature can't be blocked by Humans this turn.", "en")
    assert compiled.card is not None
    assert nodes_of_kind(compiled.card.abilities, ir.CantBeBlocked) == []
    (restriction,) = nodes_of_kind(compiled.card.abilities, ir.CantBeBlockedBy)
    assert restriction.blockers == ObjectFilter(subtypes=("Human",))
    assert restriction.duration == Duration.END_OF_TURN
