"""「追加で＋１/＋０の修整を受ける」 / "gets an additional +1/+0" (613.4c): one more change of
power and toughness. "additional" says only that another change applies besides the one the
card already gave (ISD Silver-Inlaid Dagger, DKA Heavy Mattock, M20 Growth Cycle), so the
text compiles to the same IR as "gets +1/+0"; each row is compiled in both languages to one
IR and rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import Controller
from ofuda.runtime.statics_entering import EntersWithCounters
from support.texts import bilingual_card, nodes_of_kind

EQUIPMENT = "アーティファクト — 装備品 / Artifact — Equipment"
INSTANT = "インスタント / Instant"
CREATURE = "クリーチャー — 人間 / Creature — Human"


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "power", "toughness"),
    [
        # ISD Silver-Inlaid Dagger: a condition on the equipped creature
        (
            "装備しているクリーチャーが人間であるかぎり、それは追加で＋１/＋０の修整を受ける。",
            "As long as equipped creature is a Human, it gets an additional +1/+0.",
            EQUIPMENT,
            1,
            0,
        ),
        # DKA Heavy Mattock, with another subtype
        (
            "装備しているクリーチャーが吸血鬼であるかぎり、それは追加で＋１/＋１の修整を受ける。",
            "As long as equipped creature is a Vampire, it gets an additional +1/+1.",
            EQUIPMENT,
            1,
            1,
        ),
        # a plural subject (a recombination: "get an additional")
        (
            "あなたがコントロールする人間は追加で＋０/＋２の修整を受ける。",
            "Humans you control get an additional +0/+2.",
            CREATURE,
            0,
            2,
        ),
    ],
)
def test_an_additional_change_is_a_change_of_power_and_toughness(
    ja: str, en: str, type_line: str, power: int, toughness: int
) -> None:
    """613.4c: "an additional +1/+0" is a layer 7c change like "+1/+0"."""
    card = bilingual_card(ja, en, type_line, pt="2/2" if "Creature" in type_line else None)
    (change,) = nodes_of_kind(card.abilities, rt.AddPowerToughness)
    assert (change.power, change.toughness) == (power, toughness)


def test_an_additional_change_for_each_counts_as_it_resolves() -> None:
    """M20 Growth Cycle, with a creature-card count: 「それは追加で、…１枚につき＋２/＋２」 —
    the count after 「追加で、」 is the clause's "for each" (608.2h: counted as it resolves)."""
    card = bilingual_card(
        (
            "クリーチャー１体を対象とする。ターン終了時まで、それは＋３/＋３の修整を受ける。"
            "ターン終了時まで、それは追加で、あなたの墓地にあるクリーチャー・カード１枚につき"
            "＋２/＋２の修整を受ける。"
        ),
        (
            "Target creature gets +3/+3 until end of turn. It gets an additional +2/+2 until "
            "end of turn for each creature card in your graveyard."
        ),
        INSTANT,
    )
    first, second = nodes_of_kind(card.abilities, ir.ModifyPowerToughness)
    assert (first.power, first.toughness) == (3, 3)
    assert isinstance(second.power, ir.Product) and second.power.factor == 2
    assert second.power == second.toughness
    assert first.obj == second.obj == ir.Targeted(0)


@pytest.mark.parametrize(
    ("ja", "en", "kind", "count"),
    [
        # ISD Dearly Departed's statement (without its "as long as … in your graveyard")
        (
            ("あなたがコントロールする各人間・クリーチャーは、＋１/＋１カウンターが追加で１個置かれた状態で"
            "戦場に出る。"),
            ("Each Human creature you control enters the battlefield with an additional +1/+1 "
            "counter on it."),
            "+1/+1",
            1,
        ),
        # without "additional", another noun and count
        (
            ("あなたがコントロールする各吸血鬼・クリーチャーは、＋１/＋１カウンターが２個置かれた状態で"
            "戦場に出る。"),
            ("Each Vampire creature you control enters the battlefield with two +1/+1 counters on "
            "it."),
            "+1/+1",
            2,
        ),
    ],
)
def test_a_group_enters_with_an_additional_counter(ja: str, en: str, kind: str, count: int) -> None:
    """614.1c: "Each Human creature you control enters the battlefield with an additional +1/+1
    counter on it" — a replacement effect on each permanent of the group as it would enter;
    "an additional" / 「追加で」 is one counter besides any others."""
    card = bilingual_card(ja, en, CREATURE, pt="2/2")
    (effect,) = nodes_of_kind(card.abilities, EntersWithCounters)
    assert (effect.kind, effect.count) == (kind, count)
    assert effect.filter is not None and effect.filter.controller is Controller.YOU
