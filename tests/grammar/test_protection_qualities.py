"""Protection from a quality that is not a colour or a subtype (702.16a): a card type
("planeswalkers" / 「プレインズウォーカー」), a card type less a subtype ("non-Human creatures" /
「人間でないクリーチャー」), a number of colours ("multicolored" / 「多色」, 105.2b). Each row
compiles in both languages to one IR and renders back (parse(render(ir)) == ir)."""

from __future__ import annotations

import pytest
from ofuda.compiler.roundtrip import recompile
from ofuda.runtime.definitions import CardType, Keyword, ObjectFilter
from ofuda.runtime.statics import Protection
from support.texts import bilingual_compile, nodes_of_kind

PLANESWALKERS = ObjectFilter(card_types=(CardType.PLANESWALKER,))
NON_HUMAN_CREATURES = ObjectFilter(card_types=(CardType.CREATURE,), excluded_subtypes=("Human",))
MULTICOLORED = ObjectFilter(color_count_min=2)

ROWS = [
    (
        "プロテクション（プレインズウォーカー）",
        "Protection from planeswalkers",
        (Protection(quality=PLANESWALKERS),),
    ),
    (
        "警戒、プロテクション（多色）",
        "Vigilance, protection from multicolored",
        (Keyword.VIGILANCE, Protection(quality=MULTICOLORED)),
    ),
    (
        "プロテクション（人間でないクリーチャー）",
        "Protection from non-Human creatures",
        (Protection(quality=NON_HUMAN_CREATURES),),
    ),
    (
        "プロテクション（アーティファクト）",
        "Protection from artifacts",
        (Protection(quality=ObjectFilter(card_types=(CardType.ARTIFACT,))),),
    ),
]


def _round_trips(compiled: object) -> None:
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)  # type: ignore[attr-defined]
        assert again.ok, (lang, [d.message for d in again.diagnostics])
        assert again.card.abilities == compiled.card.abilities, lang  # type: ignore[attr-defined]


@pytest.mark.parametrize(("ja", "en", "keywords"), ROWS)
def test_protection_from_a_quality(ja: str, en: str, keywords: tuple[object, ...]) -> None:
    """JA ≡ EN, the keywords as listed, and the round trip in both languages."""
    compiled = bilingual_compile(ja, en, "クリーチャー — 人間 / Creature — Human", "2/2")
    assert compiled.ok and compiled.diagnostics == [], [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    assert tuple(a.keyword for a in compiled.card.abilities) == keywords
    _round_trips(compiled)


def test_gaining_protection_from_non_human_creatures() -> None:
    """「…はターン終了時までプロテクション（人間でないクリーチャー）を得る」 / "… gain protection from
    non-Human creatures until end of turn": the granted keyword carries the quality."""
    compiled = bilingual_compile(
        "あなたがコントロールするクリーチャーは、ターン終了時までプロテクション（人間でないクリーチャー）を得る。",
        "Creatures you control gain protection from non-Human creatures until end of turn.",
        "インスタント / Instant",
    )
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    assert nodes_of_kind(compiled.card.abilities, Protection) == [
        Protection(quality=NON_HUMAN_CREATURES)
    ]
    _round_trips(compiled)
