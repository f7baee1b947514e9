"""614.1a on a real card, each language alone: 生命力の天使 / Angel of Vitality (M20) — "If you
would gain life, you gain that much life plus 1 instead": each life gain event of its
controller, lifelink's included, gains one more; an opponent's gain is unchanged."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_angel_of_vitality_adds_one_to_each_life_gain(lang: str) -> None:
    """生命力の天使 / Angel of Vitality: Alice gains 2 life from the game and gets 3."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Angel of Vitality", lang))
    s.game.gain_life(s.player("Alice"), 2)
    assert s.life("Alice") == 23
    s.game.gain_life(s.player("Bob"), 2)
    assert s.life("Bob") == 22


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_angel_of_vitality_and_lifelink(lang: str) -> None:
    """A lifelink creature's 2 combat damage gains Alice 3 life (one life gain event)."""
    s = Scenario()
    s.battlefield(
        "Alice", set_card("m20", "Angel of Vitality", lang), set_card("m19", "Child of Night")
    )
    s.attack("Child of Night")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 18
    assert s.life("Alice") == 23
