"""A static ability's condition between its subject and its predicate, with or without the 、
after 「かぎり」 (611.3a): 「夜の歓楽者は、いずれかの対戦相手が人間をコントロールしているかぎり速攻を持
つ。」 = "Night Revelers has haste as long as an opponent controls a Human." — compiled in both
languages to one IR and rendered back, and played through the real card in each language."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.definitions import Keyword
from support.compiled import card, set_card
from support.texts import bilingual_card

CREATURE = "クリーチャー — 吸血鬼 / Creature — Vampire"


@pytest.mark.parametrize("comma", ["", "、"])
def test_the_condition_after_the_subject(comma: str) -> None:
    bilingual_card(
        f"試作は、いずれかの対戦相手が人間をコントロールしているかぎり{comma}速攻を持つ。",
        "Test has haste as long as an opponent controls a Human.",
        CREATURE,
        "2/2",
    )


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_night_revelers_has_haste_while_an_opponent_controls_a_human(lang: str) -> None:
    """夜の歓楽者 / Night Revelers: haste only while an opponent (not its controller) controls a
    Human."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Night Revelers", lang), card("Moorland Inquisitor"))
    assert not s.has_keyword("Night Revelers", Keyword.HASTE)  # Alice's own Human doesn't count
    s.battlefield("Bob", card("Moorland Inquisitor"))
    assert s.has_keyword("Night Revelers", Keyword.HASTE)
