"""「…につき」 / "for each …": a count that multiplies a number, wherever a number stands.

A statement on a permanent counts continuously (613.4c, layer 7c; 611.3a); an instruction
counts once, as it resolves (608.2h). A "for each" that ofuda cannot honour is a compile
error, never dropped. Each text compiles in both languages to one IR and renders back.
"""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter, ZoneKind
from ofuda.runtime.statics_values import CountersOnSource, ObjectCount, Times
from support.texts import codes

CREATURES_YOU = ObjectCount(
    ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
)
FORESTS_YOU = ObjectCount(ObjectFilter(subtypes=("Forest",), controller=Controller.YOU))
CREATURE_CARDS_YOURS = ObjectCount(
    ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU), ZoneKind.GRAVEYARD
)
THEIR_CREATURES = ObjectCount(
    ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.OPPONENT)
)


def compiled(
    ja: str, en: str, type_line: str, *, pt: str = "", lead: tuple[str, str] = ("", "")
) -> Any:
    """The IR of a card holding the text in both languages: JA ≡ EN, and the round trip."""
    pt_line = f"pt: {pt}\n" if pt else ""
    ja_lines = f"  {lead[0]}\n  {ja}" if lead[0] else f"  {ja}"
    en_lines = f"  {lead[1]}\n  {en}" if lead[1] else f"  {en}"
    source = f"name: 試作 / Test\ntype: {type_line}\n{pt_line}ja:\n{ja_lines}\nen:\n{en_lines}\n"
    card = compile_source(SourceFile("t.card", source))
    assert card.ok, [d.message for d in card.diagnostics]
    assert card.by_language["ja"].abilities == card.by_language["en"].abilities
    for lang in ("ja", "en"):
        again = recompile(card.card, lang)
        assert again.ok and again.card.abilities == card.card.abilities, (lang, again.diagnostics)
    return card.card


CREATURE = "クリーチャー — 人間 / Creature — Human"
AURA = "エンチャント — オーラ / Enchantment — Aura"
ENCHANT = ("エンチャント（クリーチャー）", "Enchant creature")


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "lead", "effect"),
    [
        (
            "試作は、あなたがコントロールするクリーチャー１体につき＋１/＋１の修整を受ける。",
            "Test gets +1/+1 for each creature you control.",
            CREATURE,
            ("", ""),
            rt.AddPowerToughness(rt.ThisPermanent(), CREATURES_YOU, CREATURES_YOU),
        ),
        (
            "エンチャントされているクリーチャーは、あなたがコントロールする森１つにつき＋１/＋１の修整を受ける。",
            "Enchanted creature gets +1/+1 for each Forest you control.",
            AURA,
            ENCHANT,
            rt.AddPowerToughness(rt.EnchantedPermanent(), FORESTS_YOU, FORESTS_YOU),
        ),
        (
            "試作は、対戦相手がコントロールするクリーチャー１体につき＋２/＋０の修整を受ける。",
            "Test gets +2/+0 for each creature your opponents control.",
            CREATURE,
            ("", ""),
            rt.AddPowerToughness(rt.ThisPermanent(), Times(2, THEIR_CREATURES), 0),
        ),
        (
            "試作は、あなたの墓地にあるクリーチャー・カード１枚につき＋１/＋１の修整を受ける。",
            "Test gets +1/+1 for each creature card in your graveyard.",
            CREATURE,
            ("", ""),
            rt.AddPowerToughness(rt.ThisPermanent(), CREATURE_CARDS_YOURS, CREATURE_CARDS_YOURS),
        ),
        (
            "試作は、試作の上に置かれている蓄積カウンター１個につき＋１/＋１の修整を受ける。",
            "Test gets +1/+1 for each charge counter on Test.",
            CREATURE,
            ("", ""),
            rt.AddPowerToughness(
                rt.ThisPermanent(), CountersOnSource("charge"), CountersOnSource("charge")
            ),
        ),
    ],
)
def test_a_statement_counts_for_each(
    ja: str, en: str, type_line: str, lead: tuple[str, str], effect: Any
) -> None:
    """613.4c: one layer 7c effect whose numbers are the count (times the per-unit change)."""
    card = compiled(ja, en, type_line, pt="1/1" if "Creature" in type_line else "", lead=lead)
    statics = [a for a in card.abilities if isinstance(a, ir.StaticAbility)]
    assert statics[-1].effects == (effect,)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Test has flying for each Forest you control."),
        ("ja", "テストは、あなたがコントロールする森１つにつき飛行を持つ。"),
        # counts the engine would not follow as they change: refused, not approximated
        ("en", "Test gets +1/+1 for each tapped creature you control."),
        # a count by power: power is itself worked out in layer 7 (a count of cards in hand is
        # followed: every draw recomputes it, tests/cards/test_static_value_cards.py)
        ("en", "Test gets +1/+1 for each creature with power 4 or greater you control."),
    ],
)
def test_a_statement_whose_count_ofuda_cannot_honour_is_rejected(lang: str, text: str) -> None:
    """A count is part of the meaning: a statement that can't take it is E207, never dropped."""
    assert "E207" in codes(text, lang, permanent=True)


SORCERY = "ソーサリー / Sorcery"
INSTANT = "インスタント / Instant"
EACH_CREATURE_YOU = ir.CountOf(
    ir.EachObject(ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU))
)
CREATURE_CARDS_IN_YOUR_GRAVEYARD = ir.CountOf(
    ir.EachObject(
        ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU), ZoneKind.GRAVEYARD
    )
)


@pytest.mark.parametrize(
    ("ja", "en", "field", "expected"),
    [
        (
            "クリーチャー１体を対象とする。ターン終了時まで、それはあなたがコントロールするクリーチャー１体につき＋１/＋１の修整を受ける。",
            "Target creature gets +1/+1 until end of turn for each creature you control.",
            ("power", "toughness"),
            (EACH_CREATURE_YOU, EACH_CREATURE_YOU),
        ),
        (
            "クリーチャー１体を対象とする。ターン終了時まで、それはあなたがコントロールするクリーチャー１体につき＋２/＋０の修整を受ける。",
            "Target creature gets +2/+0 until end of turn for each creature you control.",
            ("power", "toughness"),
            (ir.Product(2, EACH_CREATURE_YOU), 0),
        ),
        (
            "あなたは、あなたの墓地にあるクリーチャー・カード１枚につき２点のライフを得る。",
            "You gain 2 life for each creature card in your graveyard.",
            ("amount",),
            (ir.Product(2, CREATURE_CARDS_IN_YOUR_GRAVEYARD),),
        ),
        (
            "あなたは、あなたの墓地にあるクリーチャー・カード１枚につきカードを１枚引く。",
            "Draw a card for each creature card in your graveyard.",
            ("amount",),
            (CREATURE_CARDS_IN_YOUR_GRAVEYARD,),
        ),
    ],
)
def test_an_instruction_counts_for_each_as_it_resolves(
    ja: str, en: str, field: tuple[str, ...], expected: tuple[Any, ...]
) -> None:
    """608.2h: the count is a value of the instruction, worked out on resolution."""
    card = compiled(ja, en, SORCERY)
    (spell,) = card.abilities
    effect = spell.effects[-1]
    assert tuple(getattr(effect, name) for name in field) == expected


@pytest.mark.parametrize("text", [
    "テストは、あなたがコントロールしているクリーチャー２体につき＋１/＋１の修整を受ける。",
    "あなたがコントロールしているクリーチャー２体につき、テストは＋１/＋１の修整を受ける。",
])
def test_a_unit_of_several_objects_is_not_for_each(text: str) -> None:
    """「クリーチャー２体につき」 is "for every two creatures", not "for each creature": ofuda has no
    such count yet, so the card is rejected (E298) rather than read as one per creature."""
    assert "E298" in codes(text, "ja", permanent=True)
