"""205.1b: 「他のタイプに加えて騎士でもある」 and the 2019 wording 「それの他のタイプに加えて騎士でもある」
("its other types") / "is a Knight in addition to its other types": one meaning, in both
languages, rendered back."""

from __future__ import annotations

import pytest
from ofuda.runtime import statics as rt
from support.texts import bilingual_card, nodes_of_kind

AURA = "エンチャント — オーラ / Enchantment — Aura"
EQUIPMENT = "アーティファクト — 装備品 / Artifact — Equipment"


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "subtype"),
    [
        (
            (
                "エンチャントしているクリーチャーは、＋２/＋２の修整を受け、先制攻撃を持ち、それの他の"
                "タイプに加えて騎士でもある。"
            ),
            (
                "Enchanted creature gets +2/+2, has first strike, and is a Knight in addition to its "
                "other types."
            ),
            AURA,
            "Knight",
        ),
        (
            (
                "装備しているクリーチャーは＋２/＋０の修整を受け、警戒を持ち、それの他のタイプに加えて"
                "騎士でもある。"
            ),
            (
                "Equipped creature gets +2/+0, has vigilance, and is a Knight in addition to its other "
                "types."
            ),
            EQUIPMENT,
            "Knight",
        ),
        (
            (
                "エンチャントされているクリーチャーは＋１/＋２の修整を受け、飛行を持ち、他のタイプに"
                "加えて天使でもある。"
            ),
            (
                "Enchanted creature gets +1/+2, has flying, and is an Angel in addition to its other "
                "types."
            ),
            AURA,
            "Angel",
        ),
    ],
)
def test_in_addition_to_its_other_types(ja: str, en: str, type_line: str, subtype: str) -> None:
    """Both Japanese wordings add the subtype to the host (layer 4)."""
    card = bilingual_card(ja, en, type_line)
    (added,) = nodes_of_kind(card.abilities, rt.AddTypes)
    assert added.subtypes == (subtype,)
