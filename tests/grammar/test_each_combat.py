"""「各戦闘で、」 (2019–20) before a subject or after a continuative: "attacks each combat if
able" (508.1d, 2012 「可能なら毎ターン攻撃する」) and "can block an additional creature each combat"
(509.1b, 2012 「さらに１体の…」). Each row is compiled in both languages to one IR and rendered
back in each."""

from __future__ import annotations

import pytest
from ofuda.runtime import statics as rt
from support.texts import bilingual_card, nodes_of_kind


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "kind"),
    [
        (
            "各戦闘で、試作は可能なら攻撃する。",
            "Test attacks each combat if able.",
            "アーティファクト・クリーチャー — 構築物 / Artifact Creature — Construct",
            rt.AttacksEachCombat,
        ),
        (
            "装備しているクリーチャーは＋２/＋２の修整を受け、各戦闘で、可能なら攻撃する。",
            "Equipped creature gets +2/+2 and attacks each combat if able.",
            "アーティファクト — 装備品 / Artifact — Equipment",
            rt.AttacksEachCombat,
        ),
        (
            "各戦闘で、試作は追加で１体のクリーチャーをブロックできる。",
            "Test can block an additional creature each combat.",
            "アーティファクト・クリーチャー — 構築物 / Artifact Creature — Construct",
            rt.CanBlockAdditional,
        ),
    ],
)
def test_each_combat_statements(ja: str, en: str, type_line: str, kind: type) -> None:
    """The statement is the permanent's static ability, in both languages."""
    card = bilingual_card(ja, en, type_line)
    assert nodes_of_kind(card.abilities, kind), card.abilities
