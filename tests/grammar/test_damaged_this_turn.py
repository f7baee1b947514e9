"""A noun of what happened to the object this turn: "that was dealt damage this turn" /
「このターンにダメージが与えられた」 (120.3) — by any source, wherever a noun stands (a target,
"each", a group). Each row compiles in both languages to one IR and renders back to it."""

from __future__ import annotations

import pytest
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card, nodes_of_kind

DAMAGED = ObjectFilter(card_types=(CardType.CREATURE,), dealt_damage_this_turn=True)
CREATURE = "クリーチャー — 人間・海賊 / Creature — Human Pirate"
INSTANT = "インスタント / Instant"


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "expected"),
    [
        (  # Fathom Fleet Cutthroat (M20)
            ("試作が戦場に出たとき、対戦相手がコントロールしていてこのターンにダメージが与えられた"
             "クリーチャー１体を対象とし、それを破壊する。"),
            ("When Test enters the battlefield, destroy target creature an opponent controls that "
             "was dealt damage this turn."),
            CREATURE,
            ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.OPPONENT,
                         dealt_damage_this_turn=True),
        ),
        (  # Ogre Siegebreaker (M20)
            "{2}{B}{R}：このターンにダメージが与えられたクリーチャー１体を対象とし、それを破壊する。",
            "{2}{B}{R}: Destroy target creature that was dealt damage this turn.",
            CREATURE,
            DAMAGED,
        ),
        (
            "このターンにダメージが与えられた各クリーチャーを破壊する。",
            "Destroy each creature that was dealt damage this turn.",
            INSTANT,
            DAMAGED,
        ),
    ],
)
def test_a_noun_of_damage_dealt_this_turn(
    ja: str, en: str, type_line: str, expected: ObjectFilter
) -> None:
    """JA ≡ EN, the filter, and the round trip (bilingual_card checks both)."""
    card = bilingual_card(ja, en, type_line, "3/3" if type_line == CREATURE else None)
    assert expected in nodes_of_kind(card.abilities, ObjectFilter)
