"""The counters-put trigger as a phrase family (122.6, 603.2): "Whenever one or more <kind>
counters are put on <subject>" / 「<subject>の上に<kind>カウンターが１個以上置かれるたび」, with any
counter kind the grammar names (or "counters" / 「カウンター」: any kind) and any trigger subject
(this object, its host, a noun's permanent). Each row is compiled in both languages to one IR,
checked for the trigger it means, and rendered back in both languages to the same IR."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from ofuda.runtime import statics_triggers as rte
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card

CREATURE = "クリーチャー — 人間 / Creature — Human\npt: 2/2"
YOUR_CREATURES = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)

ROWS = [
    (  # Wildwood Scourge (m21)
        (
            "他の、あなたがコントロールしていてハイドラでないクリーチャー１体の上に＋１/＋１カウンターが"
            "１個以上置かれるたび、試作の上に＋１/＋１カウンターを１個置く。"
        ),
        (
            "Whenever one or more +1/+1 counters are put on another non-Hydra creature you control,"
            " put a +1/+1 counter on Test."
        ),
        rte.CountersPutOn(
            ObjectFilter(
                card_types=(CardType.CREATURE,),
                controller=Controller.YOU,
                other=True,
                excluded_subtypes=("Hydra",),
            ),
            "+1/+1",
        ),
    ),
    (
        "試作の上に＋１/＋１カウンターが１個以上置かれるたび、カードを１枚引く。",
        "Whenever one or more +1/+1 counters are put on Test, draw a card.",
        rte.CountersPutOn(None, "+1/+1"),
    ),
    (  # any kind
        "試作の上にカウンターが１個以上置かれるたび、あなたは１点のライフを得る。",
        "Whenever one or more counters are put on Test, you gain 1 life.",
        rte.CountersPutOn(None, None),
    ),
    (  # a named kind, on a noun
        (
            "あなたがコントロールしているクリーチャー１体の上に－１/－１カウンターが１個以上置かれるたび、"
            "カードを１枚引く。"
        ),
        (
            "Whenever one or more -1/-1 counters are put on a creature you control, draw a card."
        ),
        rte.CountersPutOn(YOUR_CREATURES, "-1/-1"),
    ),
    (
        "装備しているクリーチャーの上に＋１/＋１カウンターが１個以上置かれるたび、カードを１枚引く。",
        "Whenever one or more +1/+1 counters are put on equipped creature, draw a card.",
        rte.CountersPutOn(rte.EquippedCreature(), "+1/+1"),
    ),
    (
        "試作の上に忠誠カウンターが１個以上置かれるたび、あなたは１点のライフを得る。",
        "Whenever one or more loyalty counters are put on Test, you gain 1 life.",
        rte.CountersPutOn(None, "loyalty"),
    ),
]


@pytest.mark.parametrize("row", ROWS)
def test_counters_put_trigger_rows(row: tuple[Any, ...]) -> None:
    """Each text means its trigger, in both languages, and renders back to it."""
    ja, en, trigger = row
    card = bilingual_card(ja, en, CREATURE)
    assert card.abilities[0].trigger == trigger


def test_that_creature_is_the_one_counters_were_put_on() -> None:
    """「そのクリーチャー」 / "that creature" is the permanent the counters were put on."""
    card = bilingual_card(
        "あなたがコントロールしているクリーチャー１体の上に＋１/＋１カウンターが１個以上置かれるたび、"
        "そのクリーチャーはターン終了時まで飛行を得る。",
        "Whenever one or more +1/+1 counters are put on a creature you control, that creature gains"
        " flying until end of turn.",
        CREATURE,
    )
    assert "TriggeringObject" in repr(card.abilities[0].effects)


def _codes(ja: str) -> list[str]:
    source = f"name: 試作 / Test\ntype: クリーチャー — 人間 / Creature — Human\npt: 2/2\nja:\n  {ja}\n"
    return [d.code for d in compile_source(SourceFile("t.card", source)).diagnostics]


def test_another_count_of_counters_is_refused() -> None:
    """「２個以上」 is not "one or more": refused (E290), never read as it."""
    assert _codes("試作の上にカウンターが２個以上置かれるたび、カードを１枚引く。") == ["E290"]
