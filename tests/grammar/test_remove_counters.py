"""Removing counters as an instruction (122.1): "remove N <kind> counters from <objects>" /
「<objects>の上から<kind>カウンターを[それぞれ]N個取り除く」, with any counter kind the grammar names,
any number, and any reference to objects (a target, "it", "each <noun>"). Each row is compiled in
both languages to one IR, checked for what it means, and rendered back in both languages to the
same IR."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType
from support.texts import bilingual_card, codes

SORCERY = "ソーサリー / Sorcery"
CREATURE = "クリーチャー — 人間 / Creature — Human\npt: 2/2"

ROWS = [
    (  # Pestilent Haze (m21), its second mode as a spell of its own
        "各プレインズウォーカーの上から忠誠カウンターをそれぞれ２個取り除く。",
        "Remove two loyalty counters from each planeswalker.",
        ("loyalty", 2, ir.EachObject),
    ),
    (
        "クリーチャー１体を対象とする。それの上から＋１/＋１カウンターを１個取り除く。",
        "Remove a +1/+1 counter from target creature.",
        ("+1/+1", 1, ir.Targeted),
    ),
    (
        "アーティファクト１つを対象とする。それの上から蓄積カウンターを３個取り除く。",
        "Remove three charge counters from target artifact.",
        ("charge", 3, ir.Targeted),
    ),
    (
        "あなたがコントロールしている各クリーチャーの上から－１/－１カウンターをそれぞれ１個取り除く。",
        "Remove a -1/-1 counter from each creature you control.",
        ("-1/-1", 1, ir.EachObject),
    ),
]


@pytest.mark.parametrize("row", ROWS)
def test_remove_counters_rows(row: tuple[Any, ...]) -> None:
    """Each text removes its kind and number from its objects, in both languages, and renders
    back to it."""
    ja, en, (kind, amount, selector) = row
    card = bilingual_card(ja, en, SORCERY)
    (effect,) = card.abilities[0].effects
    assert isinstance(effect, ir.RemoveCounters)
    assert (effect.kind, effect.amount) == (kind, amount)
    assert isinstance(effect.obj, selector)


def test_each_planeswalker_is_every_planeswalker() -> None:
    """"each planeswalker" is every planeswalker on the battlefield, whoever controls it."""
    card = bilingual_card(ROWS[0][0], ROWS[0][1], SORCERY)
    (effect,) = card.abilities[0].effects
    assert effect.obj.filter.card_types == (CardType.PLANESWALKER,)


def test_a_triggered_ability_removes_from_this_object() -> None:
    """「試作の上から…」 / "from Test": the object itself."""
    card = bilingual_card(
        "あなたのアップキープの開始時に、試作の上から＋１/＋１カウンターを１個取り除く。",
        "At the beginning of your upkeep, remove a +1/+1 counter from Test.",
        CREATURE,
    )
    (effect,) = card.abilities[0].effects
    assert isinstance(effect, ir.RemoveCounters) and isinstance(effect.obj, ir.ThisObject)


def test_a_value_is_not_yet_a_number_of_counters() -> None:
    """"remove X counters" is refused (E290) rather than written as a number it is not."""
    assert codes("Remove X +1/+1 counters from target creature.", "en") == ["E290"]
