"""Exiling cards from your graveyard as a cost (118, 406): activated costs and additional costs
of spells, in the 2012 and the current Japanese templating and in English. Each row compiles
in both languages to one IR (the cost items expected), and renders back to the same IR."""

from __future__ import annotations

from typing import Any

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import (
    CardType,
    Controller,
    ExileFromGraveyard,
    ManaCost,
    ObjectFilter,
    TapSelf,
)
from support.texts import bilingual_card

CREATURE_CARD = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)


@pytest.mark.parametrize(
    ("ja", "en", "cost"),
    [
        (
            "{2}, {T}, あなたの墓地からクリーチャー・カード１枚を追放する：カードを１枚引く。",
            "{2}, {T}, Exile a creature card from your graveyard: Draw a card.",
            (ManaCost("{2}"), TapSelf(), ExileFromGraveyard(CREATURE_CARD, 1)),
        ),
        (  # 2012: 「あなたの墓地にある…を１枚」
            "{2}, {T}, あなたの墓地にあるクリーチャー・カードを２枚追放する：カードを１枚引く。",
            "{2}, {T}, Exile two creature cards from your graveyard: Draw a card.",
            (ManaCost("{2}"), TapSelf(), ExileFromGraveyard(CREATURE_CARD, 2)),
        ),
        (  # "other": other than this card, which may itself be in the graveyard
            "{3}, あなたの墓地から他のカード７枚を追放する：カードを１枚引く。",
            "{3}, Exile seven other cards from your graveyard: Draw a card.",
            (ManaCost("{3}"), ExileFromGraveyard(ObjectFilter(controller=Controller.YOU, other=True), 7)),
        ),
    ],
)
def test_exile_from_your_graveyard_as_an_activation_cost(ja: str, en: str, cost: tuple[Any, ...]) -> None:
    """The cards are chosen from the payer's own graveyard as the cost is paid (not targets)."""
    card = bilingual_card(ja, en, "アーティファクト / Artifact")
    (ability,) = card.abilities
    assert ability.cost.items == cost
    assert ability.targets == ()


@pytest.mark.parametrize(
    ("ja", "en"),
    [
        (
            "この呪文を唱えるための追加コストとして、あなたの墓地からクリーチャー・カード１枚を追放する。",
            "As an additional cost to cast this spell, exile a creature card from your graveyard.",
        ),
        (
            "この呪文を唱えるための追加コストとして、あなたの墓地にあるクリーチャー・カードを１枚追放する。",
            "As an additional cost to cast this spell, exile a creature card from your graveyard.",
        ),
    ],
)
def test_exile_from_your_graveyard_as_an_additional_cost(ja: str, en: str) -> None:
    """601.2b: an additional cost of the spell, paid as it is cast."""
    card = bilingual_card(ja, en, "クリーチャー — ゾンビ / Creature — Zombie")
    (ability,) = card.abilities
    assert isinstance(ability, ir.AdditionalCost)
    assert ability.items == (ExileFromGraveyard(CREATURE_CARD, 1),)
