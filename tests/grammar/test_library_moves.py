"""What becomes of cards looked at or milled (608.2c): "If you don't put the card onto the
battlefield," / 「そのカードを戦場に出さないなら、」 (the optional instruction before not done),
and "… put into that graveyard this way" / 「これにより墓地に置かれた…」 (what a mill put there).
Each text is compiled in both languages to one IR and rendered back."""

from __future__ import annotations

from ofuda.compiler import ir
from support.texts import bilingual_card, nodes_of_kind

CREATURE = "クリーチャー — エレメンタル / Creature — Elemental"


def test_if_you_dont_put_the_card_onto_the_battlefield() -> None:
    """Risen Reef's instructions: the card goes to the hand when it was not put onto the
    battlefield (YouDidNot of the optional put before)."""
    card = bilingual_card(
        "試作が戦場に出たとき、あなたのライブラリーの一番上のカードを見る。それが土地・カードであるなら、あなたはそれをタップ状態で戦場に出してもよい。そのカードを戦場に出さないなら、それをあなたの手札に加える。",
        "When Test enters the battlefield, look at the top card of your library. If it's a land card, you may put it onto the battlefield tapped. If you don't put the card onto the battlefield, put it into your hand.",
        CREATURE,
        "1/1",
    )
    (otherwise,) = [
        c for c in nodes_of_kind(card.abilities, ir.Conditional) if c.condition == ir.YouDidNot()
    ]
    assert any(isinstance(e, ir.ReturnToHand) for e in otherwise.effects)
    (optional,) = nodes_of_kind(card.abilities, ir.Optional)
    (put,) = optional.effects
    assert isinstance(put, ir.PutOntoBattlefield) and put.tapped


def test_for_each_land_card_put_into_that_graveyard_this_way() -> None:
    """Patient Rebuilding: the cards the mill put into that player's graveyard, counted."""
    card = bilingual_card(
        "あなたのアップキープの開始時に、対戦相手１人を対象とする。そのプレイヤーは、自分のライブラリーの一番上からカードを３枚自分の墓地に置く。その後あなたはこれにより墓地に置かれた土地・カード１枚につきカードを１枚引く。",
        "At the beginning of your upkeep, target opponent puts the top three cards of their library into their graveyard, then you draw a card for each land card put into that graveyard this way.",
        "エンチャント / Enchantment",
    )
    (draw,) = nodes_of_kind(card.abilities, ir.DrawCards)
    assert isinstance(draw.amount, ir.CountOf)
    assert isinstance(draw.amount.objects, ir.EffectResults)


def test_look_at_that_many_cards_from_the_top() -> None:
    """Garruk's Harbinger's first instruction: the trigger event's amount of cards (603.2c), not
    one card."""
    card = bilingual_card(
        "試作がプレイヤー１人に戦闘ダメージを与えるたび、あなたのライブラリーの一番上からカードをその点数に等しい枚数見る。あなたはその中からクリーチャー・カード１枚を公開し、あなたの手札に加えてもよい。残りをあなたのライブラリーの一番下に無作為の順番で置く。",
        "Whenever Test deals combat damage to a player, look at that many cards from the top of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.",
        CREATURE,
        "1/1",
    )
    (look,) = nodes_of_kind(card.abilities, ir.LookAtTop)
    assert look.amount == ir.TriggeringAmount()
