"""105.2a–c: a monocolored object has exactly one colour, a multicolored one two or more, a
colorless one none — the filter's colour count bounds (ObjectFilter.color_count_min/max)."""

from __future__ import annotations

from ofuda.runtime import ObjectFilter, Scenario
from ofuda.runtime.engine.objects.targets import object_matches
from support.kit import creature

COLORLESS = ObjectFilter(color_count_max=0)
MONOCOLORED = ObjectFilter(color_count_min=1, color_count_max=1)
MULTICOLORED = ObjectFilter(color_count_min=2)


def test_each_count_of_colours_matches_its_word() -> None:
    s = Scenario()
    (golem,) = s.battlefield("Alice", creature("Golem", "{3}", 3, 3, "Golem"))
    (bear,) = s.battlefield("Alice", creature("Bear", "{1}{G}", 2, 2, "Bear"))
    (hybrid,) = s.battlefield("Alice", creature("Mage", "{W}{U}", 2, 2, "Human"))
    alice = s.player("Alice")
    assert [object_matches(o, COLORLESS, alice) for o in (golem, bear, hybrid)] == [
        True,
        False,
        False,
    ]
    assert [object_matches(o, MONOCOLORED, alice) for o in (golem, bear, hybrid)] == [
        False,
        True,
        False,
    ]
    assert [object_matches(o, MULTICOLORED, alice) for o in (golem, bear, hybrid)] == [
        False,
        False,
        True,
    ]
