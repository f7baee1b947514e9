"""Tokens that are copies of an object (707.2): "create a token that's a copy of …" (2020),
"put a token onto the battlefield that's a copy of …" (2011), 「…のコピーであるトークンを１体生成する」
/ 「…戦場に出す」, of a target, of the card a cost exiled, of the creature that died. Each row
compiles in both languages to one IR (JA ≡ EN) and renders back in both (parse(render(ir)) ==
ir); wrong texts are rejected with their codes."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter, TargetSpec
from support.texts import bilingual_card, codes, nodes_of_kind

INSTANT = "インスタント / Instant"
YOURS = TargetSpec(objects=ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU))

ROWS = [
    (  # Sublime Epiphany's mode, alone (2020)
        "あなたがコントロールしているクリーチャー１体を対象とし、それのコピーであるトークンを１体生成する。",
        "Create a token that's a copy of target creature you control.",
        INSTANT,
        ir.CreateTokenCopies(ir.You(), ir.Targeted(0), 1),
    ),
    (  # Cackling Counterpart (2011)
        "あなたがコントロールするクリーチャー１体を対象とし、それのコピーであるトークンを１体戦場に出す。",
        "Put a token onto the battlefield that's a copy of target creature you control.",
        INSTANT,
        ir.CreateTokenCopies(ir.You(), ir.Targeted(0), 1),
    ),
    (  # two copies
        "あなたがコントロールしているクリーチャー１体を対象とする。それのコピーであるトークンを２体生成する。",
        "Create two tokens that are copies of target creature you control.",
        INSTANT,
        ir.CreateTokenCopies(ir.You(), ir.Targeted(0), 2),
    ),
    (  # of the creature that died: the card it became (400.7), as it last existed (608.2h)
        "試作が死亡したとき、それのコピーであるトークンを１体生成する。",
        "When Test dies, create a token that's a copy of it.",
        "クリーチャー — 人間 / Creature — Human",
        ir.CreateTokenCopies(ir.You(), ir.ThisObject(), 1),
    ),
]


@pytest.mark.parametrize(("ja", "en", "type_line", "expected"), ROWS, ids=[r[1][:40] for r in ROWS])
def test_token_copies_in_both_languages(ja: str, en: str, type_line: str, expected: object) -> None:
    """The instruction's node is CreateTokenCopies, the same whichever language wrote it."""
    pt = "2/2" if "Creature" in type_line else None
    card = bilingual_card(ja, en, type_line, pt)
    assert expected in nodes_of_kind(card.abilities, ir.CreateTokenCopies)


def test_the_target_of_a_copy_is_declared() -> None:
    """The copied object is the spell's target (115.1): the spell has that target spec."""
    card = bilingual_card(ROWS[0][0], ROWS[0][1], INSTANT)
    (spell,) = card.abilities
    assert spell.targets == (YOURS,)


@pytest.mark.parametrize(
    ("text", "lang", "code"),
    [
        # a copy of a player is no object (E202)
        ("Create a token that's a copy of target player.", "en", "E202"),
        ("プレイヤー１人を対象とする。そのプレイヤーのコピーであるトークンを１体生成する。", "ja", "E202"),
        # "it" with nothing named before it (E201)
        ("Create a token that's a copy of it.", "en", "E201"),
    ],
)
def test_wrong_token_copies_are_rejected(text: str, lang: str, code: str) -> None:
    """Only an object has copiable values (707.2)."""
    assert code in codes(text, lang)


def test_it_after_a_token_copy_is_the_token() -> None:
    """「それ」 / "it" after the copy is made, with no target declared since, is the token
    (608.2c), not the card it copies: "… put a token onto the battlefield that's a copy of that
    card. Exile it at the beginning of the next end step." (Séance's instructions)."""
    card = bilingual_card(
        "各アップキープの開始時に、あなたの墓地にあるクリーチャー・カード１枚を対象とする。あなたはそれを"
        "追放してもよい。そうした場合、それのコピーであるトークンを１体戦場に出す。次の終了ステップの開始時"
        "に、それを追放する。",
        "At the beginning of each upkeep, you may exile target creature card from your graveyard. If "
        "you do, put a token onto the battlefield that's a copy of that card. Exile it at the "
        "beginning of the next end step.",
        "エンチャント / Enchantment",
    )
    (copies,) = nodes_of_kind(card.abilities, ir.CreateTokenCopies)
    assert copies.model == ir.NewObject(ir.Targeted(0))  # the card exiled (400.7)
    (delayed,) = nodes_of_kind(card.abilities, ir.CreateDelayedTrigger)
    assert delayed.objects == ir.CreatedTokens()
