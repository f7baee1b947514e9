"""509.1b, 702.9 and 702.17: "can't be blocked except by creatures with flying or reach" — the
blockers' filter is a union of keywords (any of them will do) on what all share (a creature).
The restriction is checked as blocks are declared; compiled from its text."""

from __future__ import annotations

import pytest
from ofuda.runtime import CardType, Keyword, Scenario
from ofuda.runtime.definitions import ObjectFilter
from ofuda.runtime.engine.errors import ScriptError
from ofuda.runtime.engine.objects.targets import object_matches
from support.compiled import card_from_text
from support.kit import creature

FLYER = creature("Flyer", "{1}{W}", 1, 1, "Bird", keywords=(Keyword.FLYING,))
SPIDER = creature("Spider", "{1}{G}", 1, 3, "Spider", keywords=(Keyword.REACH,))
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
SPIRIT = """name: Spirit
cost: {2}{G}
type: Creature — Spirit
pt: 2/2
en:
  Spirit can't be blocked except by creatures with flying or reach.
"""
FLYING_OR_REACH = ObjectFilter(
    card_types=(CardType.CREATURE,),
    any_of=(ObjectFilter(keywords=(Keyword.FLYING,)), ObjectFilter(keywords=(Keyword.REACH,))),
)


def test_509_1b_the_union_matches_a_creature_with_any_of_the_keywords() -> None:
    s = Scenario()
    s.battlefield("Bob", FLYER, SPIDER, BEAR)
    assert object_matches(s.permanent("Flyer"), FLYING_OR_REACH, None, None)
    assert object_matches(s.permanent("Spider"), FLYING_OR_REACH, None, None)
    assert not object_matches(s.permanent("Bear"), FLYING_OR_REACH, None, None)


@pytest.mark.parametrize("blocker", ["Flyer", "Spider"])
def test_509_1b_a_creature_with_flying_or_reach_blocks_it(blocker: str) -> None:
    s = Scenario()
    s.battlefield("Alice", card_from_text(SPIRIT))
    s.battlefield("Bob", FLYER, SPIDER, BEAR)
    s.attack("Spirit")
    s.block((blocker, "Spirit"))
    assert s.permanent("Spirit").blocked


def test_509_1b_a_creature_with_neither_cant_block_it() -> None:
    s = Scenario()
    s.battlefield("Alice", card_from_text(SPIRIT))
    s.battlefield("Bob", FLYER, SPIDER, BEAR)
    s.attack("Spirit")
    with pytest.raises(ScriptError):
        s.block(("Bear", "Spirit"))
