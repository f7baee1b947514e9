"""「エンチャントしているクリーチャー」 (2018 onward) and 「エンチャントされているクリーチャー」 (2012)
are both "enchanted creature" (303.4a: the object an Aura is attached to): each Japanese wording
compiles to the English text's IR, and the IR renders back in both languages."""

from __future__ import annotations

import pytest
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile

ROWS = [
    (
        "エンチャントしているクリーチャーは飛行を持つ。",
        "エンチャントされているクリーチャーは飛行を持つ。",
        "Enchanted creature has flying.",
    ),
    (
        "エンチャントしているクリーチャーは＋２/＋２の修整を受ける。",
        "エンチャントされているクリーチャーは＋２/＋２の修整を受ける。",
        "Enchanted creature gets +2/+2.",
    ),
    (
        "エンチャントしている土地は「{T}：あなたのマナ・プールに{G}を加える。」を持つ。",
        "エンチャントされている土地は「{T}：あなたのマナ・プールに{G}を加える。」を持つ。",
        'Enchanted land has "{T}: Add {G}."',
    ),
]


@pytest.mark.parametrize(("ja_2018", "ja_2012", "en"), ROWS)
def test_both_japanese_wordings_are_enchanted(ja_2018: str, ja_2012: str, en: str) -> None:
    """Both eras' Japanese and the English compile to one IR, which renders back."""
    results = []
    for ja in (ja_2018, ja_2012):
        enchant = "クリーチャー" if "クリーチャー" in ja else "土地"
        enchant_en = "creature" if "creature" in en.lower() else "land"
        source = (
            f"name: 試作 / Test\ntype: エンチャント — オーラ / Enchantment — Aura\n"
            f"ja:\n  エンチャント（{enchant}）\n  {ja}\nen:\n  Enchant {enchant_en}\n  {en}\n"
        )
        compiled = compile_source(SourceFile("t.card", source))
        assert compiled.ok, [d.message for d in compiled.diagnostics]
        assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
        for lang in ("ja", "en"):
            again = recompile(compiled.card, lang)
            assert again.ok and again.card.abilities == compiled.card.abilities, lang
        results.append(compiled.card.abilities)
    assert results[0] == results[1]
