"""500.1 and 601.2i on a real card, each language alone: 塩水生まれの殺し屋 / Brineborn Cutthroat
(M20, 2/1: "Whenever you cast a spell during an opponent's turn, put a +1/+1 counter on …")
— a spell cast on the opponent's turn gives a counter, one cast on your own turn does not."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize(("active", "power"), [("Bob", 3), ("Alice", 2)])
def test_cutthroat_grows_on_an_opponents_turn_only(lang: str, active: str, power: int) -> None:
    """Alice casts Shock (M19) at Bob: on Bob's turn the Cutthroat becomes 3/2; on her own it
    stays 2/1."""
    s = Scenario(active=active)
    s.battlefield("Alice", set_card("m20", "Brineborn Cutthroat", lang), set_card("m19", "Mountain"))
    s.hand("Alice", set_card("m19", "Shock"))
    s.cast("Alice", "Shock", s.player("Bob"))
    s.resolve()
    s.resolve()
    assert s.pt("Brineborn Cutthroat")[0] == power
