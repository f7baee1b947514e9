"""Conditions of static abilities beyond pairing (611.3b) on no AVR card: new combinations
of AVR's phrasing in both languages, each checked against the exact IR; and wrong texts,
each rejected with its code."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Controller, Keyword, ObjectFilter
from ofuda.runtime.statics import (
    AddPowerToughness,
    AffectedMatches,
    ControlsCount,
    EnchantedPermanent,
    GrantKeywords,
    IsYourTurn,
    Not,
    PermanentsMatching,
    ThisPermanent,
)
from support.permanents import abilities, codes

VALID: list[tuple[str, str, str, ir.Ability]] = [
    (
        "ja",
        "creature",
        "あなたのターンであるかぎり、試しの騎士は飛行を持つ。",
        ir.StaticAbility((GrantKeywords(ThisPermanent(), (Keyword.FLYING,)),), IsYourTurn()),
    ),
    (
        "en",
        "creature",
        "As long as it's your turn, Test Knight has flying.",
        ir.StaticAbility((GrantKeywords(ThisPermanent(), (Keyword.FLYING,)),), IsYourTurn()),
    ),
    (
        "en",
        "creature",
        "Test Knight has flying as long as it's your turn.",
        ir.StaticAbility((GrantKeywords(ThisPermanent(), (Keyword.FLYING,)),), IsYourTurn()),
    ),
    # one subtype: the object matches it
    (
        "ja",
        "aura",
        "エンチャントされているクリーチャーが吸血鬼であるかぎり、それは＋２/＋０の修整を受ける。",
        ir.StaticAbility(
            (AddPowerToughness(EnchantedPermanent(), 2, 0),),
            AffectedMatches(ObjectFilter(subtypes=("Vampire",))),
        ),
    ),
    (
        "en",
        "aura",
        "As long as enchanted creature is a Vampire, it gets +2/+0.",
        ir.StaticAbility(
            (AddPowerToughness(EnchantedPermanent(), 2, 0),),
            AffectedMatches(ObjectFilter(subtypes=("Vampire",))),
        ),
    ),
    # alternatives: not (none of them)
    (
        "en",
        "aura",
        "As long as enchanted creature is a Zombie or a Spirit, enchanted creature has flying.",
        ir.StaticAbility(
            (GrantKeywords(EnchantedPermanent(), (Keyword.FLYING,)),),
            Not(AffectedMatches(ObjectFilter(excluded_subtypes=("Zombie", "Spirit")))),
        ),
    ),
]

# "exactly one creature" (#108's phrasing, both tenses of the Japanese, another statement)
_ONE = ir.StaticAbility(
    (
        GrantKeywords(
            PermanentsMatching(ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)),
            (Keyword.FLYING,),
        ),
    ),
    ControlsCount(ObjectFilter(card_types=(CardType.CREATURE,)), 1),
)
VALID += [
    (
        "ja",
        "enchantment",
        "あなたがコントロールしているクリーチャーがちょうど１体であるかぎり、そのクリーチャーは飛行を持つ。",
        _ONE,
    ),
    (
        "ja",
        "enchantment",
        "あなたがコントロールしているクリーチャーがちょうど１体だけである場合、そのクリーチャーは飛行を持つ。",
        _ONE,
    ),
    ("en", "enchantment", "As long as you control exactly one creature, that creature has flying.", _ONE),
]


@pytest.mark.parametrize(("lang", "kind", "line", "expected"), VALID, ids=[v[2][:40] for v in VALID])
def test_static_condition_text_gives_its_ir(lang: str, kind: str, line: str, expected: ir.Ability) -> None:
    assert abilities(lang, kind, line) == (expected,)


INVALID: list[tuple[str, str, str, str]] = [
    ("en", "equipment", "As long as equipped creature is a Human, Test Knight has vigilance.", "E256"),
    ("ja", "creature", "それのターンであるかぎり、試しの騎士は飛行を持つ。", "E257"),
]


@pytest.mark.parametrize(("lang", "kind", "line", "code"), INVALID, ids=[v[3] for v in INVALID])
def test_wrong_static_condition_is_rejected_with_its_code(lang: str, kind: str, line: str, code: str) -> None:
    assert code in codes(lang, kind, line)
