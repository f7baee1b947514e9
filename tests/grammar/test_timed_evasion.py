"""Evasion restrictions an instruction imposes "this turn" (509.1b): which creatures can block
an object and how many, the restrictions a permanent states (50c-blocked-by.lark) said by an
instruction for a while. Each row compiles in both languages to one IR with the restriction
and its duration, and renders back in both."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Duration, ObjectFilter
from support.texts import bilingual_card, codes, nodes_of_kind

CREATURES = ObjectFilter(card_types=(CardType.CREATURE,))


@pytest.mark.parametrize(
    ("ja", "en", "expected"),
    [
        (
            # Ghirapur Guide (M19)
            ("あなたがコントロールしているクリーチャー１体を対象とする。このターン、それはパワーが"
            "２以下のクリーチャーによってはブロックされない。"),
            ("Target creature you control can't be blocked by creatures with power 2 or less "
            "this turn."),
            ir.CantBeBlockedBy(
                ir.Targeted(0), ObjectFilter(card_types=(CardType.CREATURE,), power_max=2),
                False, Duration.END_OF_TURN,
            ),
        ),
        (
            # Departed Deckhand (M19): Oracle's "this turn" before "except by"
            ("あなたがコントロールしている他のクリーチャー１体を対象とする。このターン、それは"
            "スピリットによってしかブロックされない。"),
            "Another target creature you control can't be blocked this turn except by Spirits.",
            ir.CantBeBlockedBy(
                ir.Targeted(0), ObjectFilter(subtypes=("Spirit",)), True, Duration.END_OF_TURN
            ),
        ),
        (
            ("クリーチャー１体を対象とする。このターン、それは２体以上のクリーチャーによっては"
            "ブロックされない。"),
            "Target creature can't be blocked by more than one creature this turn.",
            ir.LimitBlockers(ir.Targeted(0), 1, 1, Duration.END_OF_TURN),
        ),
        (
            ("クリーチャー１体を対象とする。このターン、それは２体以上のクリーチャーによってしか"
            "ブロックされない。"),
            "Target creature can't be blocked this turn except by two or more creatures.",
            ir.LimitBlockers(ir.Targeted(0), 2, None, Duration.END_OF_TURN),
        ),
    ],
)
def test_an_instructions_evasion_restriction_lasts_the_turn(ja: str, en: str, expected: Any) -> None:
    card = bilingual_card(ja, en, "インスタント / Instant")
    found = nodes_of_kind(card.abilities, type(expected))
    assert found == [expected]


def test_a_permanents_statement_has_no_duration() -> None:
    """A static ability applies while the permanent is there (E250): "this turn" in a
    permanent's statement of the restriction is refused, not dropped."""
    text = "Test can't be blocked this turn except by two or more creatures."
    assert codes(text, "en", permanent=True) == ["E250"]


def test_an_instruction_without_a_duration_is_refused() -> None:
    """A restriction in an instruction needs "this turn" (E210): on an instant, "can't be
    blocked by Humans" alone would last forever."""
    assert codes("Target creature can't be blocked by Humans.", "en") == ["E210"]
