"""Who owns an object (108.3): "creature you own" / 「あなたがオーナーであるクリーチャー」, "permanents
you don't own" / 「あなたがオーナーではないパーマネント」, wherever a noun takes "you control". Each
row is compiled in both languages to one IR and rendered back in both languages."""

from __future__ import annotations

import pytest
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter
from support.texts import bilingual_card, codes, nodes_of_kind

INSTANT = "インスタント / Instant"
CREATURE = "クリーチャー — 人間 / Creature — Human\npt: 2/2"


@pytest.mark.parametrize(
    ("ja", "en", "type_line", "expected"),
    [
        (  # Saving Grasp (DKA)
            "あなたがオーナーであるクリーチャー１体を対象とし、それをオーナーの手札に戻す。",
            "Return target creature you own to its owner's hand.",
            INSTANT,
            ObjectFilter(card_types=(CardType.CREATURE,), owner=Controller.YOU),
        ),
        (  # Agent of Treachery (M20): 「あなたが、あなたがオーナーではない…」
            ("あなたの終了ステップの開始時に、あなたが、あなたがオーナーではないパーマネントを３つ以上"
            "コントロールしている場合、カードを３枚引く。"),
            ("At the beginning of your end step, if you control three or more permanents you don't "
            "own, draw three cards."),
            CREATURE,
            ObjectFilter(
                card_types=(CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT,
                            CardType.LAND, CardType.PLANESWALKER),
                owner=Controller.OPPONENT,
            ),
        ),
        (
            "あなたがオーナーではないすべてのクリーチャーを破壊する。",
            "Destroy all creatures you don't own.",
            INSTANT,
            ObjectFilter(card_types=(CardType.CREATURE,), owner=Controller.OPPONENT),
        ),
    ],
)
def test_an_owner_is_a_criterion_of_the_noun(
    ja: str, en: str, type_line: str, expected: ObjectFilter
) -> None:
    card = bilingual_card(ja, en, type_line)
    owned = [f for f in nodes_of_kind(card.abilities, ObjectFilter, nested=False) if f.owner != Controller.ANY]
    assert owned and all(f.owner == expected.owner for f in owned)
    assert expected.owner in {f.owner for f in owned}


def test_another_players_ownership_is_refused() -> None:
    """Only "you own" is read: "target player owns" does not compile, never read as yours."""
    assert codes("Return target creature target player owns to its owner's hand.", "en")
