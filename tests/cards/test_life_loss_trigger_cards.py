"""Life-loss triggers (119.3, 603.2) through a real card of the later sets, in each language:
Vengeful Warchief / 復讐に燃えた戦長 (m20), "Whenever you lose life for the first time each turn,
put a +1/+1 counter on Vengeful Warchief." and its Gatherer rulings. The card is compiled from
its Japanese text alone and from its English text alone, and plays as the text says."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_vengeful_warchief_one_counter_for_the_first_loss_of_each_turn(lang: str) -> None:
    """Ruling: only one counter, however much life was lost; a second loss the same turn
    puts none; the first loss of the next turn puts another."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Vengeful Warchief", lang))
    alice = s.player("Alice")
    s.game.lose_life(alice, 3)
    s.resolve()
    assert s.pt("Vengeful Warchief") == (5, 5)
    s.game.lose_life(alice, 1)
    s.resolve()
    assert s.pt("Vengeful Warchief") == (5, 5)
    s.game.lose_life(s.player("Bob"), 2)  # an opponent's loss is not yours
    s.resolve()
    assert s.pt("Vengeful Warchief") == (5, 5)
    s.library("Bob", card("Plains"))  # Bob's draw step
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.game.lose_life(alice, 1)
    s.resolve()
    assert s.pt("Vengeful Warchief") == (6, 6)


@pytest.mark.parametrize("lang", LANGS)
def test_vengeful_warchief_damage_from_two_attackers_is_one_first_time(lang: str) -> None:
    """Damage causes loss of life (119.3): two unblocked attackers' combat damage is dealt at
    once, and only the first life-losing event of the turn counts: one counter."""
    s = Scenario()
    s.battlefield("Bob", set_card("m20", "Vengeful Warchief", lang))
    s.battlefield("Alice", card("Thraben Valiant"), card("Moorland Inquisitor"))
    s.attack("Thraben Valiant", "Moorland Inquisitor")
    s.block()
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert s.life("Bob") == 16
    assert s.pt("Vengeful Warchief") == (5, 5)


@pytest.mark.parametrize("lang", LANGS)
def test_vengeful_warchief_after_life_already_lost_this_turn(lang: str) -> None:
    """Ruling: if it comes under your control after you've already lost life in a turn, its
    ability can't trigger during that turn."""
    s = Scenario()
    alice = s.player("Alice")
    s.game.lose_life(alice, 2)
    s.battlefield("Alice", set_card("m20", "Vengeful Warchief", lang))
    s.game.lose_life(alice, 2)
    s.resolve()
    assert s.pt("Vengeful Warchief") == (4, 4)
