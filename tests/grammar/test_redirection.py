"""Redirection effects (614.9): "All damage that would be dealt to <you / CARDNAME / enchanted
or equipped creature> is dealt to <another of them> instead." — new texts in both languages,
their IR, the render round trip, and the diagnostics of what can't be redirected."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.render import render_card
from ofuda.compiler.source import SourceFile
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import Controller
from ofuda.runtime.statics_replacement import RedirectDamage

AURA = "エンチャント — オーラ / Enchantment — Aura"
EQUIPMENT = "アーティファクト — 装備品 / Artifact — Equipment"
CREATURE = "クリーチャー — 壁 / Creature — Wall"

CASES = [
    (  # 最下層民 / Pariah
        AURA,
        "あなたに与えられるすべてのダメージは、代わりにエンチャントされているクリーチャーに与えられる。",
        "All damage that would be dealt to you is dealt to enchanted creature instead.",
        RedirectDamage(Controller.YOU, rt.EnchantedPermanent()),
    ),
    (  # in the manner of Pariah's Shield
        EQUIPMENT,
        "あなたに与えられるすべてのダメージは、代わりに装備しているクリーチャーに与えられる。",
        "All damage that would be dealt to you is dealt to equipped creature instead.",
        RedirectDamage(Controller.YOU, rt.EquippedCreature()),
    ),
    (  # a creature whose damage its controller takes
        CREATURE,
        "試作に与えられるすべてのダメージは、代わりにあなたに与えられる。",
        "All damage that would be dealt to Test is dealt to you instead.",
        RedirectDamage(rt.ThisPermanent(), Controller.YOU),
    ),
    (  # a creature that takes the damage of the creature it ... protects
        AURA,
        "エンチャントされているクリーチャーに与えられるすべてのダメージは、代わりに試作に与えられる。",
        "All damage that would be dealt to enchanted creature is dealt to Test instead.",
        RedirectDamage(rt.EnchantedPermanent(), rt.ThisPermanent()),
    ),
]


def _compile(type_line: str, lang: str, text: str):  # type: ignore[no-untyped-def]
    pt = "pt: 0/4\n" if "Creature" in type_line else ""
    source = f"name: 試作 / Test\ntype: {type_line}\n{pt}{lang}:\n  {text}\n"
    return compile_source(SourceFile("t.card", source), (lang,))


@pytest.mark.parametrize(("type_line", "ja", "en", "effect"), CASES)
def test_redirection_compiles_alike_in_both_languages(
    type_line: str, ja: str, en: str, effect: RedirectDamage
) -> None:
    expected = (ir.StaticAbility((effect,), None),)
    for lang, text in (("ja", ja), ("en", en)):
        compiled = _compile(type_line, lang, text)
        assert compiled.ok and compiled.card is not None, [d.message for d in compiled.diagnostics]
        assert compiled.card.abilities == expected
        # the render round trip, in both languages
        for out in ("ja", "en"):
            rendered = render_card(compiled.card, out)
            assert rendered == [ja if out == "ja" else en]
            again = _compile(type_line, out, rendered[0])
            assert again.ok and again.card is not None
            assert again.card.abilities == expected


@pytest.mark.parametrize(
    ("type_line", "lang", "text", "code"),
    [
        ("インスタント / Instant", "en",
         "All damage that would be dealt to you is dealt to enchanted creature instead.", "E250"),
        (AURA, "en", "All damage that would be dealt to you is dealt to target creature instead.",
         "E290"),
        (AURA, "ja", "あなたに与えられるすべてのダメージは、代わりにあなたに与えられる。", "E290"),
    ],
)
def test_redirection_diagnostics(type_line: str, lang: str, text: str, code: str) -> None:
    compiled = _compile(type_line, lang, text)
    assert not compiled.ok
    assert [d.code for d in compiled.diagnostics] == [code]
