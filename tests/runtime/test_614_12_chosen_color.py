"""614.12: a colour chosen as a permanent entered is remembered by it; "of the chosen color"
(ObjectFilter.chosen_color) matches an object that has that colour among its colours (105.2),
and nothing while no colour was chosen."""

from __future__ import annotations

from ofuda.runtime import ObjectFilter, Scenario
from ofuda.runtime.definitions import Color
from ofuda.runtime.engine.objects.targets import object_matches
from support.kit import creature

OF_THE_CHOSEN_COLOR = ObjectFilter(chosen_color=True)


def test_614_12_the_chosen_colour_is_the_sources_choice() -> None:
    s = Scenario()
    (source,) = s.battlefield("Alice", creature("Golem", "{3}", 1, 1, "Golem"))
    (bear,) = s.battlefield("Alice", creature("Bear", "{1}{G}", 2, 2, "Bear"))
    (hybrid,) = s.battlefield("Alice", creature("Mage", "{W}{G}", 2, 2, "Human"))
    (knight,) = s.battlefield("Alice", creature("Knight", "{1}{W}", 2, 2, "Human"))
    alice = s.player("Alice")
    objects = (bear, hybrid, knight)
    # no colour chosen: none is "of the chosen color"
    assert [object_matches(o, OF_THE_CHOSEN_COLOR, alice, source) for o in objects] == [
        False, False, False,
    ]
    source.choices["color"] = Color.GREEN
    # 105.2: a white and green object is green too
    assert [object_matches(o, OF_THE_CHOSEN_COLOR, alice, source) for o in objects] == [
        True, True, False,
    ]
