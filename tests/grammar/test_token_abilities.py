"""Tokens with abilities (111.4): abilities written in quotation marks ('… token with flying and
"{R}: …"', 「飛行と「…」を持つ…トークン」, 113.2c), and the predefined tokens the rules define
(111.10: "create a Treasure token", 「宝物・トークンを１つ生成する」) with their reminder text.
Each text is compiled in both languages to one IR and rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.predefined_tokens import PREDEFINED_TOKENS, predefined_token_abilities
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import CardType, Color, Keyword, SacrificeSelf, TapSelf, TokenSpec
from support.texts import bilingual_card, codes, nodes_of_kind

SORCERY = "ソーサリー / Sorcery"


def _created(card: object) -> ir.CreateTokens:
    (created,) = nodes_of_kind(card, ir.CreateTokens)
    return created


@pytest.mark.parametrize(
    ("ja", "en", "subtype", "amount"),
    [
        ("宝物・トークンを１つ生成する。", "Create a Treasure token.", "Treasure", 1),
        ("食物・トークンを２つ生成する。", "Create two Food tokens.", "Food", 2),
        ("手掛かり・トークンを１つ生成する。", "Create a Clue token.", "Clue", 1),
    ],
)
def test_predefined_tokens(ja: str, en: str, subtype: str, amount: int) -> None:
    """111.10: a colorless artifact token of that type, with the ability the rules give it."""
    created = _created(bilingual_card(ja, en, SORCERY))
    assert created.token == TokenSpec(None, None, (), (subtype,), (CardType.ARTIFACT,), ())
    assert created.amount == amount
    assert created.abilities == predefined_token_abilities(subtype)


def test_predefined_token_abilities_are_the_rules() -> None:
    """111.10a–b, f: Treasure's is a mana ability sacrificing itself; Food's gains 3 life; Clue's
    draws a card (each compiled from the rules' text in both languages)."""
    (treasure,) = predefined_token_abilities("Treasure")
    assert isinstance(treasure, ir.ManaAbility)
    assert treasure.cost.items == (TapSelf(), SacrificeSelf())
    (food,) = predefined_token_abilities("Food")
    assert isinstance(food, ir.ActivatedAbility)
    assert food.effects == (ir.GainLife(ir.You(), 3),)
    (clue,) = predefined_token_abilities("Clue")
    assert isinstance(clue, ir.ActivatedAbility)
    assert nodes_of_kind(clue.effects, ir.DrawCards)
    assert set(PREDEFINED_TOKENS) == {"Treasure", "Food", "Clue"}


def test_token_with_a_keyword_and_a_quoted_ability() -> None:
    """Dragon Egg's token: flying and "{R}: This creature gets +1/+0 until end of turn."."""
    created = _created(
        bilingual_card(
            "飛行と「{R}：ターン終了時まで、このクリーチャーは＋１/＋０の修整を受ける。」を持つ赤の"
            "２/２のドラゴン・クリーチャー・トークンを１体生成する。",
            'Create a 2/2 red Dragon creature token with flying and "{R}: This creature gets '
            '+1/+0 until end of turn."',
            SORCERY,
        )
    )
    assert created.token == TokenSpec(2, 2, (Color.RED,), ("Dragon",), keywords=(Keyword.FLYING,))
    (firebreathing,) = created.abilities
    assert isinstance(firebreathing, ir.ActivatedAbility)
    assert firebreathing.effects[0].obj == ir.ThisObject()  # type: ignore[attr-defined]


def test_token_with_two_quoted_static_abilities_on_a_spell() -> None:
    """A quoted statement is the token's static ability even when an instant creates it
    (113.3d: the token is a permanent)."""
    created = _created(
        bilingual_card(
            "「このクリーチャーではブロックできない。」と「各戦闘で、あなたがコントロールしている"
            "クリーチャーは可能なら攻撃する。」を持つ赤の１/１の海賊・クリーチャー・トークンを１体生成する。",
            'Create a 1/1 red Pirate creature token with "This creature can\'t block" and '
            '"Creatures you control attack each combat if able."',
            "インスタント / Instant",
        )
    )
    cant_block, attacks = created.abilities
    assert isinstance(cant_block, ir.StaticAbility) and isinstance(attacks, ir.StaticAbility)
    assert isinstance(cant_block.effects[0], rt.CantBlock)
    assert isinstance(attacks.effects[0], rt.AttacksEachCombat)


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        (  # the right reminder: read and checked, no warning
            (
                "Create a Treasure token. (It's an artifact with \"{T}, Sacrifice this artifact: "
                'Add one mana of any color.")'
            ),
            "en",
            [],
        ),
        (
            (
                "宝物・トークンを１つ生成する。（それは、「{T}, このアーティファクトを生け贄に捧げる："
                "好きな色１色のマナ１点を加える。」を持つアーティファクトである。）"
            ),
            "ja",
            [],
        ),
        (  # a reminder of another token's ability: W240
            (
                "Create a Treasure token. (It's an artifact with \"{2}, Sacrifice this artifact: "
                'Draw a card.")'
            ),
            "en",
            ["W240"],
        ),
        ("Create a Vehicle token.", "en", ["E290"]),  # no predefined Vehicle token
    ],
)
def test_predefined_token_reminders_and_unknown_types(
    text: str, lang: str, expected: list[str]
) -> None:
    """The reminder restates the token's ability (207.2) and is checked against it; a type the
    rules define no token of is refused."""
    assert codes(text, lang) == expected
