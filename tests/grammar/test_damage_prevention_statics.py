"""A permanent's prevention of the combat damage dealt to and/or by one object of its ability
(615.1a): 「エンチャントされているクリーチャーが与える戦闘ダメージと与えられる戦闘ダメージを
すべて軽減する。」 / "Prevent all combat damage that would be dealt to and dealt by enchanted
creature." Each row is compiled in both languages to one IR and rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime import statics_replacement as rr
from support.texts import bilingual_card, codes

AURA = "エンチャント — オーラ / Enchantment — Aura"
EQUIPMENT = "アーティファクト — 装備品 / Artifact — Equipment"
ENCHANTED = rt.EnchantedPermanent()


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "effects"),
    [
        (
            "エンチャント（クリーチャー）\nエンチャントされているクリーチャーが与える戦闘ダメージと与えられる戦闘ダメージをすべて軽減する。",
            "Enchant creature\nPrevent all combat damage that would be dealt to and dealt by enchanted creature.",
            AURA,
            (rr.PreventDamageTo(ENCHANTED, True), rt.PreventDamageBy(ENCHANTED, True)),
        ),
        (
            "エンチャント（クリーチャー）\nエンチャントされているクリーチャーに与えられるすべての戦闘ダメージを軽減する。",
            "Enchant creature\nPrevent all combat damage that would be dealt to enchanted creature.",
            AURA,
            (rr.PreventDamageTo(ENCHANTED, True),),
        ),
        (
            "装備しているクリーチャーが与えるすべての戦闘ダメージを軽減する。\n装備 {1}",
            "Prevent all combat damage that would be dealt by equipped creature.\nEquip {1}",
            EQUIPMENT,
            (rt.PreventDamageBy(rt.EquippedCreature(), True),),
        ),
        (
            "試作が与える戦闘ダメージと与えられる戦闘ダメージをすべて軽減する。",
            "Prevent all combat damage that would be dealt to and dealt by Test.",
            "クリーチャー — スピリット / Creature — Spirit",
            (
                rr.PreventDamageTo(rt.ThisPermanent(), True),
                rt.PreventDamageBy(rt.ThisPermanent(), True),
            ),
        ),
    ],
)
def test_combat_damage_prevention_statement(
    ja: str, en: str, type_line: str, effects: tuple[object, ...]
) -> None:
    """The statement is one static ability of prevention effects, the same in both languages."""
    pt = "1/1" if type_line.startswith("クリーチャー") else None
    card = bilingual_card(ja, en, type_line, pt)
    statics = [a for a in card.abilities if isinstance(a, ir.StaticAbility)]
    assert [s.effects for s in statics] == [effects]
    assert statics[0].condition is None


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "Prevent all combat damage that would be dealt by creatures other than target creature.",
            "en",
        ),
        ("それ以外のクリーチャーが与えるすべての戦闘ダメージを軽減する。", "ja"),
    ],
)
def test_prevention_of_a_group_is_not_a_statement(text: str, lang: str) -> None:
    """On a permanent, preventing the damage a group other than one object deals is not
    compiled (no duration, no one object of the ability): a diagnostic, never a guess."""
    assert codes(text, lang, permanent=True)
