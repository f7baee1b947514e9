"""Several targets of one phrase (115.1, 601.2c): "each of up to two target creatures" where
the instruction gives each its own counters or damage (the Japanese 「それらの上に…をそれぞれ
１個置く」, 「それらにそれぞれ…のダメージを与える」), and "other" after the count ("up to two other
target creatures", 「他の、…最大２体」, 115.3). Each text is compiled in both languages to one IR
and rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import TargetSpec
from support.texts import bilingual_card, nodes_of_kind

CREATURE = "クリーチャー — 人間 / Creature — Human"
SORCERY = "ソーサリー / Sorcery"


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "other", "effect"),
    [
        (
            "クリーチャー最大２体を対象とし、それらの上に＋１/＋１カウンターをそれぞれ１個置く。",
            "Put a +1/+1 counter on each of up to two target creatures.",
            SORCERY,
            False,
            ir.AddCounters,
        ),
        (
            "クリーチャー２体を対象とする。試作はそれらにそれぞれ２点のダメージを与える。",
            "Test deals 2 damage to each of two target creatures.",
            SORCERY,
            False,
            ir.DealDamage,
        ),
        (
            (
                "このクリーチャーが戦場に出たとき、他の、あなたがコントロールしているクリーチャー"
                "最大２体を対象とし、それらの上に＋１/＋１カウンターをそれぞれ１個置く。"
            ),
            (
                "When this creature enters the battlefield, put a +1/+1 counter on each of up to "
                "two other target creatures you control."
            ),
            CREATURE,
            True,
            ir.AddCounters,
        ),
    ],
)
def test_each_of_several_targets(
    ja: str, en: str, type_line: str, other: bool, effect: type
) -> None:
    """One target phrase of two objects; the instruction is done to all of them (AllTargets)."""
    card = bilingual_card(ja, en, type_line, "2/2" if type_line == CREATURE else None)
    (spec,) = nodes_of_kind(card.abilities, TargetSpec)
    assert spec.count == 2
    assert spec.objects is not None and spec.objects.other is other
    (done,) = nodes_of_kind(card.abilities, effect)
    assert ir.AllTargets(0, 2) in (getattr(done, "obj", None), getattr(done, "recipient", None))
