""" "any number of" / 「望む数の」 「望む枚数の」 and "up to N" where a player chooses how many:
targets (115.1d: up to as many as there are legal targets) and a search of a library for
several cards of a kind (701.19b: the search may find fewer). Each text is compiled in both
languages to one IR, checked for the count it means, and rendered back."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.compiler.ir.values import ANY_NUMBER_OF_TARGETS
from ofuda.runtime.definitions import TargetSpec
from support.texts import bilingual_card, nodes_of_kind


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (
            "望む枚数のあなたの墓地にあるクリーチャー・カードを対象とし、それらをあなたのライブラリーの一番上に置く。",
            "Put any number of target creature cards from your graveyard on top of your library.",
        ),
        (
            "望む数のクリーチャーを対象とし、それらをタップする。",
            "Tap any number of target creatures.",
        ),
    ],
)
def test_any_number_of_targets(ja: str, en: str) -> None:
    """One declaration of up to as many targets as there could be (115.1d), acted on together."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    (spec,) = nodes_of_kind(card.abilities, TargetSpec)
    assert spec.up_to and spec.count == ANY_NUMBER_OF_TARGETS
    assert nodes_of_kind(card.abilities, ir.AllTargets)[0].count == ANY_NUMBER_OF_TARGETS


@pytest.mark.parametrize(
    ("ja", "en", "count", "then"),
    [
        (
            "あなたのライブラリーから望む数のドラゴン・クリーチャー・カードを探して戦場に出す。その後あなたのライブラリーを切り直す。",
            "Search your library for any number of Dragon creature cards, put them onto the battlefield, then shuffle your library.",
            None,
            ir.PutOntoBattlefield,
        ),
        (
            "あなたのライブラリーから基本土地・カードを２枚探して戦場に出す。その後あなたのライブラリーを切り直す。",
            "Search your library for up to two basic land cards, put them onto the battlefield, then shuffle your library.",
            2,
            ir.PutOntoBattlefield,
        ),
        (
            "あなたのライブラリーから望む枚数のクリーチャー・カードを探し、それらを公開してあなたの手札に加え、その後あなたのライブラリーを切り直す。",
            "Search your library for any number of creature cards, reveal them, put them into your hand, then shuffle your library.",
            None,
            ir.ReturnToHand,
        ),
    ],
)
def test_search_for_several_cards(ja: str, en: str, count: int | None, then: type) -> None:
    """The search's bound (None: any number), and "them" / 「それら」 naming the cards found."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    (search,) = nodes_of_kind(card.abilities, ir.SearchFor)
    assert search.count == count
    (moved,) = nodes_of_kind(card.abilities, then)
    assert moved.obj == ir.CardsThisWay(None)
