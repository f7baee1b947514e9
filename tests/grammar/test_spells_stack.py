"""Spells on the stack, both languages: conditions on a spell noun (115.1a, 601.2i).

New texts (AVR phrasing on no AVR card) with the exact IR they give, in Japanese
(2012 and current templating) and English (2012 printed and Oracle), and
invalid texts with their diagnostic codes.
"""

from __future__ import annotations

import pytest
from test_effects_ja import T0, ability, codes

from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, ObjectFilter, TargetSpec


def counter(f: ObjectFilter) -> ir.SpellAbility:
    """"Counter target <f> spell."."""
    return ir.SpellAbility((TargetSpec(objects=f, zone="stack"),), (ir.CounterSpell(T0),))


INSTANT_AT_PLAYER = counter(ObjectFilter(card_types=(CardType.INSTANT,), targets_player=True))
THIRD_SORCERY = counter(ObjectFilter(card_types=(CardType.SORCERY,), nth_this_turn=3))
FIRST_SPELL = counter(ObjectFilter(nth_this_turn=1))

SPELL_TEXTS = [
    ("ja", "いずれかのプレイヤーを対象とするインスタント呪文１つを対象とし、それを打ち消す。", INSTANT_AT_PLAYER),
    ("ja", "プレイヤーを対象とするインスタント呪文１つを対象とし、それを打ち消す。", INSTANT_AT_PLAYER),
    ("en", "Counter target instant spell that targets a player.", INSTANT_AT_PLAYER),
    ("ja", "このターンで３つ目に唱えられたソーサリー呪文１つを対象とし、それを打ち消す。", THIRD_SORCERY),
    ("en", "Counter target sorcery spell that's the third spell cast this turn.", THIRD_SORCERY),
    ("ja", "このターンで１つ目に唱えられた呪文１つを対象とする。それを打ち消す。", FIRST_SPELL),
    ("en", "Counter target spell that is the first spell cast this turn.", FIRST_SPELL),
]


@pytest.mark.parametrize(("lang", "text", "expected"), SPELL_TEXTS)
def test_spell_condition_text_gives_its_ir(lang: str, text: str, expected: ir.SpellAbility) -> None:
    assert ability(text, lang) == expected


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Counter target spell that targets a creature."),
        ("ja", "このターンで２つ目に唱えた呪文１つを対象とし、それを打ち消す。"),
    ],
)
def test_unknown_spell_condition_is_a_diagnostic(lang: str, text: str) -> None:
    assert "E101" in codes(text, lang)
