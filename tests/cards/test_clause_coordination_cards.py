"""Clauses joined by "and" / ", and" with a subject of their own, on the corpus's cards, each
language alone: the instructions happen in the order written (608.2c), the first clause's
duration is its own (611.2a), and "that creature" names the first clause's object."""

from __future__ import annotations

import pytest
from ofuda.runtime import May, Scenario, Targets
from ofuda.runtime.definitions import Keyword, Step
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_leonin_vanguard_gets_bigger_and_you_gain_one_life(lang: str) -> None:
    """レオニンの先兵 / Leonin Vanguard (M19): "At the beginning of combat on your turn, if you
    control three or more creatures, Leonin Vanguard gets +1/+1 until end of turn and you gain
    1 life." — with three creatures, a 2/2 and 21 life; back to 1/1 after the turn."""
    s = Scenario(active="Alice")
    s.battlefield("Alice", set_card("m19", "Leonin Vanguard", lang), set_card("m19", "Walking Corpse"),
                  card("Thraben Valiant"))
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.resolve()
    assert s.pt("Leonin Vanguard") == (2, 2)
    assert s.life("Alice") == 21
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert s.pt("Leonin Vanguard") == (1, 1)
    assert s.life("Alice") == 21


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_leonin_vanguard_does_nothing_with_two_creatures(lang: str) -> None:
    """Leonin Vanguard with only two creatures: the intervening "if" (603.4) holds for both
    instructions — no +1/+1 and no life."""
    s = Scenario(active="Alice")
    s.battlefield("Alice", set_card("m19", "Leonin Vanguard", lang), set_card("m19", "Walking Corpse"))
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.resolve()
    assert s.pt("Leonin Vanguard") == (1, 1)
    assert s.life("Alice") == 20


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_skyrider_patrol_counter_and_flying_on_the_same_creature(lang: str) -> None:
    """空乗りの巡回兵 / Skyrider Patrol (M19): "… you may pay {G}{U}. When you do, put a +1/+1
    counter on another target creature you control, and that creature gains flying until end of
    turn." — the creature that got the counter is the one that flies, until end of turn."""
    s = Scenario(active="Alice")
    s.battlefield("Alice", set_card("m19", "Skyrider Patrol", lang), set_card("m19", "Walking Corpse"),
                  *[card("Forest")] * 2, *[card("Island")] * 2)
    s.script("Alice", May(True), Targets(("Walking Corpse",)))
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.resolve()
    assert s.pt("Walking Corpse") == (3, 3)
    assert s.has_keyword("Walking Corpse", Keyword.FLYING)
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert s.pt("Walking Corpse") == (3, 3)
    assert not s.has_keyword("Walking Corpse", Keyword.FLYING)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_deadly_allure_one_blocker_must_block_it(lang: str) -> None:
    """命取りの魅惑 / Deadly Allure (DKA): "Target creature gains deathtouch until end of turn and
    must be blocked this turn if able." — Bob's creature, able to block, has to block it, and
    dies to deathtouch."""
    s = Scenario(active="Alice")
    s.battlefield("Alice", set_card("m19", "Walking Corpse"), card("Swamp"))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", set_card("dka", "Deadly Allure", lang))
    s.cast("Alice", "Deadly Allure", "Walking Corpse")
    s.resolve()
    assert s.has_keyword("Walking Corpse", Keyword.DEATHTOUCH)
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.attack("Walking Corpse")
    s.block()
    blockers = [b.name for b in s.permanent("Walking Corpse").blockers]
    assert blockers == ["Thraben Valiant"]
