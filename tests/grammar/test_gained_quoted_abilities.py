"""Abilities written in quotation marks (113.2c) that an instruction gives an object for a
duration (611.2a, 613.1f): 'gains "…"' / 「「…」を得る」, alone, after a continuative
(「…の修整を受け、「…」を得る」), for a group (「各吸血鬼はそれぞれ「…」を得る」), two at once; and the
static 'has "A" and "B"'. Each row compiles in both languages to one IR (JA ≡ EN) and renders back
in both (parse(render(ir)) == ir); wrong texts are rejected with their codes."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import (
    CardType,
    Controller,
    Cost,
    Dies,
    Duration,
    ObjectFilter,
    TapSelf,
)
from support.texts import bilingual_card, codes, nodes_of_kind

INSTANT = "インスタント / Instant"
EOT = Duration.END_OF_TURN
TAP = Cost((TapSelf(),))
DRAW = ir.ActivatedAbility(TAP, (), (ir.DrawCards(ir.You(), 1),))
RETURN = ir.TriggeredAbility(Dies(), (), (ir.PutOntoBattlefield(ir.TriggeringCard(), None, True),))
VAMPIRES = ir.EachObject(ObjectFilter(subtypes=("Vampire",), controller=Controller.YOU))

ROWS = [
    (  # Abnormal Endurance: after a continuative, a dies trigger whose "it" is the card (400.7)
        ("クリーチャー１体を対象とする。ターン終了時まで、それは＋２/＋０の修整を受け、「このクリーチャーが"
        "死亡したとき、これをオーナーのコントロール下でタップ状態で戦場に戻す。」を得る。"),
        ('Until end of turn, target creature gets +2/+0 and gains "When this creature dies, return it '
        "to the battlefield tapped under its owner's control.\""),
        INSTANT,
        ir.GainAbilities(ir.Targeted(0), (RETURN,), EOT),
    ),
    (  # alone; in English the duration after the quotation, whose period then ends the sentence
        "クリーチャー１体を対象とする。ターン終了時まで、それは「{T}：カードを１枚引く。」を得る。",
        'Target creature gains "{T}: Draw a card" until end of turn.',
        INSTANT,
        ir.GainAbilities(ir.Targeted(0), (DRAW,), EOT),
    ),
    (  # Sorin, Vampire Lord's -8: each of a group (611.2c), on a planeswalker's loyalty ability
        "-8：ターン終了時まで、あなたがコントロールしている各吸血鬼はそれぞれ「{T}：カードを１枚引く。」を得る。",
        '−8: Until end of turn, each Vampire you control gains "{T}: Draw a card."',
        "プレインズウォーカー — ソリン / Planeswalker — Sorin",
        ir.GainAbilities(VAMPIRES, (DRAW,), EOT),
    ),
    (  # two quotations at once
        ("クリーチャー１体を対象とする。ターン終了時まで、それは「{T}：カードを１枚引く。」と"
        "「このクリーチャーが死亡したとき、カードを１枚引く。」を得る。"),
        ('Until end of turn, target creature gains "{T}: Draw a card" and "When this creature dies, '
        'draw a card."'),
        INSTANT,
        ir.GainAbilities(
            ir.Targeted(0),
            (DRAW, ir.TriggeredAbility(Dies(), (), (ir.DrawCards(ir.You(), 1),))),
            EOT,
        ),
    ),
]


@pytest.mark.parametrize(("ja", "en", "type_line", "expected"), ROWS, ids=[r[1][:40] for r in ROWS])
def test_gaining_quoted_abilities_is_an_instruction_in_both_languages(
    ja: str, en: str, type_line: str, expected: ir.GainAbilities
) -> None:
    """The instruction's node is GainAbilities, the same whichever language wrote it."""
    loyalty = "\nloyalty: 4" if "Planeswalker" in type_line else ""
    card = bilingual_card(ja, en, type_line + loyalty)
    assert expected in nodes_of_kind(card.abilities, ir.GainAbilities)


def test_a_static_ability_has_two_quoted_abilities() -> None:
    """Wolfhunter's Quiver's 'has "A" and "B"' / 「「…」と「…」を持つ」: one static ability
    granting both (613.1f), each quotation one ability."""
    card = bilingual_card(
        "装備しているクリーチャーは、「{T}：カードを１枚引く。」と「{1}：カードを１枚引く。」を持つ。",
        'Equipped creature has "{T}: Draw a card" and "{1}: Draw a card."',
        "アーティファクト — 装備品 / Artifact — Equipment",
    )
    (granted,) = nodes_of_kind(card.abilities, ir.GrantedAbilities)
    assert len(granted.abilities) == 2 and granted.abilities[0] == DRAW


@pytest.mark.parametrize(
    ("text", "lang", "permanent", "code"),
    [
        # a permanent's statement "has" an ability; 得る / "gains" is an instruction (E254)
        ("テストは「{T}：カードを１枚引く。」を得る。", "ja", True, "E254"),
        ('Test gains "{T}: Draw a card."', "en", True, "E254"),
        # a player gains no quoted ability (E202: the subject of an object's change)
        ('Target player gains "{T}: Draw a card" until end of turn.', "en", False, "E202"),
    ],
)
def test_wrong_gained_quotations_are_rejected(text: str, lang: str, permanent: bool, code: str) -> None:
    """A statement can't gain; a player isn't an object that has abilities."""
    assert code in codes(text, lang, permanent)


def test_gained_ability_card_types() -> None:
    """The objects gaining are whatever the subject names (here creatures, 611.2c)."""
    card = bilingual_card(
        "ターン終了時まで、あなたがコントロールしているクリーチャーは「{T}：カードを１枚引く。」を得る。",
        'Until end of turn, creatures you control gain "{T}: Draw a card."',
        INSTANT,
    )
    (gained,) = nodes_of_kind(card.abilities, ir.GainAbilities)
    assert isinstance(gained.obj, ir.EachObject)
    assert gained.obj.filter.card_types == (CardType.CREATURE,)
