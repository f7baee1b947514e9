"""602.5b: "Activate only once each turn." — through ISD Darkthicket Wolf (its real text)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from ofuda.runtime.engine.errors import RulesError
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_602_5b_once_in_a_turn_and_again_the_next_turn(lang: str) -> None:
    """暗茂みの狼 / Darkthicket Wolf: "{2}{G}: … gets +2/+2 until end of turn. Activate this
    ability only once each turn." — once this turn, not twice; again in the next turn (even
    the opponent's: the limit is per turn, not per your turn)."""
    s = Scenario()
    for who in ("Alice", "Bob"):
        s.library(who, *[card("Forest")] * 3)
    s.battlefield("Alice", set_card("isd", "Darkthicket Wolf", lang), *[card("Forest")] * 6)
    s.activate("Alice", "Darkthicket Wolf")
    s.resolve()
    assert s.pt("Darkthicket Wolf") == (4, 4)
    with pytest.raises(RulesError):
        s.activate("Alice", "Darkthicket Wolf")
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn: Alice's lands stay tapped
    s.advance_to(Step.PRECOMBAT_MAIN)
    for land in [p for p in s.game.battlefield.objects if p.name == "Forest"]:
        land.tapped = False
    s.activate("Alice", "Darkthicket Wolf")
    s.resolve()
    assert s.pt("Darkthicket Wolf") == (4, 4)
