"""Two card types in one noun: "artifact creature" / 「アーティファクト・クリーチャー」 (205.2b): an
object that has both card types — not either ("artifact or creature"). Wherever a noun stands:
a target, "each", "all", a group of a static ability, a card in a graveyard, a trigger's
subject. Each row compiles in both languages to one IR and renders back to it."""

from __future__ import annotations

import pytest
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card, nodes_of_kind

A, C, E, L = CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND
ARTIFACT_CREATURE = ObjectFilter(card_types=(C,), also_card_types=(A,))
MINE = ObjectFilter(card_types=(C,), also_card_types=(A,), controller=Controller.YOU)
INSTANT = "インスタント / Instant"
CREATURE = "クリーチャー — 人間 / Creature — Human"


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "expected"),
    [
        (  # Aethershield Artificer (M19)
            ("あなたのターンの戦闘の開始時に、あなたがコントロールしているアーティファクト・クリーチャー"
            "１体を対象とする。ターン終了時まで、それは＋２/＋２の修整を受け、破壊不能を得る。"),
            ("At the beginning of combat on your turn, target artifact creature you control gets "
            "+2/+2 and gains indestructible until end of turn."),
            CREATURE,
            MINE,
        ),
        (  # Steel Overseer (M20)
            ("{T}：あなたがコントロールしている各アーティファクト・クリーチャーの上に、＋１/＋１カウンター"
            "をそれぞれ１個置く。"),
            "{T}: Put a +1/+1 counter on each artifact creature you control.",
            CREATURE,
            MINE,
        ),
        (  # a plural group of a static ability
            "あなたがコントロールしているアーティファクト・クリーチャーは＋１/＋１の修整を受ける。",
            "Artifact creatures you control get +1/+1.",
            CREATURE,
            MINE,
        ),
        (
            "すべてのアーティファクト・クリーチャーを破壊する。",
            "Destroy all artifact creatures.",
            INSTANT,
            ARTIFACT_CREATURE,
        ),
        (
            "エンチャント・クリーチャー１体を対象とし、それを破壊する。",
            "Destroy target enchantment creature.",
            INSTANT,
            ObjectFilter(card_types=(C,), also_card_types=(E,)),
        ),
        (
            "アーティファクト・土地１つを対象とし、それを破壊する。",
            "Destroy target artifact land.",
            INSTANT,
            ObjectFilter(card_types=(L,), also_card_types=(A,)),
        ),
        (  # a card in a graveyard
            ("あなたの墓地からアーティファクト・クリーチャー・カード１枚を対象とし、それをあなたの手札に"
            "戻す。"),
            "Return target artifact creature card from your graveyard to your hand.",
            INSTANT,
            MINE,
        ),
        (  # a trigger's subject
            ("あなたがコントロールしているアーティファクト・クリーチャーが１体死亡するたび、あなたは１点の"
            "ライフを得る。"),
            "Whenever an artifact creature you control dies, you gain 1 life.",
            CREATURE,
            MINE,
        ),
    ],
)
def test_a_noun_of_two_card_types(ja: str, en: str, type_line: str, expected: ObjectFilter) -> None:
    """JA ≡ EN, the filter of both card types, and the round trip (bilingual_card checks both)."""
    card = bilingual_card(ja, en, type_line, "1/1" if type_line == CREATURE else None)
    assert expected in nodes_of_kind(card.abilities, ObjectFilter)


def test_two_types_are_both_not_either() -> None:
    """205.2b: "artifact creature" is not "artifact or creature" — two different filters."""
    both = bilingual_card(
        "アーティファクト・クリーチャー１体を対象とし、それを破壊する。",
        "Destroy target artifact creature.", INSTANT,
    )
    either = bilingual_card(
        "アーティファクト１つかクリーチャー１体を対象とし、それを破壊する。",
        "Destroy target artifact or creature.", INSTANT,
    )
    assert both.abilities[0].targets[0].objects == ARTIFACT_CREATURE
    assert either.abilities[0].targets[0].objects == ObjectFilter(card_types=(A, C))
