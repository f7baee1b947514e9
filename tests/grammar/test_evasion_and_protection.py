"""Menace (702.111), landwalk of every basic land type (702.14), protection from a colour
(702.16a) and from two qualities at once (702.16g), with their printed reminders (read as
their rules: no warning). Each row compiles in both languages to one IR and renders back."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import Color, Keyword, ObjectFilter
from ofuda.runtime.statics import Protection


def _compiled(ja: str, en: str) -> Any:
    source = (
        "name: 試作 / Test\ntype: クリーチャー — 人間 / Creature — Human\npt: 2/2\n"
        f"ja:\n  {ja}\nen:\n  {en}\n"
    )
    return compile_source(SourceFile("t.card", source))


ROWS = [
    (
        "威迫（このクリーチャーは２体以上のクリーチャーによってしかブロックされない。）",
        "Menace (This creature can't be blocked except by two or more creatures.)",
        (Keyword.MENACE,),
    ),
    ("平地渡り", "Plainswalk", (Keyword.PLAINSWALK,)),
    ("島渡り", "Islandwalk", (Keyword.ISLANDWALK,)),
    ("山渡り", "Mountainwalk", (Keyword.MOUNTAINWALK,)),
    (
        "森渡り （このクリーチャーは防御プレイヤーが森をコントロールしている限りブロックされない。）",
        "Forestwalk (This creature is unblockable as long as defending player controls a Forest.)",
        (Keyword.FORESTWALK,),
    ),
    (
        (
            "プロテクション（黒）（このクリーチャーは黒のものによっては、ブロックされず、"
            "対象にならず、ダメージを与えられず、エンチャントされず、装備されない。）"
        ),
        (
            "Protection from black (This creature can't be blocked, targeted, dealt damage, "
            "enchanted, or equipped by anything black.)"
        ),
        (Protection(colors=(Color.BLACK,)),),
    ),
    ("プロテクション（緑）", "Protection from green", (Protection(colors=(Color.GREEN,)),)),
    (
        "飛行、プロテクション（デーモン）、プロテクション（ドラゴン）",
        "Flying, protection from Demons and from Dragons",
        (
            Keyword.FLYING,
            Protection(quality=ObjectFilter(subtypes=("Demon",))),
            Protection(quality=ObjectFilter(subtypes=("Dragon",))),
        ),
    ),
]


@pytest.mark.parametrize(("ja", "en", "keywords"), ROWS)
def test_keywords_and_their_reminders(ja: str, en: str, keywords: tuple[object, ...]) -> None:
    """JA ≡ EN, the keywords as listed, no warning (the reminder reads as the keyword's rule),
    parse(render(ir)) == ir in both languages."""
    compiled = _compiled(ja, en)
    assert compiled.ok and compiled.diagnostics == [], [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    assert tuple(a.keyword for a in compiled.card.abilities) == keywords
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok, (lang, [d.message for d in again.diagnostics])
        assert again.card.abilities == compiled.card.abilities, lang


def test_a_reminder_of_another_colour_is_a_warning() -> None:
    """207.2: the reminder of protection from red on protection from black is W240."""
    compiled = _compiled(
        "プロテクション（黒）（このクリーチャーは赤のものによっては、ブロックされず、対象にならず、"
        "ダメージを与えられず、エンチャントされず、装備されない。）",
        "Protection from black",
    )
    assert compiled.ok and [d.code for d in compiled.diagnostics] == ["W240"]


def test_menace_granted_with_its_reminder() -> None:
    """Tezzeret's Strider's wording: a statement grants menace, 「（これは…）」 / "(It can't …)"."""
    compiled = _compiled(
        "CARDNAMEは威迫を持つ。（これは２体以上のクリーチャーによってしかブロックされない。）",
        "CARDNAME has menace. (It can't be blocked except by two or more creatures.)",
    )
    assert compiled.ok and compiled.diagnostics == [], [d.message for d in compiled.diagnostics]
