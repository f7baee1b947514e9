"""Abilities granted in quotation marks (113.2c) on no AVR card: new combinations of AVR's
phrasing, in both languages, each checked against the exact IR; and wrong texts, each
rejected with its code."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import Cost, Duration, Keyword, ManaCost, TapSelf
from ofuda.runtime.statics import (
    EnchantedPermanent,
    EquippedCreature,
    GrantKeywords,
    ProduceMana,
    ThisPermanent,
)
from support.permanents import abilities, codes

TAP = Cost((TapSelf(),))


def _static(*effects: object) -> ir.StaticAbility:
    return ir.StaticAbility(tuple(effects))  # type: ignore[arg-type]


DRAW = ir.ActivatedAbility(TAP, (), (ir.DrawCards(ir.You(), 1),))
PUMP = ir.ActivatedAbility(
    Cost((ManaCost("{W}"),)),
    (),
    (ir.ModifyPowerToughness(ir.ThisObject(), 1, 1, Duration.END_OF_TURN),),
)
MANA_G = ir.ManaAbility(TAP, (ProduceMana("{G}"),))
BLINK = ir.ActivatedAbility(
    Cost((ManaCost("{2}"),)),
    (),
    (ir.Exile(ir.ThisObject()), ir.PutOntoBattlefield(ir.NewObject(ir.ThisObject()), ir.You())),
)

VALID: list[tuple[str, str, str, ir.Ability]] = [
    # equipment granting an activated ability; the period inside / outside the quotation
    (
        "ja",
        "equipment",
        "装備しているクリーチャーは「{T}：カードを１枚引く。」を持つ。",
        _static(ir.GrantedAbilities(EquippedCreature(), (DRAW,))),
    ),
    (
        "en",
        "equipment",
        'Equipped creature has "{T}: Draw a card."',
        _static(ir.GrantedAbilities(EquippedCreature(), (DRAW,))),
    ),
    # a 2012 quotation without its final period
    (
        "ja",
        "equipment",
        "装備しているクリーチャーは「{T}：カードを１枚引く」を持つ。",
        _static(ir.GrantedAbilities(EquippedCreature(), (DRAW,))),
    ),
    # "this creature" is the creature that has the ability
    (
        "ja",
        "aura",
        "エンチャントされているクリーチャーは「{W}：このクリーチャーはターン終了時まで＋１/＋１の修整を受ける。」を持つ。",
        _static(ir.GrantedAbilities(EnchantedPermanent(), (PUMP,))),
    ),
    (
        "en",
        "aura",
        'Enchanted creature has "{W}: This creature gets +1/+1 until end of turn."',
        _static(ir.GrantedAbilities(EnchantedPermanent(), (PUMP,))),
    ),
    # a keyword and a quotation, a mana ability in the quotation
    (
        "ja",
        "aura",
        "エンチャントされているクリーチャーは飛行を持つとともに「{T}：{G}を加える。」を持つ。",
        _static(
            GrantKeywords(EnchantedPermanent(), (Keyword.FLYING,)),
            ir.GrantedAbilities(EnchantedPermanent(), (MANA_G,)),
        ),
    ),
    (
        "en",
        "aura",
        'Enchanted creature has flying and "{T}: Add {G}."',
        _static(
            GrantKeywords(EnchantedPermanent(), (Keyword.FLYING,)),
            ir.GrantedAbilities(EnchantedPermanent(), (MANA_G,)),
        ),
    ),
    # a creature granting itself an ability; moving itself, then "it" is the new object
    (
        "ja",
        "creature",
        "試しの騎士は「{2}：このクリーチャーを追放し、その後それをあなたのコントロール下で戦場に戻す。」を持つ。",
        _static(ir.GrantedAbilities(ThisPermanent(), (BLINK,))),
    ),
    (
        "en",
        "creature",
        'Test Knight has "{2}: Exile this creature, then return it to the battlefield under your control."',
        _static(ir.GrantedAbilities(ThisPermanent(), (BLINK,))),
    ),
]


@pytest.mark.parametrize(("lang", "kind", "line", "expected"), VALID, ids=[v[2][:40] for v in VALID])
def test_quoted_ability_text_gives_its_ir(lang: str, kind: str, line: str, expected: ir.Ability) -> None:
    assert abilities(lang, kind, line) == (expected,)


INVALID: list[tuple[str, str, str, str]] = [
    # a spell can't say an object "has" an ability (it gains one until end of turn)
    ("ja", "sorcery", "クリーチャー１体を対象とする。それは「{T}：カードを１枚引く。」を持つ。", "E251"),
    ("en", "sorcery", 'Target creature has "{T}: Draw a card."', "E251"),
    # inside the quotation, the same checks as anywhere: a statement can't choose targets
    ("ja", "aura", "エンチャントされているクリーチャーは「プレイヤー１人を対象とする。そのプレイヤーはカードを１枚引く。」を持つ。", "E250"),
    ("en", "aura", 'Enchanted creature has "Target player draws a card."', "E250"),
    # a quotation needs its verb: no bare 「…」 clause
    ("ja", "aura", "エンチャントされているクリーチャーは「{T}：カードを１枚引く。」。", "E101"),
    ("en", "aura", 'Enchanted creature "{T}: Draw a card."', "E101"),
]


@pytest.mark.parametrize(("lang", "kind", "line", "code"), INVALID, ids=[v[3] + " " + v[2][:30] for v in INVALID])
def test_wrong_quoted_ability_is_rejected_with_its_code(lang: str, kind: str, line: str, code: str) -> None:
    assert code in codes(lang, kind, line)
