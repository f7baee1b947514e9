"""205.2a, 608.2d: "Choose a permanent type." / 「パーマネント・タイプを１つ選ぶ。」 and "of the
chosen type" / 「選ばれたタイプの」 in the sentence right after it — the card type chosen as the
spell resolves (not a creature type chosen as a permanent entered): JA ≡ EN, the exact IR, round
trip through render; a choice nothing uses is refused."""

from __future__ import annotations

import dataclasses

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import ObjectFilter
from support.texts import bilingual_card, codes

SORCERY = "ソーサリー / Sorcery"


def test_creeping_renaissance() -> None:
    """ISD Creeping Renaissance (printed): the choice, then the cards of that card type."""
    card = bilingual_card(
        "パーマネント・タイプを１つ選ぶ。 あなたの墓地にあるすべての選ばれたタイプのカードをあなたの手札に戻す。",
        "Choose a permanent type. Return all cards of the chosen type from your graveyard to your hand.",
        SORCERY,
    )
    effects = card.abilities[0].effects
    assert effects[0] == ir.ChooseAsItResolves(ir.You(), rt.Choice.PERMANENT_TYPE)
    chosen = [f for f in _filters(effects[1]) if f.chosen_card_type]
    assert chosen and not any(f.chosen_subtype for f in _filters(effects[1]))


def _filters(node: object) -> list[ObjectFilter]:
    if isinstance(node, ObjectFilter):
        return [node]
    if isinstance(node, tuple):
        return [f for item in node for f in _filters(item)]
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        return [f for fld in dataclasses.fields(node) for f in _filters(getattr(node, fld.name))]
    return []


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Choose a permanent type. Draw a card.", "en"),
        ("パーマネント・タイプを１つ選ぶ。カードを１枚引く。", "ja"),
    ],
)
def test_a_choice_nothing_uses_is_refused(text: str, lang: str) -> None:
    """A permanent type chosen for nothing is refused (E290), never dropped."""
    assert "E290" in codes(text, lang)
