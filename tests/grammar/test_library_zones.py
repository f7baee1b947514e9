"""Phrase families of the library and the graveyard, each a table of (Japanese, English,
expected IR) rows compiled in both languages to one IR and rendered back (bilingual_card).

Mill in its 2012 wording (701.13): "puts the top card of his or her library into his or her
graveyard" (one card, no number word), 「自分のライブラリーの一番上のカードを自分の墓地に置く」,
the 2018 Japanese count after the noun 「一番上からカードを２枚自分の墓地に置く」, and the
possessive that names the clause's own player subject ("Each player puts the top card of his or
her library …": each player mills their own)."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter, PlayerFilter, ZoneKind
from support.texts import bilingual_card, codes, nodes_of_kind

EACH_PLAYER = ir.EachPlayer(PlayerFilter())


@pytest.mark.parametrize(
    ("ja", "en", "player", "amount"),
    [
        (
            "各プレイヤーは、自分のライブラリーの一番上のカードを自分の墓地に置く。",
            "Each player puts the top card of his or her library into his or her graveyard.",
            EACH_PLAYER,
            1,
        ),
        (
            "プレイヤー１人を対象とする。そのプレイヤーは、自分のライブラリーの一番上のカードを自分の墓地に置く。",
            "Target player puts the top card of his or her library into his or her graveyard.",
            ir.Targeted(0),
            1,
        ),
        (
            "各プレイヤーは、自分のライブラリーの一番上から５枚のカードを自分の墓地に置く。",
            "Each player puts the top five cards of his or her library into his or her graveyard.",
            EACH_PLAYER,
            5,
        ),
        (
            "各対戦相手はそれぞれ自分のライブラリーの一番上からカードを２枚自分の墓地に置く。",
            "Each opponent puts the top two cards of their library into their graveyard.",
            ir.EachPlayer(PlayerFilter(controller=Controller.OPPONENT)),
            2,
        ),
        (
            "あなたのライブラリーの一番上のカードをあなたの墓地に置く。",
            "Put the top card of your library into your graveyard.",
            ir.You(),
            1,
        ),
    ],
)
def test_mill_in_the_2012_wording(ja: str, en: str, player: ir.Selector, amount: int) -> None:
    """701.13: the player named mills the number of cards named, "the top card" being one."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    (mill,) = nodes_of_kind(card.abilities, ir.Mill)
    assert mill.player == player
    assert mill.amount == amount


@pytest.mark.parametrize(
    ("ja", "en", "moved"),
    [
        (
            (
                "あなたのライブラリーの一番上から４枚のカードを見る。"
                "そのうちの１枚をあなたの手札に加え、残りをあなたの墓地に置く。"
            ),
            (
                "Look at the top four cards of your library. "
                "Put one of them into your hand and the rest into your graveyard."
            ),
            ir.ReturnToHand,
        ),
        (
            (
                "あなたのライブラリーの一番上から２枚のカードを見る。"
                "そのうちの１枚をあなたの手札に加え、もう一方をあなたの墓地に置く。"
            ),
            (
                "Look at the top two cards of your library. "
                "Put one of them into your hand and the other into your graveyard."
            ),
            ir.ReturnToHand,
        ),
        (  # 2019–20: the first clause's verb left out, 「もう１枚」 (Waker of Waves)
            (
                "あなたのライブラリーの一番上からカードを２枚見る。"
                "そのうち１枚をあなたの手札に、もう１枚をあなたの墓地に置く。"
            ),
            (
                "Look at the top two cards of your library. "
                "Put one of them into your hand and the other into your graveyard."
            ),
            ir.ReturnToHand,
        ),
        (
            (
                "あなたのライブラリーの一番上から４枚のカードを公開する。"
                "それらの中からクリーチャー・カードを１枚あなたの手札に加え、残りをあなたの墓地に置く。"
            ),
            (
                "Reveal the top four cards of your library. "
                "Put a creature card from among them into your hand and the rest into your graveyard."
            ),
            ir.ReturnToHand,
        ),
        (
            (
                "あなたのライブラリーの一番上からカードを５枚公開する。"
                "その中から土地・カード１枚を戦場に出し、残りをあなたの墓地に置く。"
            ),
            (
                "Reveal the top five cards of your library. "
                "Put a land card from among them onto the battlefield and the rest into your graveyard."
            ),
            ir.PutOntoBattlefield,
        ),
    ],
)
def test_the_rest_into_your_graveyard(ja: str, en: str, moved: type) -> None:
    """400.3: the cards looked at that were not moved ("the rest", "the other" of two) go to
    the graveyard, after the chosen one went where the text says."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    assert nodes_of_kind(card.abilities, moved)
    (into,) = nodes_of_kind(card.abilities, ir.PutIntoGraveyard)
    assert into.cards == ir.TheRest()


def test_only_cards_looked_at_go_into_your_graveyard() -> None:
    """A permanent put "into your graveyard" is no card looked at: ofuda rejects it (E290)
    rather than compile a zone change it has not checked (a permanent put into a graveyard
    is no destruction, 701.7, and no sacrifice, 701.17)."""
    assert "E290" in codes("Put target creature into your graveyard.", "en")
    assert "E290" in codes("クリーチャー１体を対象とする。それをあなたの墓地に置く。", "ja")


@pytest.mark.parametrize(
    ("ja", "en", "effect", "count", "fields"),
    [
        (
            "あなたの墓地にあるゾンビ・カードを１枚無作為に選んであなたの手札に戻す。",
            "Return a Zombie card at random from your graveyard to your hand.",
            ir.ReturnToHand,
            1,
            {"subtypes": ("Zombie",)},
        ),
        (
            "あなたの墓地にあるカードを２枚無作為に選んであなたの手札に戻す。",
            "Return two cards at random from your graveyard to your hand.",
            ir.ReturnToHand,
            2,
            {},
        ),
        (
            "あなたの墓地にあるクリーチャー・カードを２枚無作為に選んで戦場に戻す。",
            "Return two creature cards at random from your graveyard to the battlefield.",
            ir.PutOntoBattlefield,
            2,
            {"card_types": (CardType.CREATURE,)},
        ),
    ],
)
def test_cards_at_random_from_your_graveyard(
    ja: str, en: str, effect: type, count: int, fields: dict[str, Any]
) -> None:
    """「…を１枚無作為に選んで」 / "… at random from your graveyard": cards of your graveyard
    that match, chosen at random on resolution (no player chooses, no target)."""
    card = bilingual_card(ja, en, "ソーサリー / Sorcery")
    (moved,) = nodes_of_kind(card.abilities, effect)
    assert isinstance(moved.obj, ir.RandomCards)
    assert moved.obj.count == count and moved.obj.zone == ZoneKind.GRAVEYARD
    assert moved.obj.filter.controller == Controller.YOU
    for name, value in fields.items():
        assert getattr(moved.obj.filter, name) == value
    assert card.abilities[0].targets == ()


def test_cards_at_random_only_from_a_graveyard() -> None:
    """A random card from another zone is not compiled yet (E290), not read as a choice."""
    assert "E290" in codes(
        "Put a creature card at random from your hand onto the battlefield.", "en"
    )


@pytest.mark.parametrize(
    ("ja", "en", "type_line"),
    [
        (
            (
                "試作が戦場に出たとき、あなたの墓地にある「試作」という名前のカード１枚につき、"
                "黒の２/２のゾンビ・クリーチャー・トークンを１体生成する。"
            ),
            (
                "When Test enters the battlefield, create a 2/2 black Zombie creature token for each "
                "card named Test in your graveyard."
            ),
            "クリーチャー — ゾンビ / Creature — Zombie\npt: 1/1",
        ),
        (
            (
                "{1}{R}：ターン終了時まで、あなたがコントロールしていて「試作」という名前の各クリーチャー"
                "はそれぞれ＋１/＋０の修整を受ける。"
            ),
            "{1}{R}: Each creature you control named Test gets +1/+0 until end of turn.",
            "クリーチャー — 犬 / Creature — Dog\npt: 2/2",
        ),
        (
            (
                "{4}{G}{G}, {T}：あなたのライブラリーから「試作」という名前のカード１枚を探し、"
                "それを戦場に出す。その後あなたのライブラリーを切り直す。"
            ),
            (
                "{4}{G}{G}, {T}: Search your library for a card named Test, put it onto the "
                "battlefield, then shuffle your library."
            ),
            "クリーチャー — エルフ / Creature — Elf\npt: 2/2",
        ),
    ],
)
def test_named_like_this_card(ja: str, en: str, type_line: str) -> None:
    """201.2: 「「試作」という名前の」 / "named Test" on the card Test means any object of that
    name (not only this one): the filter compares names with the source's."""
    card = bilingual_card(ja, en, type_line)
    named = [f for f in nodes_of_kind(card.abilities, ObjectFilter) if f.same_name_as_source]
    assert len(named) == 1


def test_the_first_verb_left_out_before_the_rest_on_the_bottom() -> None:
    """2020 (See the Truth): 「そのうち１枚をあなたの手札に、残りを…一番下に望む順番で置く。」, the
    first clause's verb left out, is "Put one of them into your hand and the rest on the bottom
    of your library in any order." (401)."""
    card = bilingual_card(
        "あなたのライブラリーの一番上からカードを３枚見る。"
        "そのうち１枚をあなたの手札に、残りをあなたのライブラリーの一番下に望む順番で置く。",
        "Look at the top three cards of your library. "
        "Put one of them into your hand and the rest on the bottom of your library in any order.",
        "ソーサリー / Sorcery",
    )
    assert nodes_of_kind(card.abilities, ir.ReturnToHand)
    assert not nodes_of_kind(card.abilities, ir.PutIntoGraveyard)


@pytest.mark.parametrize(("one", "rest"), [
    ("one of those cards", "the rest"),  # See the Truth (M21)
    ("one of them", "the rest of those cards"),  # Call to the Kindred (DKA)
])
def test_those_cards_are_the_cards_looked_at(one: str, rest: str) -> None:
    """"one of those cards", "the rest of those cards": the cards looked at, as "them" (608.2c);
    the same IR as "one of them … the rest"."""
    ja = ("あなたのライブラリーの一番上からカードを３枚見る。"
          "そのうち１枚をあなたの手札に、残りをあなたのライブラリーの一番下に望む順番で置く。")
    plain = bilingual_card(
        ja,
        "Look at the top three cards of your library. "
        "Put one of them into your hand and the rest on the bottom of your library in any order.",
        "ソーサリー / Sorcery",
    )
    those = bilingual_card(
        ja,
        f"Look at the top three cards of your library. "
        f"Put {one} into your hand and {rest} on the bottom of your library in any order.",
        "ソーサリー / Sorcery",
    )
    assert those.abilities == plain.abilities
