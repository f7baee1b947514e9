""" "This spell can't be countered." / 「この呪文は打ち消されない。」 (101.2, 113.6) and its 2012
form naming the card ("CARDNAME can't be countered." / 「CARDNAMEは打ち消されない。」), on an
instant and on a creature card: one static ability in both languages, rendered back in the
current templating."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.render import render_card
from ofuda.runtime import statics as rt
from support.texts import bilingual_card, codes, nodes_of_kind


@pytest.mark.parametrize(
    ("ja", "en", "type_line"),
    [
        ("この呪文は打ち消されない。", "This spell can't be countered.", "インスタント / Instant"),
        ("試作は打ち消されない。", "Test can't be countered.", "インスタント / Instant"),
        (
            "この呪文は打ち消されない。",
            "This spell can't be countered.",
            "クリーチャー — 馬 / Creature — Horse",
        ),
    ],
)
def test_cant_be_countered(ja: str, en: str, type_line: str) -> None:
    """JA ≡ EN, one static ability with the effect, round trip, current rendering."""
    card = bilingual_card(ja, en, type_line)
    (ability,) = card.abilities
    assert isinstance(ability, ir.StaticAbility) and ability.effects == (rt.CantBeCountered(),)
    assert nodes_of_kind(card.abilities, rt.CantBeCountered)
    assert render_card(card, "ja") == ["この呪文は打ち消されない。"]
    assert render_card(card, "en") == ["This spell can't be countered."]


def test_another_subject_is_no_such_line() -> None:
    """Only the spell itself: "Target spell can't be countered." is no phrase of the language."""
    assert codes("Target spell can't be countered.", "en")
