"""Life totals and totals of power or toughness as numbers (119): 「あなたのライフ総量」 / "your
life total", 「…のパワーの合計」 / "the total power of …"; and a life total becoming a number
(119.5): 「あなたのライフ総量は、…に等しくなる」 / "your life total becomes …". Each text is
compiled in both languages to one IR and rendered back."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter

_YOUR_CREATURES = ir.EachObject(
    ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
)


def _source(ja: str, en: str, type_line: str) -> SourceFile:
    return SourceFile("t.card", f"name: 試作 / Test\ntype: {type_line}\nja:\n  {ja}\nen:\n  {en}\n")


def _effects(ja: str, en: str, type_line: str) -> list[Any]:
    compiled = compile_source(_source(ja, en, type_line))
    assert compiled.ok, [d.message for d in compiled.diagnostics]
    assert compiled.by_language["ja"].abilities == compiled.by_language["en"].abilities
    for lang in ("ja", "en"):
        again = recompile(compiled.card, lang)
        assert again.ok and again.card.abilities == compiled.card.abilities, lang
    return [e for a in compiled.card.abilities for e in getattr(a, "effects", ())]


@pytest.mark.parametrize(
    ("ja", "en", "effect"),
    [
        (
            (
                "プレイヤー１人を対象とする。試作はそれにＸ点のダメージを与える。Ｘはあなたのライフ総量に"
                "等しい。"
            ),
            "Test deals X damage to target player, where X is your life total.",
            ir.DealDamage(ir.ThisObject(), ir.Targeted(0), ir.LifeTotalOf(ir.You())),
        ),
        (
            (
                "あなたは、あなたがコントロールしているクリーチャーのパワーの合計に等しい点数のライフを"
                "得る。"
            ),
            "You gain life equal to the total power of creatures you control.",
            ir.GainLife(ir.You(), ir.TotalPower(_YOUR_CREATURES)),
        ),
        (
            (
                "あなたのライフ総量は、あなたがコントロールしているクリーチャーのタフネスの合計に"
                "等しくなる。"
            ),
            "Your life total becomes the total toughness of creatures you control.",
            ir.SetLifeTotal(ir.You(), ir.TotalToughness(_YOUR_CREATURES)),
        ),
        (
            (
                "あなたは「あなたのライフ総量は、あなたがコントロールしているクリーチャーのタフネスの"
                "合計に等しくなる。」を選んでもよい。"
            ),
            "You may have your life total become the total toughness of creatures you control.",
            ir.Optional(ir.You(), (ir.SetLifeTotal(ir.You(), ir.TotalToughness(_YOUR_CREATURES)),)),
        ),
    ],
)
def test_life_total_values(ja: str, en: str, effect: Any) -> None:
    """The number, or the life total set to it, as the text says."""
    effects = _effects(ja, en, "ソーサリー / Sorcery")
    assert effect in effects, effects


def test_life_total_of_an_object_is_refused() -> None:
    """Only a player has a life total: 「それのライフ総量」 of a creature target is E202."""
    ja = (
        "クリーチャー１体を対象とする。試作はそれにＸ点のダメージを与える。Ｘはそれのライフ総量に"
        "等しい。"
    )
    en = "Test deals X damage to target creature, where X is its life total."
    for lang in ("ja", "en"):
        compiled = compile_source(_source(ja, en, "ソーサリー / Sorcery"), (lang,))
        assert not compiled.ok, lang
        assert "E202" in {d.code for d in compiled.diagnostics}, lang
