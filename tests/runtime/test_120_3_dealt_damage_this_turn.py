"""120.3, 120.8, 514.2: "that was dealt damage this turn" — an object some source dealt damage
to this turn (ObjectFilter.dealt_damage_this_turn); prevented damage (none dealt, 120.8) does not
count, and the record ends with the turn's cleanup step."""

from __future__ import annotations

from ofuda.runtime import ObjectFilter, Scenario, Step
from ofuda.runtime.definitions import CardType
from ofuda.runtime.engine.objects.targets import object_matches
from ofuda.runtime.engine.replacement.damage import deal_damage
from support.kit import creature

DAMAGED = ObjectFilter(card_types=(CardType.CREATURE,), dealt_damage_this_turn=True)


def test_120_3_damage_this_turn_by_any_source_until_cleanup() -> None:
    s = Scenario()
    (ogre, bear) = s.battlefield("Alice", creature("Ogre", "{3}", 3, 3, "Ogre"),
                                 creature("Bear", "{1}{G}", 2, 2, "Bear"))
    (giant,) = s.battlefield("Bob", creature("Giant", "{4}", 4, 4, "Giant"))
    alice = s.player("Alice")
    assert not object_matches(ogre, DAMAGED, alice)
    deal_damage(s.game, giant, ogre, 1)
    assert object_matches(ogre, DAMAGED, alice)
    assert not object_matches(bear, DAMAGED, alice)
    s.advance_to(Step.CLEANUP)  # 514.2: damage wears off, and so does this turn's record
    assert not object_matches(s.permanent("Ogre"), DAMAGED, alice)


def test_120_8_no_damage_dealt_is_no_damage() -> None:
    s = Scenario()
    (ogre,) = s.battlefield("Alice", creature("Ogre", "{3}", 3, 3, "Ogre"))
    (giant,) = s.battlefield("Bob", creature("Giant", "{4}", 4, 4, "Giant"))
    deal_damage(s.game, giant, ogre, 0)
    assert not object_matches(ogre, DAMAGED, s.player("Alice"))
