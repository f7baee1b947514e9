"""702.18a shroud: a permanent with shroud can't be the target of spells or abilities, its own
controller's included. 702.36b fear: a creature with fear can't be blocked except by artifact
creatures and/or black creatures."""

from __future__ import annotations

from ofuda.runtime import Scenario
from ofuda.runtime.definitions import CardType, Color, Keyword
from ofuda.runtime.engine.combat.declarations import can_block
from ofuda.runtime.engine.objects.targets import can_be_targeted_by
from support.kit import card, creature


def test_702_18a_nobody_can_target_a_permanent_with_shroud() -> None:
    lookout = creature("Lookout", "{G}", 1, 1, "Elf", keywords=(Keyword.SHROUD,))
    s = Scenario()
    (perm,) = s.battlefield("Alice", lookout)
    assert not can_be_targeted_by(perm, s.player("Alice"))
    assert not can_be_targeted_by(perm, s.player("Bob"))


def test_702_36b_only_artifact_or_black_creatures_block_a_creature_with_fear() -> None:
    legion = creature("Legion", "{1}{B}{B}", 2, 2, "Zombie", keywords=(Keyword.FEAR,))
    black = creature("Black", "{B}", 1, 1, "Zombie")
    green = creature("Green", "{G}", 1, 1, "Elf")
    golem = card(
        "Golem", "{2}", CardType.ARTIFACT, CardType.CREATURE, subtypes=("Golem",), pt=(2, 2)
    )
    s = Scenario()
    (attacker,) = s.battlefield("Alice", legion)
    blockers = s.battlefield("Bob", black, green, golem)
    assert Color.BLACK in blockers[0].colors
    assert [can_block(b, attacker, s.game) for b in blockers] == [True, False, True]
