"""The keyword action double (701.9) on real cards, each language alone: 憤激解放 / Unleash
Fury (M21), 活性化のうねり / Invigorating Surge (M21), 大食のハイドラ / Voracious Hydra (M20)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Modes, Scenario, Step
from support.compiled import set_card

LANGS = ["ja", "en"]


@pytest.mark.parametrize("lang", LANGS)
def test_unleash_fury_doubles_the_power_until_end_of_turn(lang: str) -> None:
    """憤激解放 / Unleash Fury: "Double the power of target creature until end of turn." — a
    2/2 gets +2/+0 (701.9b: X is its power as the spell resolves), and the change ends in the
    cleanup step; a later +1/+1 counter is not doubled (701.9a: the value isn't set)."""
    mountain = set_card("m21", "Mountain")
    s = Scenario()
    s.battlefield("Alice", mountain, mountain, set_card("m19", "Walking Corpse"))
    s.hand("Alice", set_card("m21", "Unleash Fury", lang))
    s.cast("Alice", "Unleash Fury", "Walking Corpse")
    s.resolve()
    assert s.pt("Walking Corpse") == (4, 2)
    s.game.add_counters(s.permanent("Walking Corpse"), "+1/+1", 1)
    assert s.pt("Walking Corpse") == (5, 3)
    s.advance_to(Step.CLEANUP)
    assert s.pt("Walking Corpse") == (3, 3)


@pytest.mark.parametrize("lang", LANGS)
def test_invigorating_surge_puts_a_counter_then_doubles(lang: str) -> None:
    """活性化のうねり / Invigorating Surge: "Put a +1/+1 counter on target creature you control,
    then double the number of +1/+1 counters on that creature." — with two counters already,
    it has three, then six (701.9e)."""
    forest = set_card("m21", "Forest")
    s = Scenario()
    s.battlefield("Alice", *[forest] * 3, set_card("m19", "Walking Corpse"))
    corpse = s.permanent("Walking Corpse")
    s.game.add_counters(corpse, "+1/+1", 2)
    s.hand("Alice", set_card("m21", "Invigorating Surge", lang))
    s.cast("Alice", "Invigorating Surge", "Walking Corpse")
    s.resolve()
    assert corpse.counters.get("+1/+1", 0) == 6
    assert s.pt("Walking Corpse") == (8, 8)


@pytest.mark.parametrize("lang", LANGS)
def test_voracious_hydra_doubles_its_counters(lang: str) -> None:
    """大食のハイドラ / Voracious Hydra, X=2: it enters with two +1/+1 counters; the first mode
    doubles them to four (a 0/1 becomes 4/5)."""
    forest = set_card("m20", "Forest")
    s = Scenario()
    s.battlefield("Alice", *[forest] * 4)
    s.hand("Alice", set_card("m20", "Voracious Hydra", lang))
    s.script("Alice", Modes((0,)))
    s.cast("Alice", "Voracious Hydra", x=2)
    s.resolve()
    hydra = s.permanent("Voracious Hydra")
    assert hydra.counters.get("+1/+1", 0) == 4
    assert s.pt("Voracious Hydra") == (4, 5)
