"""Damage multiplied at its source by a permanent's static ability (614.1a): 「装備している
クリーチャーが戦闘ダメージを与える場合、代わりにそれはその２倍のダメージを与える。」 / "If equipped
creature would deal combat damage, it deals double that damage instead." Each row is compiled
in both languages to one IR and rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime import statics_replacement as rr
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card, codes

EQUIPMENT = "アーティファクト — 装備品 / Artifact — Equipment"
EQUIPPED = rt.EquippedCreature()


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "effect"),
    [
        (
            "装備しているクリーチャーが戦闘ダメージを与える場合、代わりにそれはその２倍のダメージを与える。\n装備 {2}",
            "If equipped creature would deal combat damage, it deals double that damage instead.\nEquip {2}",
            EQUIPMENT,
            rr.MultiplyDamageDealt(EQUIPPED, None, 2, True),
        ),
        (
            "他のいずれかのクリーチャーが装備しているクリーチャーに戦闘ダメージを与える場合、代わりにそれは装備しているクリーチャーにその２倍のダメージを与える。\n装備 {2}",
            "If another creature would deal combat damage to equipped creature, it deals double that damage to equipped creature instead.\nEquip {2}",
            EQUIPMENT,
            rr.MultiplyDamageDealt(
                ObjectFilter(card_types=(CardType.CREATURE,), other=True), EQUIPPED, 2, True
            ),
        ),
        (
            "あなたがコントロールしている発生源がパーマネントやプレイヤーにダメージを与えるなら、代わりに、それはそのパーマネントやプレイヤーにその点数の３倍のダメージを与える。",
            "If a source you control would deal damage to a permanent or player, it deals triple that damage to that permanent or player instead.",
            "エンチャント / Enchantment",
            rr.MultiplyDamageDealt(ObjectFilter(controller=Controller.YOU), None, 3, False),
        ),
        (
            "試作が戦闘ダメージを与える場合、代わりにそれはその２倍のダメージを与える。",
            "If Test would deal combat damage, it deals double that damage instead.",
            "クリーチャー — スピリット / Creature — Spirit",
            rr.MultiplyDamageDealt(rt.ThisPermanent(), None, 2, True),
        ),
    ],
)
def test_multiplied_damage(ja: str, en: str, type_line: str, effect: object) -> None:
    """The line is one static ability with the multiplication, the same in both languages."""
    pt = "1/1" if type_line.startswith("クリーチャー") else None
    card = bilingual_card(ja, en, type_line, pt)
    statics = [a for a in card.abilities if isinstance(a, ir.StaticAbility)]
    assert [s.effects for s in statics] == [(effect,)]


@pytest.mark.parametrize(
    ("text", "lang", "permanent"),
    [
        # the recipient named again must be the one the damage would have been dealt to
        (
            "If a source you control would deal damage to a permanent or player, it deals double that damage to Test instead.",
            "en",
            True,
        ),
        # an instant's replacement needs a duration
        (
            "If a source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.",
            "en",
            False,
        ),
        (
            "あなたがコントロールしている発生源がパーマネントやプレイヤーにダメージを与えるなら、代わりに、それはそのパーマネントやプレイヤーにその点数の２倍のダメージを与える。",
            "ja",
            False,
        ),
    ],
)
def test_multiplied_damage_rejected(text: str, lang: str, permanent: bool) -> None:
    """What the runtime could not do as written is a diagnostic, never a guess."""
    assert codes(text, lang, permanent=permanent)
