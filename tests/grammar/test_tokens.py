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


THOPTER = TokenSpec(
    power=1,
    toughness=1,
    colors=(),
    subtypes=("Thopter",),
    card_types=(CardType.ARTIFACT, CardType.CREATURE),
    keywords=(Keyword.FLYING,),
)


@pytest.mark.parametrize(
    ("ja", "en", "token", "amount"),
    [
        (
            "飛行を持つ無色の１/１の飛行機械・アーティファクト・クリーチャー・トークンを１体生成する。",
            "Create a 1/1 colorless Thopter artifact creature token with flying.",
            THOPTER,
            1,
        ),
        (
            "無色の３/３のゴーレム・アーティファクト・クリーチャー・トークンを２体生成する。",
            "Create two 3/3 colorless Golem artifact creature tokens.",
            TokenSpec(3, 3, (), ("Golem",), (CardType.ARTIFACT, CardType.CREATURE)),
            2,
        ),
        (
            "無色の３/３のファイレクシアン・ゴーレム・アーティファクト・クリーチャー・トークンを１体生成する。",
            "Create a 3/3 colorless Phyrexian Golem artifact creature token.",
            TokenSpec(3, 3, (), ("Phyrexian", "Golem"), (CardType.ARTIFACT, CardType.CREATURE)),
            1,
        ),
    ],
)
def test_colorless_artifact_creature_tokens(
    ja: str, en: str, token: TokenSpec, amount: object
) -> None:
    """105.2c: a colourless token has no colour; 111.3: a token of two card types."""
    effect = _create(ja, en)
    assert effect.token == token
    assert effect.amount == amount
    assert not effect.tapped and not effect.attacking


@pytest.mark.parametrize(
    ("ja", "en", "tapped", "attacking"),
    [
        (  # 2019
            "白の１/１の兵士・クリーチャー・トークンを１体、タップ状態で攻撃している状態で生成する。",
            "Create a 1/1 white Soldier creature token that's tapped and attacking.",
            True,
            True,
        ),
        (  # 2020
            "白の１/１の兵士・クリーチャー・トークンを２体タップ状態かつ攻撃している状態で生成する。",
            "Create two 1/1 white Soldier creature tokens that are tapped and attacking.",
            True,
            True,
        ),
        (
            "白の１/１の兵士・クリーチャー・トークンを１体攻撃している状態で生成する。",
            "Create a 1/1 white Soldier creature token that's attacking.",
            False,
            True,
        ),
        (  # 2011
            "タップ状態で攻撃している白の１/１の兵士・クリーチャー・トークンを１体戦場に出す。",
            "Put a 1/1 white Soldier creature token onto the battlefield tapped and attacking.",
            True,
            True,
        ),
        (  # 2011
            "白の１/１の兵士・クリーチャー・トークンを１体、タップ状態で戦場に出す。",
            "Put a 1/1 white Soldier creature token onto the battlefield tapped.",
            True,
            False,
        ),
        (  # the count after the noun
            "白の１/１の兵士・クリーチャー・トークン１体をタップ状態で生成する。",
            "Create a tapped 1/1 white Soldier creature token.",
            True,
            False,
        ),
    ],
)
def test_tokens_created_tapped_or_attacking(
    ja: str, en: str, tapped: bool, attacking: bool
) -> None:
    """110.5b: a token created tapped; 508.4: a token created attacking."""
    effect = _create(ja, en)
    assert effect.token == SOLDIER
    assert (effect.tapped, effect.attacking) == (tapped, attacking)


def test_thirteen_tokens() -> None:
    """Number words past seven: "Put thirteen 2/2 black Zombie creature tokens …" (ISD Army of
    the Damned)."""
    effect = _create(
        "黒の２/２のゾンビ・クリーチャー・トークンを13体、タップ状態で戦場に出す。",
        "Put thirteen 2/2 black Zombie creature tokens onto the battlefield tapped.",
    )
    assert effect.amount == 13 and effect.tapped and not effect.attacking
