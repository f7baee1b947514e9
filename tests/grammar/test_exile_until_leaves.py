"""Exiling until the permanent leaves the battlefield (610.3): 「CARDNAMEが戦場を離れるまで…を
追放する」 (either order) / "exile … until CARDNAME leaves the battlefield"; and choosing a card
of some kinds from a revealed hand ("a noncreature, nonland card"). Each row compiles in both
languages to one IR and renders back to it."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType
from support.texts import bilingual_card, codes, nodes_of_kind


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (
            "試作が戦場に出たとき、クリーチャー１体を対象とする。試作が戦場を離れるまでそれを追放する。",
            "When Test enters the battlefield, exile target creature until Test leaves the battlefield.",
        ),
        (
            (
                "試作が戦場に出たとき、対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開する。あなたは"
                "その中から土地でないカード１枚を選ぶ。試作が戦場を離れるまで、そのカードを追放する。"
            ),
            (
                "When Test enters the battlefield, target opponent reveals their hand. You choose a "
                "nonland card from it. Exile that card until Test leaves the battlefield."
            ),
        ),
        (
            (
                "試作が戦場に出たとき、あなたの墓地からクリーチャー・カードをすべて、試作が戦場を離れるまで"
                "追放する。"
            ),
            (
                "When Test enters the battlefield, exile all creature cards from your graveyard until "
                "Test leaves the battlefield."
            ),
        ),
    ],
)
def test_exile_until_this_leaves(ja: str, en: str) -> None:
    """One ExileUntilLeaves instruction, whatever it exiles."""
    card = bilingual_card(ja, en, "エンチャント / Enchantment")
    assert len(nodes_of_kind(card.abilities, ir.ExileUntilLeaves)) == 1
    assert not nodes_of_kind(card.abilities, ir.Exile)


def test_until_another_object_leaves_is_a_diagnostic() -> None:
    """Only the permanent with the ability is watched: "until it leaves" (the target) is not
    compiled."""
    assert "E290" in codes(
        "When Test enters the battlefield, exile target artifact until it leaves the battlefield.",
        "en",
        permanent=True,
    )


def test_choose_a_card_of_excluded_kinds() -> None:
    """「クリーチャーでも土地でもないカード」 / "a noncreature, nonland card": none of the kinds."""
    card = bilingual_card(
        "対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開する。あなたはその中からクリーチャーでも"
        "土地でもないカード１枚を選ぶ。そのプレイヤーはそのカードを捨てる。",
        "Target opponent reveals their hand. You choose a noncreature, nonland card from it. "
        "That player discards that card.",
        "ソーサリー / Sorcery",
    )
    (choose,) = nodes_of_kind(card.abilities, ir.ChooseCards)
    assert set(choose.filter.excluded_card_types) == {CardType.CREATURE, CardType.LAND}
