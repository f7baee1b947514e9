"""Discarding cards of a kind (701.8; grammar/en/41p-discard-kinds.lark and the Japanese
accusative of a discard): "discards a creature card" / 「クリーチャー・カード１枚を捨てる」,
"Discard a legendary card:" / 「伝説のカード１枚を捨てる：」, "Discard a land card or Shrine card:"
/ 「土地・カード１枚か祭殿・カード１枚を捨てる：」. Each row compiles in both languages to one IR
and renders back in both; a plain "a card" stays a discard of any card."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, DiscardCards, ObjectFilter, Supertype
from support.texts import bilingual_card, codes

_SORCERY = "ソーサリー / Sorcery"
_ARTIFACT = "アーティファクト / Artifact"
CREATURE = ObjectFilter(card_types=(CardType.CREATURE,))
LEGENDARY = ObjectFilter(supertypes=(Supertype.LEGENDARY,))
LAND_OR_SHRINE = ObjectFilter(any_of=(
    ObjectFilter(card_types=(CardType.LAND,)), ObjectFilter(subtypes=("Shrine",)),
))

EFFECTS = [
    (
        "対戦相手１人を対象とする。そのプレイヤーはクリーチャー・カード１枚を捨てる。",
        "Target opponent discards a creature card.",
        1, CREATURE,
    ),
    (
        "各対戦相手はそれぞれ土地でないカード２枚を捨てる。",
        "Each opponent discards two nonland cards.",
        2, ObjectFilter(excluded_card_types=(CardType.LAND,)),
    ),
]


@pytest.mark.parametrize(("ja", "en", "count", "kind"), EFFECTS, ids=[r[1] for r in EFFECTS])
def test_a_discard_names_the_kind_of_its_cards(
    ja: str, en: str, count: int, kind: ObjectFilter
) -> None:
    card = bilingual_card(ja, en, _SORCERY)
    (discard,) = [e for e in card.abilities[0].effects if isinstance(e, ir.Discard)]
    assert (discard.amount, discard.filter, discard.at_random) == (count, kind, False)


COSTS = [
    (  # M21 Niambi, Esteemed Speaker
        "{1}{W}{U}, {T}, 伝説のカード１枚を捨てる：カードを２枚引く。",
        "{1}{W}{U}, {T}, Discard a legendary card: Draw two cards.",
        LEGENDARY,
    ),
    (  # M21 Sanctum of Shattered Heights' cost
        "{1}, 土地・カード１枚か祭殿・カード１枚を捨てる：カードを１枚引く。",
        "{1}, Discard a land card or Shrine card: Draw a card.",
        LAND_OR_SHRINE,
    ),
]


@pytest.mark.parametrize(("ja", "en", "kind"), COSTS, ids=[r[1] for r in COSTS])
def test_a_discard_cost_names_the_kind_of_its_cards(ja: str, en: str, kind: ObjectFilter) -> None:
    card = bilingual_card(ja, en, _ARTIFACT)
    items = card.abilities[0].cost.items
    assert DiscardCards(1, kind) in items


def test_a_card_is_any_card() -> None:
    card = bilingual_card(
        "対戦相手１人を対象とする。そのプレイヤーはカード１枚を捨てる。",
        "Target opponent discards a card.", _SORCERY,
    )
    (discard,) = [e for e in card.abilities[0].effects if isinstance(e, ir.Discard)]
    assert discard.filter is None


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Target player discards a tapped creature card.", "en"),
        ("Target player discards an attacking creature card.", "en"),
        ("対戦相手１人を対象とする。そのプレイヤーはタップ状態のクリーチャー・カード１枚を捨てる。", "ja"),
    ],
)
def test_a_noun_no_card_in_a_hand_fits_is_refused_never_read_as_any_card(
    text: str, lang: str
) -> None:
    """A card in a hand is never tapped or attacking: the quality is refused (E290), not
    dropped."""
    assert codes(text, lang) == ["E290"]
