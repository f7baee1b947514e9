"""Protection from three qualities (702.16g: three protection abilities): "Protection from
Vampires, from Werewolves, and from Zombies" / 「プロテクション（吸血鬼）、プロテクション（狼男）、
プロテクション（ゾンビ）」, each language alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import RulesError, Scenario, Step
from support.compiled import set_card

LANGS = ["ja", "en"]


@pytest.mark.parametrize("lang", LANGS)
def test_elite_inquisitor_blocks_a_zombie_unharmed(lang: str) -> None:
    """審問官の精鋭 / Elite Inquisitor (ISD): it blocks Bob's Walking Corpse (a 2/2 Zombie);
    the Zombie's damage to it is prevented (702.16e) and the Corpse dies."""
    s = Scenario(active="Bob", step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("isd", "Elite Inquisitor", lang))
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    s.attack("Walking Corpse")
    s.block(("Elite Inquisitor", "Walking Corpse"))
    s.advance_to(Step.END_OF_COMBAT)
    assert "Walking Corpse" in s.in_graveyard("Bob")
    assert "Elite Inquisitor" in [p for p in s.on_battlefield("Alice")]


@pytest.mark.parametrize("lang", LANGS)
def test_zombies_cant_block_elite_inquisitor(lang: str) -> None:
    """審問官の精鋭 / Elite Inquisitor (ISD): a Zombie can't block it (702.16e)."""
    s = Scenario(active="Alice", step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("isd", "Elite Inquisitor", lang))
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    s.attack("Elite Inquisitor")
    with pytest.raises(RulesError):
        s.block(("Walking Corpse", "Elite Inquisitor"))
