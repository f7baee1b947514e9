"""Revealing cards from the top of a library until a card of a kind is revealed (701.16a), in
both languages and both Japanese templatings: each row compiles to one IR in Japanese and in
English, and renders back to it in each language."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, ObjectFilter
from support.texts import bilingual_card, codes

CREATURE_CARD = ObjectFilter(card_types=(CardType.CREATURE,))
LAND_CARD = ObjectFilter(card_types=(CardType.LAND,))


@pytest.mark.parametrize(
    ("ja", "en", "player", "found"),
    [
        (  # 2018–20 templating (Vivien, Nature's Avenger)
            (
                "クリーチャー・カードが公開されるまで、あなたのライブラリーの一番上からカードを１枚ずつ"
                "公開する。そのカードをあなたの手札に加え、残りをあなたのライブラリーの一番下に無作為の"
                "順番で置く。"
            ),
            (
                "Reveal cards from the top of your library until you reveal a creature card. Put that "
                "card into your hand and the rest on the bottom of your library in a random order."
            ),
            ir.You(),
            CREATURE_CARD,
        ),
        (  # a targeted player, 2011–12 templating (Trepanation Blade's first sentence)
            (
                "プレイヤー１人を対象とする。そのプレイヤーは、自分のライブラリーのカードを一番上から、"
                "土地カードが公開されるまで公開し続ける。"
            ),
            (
                "Target player reveals cards from the top of their library until they reveal a land "
                "card."
            ),
            ir.Targeted(0),
            LAND_CARD,
        ),
    ],
)
def test_reveal_until_a_card_of_a_kind(ja: str, en: str, player: object, found: object) -> None:
    """The player and the kind of card that ends the reveal; "that card" is the card found
    (the one the reveal chose), "the rest" the other revealed cards."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    (spell,) = card.abilities
    first = spell.effects[0]
    assert first == ir.RevealFromTopUntil(player, found)  # type: ignore[arg-type]
    if len(spell.effects) > 1:
        assert spell.effects[1:] == (
            ir.ReturnToHand(ir.ChosenCards()),
            ir.PutOnBottomInRandomOrder(ir.TheRest()),
        )


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "ja",
            (
                "クリーチャー・カードが公開されるまで、あなたのライブラリーの一番上からカードを１枚ずつ"
                "公開し、そのカードをあなたの手札に加える。"
            ),
        ),
        (
            "en",
            (
                "Reveal cards from the top of your library until you reveal a creature card, then "
                "put that card into your hand."
            ),
        ),
    ],
)
def test_reveal_until_then_a_move_in_one_sentence(lang: str, text: str) -> None:
    """The reveal may go on in the same sentence (「…公開し、」 / ", then"): still the card found."""
    assert codes(text, lang) == []
