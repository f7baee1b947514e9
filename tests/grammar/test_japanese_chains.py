"""Japanese clause chains of the 2018–20 templating: a continuative joined to the next verb
without a written 、 (「＋２/＋２の修整を受け絆魂を得る」, 「修整を受け飛行を失う」, 「…の修整を
受けその後者は…の修整を受ける」), a quoted ability had after a continuative and 、
(「＋２/＋０の修整を受け、「…」を持つ」), and a duration written before the first subject covering
every clause of the sentence (「ターン終了時まで、その前者は…受けその後者は…受ける」, 611.2a).
Each row is compiled in both languages to one IR and rendered back in each."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import Duration, Keyword
from ofuda.runtime.statics import AddPowerToughness, EquippedCreature, RemoveKeywords
from support.texts import bilingual_card, nodes_of_kind

EQUIPMENT = "アーティファクト — 装備品 / Artifact — Equipment"
INSTANT = "インスタント / Instant"


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "expected"),
    [
        (
            "装備しているクリーチャーは＋10/＋10の修整を受け飛行を失う。",
            "Equipped creature gets +10/+10 and loses flying.",
            EQUIPMENT,
            (
                AddPowerToughness(EquippedCreature(), 10, 10),
                RemoveKeywords(EquippedCreature(), (Keyword.FLYING,)),
            ),
        ),
        (
            "クリーチャー１体を対象とする。ターン終了時まで、それは＋２/＋２の修整を受け絆魂を得る。",
            "Target creature gets +2/+2 and gains lifelink until end of turn.",
            INSTANT,
            (
                ir.ModifyPowerToughness(ir.Targeted(0), 2, 2, Duration.END_OF_TURN),
                ir.GrantKeyword(ir.Targeted(0), Keyword.LIFELINK, Duration.END_OF_TURN),
            ),
        ),
        (
            # the duration before the first subject covers the second subject too (611.2a)
            (
                "クリーチャー１体と、他のクリーチャー１体を対象とする。ターン終了時まで、その前者は"
                "＋０/＋２の修整を受けその後者は－２/－０の修整を受ける。"
            ),
            "Until end of turn, target creature gets +0/+2 and another target creature gets -2/-0.",
            INSTANT,
            (
                ir.ModifyPowerToughness(ir.Targeted(0), 0, 2, Duration.END_OF_TURN),
                ir.ModifyPowerToughness(ir.Targeted(1), -2, 0, Duration.END_OF_TURN),
            ),
        ),
    ],
)
def test_continuative_without_comma(ja: str, en: str, type_line: str, expected: Any) -> None:
    """The continuative joins the next verb with or without 、; the meaning is the English
    "and"."""
    card = bilingual_card(ja, en, type_line)
    effects = tuple(e for a in card.abilities for e in getattr(a, "effects", ()))
    assert effects == expected


def test_duration_after_the_subject_stays_with_its_clause() -> None:
    """「それはターン終了時まで…」 (2012): the duration after the subject is that clause's only;
    a later clause with a new subject (you) is a one-shot instruction."""
    card = bilingual_card(
        "クリーチャー１体を対象とし、それはターン終了時まで＋２/＋２の修整を受ける。カードを１枚引く。",
        "Target creature gets +2/+2 until end of turn. Draw a card.",
        INSTANT,
    )
    (change,) = nodes_of_kind(card.abilities, ir.ModifyPowerToughness)
    assert change.duration == Duration.END_OF_TURN


def test_quoted_ability_after_a_continuative_and_comma() -> None:
    """「＋２/＋０の修整を受け、「このクリーチャーが死亡したとき、カードを１枚引く。」を持つ」 /
    'gets +2/+0 and has "When this creature dies, draw a card."' (613.1f)."""
    card = bilingual_card(
        "装備しているクリーチャーは＋２/＋０の修整を受け、「このクリーチャーが死亡したとき、"
        "カードを１枚引く。」を持つ。",
        'Equipped creature gets +2/+0 and has "When this creature dies, draw a card."',
        EQUIPMENT,
    )
    (granted,) = nodes_of_kind(card.abilities, ir.GrantedAbilities)
    assert granted.affected == EquippedCreature()
    (trigger,) = granted.abilities
    assert nodes_of_kind(trigger.effects, ir.DrawCards)
    assert nodes_of_kind(card.abilities, AddPowerToughness) == [
        AddPowerToughness(EquippedCreature(), 2, 0)
    ]
