"""Instructions chained by the て-form (2018–20 Japanese): 「…を得て、…を引く」 and an optional
instruction in the て-form 「カード１枚を捨ててもよい。そうしたなら、…」 (608.2c, 608.2d), on real
M20 cards, each language alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import May, Scenario
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_moldervine_reclamation_gains_1_life_and_draws_when_a_creature_dies(lang: str) -> None:
    """腐れ蔦の再生 / Moldervine Reclamation: "Whenever a creature you control dies, you gain 1
    life and draw a card." — Alice's creature dies to her own Shock: she gains 1 and draws 1."""
    mountain = set_card("m19", "Mountain")
    s = Scenario()
    s.battlefield("Alice", mountain, set_card("m20", "Moldervine Reclamation", lang))
    s.battlefield("Alice", set_card("m19", "Walking Corpse"))
    s.library("Alice", mountain, mountain)
    s.hand("Alice", set_card("m19", "Shock"))
    s.cast("Alice", "Shock", s.permanent("Walking Corpse"))
    s.resolve()  # Shock; the creature dies (704.5g), and the ability triggers and resolves
    assert s.in_graveyard("Alice") == ["Shock", "Walking Corpse"]
    assert s.life("Alice") == 21
    assert s.in_hand("Alice") == ["Mountain"]


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("answer", [True, False])
def test_keldon_raider_may_discard_a_card_to_draw_one(lang: str, answer: bool) -> None:
    """ケルドの略奪者 / Keldon Raider: "When Keldon Raider enters the battlefield, you may discard
    a card. If you do, draw a card." — discarding the Mountain draws the Island; declining keeps
    the hand as it was and draws nothing."""
    mountain, island = set_card("m19", "Mountain"), set_card("m19", "Island")
    s = Scenario()
    s.battlefield("Alice", *[mountain] * 4)
    s.library("Alice", island)
    s.hand("Alice", set_card("m20", "Keldon Raider", lang), mountain)
    s.cast("Alice", "Keldon Raider")
    s.script("Alice", May(answer))
    s.resolve()  # the creature spell, then its enters trigger
    if answer:
        assert (s.in_hand("Alice"), s.in_graveyard("Alice")) == (["Island"], ["Mountain"])
    else:
        assert (s.in_hand("Alice"), s.in_graveyard("Alice")) == (["Mountain"], [])
        assert s.in_library("Alice") == ["Island"]
