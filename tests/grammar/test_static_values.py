"""Numbers a static ability works out continuously (611.3a): characteristic-defining power and
toughness by a count (604.3: 「…のパワーとタフネスは、それぞれ…の枚数に等しい」, "…'s power is
equal to …" with a printed toughness), and a statement's X ("gets +X/+X, where X is …" /
「…＋Ｘ/＋Ｘの修整を受ける。Ｘは…に等しい。」). Each text is compiled in both languages to one
IR, checked for the value it means, and rendered back."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter, ZoneKind
from ofuda.runtime.statics_replacement import PowerToughnessDefining
from ofuda.runtime.statics_values import GreatestPowerAmong, ObjectCount, Times
from support.texts import bilingual_card

_CREATURE_CARDS = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)


def _effect(card: Any) -> Any:
    (ability,) = card.abilities
    (effect,) = ability.effects
    return effect


@pytest.mark.parametrize(
    ("ja", "en", "pt", "expected"),
    [
        (
            "試作のパワーとタフネスは、それぞれあなたの墓地にあるクリーチャー・カードの枚数に等しい。",
            (
                "Test's power and toughness are each equal to the number of creature cards in "
                "your graveyard."
            ),
            "*/*",
            PowerToughnessDefining(
                ObjectCount(_CREATURE_CARDS, ZoneKind.GRAVEYARD),
                ObjectCount(_CREATURE_CARDS, ZoneKind.GRAVEYARD),
            ),
        ),
        (
            "試作のパワーとタフネスは、それぞれあなたの手札のカードの枚数に等しい。",
            "Test's power and toughness are each equal to the number of cards in your hand.",
            "*/*",
            PowerToughnessDefining(
                ObjectCount(ObjectFilter(controller=Controller.YOU), ZoneKind.HAND),
                ObjectCount(ObjectFilter(controller=Controller.YOU), ZoneKind.HAND),
            ),
        ),
        (
            "試作のパワーとタフネスは、それぞれあなたがコントロールするクリーチャーの総数に等しい。",
            "Test's power and toughness are each equal to the number of creatures you control.",
            "*/*",
            PowerToughnessDefining(
                ObjectCount(
                    ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
                ),
                ObjectCount(
                    ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
                ),
            ),
        ),
        (
            "試作のパワーは、あなたがコントロールしているクリーチャーの総数に等しい。",
            "Test's power is equal to the number of creatures you control.",
            "*/5",
            PowerToughnessDefining(
                ObjectCount(
                    ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
                )
            ),
        ),
    ],
)
def test_characteristic_defining_counts(ja: str, en: str, pt: str, expected: Any) -> None:
    """604.3: the ability defines the power (and the toughness, for */*) by a count."""
    card = bilingual_card(ja, en, "クリーチャー — ワーム / Creature — Wurm", pt)
    assert _effect(card) == expected
    assert (card.face.power, card.face.toughness) == (("*", "*") if pt == "*/*" else ("*", 5))


def test_power_only_ability_needs_star_power() -> None:
    """208.2a: */* needs an ability that defines the toughness too: "power is equal to" is not
    enough (E005), never a 0 toughness."""
    source = (
        "name: 試作 / Test\ntype: クリーチャー — ワーム / Creature — Wurm\npt: */*\n"
        "ja:\n  試作のパワーは、あなたがコントロールしているクリーチャーの総数に等しい。\n"
        "en:\n  Test's power is equal to the number of creatures you control.\n"
    )
    compiled = compile_source(SourceFile("t.card", source))
    assert not compiled.ok
    assert "E005" in {d.code for d in compiled.diagnostics}


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "power", "toughness"),
    [
        (
            (
                "エンチャント（クリーチャー）\nエンチャントされているクリーチャーは＋Ｘ/＋Ｘの修整を受ける。"
                "Ｘはあなたの墓地にあるクリーチャー・カードの総数に等しい。"
            ),
            (
                "Enchant creature\nEnchanted creature gets +X/+X, where X is the number of "
                "creature cards in your graveyard."
            ),
            "エンチャント — オーラ / Enchantment — Aura",
            ObjectCount(_CREATURE_CARDS, ZoneKind.GRAVEYARD),
            ObjectCount(_CREATURE_CARDS, ZoneKind.GRAVEYARD),
        ),
        (
            "試作は＋Ｘ/＋０の修整を受ける。Ｘはあなたの墓地にあるクリーチャー・カードの中で最大のパワーに等しい。",
            (
                "Test gets +X/+0, where X is the greatest power among creature cards in your "
                "graveyard."
            ),
            "クリーチャー — ワーム / Creature — Wurm",
            GreatestPowerAmong(_CREATURE_CARDS, ZoneKind.GRAVEYARD),
            0,
        ),
        (
            "試作は－Ｘ/－Ｘの修整を受ける。Ｘはあなたの手札にあるカードの総数に等しい。",
            "Test gets -X/-X, where X is the number of cards in your hand.",
            "クリーチャー — ワーム / Creature — Wurm",
            Times(-1, ObjectCount(ObjectFilter(controller=Controller.YOU), ZoneKind.HAND)),
            Times(-1, ObjectCount(ObjectFilter(controller=Controller.YOU), ZoneKind.HAND)),
        ),
    ],
)
def test_statement_x(ja: str, en: str, type_line: str, power: Any, toughness: Any) -> None:
    """A statement's X is its definition, computed as the layer applies (611.3a, 613.4c)."""
    ja = ja.replace("\n", "\n  ")
    en = en.replace("\n", "\n  ")
    card = bilingual_card(ja, en, type_line, "1/1" if "Creature" in type_line else None)
    effects = [e for a in card.abilities for e in getattr(a, "effects", ())]
    (change,) = [e for e in effects if isinstance(e, rt.AddPowerToughness)]
    assert (change.power, change.toughness) == (power, toughness)


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        # the power of a permanent is itself worked out in layer 7: refused, not approximated
        (
            "試作は＋Ｘ/＋０の修整を受ける。Ｘはあなたがコントロールするクリーチャーの中で最大のパワーの値に等しい。",
            "Test gets +X/+0, where X is the greatest power among creatures you control.",
        ),
        # X with no definition
        ("試作は＋Ｘ/＋０の修整を受ける。", "Test gets +X/+0."),
    ],
)
def test_statement_x_refused(ja: str, en: str) -> None:
    """What a statement cannot compute stays an error in both languages."""
    source = (
        f"name: 試作 / Test\ntype: クリーチャー — ワーム / Creature — Wurm\npt: 1/1\n"
        f"ja:\n  {ja}\nen:\n  {en}\n"
    )
    for lang in ("ja", "en"):
        compiled = compile_source(SourceFile("t.card", source), (lang,))
        assert not compiled.ok, lang
        assert {d.code for d in compiled.diagnostics} & {"E207", "E290"}, lang
