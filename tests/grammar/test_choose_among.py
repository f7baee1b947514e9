"""Choosing among the cards an instruction looked at (608.2c), current templating: "Look at the
top five cards of your library. You may reveal a white card from among them and put it into
your hand. Put the rest on the bottom of your library in a random order." / 「あなたのライブラリー
の一番上からカードを５枚見る。あなたはその中から白のカード１枚を公開してあなたの手札に加えてもよい。
残りをあなたのライブラリーの一番下に無作為の順番で置く。」

Each row compiles in both languages to one IR (the expected effects), and renders back in
both languages to the same IR."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Color, ObjectFilter
from support.texts import bilingual_card

YOU = ir.You()
LOOKED = ir.CardsThisWay(None)


def _reveal_to_hand(f: ObjectFilter) -> Any:
    return ir.Optional(YOU, (ir.RevealCards(ir.OneOf(YOU, LOOKED, f, 1)), ir.ReturnToHand(ir.ChosenCards())))


@pytest.mark.parametrize(
    ("ja", "en", "effects"),
    [
        (
            ("あなたのライブラリーの一番上からカードを５枚見る。あなたはその中から白のカード１枚を公開してあなたの手札に"
             "加えてもよい。残りをあなたのライブラリーの一番下に無作為の順番で置く。"),
            ("Look at the top five cards of your library. You may reveal a white card from among them and put "
             "it into your hand. Put the rest on the bottom of your library in a random order."),
            (ir.LookAtTop(YOU, 5), _reveal_to_hand(ObjectFilter(colors=(Color.WHITE,))),
             ir.PutOnBottomInRandomOrder(ir.TheRest())),
        ),
        (
            ("あなたのライブラリーの一番上からカードを４枚見る。あなたはその中からパワーが２以下のクリーチャー・カード１枚を"
             "公開してあなたの手札に加えてもよい。残りをあなたのライブラリーの一番下に無作為の順番で置く。"),
            ("Look at the top four cards of your library. You may reveal a creature card with power 2 or less "
             "from among them and put it into your hand. Put the rest on the bottom of your library in a random "
             "order."),
            (ir.LookAtTop(YOU, 4),
             _reveal_to_hand(ObjectFilter(card_types=(CardType.CREATURE,), power_max=2)),
             ir.PutOnBottomInRandomOrder(ir.TheRest())),
        ),
        (  # 2012: the count before the noun, 「望む順番で」 / "in any order"
            ("あなたのライブラリーの一番上から４枚のカードを見る。あなたはその中から土地カード１枚を公開してあなたの手札に"
             "加えてもよい。残りをあなたのライブラリーの一番下に望む順番で置く。"),
            ("Look at the top four cards of your library. You may reveal a land card from among them and put "
             "it into your hand. Put the rest on the bottom of your library in any order."),
            (ir.LookAtTop(YOU, 4), _reveal_to_hand(ObjectFilter(card_types=(CardType.LAND,))),
             ir.PutOnBottomInAnyOrder(ir.TheRest(), YOU)),
        ),
    ],
)
def test_reveal_a_card_of_a_kind_from_among_them(ja: str, en: str, effects: tuple[Any, ...]) -> None:
    """The card is chosen among the cards looked at, of the kind the text names (not targeted),
    and "it" after it is that card."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    (ability,) = card.abilities
    assert ability.effects == effects
