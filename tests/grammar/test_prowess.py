"""Prowess (702.108): the keyword and its reminder in both languages, on a creature and on
the tokens a spell creates (「それらは…」 / "they get …"); no warning, JA ≡ EN, round trip."""

from __future__ import annotations

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import Keyword


@pytest.mark.parametrize(
    ("ja", "en", "type_line"),
    [
        (
            (
                "果敢（あなたがクリーチャーでない呪文を唱えるたび、ターン終了時まで、"
                "このクリーチャーは＋１/＋１の修整を受ける。）"
            ),
            (
                "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 "
                "until end of turn.)"
            ),
            "クリーチャー — 人間 / Creature — Human\npt: 1/1",
        ),
        (
            (
                "果敢を持つ赤の１/１のゴブリン・ウィザード・クリーチャー・トークンを２体生成する。"
                "（あなたがクリーチャーでない呪文を唱えるたび、ターン終了時まで、"
                "それらは＋１/＋１の修整を受ける。）"
            ),
            (
                "Create two 1/1 red Goblin Wizard creature tokens with prowess. (Whenever you "
                "cast a noncreature spell, they get +1/+1 until end of turn.)"
            ),
            "ソーサリー / Sorcery",
        ),
    ],
)
def test_prowess_and_its_reminder(ja: str, en: str, type_line: str) -> None:
    source = f"name: 試作 / Test\ntype: {type_line}\nja:\n  {ja}\nen:\n  {en}\n"
    compiled = compile_source(SourceFile("t.card", source))
    assert compiled.ok and compiled.diagnostics == [], [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    (ability,) = compiled.card.abilities
    keywords = (
        (ability.keyword,)
        if hasattr(ability, "keyword")
        else ability.effects[0].token.keywords  # the tokens created have it
    )
    assert keywords == (Keyword.PROWESS,)
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok and again.card.abilities == compiled.card.abilities, lang
