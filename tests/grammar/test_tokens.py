"""Creating tokens (111, 701.6): the 2012 「…トークンを１体戦場に出す」 / "put … onto the
battlefield" and today's 「…トークンを１体生成する」 / "create …" are one IR; a count "for
each …"."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.roundtrip import recompile
from ofuda.compiler.source import SourceFile
from ofuda.runtime.definitions import CardType, Color, Controller, Keyword, ObjectFilter, TokenSpec

SOLDIER = TokenSpec(
    power=1,
    toughness=1,
    colors=(Color.WHITE,),
    subtypes=("Soldier",),
    card_types=(CardType.CREATURE,),
)


def _create(ja: str, en: str) -> ir.CreateTokens:
    source = f"name: 試作 / Test\ntype: ソーサリー / Sorcery\nja:\n  {ja}\nen:\n  {en}\n"
    card = compile_source(SourceFile("t.card", source))
    assert card.ok, [d.message for d in card.diagnostics]
    assert card.by_language["ja"].abilities == card.by_language["en"].abilities
    for lang in ("ja", "en"):
        again = recompile(card.card, lang)
        assert again.ok and again.card.abilities == card.card.abilities, lang
    (spell,) = card.card.abilities
    (effect,) = spell.effects
    assert isinstance(effect, ir.CreateTokens)
    return effect


@pytest.mark.parametrize(
    ("ja", "en", "token", "amount"),
    [
        (
            "白の１/１の兵士・クリーチャー・トークンを２体生成する。",
            "Create two 1/1 white Soldier creature tokens.",
            SOLDIER,
            2,
        ),
        (
            "白の１/１の兵士・クリーチャー・トークンを２体戦場に出す。",
            "Put two 1/1 white Soldier creature tokens onto the battlefield.",
            SOLDIER,
            2,
        ),
        (
            "飛行を持つ白の１/１のスピリット・クリーチャー・トークンを１体生成する。",
            "Create a 1/1 white Spirit creature token with flying.",
            TokenSpec(
                power=1,
                toughness=1,
                colors=(Color.WHITE,),
                subtypes=("Spirit",),
                card_types=(CardType.CREATURE,),
                keywords=(Keyword.FLYING,),
            ),
            1,
        ),
        (
            "あなたがコントロールするクリーチャー１体につき、白の１/１の兵士・クリーチャー・トークンを１体生成する。",
            "Create a 1/1 white Soldier creature token for each creature you control.",
            SOLDIER,
            ir.CountOf(
                ir.EachObject(
                    ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
                )
            ),
        ),
    ],
)
def test_create_tokens_in_both_eras(ja: str, en: str, token: TokenSpec, amount: object) -> None:
    """701.6: both wordings make the same tokens, in the number the text says."""
    effect = _create(ja, en)
    assert effect.token == token
    assert effect.amount == amount
