"""A filter naming a union of kinds (``ObjectFilter.any_of``, "target Spirit or enchantment",
115.1): an object matches when it matches one of the kinds, and every other criterion of the
filter too."""

from __future__ import annotations

from ofuda.runtime import CardType, Controller, ObjectFilter, Scenario
from ofuda.runtime.engine.objects.targets import object_matches
from support.kit import creature

SPIRIT = creature("Geist", "{1}{W}", 2, 1, "Spirit")
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
SPIRIT_OR_ENCHANTMENT = ObjectFilter(
    any_of=(ObjectFilter(subtypes=("Spirit",)), ObjectFilter(card_types=(CardType.ENCHANTMENT,)))
)


def test_an_object_of_any_kind_of_the_union_matches() -> None:
    s = Scenario()
    (geist,) = s.battlefield("Alice", SPIRIT)
    (bear,) = s.battlefield("Alice", BEAR)
    alice = s.player("Alice")
    assert object_matches(geist, SPIRIT_OR_ENCHANTMENT, alice)
    assert not object_matches(bear, SPIRIT_OR_ENCHANTMENT, alice)


def test_the_other_criteria_hold_for_every_kind() -> None:
    """ "target Spirit or enchantment you control": the controller applies to both kinds."""
    s = Scenario()
    (geist,) = s.battlefield("Bob", SPIRIT)
    yours = ObjectFilter(controller=Controller.YOU, any_of=SPIRIT_OR_ENCHANTMENT.any_of)
    assert not object_matches(geist, yours, s.player("Alice"))
    assert object_matches(geist, yours, s.player("Bob"))
