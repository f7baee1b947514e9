"""Real cards whose Japanese counts the trigger's subject where the 2012 text puts 「１体」, each
language alone played as the card says: 教区の勇者 / Champion of the Parish (「他の人間があなたの
コントロール下で１体戦場に出るたび」) and 肉切り屋のグール / Abattoir Ghoul (「このターン、…に
よってダメージを与えられたクリーチャーが１体死亡するたび」)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_champion_of_the_parish_grows_for_each_other_human_of_yours(lang: str) -> None:
    """ "Whenever another Human enters the battlefield under your control, put a +1/+1 counter on
    Champion of the Parish." — Alice's Human counts; Bob's does not."""
    traveler = set_card("isd", "Doomed Traveler")
    plains = set_card("m19", "Plains")
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Champion of the Parish", lang), plains)
    s.hand("Alice", traveler)
    s.cast("Alice", "Doomed Traveler")
    s.resolve()
    assert s.pt("Champion of the Parish") == (2, 2)
    s = Scenario(active="Bob")
    s.battlefield("Alice", set_card("isd", "Champion of the Parish", lang))
    s.battlefield("Bob", plains)
    s.hand("Bob", traveler)
    s.cast("Bob", "Doomed Traveler")
    s.resolve()
    assert s.pt("Champion of the Parish") == (1, 1)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_abattoir_ghoul_gains_the_toughness_of_a_creature_it_killed(lang: str) -> None:
    """ "Whenever a creature dealt damage by Abattoir Ghoul this turn dies, you gain life equal to
    that creature's toughness." — its first strike kills the 2/2 blocker: Alice gains 2."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("isd", "Abattoir Ghoul", lang))
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    s.attack("Abattoir Ghoul")
    s.block(("Walking Corpse", "Abattoir Ghoul"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.in_graveyard("Bob") == ["Walking Corpse"]
    assert s.life("Alice") == 22
