""" "That player" / 「そのプレイヤー」 naming the player an instruction named by their relation to a
target (608.2c): 恐ろしい妄想 / Frightful Delusion (ISD) — "Counter target spell unless its
controller pays {1}. That player discards a card." The spell's controller, who did not pay,
discards; the caster of Frightful Delusion does not."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card
from support.kit import creature


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_frightful_delusion_that_player_discards(lang: str) -> None:
    """Alice taps out for Vine Mare and cannot pay {1}: it is countered and Alice discards her
    one card; Bob keeps his."""
    delusion = set_card("isd", "Frightful Delusion", lang)
    vine = set_card("m19", "Vine Mare")
    forest = set_card("m19", "Forest")
    island = set_card("m19", "Island")
    bear = creature("Bear", "{1}{G}", 2, 2)
    s = Scenario()
    s.battlefield("Alice", *[forest] * 4)
    s.battlefield("Bob", island, island, island)
    s.hand("Alice", vine, bear)
    s.hand("Bob", delusion, bear)
    s.cast("Alice", "Vine Mare")
    (spell,) = s.game.stack.objects
    s.cast("Bob", "Frightful Delusion", spell)
    s.resolve()
    assert "Vine Mare" in s.in_graveyard("Alice")
    assert s.in_hand("Alice") == []
    assert "Bear" in s.in_graveyard("Alice")
    assert s.in_hand("Bob") == ["Bear"]
