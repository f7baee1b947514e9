"""Hexproof from a quality (702.11d): 「黒からの呪禁」 / "Hexproof from black" (Garruk's Harbinger),
「到達、青からの呪禁」 / "Reach, hexproof from blue" (Sporeweb Weaver), with the qualities protection
names (702.16a), and gained until end of turn; 「青からと黒からの呪禁」 / "hexproof from blue and from
black" is one hexproof from each. Each row compiles in both languages to one IR and renders back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.roundtrip import recompile
from ofuda.runtime.definitions import CardType, Color, Keyword, ObjectFilter
from ofuda.runtime.statics import HexproofFrom
from support.texts import bilingual_compile, codes, nodes_of_kind

ROWS = [
    ("黒からの呪禁", "Hexproof from black", (HexproofFrom(colors=(Color.BLACK,)),)),
    (
        "到達、青からの呪禁",
        "Reach, hexproof from blue",
        (Keyword.REACH, HexproofFrom(colors=(Color.BLUE,))),
    ),
    ("多色からの呪禁", "Hexproof from multicolored", (HexproofFrom(quality=ObjectFilter(color_count_min=2)),)),
    (
        "プレインズウォーカーからの呪禁",
        "Hexproof from planeswalkers",
        (HexproofFrom(quality=ObjectFilter(card_types=(CardType.PLANESWALKER,))),),
    ),
    ("吸血鬼からの呪禁", "Hexproof from Vampires", (HexproofFrom(quality=ObjectFilter(subtypes=("Vampire",))),)),
    (
        "白からと黒からの呪禁",
        "Hexproof from white and from black",
        (HexproofFrom(colors=(Color.WHITE,)), HexproofFrom(colors=(Color.BLACK,))),
    ),
]


def _round_trips(compiled: object) -> None:
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)  # type: ignore[attr-defined]
        assert again.ok, (lang, [d.message for d in again.diagnostics])
        assert again.card.abilities == compiled.card.abilities, lang  # type: ignore[attr-defined]


@pytest.mark.parametrize(("ja", "en", "keywords"), ROWS)
def test_hexproof_from_a_quality(ja: str, en: str, keywords: tuple[object, ...]) -> None:
    """JA ≡ EN, the keywords as listed, and the round trip in both languages."""
    compiled = bilingual_compile(ja, en, "クリーチャー — 人間 / Creature — Human", "2/2")
    assert compiled.ok and compiled.diagnostics == [], [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    assert tuple(a.keyword for a in compiled.card.abilities) == keywords
    _round_trips(compiled)


@pytest.mark.parametrize(
    ("ja", "en", "gained"),
    [
        (
            "クリーチャー１体を対象とする。ターン終了時まで、それは黒からの呪禁を得る。",
            "Target creature gains hexproof from black until end of turn.",
            [HexproofFrom(colors=(Color.BLACK,))],
        ),
        (
            "あなたがコントロールするクリーチャーは、ターン終了時まで青からと黒からの呪禁を得る。",
            "Creatures you control gain hexproof from blue and from black until end of turn.",
            [HexproofFrom(colors=(Color.BLUE,)), HexproofFrom(colors=(Color.BLACK,))],
        ),
    ],
)
def test_gaining_hexproof_from(ja: str, en: str, gained: list[HexproofFrom]) -> None:
    """One-shot: the granted keywords carry their qualities, one per quality."""
    compiled = bilingual_compile(ja, en, "インスタント / Instant")
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    grants = nodes_of_kind(compiled.card.abilities, ir.GrantKeyword)
    assert [g.keyword for g in grants] == gained
    _round_trips(compiled)


def test_a_keyword_with_a_parameter_is_no_quality_of_a_noun() -> None:
    """「黒からの呪禁を持つクリーチャー」: no filter criterion says it yet; refused, never a criterion
    that nothing matches."""
    assert codes("黒からの呪禁を持つクリーチャーは+1/+1の修整を受ける。", "ja", permanent=True)
