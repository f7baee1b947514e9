"""Real cards whose Japanese joins clauses the 2018–20 way (「修整を受け絆魂を得る」 without 、,
「修整を受け、「…」を持つ」, 「ターン終了時まで、その前者は…受けその後者は…受ける」), each
language alone played as the card says."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from ofuda.runtime.definitions import Keyword
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_moment_of_heroism_pumps_and_grants_lifelink_until_end_of_turn(lang: str) -> None:
    """英雄的瞬間 / Moment of Heroism (M20): 「ターン終了時まで、それは＋２/＋２の修整を受け絆魂を
    得る。」 — 4/4 with lifelink, back to 2/2 without it at cleanup (514.2)."""
    s = Scenario()
    plains = set_card("m19", "Plains")
    s.battlefield("Alice", set_card("m19", "Walking Corpse"), plains, plains)
    s.hand("Alice", set_card("m20", "Moment of Heroism", lang))
    s.cast("Alice", "Moment of Heroism", "Walking Corpse")
    s.resolve()
    assert s.pt("Walking Corpse") == (4, 4)
    assert s.has_keyword("Walking Corpse", Keyword.LIFELINK)
    s.advance_to(Step.CLEANUP)
    assert s.pt("Walking Corpse") == (2, 2)
    assert not s.has_keyword("Walking Corpse", Keyword.LIFELINK)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_rookie_mistake_both_changes_last_until_end_of_turn(lang: str) -> None:
    """新米の過ち / Rookie Mistake (M21): 「ターン終了時まで、その前者は＋０/＋２の修整を受けその
    後者は－２/－０の修整を受ける。」 — the leading duration covers the second creature too."""
    s = Scenario()
    island = set_card("m19", "Island")
    s.battlefield("Alice", set_card("m19", "Walking Corpse"), island)
    s.battlefield("Bob", set_card("m19", "Shivan Dragon"))
    s.hand("Alice", set_card("m21", "Rookie Mistake", lang))
    s.cast("Alice", "Rookie Mistake", "Walking Corpse", "Shivan Dragon")
    s.resolve()
    assert s.pt("Walking Corpse") == (2, 4)
    assert s.pt("Shivan Dragon") == (3, 5)
    s.advance_to(Step.CLEANUP)
    assert s.pt("Walking Corpse") == (2, 2)
    assert s.pt("Shivan Dragon") == (5, 5)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_infernal_scarring_draws_when_the_enchanted_creature_dies(lang: str) -> None:
    """冥府の傷跡 / Infernal Scarring (M19): 「エンチャントされているクリーチャーは＋２/＋０の修整を
    受け、「このクリーチャーが死亡したとき、カードを１枚引く。」を持つ。」 — 4/2; when it dies its
    controller draws a card."""
    s = Scenario()
    swamp = set_card("m19", "Swamp")
    mountain = set_card("m19", "Mountain")
    s.battlefield("Alice", set_card("m19", "Walking Corpse"), swamp, swamp, mountain)
    s.library("Alice", set_card("m19", "Plains"))
    s.hand("Alice", set_card("m19", "Infernal Scarring", lang), set_card("m19", "Shock"))
    s.cast("Alice", "Infernal Scarring", "Walking Corpse")
    s.resolve()
    assert s.pt("Walking Corpse") == (4, 2)
    s.cast("Alice", "Shock", "Walking Corpse")
    s.resolve()
    assert "Walking Corpse" in s.in_graveyard("Alice")
    assert s.in_hand("Alice") == ["Plains"]
