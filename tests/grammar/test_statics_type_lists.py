"""Comma lists of statements, added colours and types (205.1b, 105.3), control (613.1b) and
block restrictions (509.1b) on no AVR card: new combinations of AVR's phrasing in both
languages, each checked against the exact IR."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import Color, Keyword, ObjectFilter
from ofuda.runtime.statics import (
    AddColors,
    AddPowerToughness,
    AddTypes,
    CantBeBlockedByLesserPower,
    CantBlock,
    EnchantedPermanent,
    EquippedCreature,
    GainControl,
    GrantKeywords,
    ThisPermanent,
)
from support.permanents import abilities

_ZOMBIE_KNIGHT = ir.StaticAbility(
    (
        AddPowerToughness(EquippedCreature(), 1, 0),
        GrantKeywords(EquippedCreature(), (Keyword.FIRST_STRIKE,)),
        AddColors(EquippedCreature(), (Color.BLACK,)),
        AddTypes(EquippedCreature(), subtypes=("Zombie",)),
    ),
)
_DEMON = ir.StaticAbility(
    (
        GrantKeywords(EnchantedPermanent(), (Keyword.TRAMPLE,)),
        AddTypes(EnchantedPermanent(), subtypes=("Demon",)),
    ),
)

VALID: list[tuple[str, str, str, ir.Ability]] = [
    (
        "ja",
        "equipment",
        (
            "装備しているクリーチャーは＋１/＋０の修整を受け、先制攻撃を持ち、"
            "他の色やタイプに加えて黒のゾンビでもある。"
        ),
        _ZOMBIE_KNIGHT,
    ),
    (
        "en",
        "equipment",
        (
            "Equipped creature gets +1/+0, has first strike, and is a black Zombie in addition "
            "to its other colors and types."
        ),
        _ZOMBIE_KNIGHT,
    ),
    # two sentences: 「そのクリーチャーは」 names the first sentence's subject
    (
        "ja",
        "aura",
        (
            "エンチャントされているクリーチャーはトランプルを持つ。"
            "そのクリーチャーは、他のタイプに加えてデーモンでもある。"
        ),
        _DEMON,
    ),
    (
        "en",
        "aura",
        "Enchanted creature has trample and is a Demon in addition to its other types.",
        _DEMON,
    ),
    # 509.1b: Hunted Ghoul's restriction with another subtype
    (
        "ja",
        "creature",
        "試しの騎士では天使をブロックできない。",
        ir.StaticAbility((CantBlock(ThisPermanent(), ObjectFilter(subtypes=("Angel",))),)),
    ),
    (
        "en",
        "creature",
        "Test Knight can't block Angels.",
        ir.StaticAbility((CantBlock(ThisPermanent(), ObjectFilter(subtypes=("Angel",))),)),
    ),
    # 509.1b: Wandering Wolf's restriction, without the comma after では
    (
        "ja",
        "creature",
        "試しの騎士よりもパワーの小さいクリーチャーではこれをブロックできない。",
        ir.StaticAbility((CantBeBlockedByLesserPower(ThisPermanent()),)),
    ),
    (
        "en",
        "creature",
        "Creatures with power less than Test Knight's power can't block it.",
        ir.StaticAbility((CantBeBlockedByLesserPower(ThisPermanent()),)),
    ),
    # 613.1b, on an Equipment rather than an Aura
    (
        "ja",
        "equipment",
        "あなたは装備しているクリーチャーをコントロールする。",
        ir.StaticAbility((GainControl(EquippedCreature()),)),
    ),
    (
        "en",
        "equipment",
        "You control equipped creature.",
        ir.StaticAbility((GainControl(EquippedCreature()),)),
    ),
]


@pytest.mark.parametrize(
    ("lang", "kind", "line", "expected"), VALID, ids=[v[2][:40] for v in VALID]
)
def test_type_list_text_gives_its_ir(lang: str, kind: str, line: str, expected: ir.Ability) -> None:
    """The statement compiles to exactly these static effects."""
    assert abilities(lang, kind, line)[-1] == expected
