"""Halves (107.1a): "half the number of Zombies you control, rounded down" /
「…ゾンビの数の半分（端数切り捨て）」, "loses half their life" / 「自分のライフの半分を失う」,
"draws cards equal to half …" / 「…の半分に等しい枚数のカードを引く」, and the sentence "Round up
each time." / 「それぞれの端数は切り上げる。」 that rounds every half before it. Each text is
compiled in both languages to one IR and rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import ObjectFilter, ZoneKind
from support.texts import T0, bilingual_card, codes, nodes_of_kind

INSTANT = "インスタント / Instant"


def test_half_a_count_rounded_down_defines_x() -> None:
    """Endless Ranks of the Dead (ISD): X is half the number of Zombies you control, rounded
    down — the rounding said inside the value."""
    card = bilingual_card(
        "あなたのアップキープの開始時に、黒の２/２のゾンビ・クリーチャー・トークンをＸ体戦場に出す。Ｘはあなたがコントロールするゾンビの数の半分（端数切り捨て）に等しい。",
        "At the beginning of your upkeep, put X 2/2 black Zombie creature tokens onto the battlefield, where X is half the number of Zombies you control, rounded down.",
        "エンチャント / Enchantment",
    )
    (half,) = nodes_of_kind(card.abilities, ir.HalfOf)
    assert half.round_up is False
    assert isinstance(half.value, ir.CountOf)
    assert half.value.objects.filter.subtypes == ("Zombie",)


@pytest.mark.parametrize(
    ("ja", "en", "round_up"),
    [
        (  # Peer into the Abyss (M21): the rounding is a sentence after the halves
            "プレイヤー１人を対象とする。そのプレイヤーは、自分のライブラリーにあるカードの枚数の半分に等しい枚数のカードを引き、自分のライフの半分を失う。それぞれの端数は切り上げる。",
            "Target player draws cards equal to half the number of cards in their library and loses half their life. Round up each time.",
            True,
        ),
        (  # rounded down, each half saying it
            "プレイヤー１人を対象とする。そのプレイヤーは、自分のライブラリーにあるカードの枚数の半分（端数切り捨て）に等しい枚数のカードを引き、自分のライフの半分（端数切り捨て）を失う。",
            "Target player draws cards equal to half the number of cards in their library, rounded down and loses half their life, rounded down.",
            False,
        ),
        (  # the sentence form, rounding down
            "プレイヤー１人を対象とする。そのプレイヤーは、自分のライブラリーにあるカードの枚数の半分に等しい枚数のカードを引き、自分のライフの半分を失う。端数は切り捨てる。",
            "Target player draws cards equal to half the number of cards in their library and loses half their life. Round down.",
            False,
        ),
    ],
)
def test_half_their_life_and_half_their_library(ja: str, en: str, round_up: bool) -> None:
    """The target player draws half the cards in their library and loses half their life
    total, each rounded as the text says."""
    card = bilingual_card(ja, en, INSTANT)
    draw, lose = card.abilities[0].effects
    assert isinstance(draw, ir.DrawCards) and isinstance(lose, ir.LoseLife)
    assert draw.player == T0 and lose.player == T0
    assert lose.amount == ir.HalfOf(ir.LifeTotalOf(T0), round_up)
    assert draw.amount == ir.HalfOf(
        ir.CountOf(ir.EachObject(ObjectFilter(), ZoneKind.LIBRARY, T0)), round_up
    )


def test_you_lose_half_your_life_rounded_up() -> None:
    """The life of the ability's controller ("your life")."""
    card = bilingual_card(
        "あなたはあなたのライフの半分（端数切り上げ）を失う。",
        "You lose half your life, rounded up.",
        INSTANT,
    )
    (lose,) = card.abilities[0].effects
    assert lose == ir.LoseLife(ir.You(), ir.HalfOf(ir.LifeTotalOf(ir.You()), True), origin=lose.origin)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Target player loses half their life.", "en"),  # no rounding said (107.1a)
        ("プレイヤー１人を対象とする。そのプレイヤーは自分のライフの半分を失う。", "ja"),
        ("Target player loses 2 life. Round up each time.", "en"),  # nothing to round
        ("プレイヤー１人を対象とする。そのプレイヤーは２点のライフを失う。それぞれの端数は切り上げる。", "ja"),
    ],
)
def test_a_half_says_how_it_is_rounded(text: str, lang: str) -> None:
    """107.1a: the effect specifies the rounding; a half without one, or a rounding with no
    half, is refused rather than guessed."""
    assert "E290" in codes(text, lang)

