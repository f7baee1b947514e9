""""Spend this mana only to cast an Elemental spell or a Chandra planeswalker spell." (106.6):
spells of any of several kinds, each noun with its article in English (「…呪文か…呪文」 in
Japanese, a union of nouns). Each row compiles in both languages to one IR and renders back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Cost, ObjectFilter, TapSelf
from ofuda.runtime.statics import ProduceMana, SpendOnly
from support.texts import bilingual_card

TAP = Cost((TapSelf(),))
ROWS: list[tuple[str, str, ObjectFilter]] = [
    # Chandra's Embercat
    (("{T}：{R}を加える。このマナは、エレメンタル・呪文かチャンドラ・プレインズウォーカー・呪文を唱える"
      "ためにのみ使用できる。"),
     "{T}: Add {R}. Spend this mana only to cast an Elemental spell or a Chandra planeswalker spell.",
     ObjectFilter(any_of=(ObjectFilter(subtypes=("Elemental",)),
                          ObjectFilter(card_types=(CardType.PLANESWALKER,), subtypes=("Chandra",))))),
    # two card types: one filter of either
    ("{T}：{R}を加える。このマナは、インスタント呪文かソーサリー呪文を唱えるためにのみ使用できる。",
     "{T}: Add {R}. Spend this mana only to cast an instant spell or a sorcery spell.",
     ObjectFilter(card_types=(CardType.INSTANT, CardType.SORCERY))),
    # three kinds
    (("{T}：{G}を加える。このマナは、エルフ・呪文かドルイド・呪文かアーティファクト・呪文を唱えるために"
      "のみ使用できる。"),
     "{T}: Add {G}. Spend this mana only to cast an Elf spell or a Druid spell or an artifact spell.",
     ObjectFilter(any_of=(ObjectFilter(subtypes=("Elf",)), ObjectFilter(subtypes=("Druid",)),
                          ObjectFilter(card_types=(CardType.ARTIFACT,))))),
]


@pytest.mark.parametrize(("ja", "en", "spells"), ROWS, ids=[r[1][31:80] for r in ROWS])
def test_spells_of_several_kinds(ja: str, en: str, spells: ObjectFilter) -> None:
    card = bilingual_card(ja, en, "アーティファクト / Artifact")
    mana = ProduceMana(en.split("Add ")[1][:3])
    assert card.abilities == (ir.ManaAbility(TAP, (mana,), SpendOnly(spells)),)
