"""Phrase families of the library and the graveyard, each a table of (Japanese, English,
expected IR) rows compiled in both languages to one IR and rendered back (bilingual_card).

Mill in its 2012 wording (701.13): "puts the top card of his or her library into his or her
graveyard" (one card, no number word), 「自分のライブラリーの一番上のカードを自分の墓地に置く」,
the 2018 Japanese count after the noun 「一番上からカードを２枚自分の墓地に置く」, and the
possessive that names the clause's own player subject ("Each player puts the top card of his or
her library …": each player mills their own)."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import Controller, PlayerFilter
from support.texts import bilingual_card, nodes_of_kind

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
