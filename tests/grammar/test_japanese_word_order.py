"""The 2018–20 Japanese word order of quantities and players, beside the 2012 one: "all" after
the noun (「土地でないパーマネントをすべて」 = 「すべての土地でないパーマネントを」), the count after
the noun (「カードを２枚自分の墓地に置く」, 「そのうち１枚を」), 「それぞれ、」 after a subject,
「自分の手札を捨て」 (a whole hand, 701.8a), and the caster as the subject of a cost change
(「あなたが…呪文を唱えるためのコストは{1}少なくなる」, 601.2f). Each row is compiled in both
languages to one IR and rendered back in each."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from support.texts import bilingual_card, codes, nodes_of_kind

SORCERY = "ソーサリー / Sorcery"
ENCHANTMENT = "エンチャント / Enchantment"


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "kind"),
    [
        (
            "土地でないパーマネントをすべて破壊する。",
            "Destroy all nonland permanents.",
            SORCERY,
            ir.Destroy,
        ),
        (
            "プレイヤー１人を対象とし、そのプレイヤーの墓地からカードをすべて追放する。",
            "Exile all cards from target player's graveyard.",
            SORCERY,
            ir.Exile,
        ),
        (
            (
                "あなたのライブラリーの一番上からカードを４枚公開する。これにより公開されたゴブリン・カードを"
                "すべてあなたの手札に加え、残りをあなたのライブラリーの一番下に望む順番で置く。"
            ),
            (
                "Reveal the top four cards of your library. Put all Goblin cards revealed this way into "
                "your hand and the rest on the bottom of your library in any order."
            ),
            SORCERY,
            None,
        ),
        (
            (
                "あなたのライブラリーの一番上からカードを３枚見る。そのうち１枚をあなたの手札に加え、残りを"
                "あなたのライブラリーの一番下に望む順番で置く。"
            ),
            (
                "Look at the top three cards of your library. Put one of them into your hand and the "
                "rest on the bottom of your library in any order."
            ),
            SORCERY,
            None,
        ),
        (
            (
                "プレイヤー１人を対象とする。そのプレイヤーは、自分のライブラリーの一番上からカードを２枚"
                "自分の墓地に置く。"
            ),
            "Target player puts the top two cards of their library into their graveyard.",
            SORCERY,
            ir.Mill,
        ),
        (
            "各プレイヤーはそれぞれ、自分の手札を捨て、その後カードを７枚引く。",
            "Each player discards their hand, then draws seven cards.",
            SORCERY,
            ir.DiscardHand,
        ),
        (
            "このターンに続いて追加の１ターンを行う。",
            "Take an extra turn after this one.",
            SORCERY,
            ir.ExtraTurn,
        ),
        (
            "あなたが飛行を持つクリーチャー・呪文を唱えるためのコストは{1}少なくなる。",
            "Creature spells with flying you cast cost {1} less to cast.",
            ENCHANTMENT,
            None,
        ),
    ],
)
def test_later_word_order_means_the_same(
    ja: str, en: str, type_line: str, kind: type | None
) -> None:
    """The 2018–20 order compiles to the IR of the English, and renders back."""
    card = bilingual_card(ja, en, type_line)
    if kind is not None:
        assert nodes_of_kind(card.abilities, kind), card.abilities


def test_a_cost_change_is_for_spells_you_cast_only() -> None:
    """「あなたが…を唱えるためのコストは」 names the caster; any other player as the caster is
    refused, not read as "you"."""
    assert codes("それがクリーチャー・呪文を唱えるためのコストは{1}少なくなる。", permanent=True)
