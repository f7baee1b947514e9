""""If that spell is countered this way, exile it instead of putting it into its owner's
graveyard." / 「その呪文がこれにより打ち消された場合、それをオーナーの墓地に置く代わりに追放する。」
(701.5a, 614.1a): the counter instruction right before it exiles what it counters. Each row
compiles in both languages to one IR and renders back; the rider anywhere else is refused."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, ObjectFilter, TargetSpec, ZoneKind
from support.texts import bilingual_card, codes

RIDER_JA = "その呪文がこれにより打ち消された場合、それをオーナーの墓地に置く代わりに追放する。"
RIDER_EN = ("If that spell is countered this way, exile it instead of putting it into its owner's "
            "graveyard.")

ROWS: list[tuple[str, str, ObjectFilter]] = [
    ("呪文１つを対象とし、それを打ち消す。", "Counter target spell.", ObjectFilter()),  # Dissipate
    ("クリーチャー呪文１つを対象とし、それを打ち消す。", "Counter target creature spell.",
     ObjectFilter(card_types=(CardType.CREATURE,))),
]


@pytest.mark.parametrize(("ja", "en", "spells"), ROWS, ids=[r[1] for r in ROWS])
def test_the_countered_spell_is_exiled(ja: str, en: str, spells: ObjectFilter) -> None:
    card = bilingual_card(ja + RIDER_JA, en + " " + RIDER_EN, "インスタント / Instant")
    assert card.abilities == (
        ir.SpellAbility((TargetSpec(spells, zone=ZoneKind.STACK),),
                        (ir.CounterSpell(ir.Targeted(0), exile=True),)),
    )


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Draw a card. " + RIDER_EN, "en"),  # no counter before it
        ("カードを１枚引く。" + RIDER_JA, "ja"),
        # not yet: the counter inside "unless" (Syncopate)
        ("Counter target spell unless its controller pays {3}. " + RIDER_EN, "en"),
        # "that spell" of a target that may be an ability
        ("Counter target activated ability or instant spell. " + RIDER_EN, "en"),
    ],
)
def test_the_rider_without_its_counter_is_refused(text: str, lang: str) -> None:
    assert "E290" in codes(text, lang)
