"""702.111 menace: a creature with menace can't be blocked except by two or more creatures
(702.111b), whoever declares the block (a script, or the agents, which leave such a block
out). 702.14 landwalk: a creature with [type]walk can't be blocked while the defending
player controls a land of that type (702.14c), for every basic land type."""

from __future__ import annotations

import pytest
from ofuda.runtime import HeuristicAgent, Keyword, Scenario, Step
from ofuda.runtime.engine.errors import IllegalActionError, ScriptError
from support.kit import creature
from support.slice_cards import FOREST, ISLAND, MOUNTAIN, PLAINS, SWAMP

BRUTE = creature("Brute", "{2}{R}", 3, 2, "Goblin", keywords=(Keyword.MENACE,))
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
WALL = creature("Wall", "{1}{W}", 0, 4, "Wall")


def test_702_111b_one_creature_alone_cannot_block_a_creature_with_menace() -> None:
    s = Scenario()
    s.battlefield("Alice", BRUTE)
    s.battlefield("Bob", BEAR, WALL)
    s.attack("Brute")
    with pytest.raises(IllegalActionError, match="menace"):
        s.block(("Bear", "Brute"))


def test_702_111b_two_creatures_together_can_block_it() -> None:
    s = Scenario()
    s.battlefield("Alice", BRUTE)
    s.battlefield("Bob", BEAR, WALL)
    s.attack("Brute")
    s.block(("Bear", "Brute"), ("Wall", "Brute"))
    brute = s.permanent("Brute")
    assert brute.blocked and len(brute.blockers) == 2


def test_702_111b_an_agent_leaves_a_lone_block_of_a_menace_creature_out() -> None:
    """The heuristic agent would block the 3/2 with the 0/4 wall alone; it may not."""
    s = Scenario()
    s.use_agent("Bob", HeuristicAgent())
    s.battlefield("Alice", BRUTE)
    s.battlefield("Bob", WALL)
    s.attack("Brute")
    s.advance_to(Step.DECLARE_BLOCKERS)  # no scripted block: the agent declares
    assert not s.permanent("Brute").blocked


LANDWALKS = [
    (Keyword.PLAINSWALK, PLAINS),
    (Keyword.ISLANDWALK, ISLAND),
    (Keyword.SWAMPWALK, SWAMP),
    (Keyword.MOUNTAINWALK, MOUNTAIN),
    (Keyword.FORESTWALK, FOREST),
]


@pytest.mark.parametrize(("keyword", "land"), LANDWALKS)
def test_702_14c_landwalk_while_the_defender_controls_that_land_type(keyword, land) -> None:  # type: ignore[no-untyped-def]
    walker = creature("Walker", "{1}{G}", 2, 2, "Elf", keywords=(keyword,))
    s = Scenario()
    s.battlefield("Alice", walker)
    s.battlefield("Bob", BEAR, land)
    s.attack("Walker")
    with pytest.raises(ScriptError, match="choices are: nothing"):  # Bear can't block it
        s.block(("Bear", "Walker"))


@pytest.mark.parametrize(("keyword", "land"), LANDWALKS)
def test_702_14c_landwalk_does_nothing_without_that_land_type(keyword, land) -> None:  # type: ignore[no-untyped-def]
    other = PLAINS if land is not PLAINS else ISLAND
    walker = creature("Walker", "{1}{G}", 2, 2, "Elf", keywords=(keyword,))
    s = Scenario()
    s.battlefield("Alice", walker, land)  # the attacker's own land doesn't matter
    s.battlefield("Bob", BEAR, other)
    s.attack("Walker")
    s.block(("Bear", "Walker"))
    assert s.permanent("Walker").blocked
