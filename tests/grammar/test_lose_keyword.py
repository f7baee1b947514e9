""" "loses <keyword>" in an instruction (613.1f): an object's lasting change, as "gains" is —
"Until end of turn, Gargoyle Sentinel loses defender and gains flying", 「…は防衛を失い、飛行を
得る」, "That permanent loses indestructible until end of turn". Each row compiles in both
languages to one IR (JA ≡ EN) and renders back in both (parse(render(ir)) == ir)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import Duration, Keyword
from support.texts import bilingual_card, nodes_of_kind

ROWS = [
    (  # Gargoyle Sentinel: the continuative 「失い、」 before the next verb
        "{3}：ターン終了時まで、試作は防衛を失い、飛行を得る。",
        "{3}: Until end of turn, Test loses defender and gains flying.",
        "アーティファクト・クリーチャー — ガーゴイル / Artifact Creature — Gargoyle",
        ir.LoseKeyword(ir.ThisObject(), Keyword.DEFENDER, Duration.END_OF_TURN),
    ),
    (  # Soul Sear: a target's lasting change
        "クリーチャー１体を対象とする。ターン終了時まで、それは破壊不能を失う。",
        "Target creature loses indestructible until end of turn.",
        "インスタント / Instant",
        ir.LoseKeyword(ir.Targeted(0), Keyword.INDESTRUCTIBLE, Duration.END_OF_TURN),
    ),
]


@pytest.mark.parametrize(("ja", "en", "type_line", "expected"), ROWS)
def test_losing_a_keyword_is_an_instruction_in_both_languages(
    ja: str, en: str, type_line: str, expected: ir.LoseKeyword
) -> None:
    """The instruction's node is LoseKeyword, the same whichever language wrote it."""
    pt = "3/3" if "Creature" in type_line else None
    card = bilingual_card(ja, en, type_line, pt)
    assert expected in nodes_of_kind(card.abilities, ir.LoseKeyword)
