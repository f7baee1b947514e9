"""Instructions on "any number of" objects the player chooses on resolution (608.2d) —
"discard any number of cards" / 「望む枚数のカードを捨て」, "sacrifice any number of lands" /
「望む数の土地を生け贄に捧げる」, "tap any number of untapped creatures you control" — and "that
many" / 「その数」「その枚数」 after one of them: how many the player chose (608.2c), never a
trigger's count. Each row is compiled in both languages to one IR, checked for what it means,
and rendered back in both languages to the same IR."""

from __future__ import annotations

from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, ObjectFilter
from support.texts import YOU, bilingual_card, codes, nodes_of_kind


def test_discard_any_number_then_draw_that_many() -> None:
    """「その枚数」 / "that many" is how many cards were discarded."""
    card = bilingual_card(
        "望む枚数のカードを捨て、その後その枚数に等しい枚数のカードを引く。",
        "Discard any number of cards, then draw that many cards.",
        "ソーサリー / Sorcery",
    )
    effects = card.abilities[0].effects
    assert effects == (ir.DiscardAnyNumber(YOU), ir.DrawCards(YOU, ir.ChosenCount("discarded")))


def test_sacrifice_any_number_then_search_for_up_to_that_many() -> None:
    """M19 Scapeshift's words: the search finds up to as many lands as were sacrificed."""
    card = bilingual_card(
        "望む数の土地を生け贄に捧げる。あなたのライブラリーから、その数以下の枚数の土地・カードを探して"
        "タップ状態で戦場に出し、その後あなたのライブラリーを切り直す。",
        "Sacrifice any number of lands. Search your library for up to that many land cards, put them "
        "onto the battlefield tapped, then shuffle your library.",
        "ソーサリー / Sorcery",
    )
    (sacrifice,) = nodes_of_kind(card.abilities, ir.SacrificeAnyNumber)
    assert sacrifice.filter.card_types == (CardType.LAND,)
    (search,) = nodes_of_kind(card.abilities, ir.SearchFor)
    assert search.count == ir.ChosenCount("sacrificed")


def test_tap_any_number_and_count_those_tapped() -> None:
    """The printed Japanese writes the noun's words before 「望む数の」; "for each creature tapped
    this way" counts the creatures the instruction tapped (not a cost's)."""
    card = bilingual_card(
        "試作が攻撃するたび、あなたはあなたがコントロールしているアンタップ状態の望む数のクリーチャーをタップしてもよい。"
        "ターン終了時まで、試作は、これによりタップしたクリーチャー１体につき＋１/＋１の修整を受ける。",
        "Whenever Test attacks, you may tap any number of untapped creatures you control. Test gets +1/+1 until end of turn "
        "for each creature tapped this way.",
        "クリーチャー — 人間 / Creature — Human",
        "1/1",
    )
    (tap,) = nodes_of_kind(card.abilities, ir.TapAnyNumber)
    assert tap.filter.tapped is False and tap.filter.card_types == (CardType.CREATURE,)
    (pump,) = nodes_of_kind(card.abilities, ir.ModifyPowerToughness)
    assert pump.power == ir.CountOf(ir.EffectResults("tapped", ObjectFilter(card_types=(CardType.CREATURE,))))


def test_that_many_refers_to_nothing_without_a_choice() -> None:
    """ "that many" with no "any number of" before it, and no trigger that counts: rejected."""
    assert "E201" in codes("Draw that many cards.", "en")
