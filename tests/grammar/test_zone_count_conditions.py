"""How many cards a zone holds, as a condition (400.1, 404; 611.3b, 603.4, 602.5b): "as long as
there are three or more land cards in your graveyard" / 「あなたの墓地に土地・カードが３枚以上ある
かぎり」 (Elvish Reclaimer), "as long as an opponent has eight or more cards in their graveyard" /
「対戦相手１人の墓地にカードが８枚以上あるかぎり」 (Thieves' Guild Enforcer), "you have no cards in
hand", threshold's "seven or more cards are in your graveyard". Each row compiles in both
languages to one IR, means its condition, and renders back to it in both languages."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.runtime.conditions import CardsInZone
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter, ZoneKind
from support.texts import bilingual_card, codes

CREATURE = "クリーチャー — 人間 / Creature — Human"
YOURS = ObjectFilter(controller=Controller.YOU)
LANDS = ObjectFilter(card_types=(CardType.LAND,), controller=Controller.YOU)
THEIRS = ObjectFilter(controller=Controller.OPPONENT)

ROWS = [
    (  # Elvish Reclaimer (m20): the English says the condition after the statement
        "あなたの墓地に土地・カードが３枚以上あるかぎり、試作は＋２/＋２の修整を受ける。",
        "Test gets +2/+2 as long as there are three or more land cards in your graveyard.",
        CardsInZone(LANDS, ZoneKind.GRAVEYARD, at_least=3),
    ),
    (  # Thieves' Guild Enforcer (m21): one opponent's graveyard, not all of theirs together
        "対戦相手１人の墓地にカードが８枚以上あるかぎり、試作は＋２/＋１の修整を受け接死を持つ。",
        (
            "As long as an opponent has eight or more cards in their graveyard, Test gets +2/+1 and"
            " has deathtouch."
        ),
        CardsInZone(THEIRS, ZoneKind.GRAVEYARD, at_least=8, one_player=True),
    ),
    (  # hellbent's condition
        "あなたの手札にカードがないかぎり、試作は＋２/＋１の修整を受ける。",
        "As long as you have no cards in hand, Test gets +2/+1.",
        CardsInZone(YOURS, ZoneKind.HAND, at_most=0),
    ),
    (
        "あなたの手札にカードが７枚以上あるかぎり、試作は飛行を持つ。",
        "As long as you have seven or more cards in hand, Test has flying.",
        CardsInZone(YOURS, ZoneKind.HAND, at_least=7),
    ),
    (  # an intervening "if" (603.4)
        (
            "あなたのアップキープの開始時に、あなたの墓地にクリーチャー・カードが３枚以上ある場合、"
            "カードを１枚引く。"
        ),
        (
            "At the beginning of your upkeep, if there are three or more creature cards in your"
            " graveyard, draw a card."
        ),
        CardsInZone(
            ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU),
            ZoneKind.GRAVEYARD,
            at_least=3,
        ),
    ),
]


@pytest.mark.parametrize("row", ROWS)
def test_zone_count_rows(row: tuple[Any, ...]) -> None:
    """Each text means its condition in both languages, and renders back to it."""
    ja, en, condition = row
    card = bilingual_card(ja, en, CREATURE, "1/1")
    assert condition in _conditions(card.abilities[0])


def _conditions(node: Any) -> list[Any]:
    """Every runtime condition inside an ability's IR (a static's own, an intervening "if")."""
    found: list[Any] = []
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, CardsInZone):
            found.append(item)
        elif isinstance(item, (tuple, list)):
            stack.extend(item)
        elif hasattr(item, "__dataclass_fields__"):
            stack.extend(getattr(item, f) for f in item.__dataclass_fields__)
    return found


def test_threshold_wording_is_the_same_condition() -> None:
    """Threshold's Oracle "seven or more cards are in your graveyard" means what "there are
    seven or more cards in your graveyard" does."""
    card = bilingual_card(
        "あなたの墓地にカードが７枚以上あるかぎり、試作は＋２/＋２の修整を受ける。",
        "As long as seven or more cards are in your graveyard, Test gets +2/+2.",
        CREATURE,
        "1/1",
    )
    assert _conditions(card.abilities[0]) == [CardsInZone(YOURS, ZoneKind.GRAVEYARD, at_least=7)]


def test_the_player_who_has_the_cards_owns_the_zone() -> None:
    """ "An opponent has … in your graveyard" names two players for one zone: refused (E257),
    never read as either."""
    text = "As long as an opponent has eight or more cards in your graveyard, Test gets +2/+1."
    assert "E257" in codes(text, "en", permanent=True)
