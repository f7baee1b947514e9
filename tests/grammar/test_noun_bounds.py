"""New texts for the phrase families added for the example designs (issue #3): selectors by
a bound on power or toughness (208.1: "with power 2 or less", 「パワーが２以下の」), by a
keyword lacked ("without flying", 「飛行を持たない」), and event triggers watching the
permanent an Aura or Equipment is attached to (301.5a, 303.4a). Each text is compiled in
both languages to one IR, checked for the selector it means, and rendered back."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import Keyword, ObjectFilter
from support.texts import bilingual_card, nodes_of_kind


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "fields"),
    [
        (
            "タフネスが４以上のクリーチャー１体を対象とし、それを破壊する。",
            "Destroy target creature with toughness 4 or greater.",
            "ソーサリー / Sorcery",
            {"toughness_min": 4},
        ),
        (
            "あなたの墓地にあるパワーが２以下のクリーチャー・カード１枚を対象とし、それを戦場に戻す。",
            "Return target creature card with power 2 or less from your graveyard to the battlefield.",
            "ソーサリー / Sorcery",
            {"power_max": 2},
        ),
        (
            "あなたがコントロールする飛行を持たないクリーチャーは＋０/＋２の修整を受ける。",
            "Creatures you control without flying get +0/+2.",
            "エンチャント / Enchantment",
            {"excluded_keywords": (Keyword.FLYING,)},
        ),
        (
            "あなたがコントロールしていないパワーが３以上の各クリーチャーをタップする。",
            "Tap each creature you don't control with power 3 or greater.",
            "インスタント / Instant",
            {"power_min": 3},
        ),
    ],
)
def test_bound_and_without_selectors(
    ja: str, en: str, type_line: str, fields: dict[str, Any]
) -> None:
    """The selector's filter carries the bound or the lacked keyword, in both languages."""
    card = bilingual_card(ja, en, type_line)
    filters = [
        f for f in nodes_of_kind(card.abilities, ObjectFilter) if any(getattr(f, k) for k in fields)
    ]
    assert filters, card.abilities
    for name, value in fields.items():
        assert getattr(filters[0], name) == value


def test_enchanted_creature_deals_combat_damage_trigger() -> None:
    """「エンチャントされているクリーチャーがいずれかのプレイヤーに戦闘ダメージを与えるたび」 /
    "Whenever enchanted creature deals combat damage to a player" watches the Aura's host."""
    card = bilingual_card(
        "エンチャントされているクリーチャーがいずれかのプレイヤーに戦闘ダメージを与えるたび、あなたは２点のライフを得る。",
        "Whenever enchanted creature deals combat damage to a player, you gain 2 life.",
        "エンチャント / Enchantment",
    )
    assert nodes_of_kind(card.abilities, rt.EnchantedPermanent)


def test_equipped_creature_attacks_or_blocks_trigger() -> None:
    """「装備しているクリーチャーが攻撃かブロックするたび」 / "Whenever equipped creature attacks
    or blocks" watches the Equipment's host."""
    card = bilingual_card(
        "装備しているクリーチャーが攻撃かブロックするたび、カードを１枚引く。",
        "Whenever equipped creature attacks or blocks, draw a card.",
        "アーティファクト — 装備品 / Artifact — Equipment",
    )
    assert nodes_of_kind(card.abilities, rt.EquippedCreature)
