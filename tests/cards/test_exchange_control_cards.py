"""701.10 on a real card, each language alone: すり替え / Switcheroo (M19, "Exchange control of two
target creatures.")."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import card, card_from_text, set_card

BEAR = card_from_text("name: Bear\ncost: {G}\ntype: Creature — Bear\npt: 2/2\nen:\n  Vigilance\n")
WOLF = card_from_text("name: Wolf\ncost: {G}\ntype: Creature — Wolf\npt: 2/2\nen:\n  Vigilance\n")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_switcheroo_exchanges_two_creatures(lang: str) -> None:
    s = Scenario()
    s.battlefield("Alice", BEAR, *(card("Island") for _ in range(5)))
    s.battlefield("Bob", WOLF)
    switcheroo = set_card("m19", "Switcheroo", lang)
    s.hand("Alice", switcheroo)
    s.cast("Alice", switcheroo.name, "Bear", "Wolf")
    s.resolve()
    assert s.permanent("Wolf").controller is s.player("Alice")
    assert s.permanent("Bear").controller is s.player("Bob")
