"""The object paid for a cost, named by the effect (601.2h, 608.2h): 「生け贄に捧げたクリーチャー」
(2018 「その生け贄に捧げたクリーチャー」, 2012 「その生け贄に捧げられたクリーチャー」) / "the sacrificed
creature", 「その追放されたカード」 / "the exiled card". Each text is compiled in both languages to
one IR and rendered back; without one such object paid, the reference is E201 in both."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import SourceFile
from support.texts import bilingual_card


def _source(ja: str, en: str, type_line: str) -> SourceFile:
    ja = ja.replace("\n", "\n  ")
    en = en.replace("\n", "\n  ")
    return SourceFile("t.card", f"name: 試作 / Test\ntype: {type_line}\nja:\n  {ja}\nen:\n  {en}\n")


_ENCHANTMENT = "エンチャント / Enchantment"
_SORCERY = "ソーサリー / Sorcery"


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "effect"),
    [
        (
            (
                "{1}, クリーチャーを１体生け贄に捧げる：あなたは生け贄に捧げたクリーチャーのタフネスに"
                "等しい点数のライフを得る。"
            ),
            "{1}, Sacrifice a creature: You gain life equal to the sacrificed creature's toughness.",
            _ENCHANTMENT,
            ir.GainLife(ir.You(), ir.ToughnessOf(ir.PaidObject("sacrificed"))),
        ),
        (
            (
                "この呪文を唱えるための追加コストとして、クリーチャーを１体生け贄に捧げる。\n"
                "プレイヤー１人を対象とする。試作はそれに、その生け贄に捧げたクリーチャーのパワーに"
                "等しい点数のダメージを与える。"
            ),
            (
                "As an additional cost to cast this spell, sacrifice a creature.\n"
                "Test deals damage equal to the sacrificed creature's power to target player."
            ),
            _SORCERY,
            ir.DealDamage(ir.ThisObject(), ir.Targeted(0), ir.PowerOf(ir.PaidObject("sacrificed"))),
        ),
        (
            (
                "この呪文を唱えるための追加コストとして、あなたの墓地からクリーチャー・カードを１枚"
                "追放する。\nプレイヤー１人を対象とする。試作はそれに、その追放されたカードのパワーに"
                "等しい点数のダメージを与える。"
            ),
            (
                "As an additional cost to cast this spell, exile a creature card from your graveyard.\n"
                "Test deals damage equal to the exiled card's power to target player."
            ),
            _SORCERY,
            ir.DealDamage(ir.ThisObject(), ir.Targeted(0), ir.PowerOf(ir.PaidObject("exiled"))),
        ),
    ],
)
def test_paid_object_values(ja: str, en: str, type_line: str, effect: Any) -> None:
    """The value reads the one object paid for the costs."""
    card = bilingual_card(ja, en, type_line)
    effects = [e for a in card.abilities for e in getattr(a, "effects", ())]
    assert effect in effects, effects


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        # nothing sacrificed
        (
            "{1}：あなたは生け贄に捧げたクリーチャーのタフネスに等しい点数のライフを得る。",
            "{1}: You gain life equal to the sacrificed creature's toughness.",
        ),
        # two creatures sacrificed: "the sacrificed creature" names no one of them
        (
            (
                "{1}, クリーチャーを２体生け贄に捧げる：あなたは生け贄に捧げたクリーチャーのタフネスに"
                "等しい点数のライフを得る。"
            ),
            (
                "{1}, Sacrifice two creatures: You gain life equal to the sacrificed creature's "
                "toughness."
            ),
        ),
    ],
)
def test_paid_object_needs_one_paid(ja: str, en: str) -> None:
    """601.2h: without exactly one object paid of its kind the reference is E201."""
    for lang in ("ja", "en"):
        compiled = compile_source(_source(ja, en, _ENCHANTMENT), (lang,))
        assert not compiled.ok, lang
        assert "E201" in {d.code for d in compiled.diagnostics}, lang
