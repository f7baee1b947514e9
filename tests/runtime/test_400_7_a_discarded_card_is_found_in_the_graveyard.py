"""400.7, 701.8a: a discarded card moves from its owner's hand to the graveyard, and an ability
that triggered on the discard finds the card it became there: "Whenever you discard a card,
exile it." exiles that card from the graveyard. ("it" had been read as the card in the hand,
which no longer exists: the ability exiled nothing.)"""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime import Choose, Scenario
from support.compiled import card_from_text, lands
from support.texts import compile_text

WARDEN = card_from_text(
    "name: 墓守 / Test Warden\ncost: {2}\ntype: アーティファクト / Artifact\n"
    "ja:\n  あなたがカードを１枚捨てるたび、それを追放する。\n"
    "en:\n  Whenever you discard a card, exile it.\n"
)
LOOTER = card_from_text(
    "name: 物あさり / Test Looter\ncost: {1}{U}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  カードを１枚引き、その後カードを１枚捨てる。\n"
    "en:\n  Draw a card, then discard a card.\n"
)


@pytest.mark.parametrize(
    ("text", "lang"),
    [("Whenever you discard a card, exile it.", "en"),
     ("あなたがカードを１枚捨てるたび、それを追放する。", "ja")],
)
def test_it_is_the_card_in_the_graveyard(text: str, lang: str) -> None:
    compiled = compile_text(text, lang, permanent=True)
    assert compiled.card is not None
    (exile,) = compiled.card.abilities[0].effects
    assert exile == ir.Exile(ir.TriggeringCard(), origin=exile.origin)


def test_400_7_the_discarded_card_is_exiled_from_the_graveyard() -> None:
    s = Scenario()
    s.battlefield("Alice", WARDEN, *lands("Island", 2))
    s.hand("Alice", LOOTER, *lands("Plains", 1))
    s.library("Alice", *lands("Island", 1))
    s.script("Alice", Choose(("Plains",)))
    s.cast("Alice", "Test Looter")
    s.resolve()
    assert "Plains" not in s.in_graveyard("Alice")
    assert s.in_exile() == ["Plains"]
