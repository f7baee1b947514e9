"""603.2 / 109.2: "Risen Reef or another Elemental" (``ObjectFilter.or_source``) is the
ability's source itself, whatever it is, or another object of the noun's kind; not "an
Elemental": the source that is no longer of the kind (its types changed, 613.1d) still is the
subject, and the noun's other criteria are those of the other objects."""

from __future__ import annotations

from ofuda.runtime import Controller, ObjectFilter, Scenario
from ofuda.runtime.engine.objects.targets import object_matches
from support.kit import creature

REEF = creature("Reef", "{1}{G}{U}", 1, 1, "Elemental")
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
SPARK = creature("Spark", "{R}", 1, 1, "Elemental")
REEF_OR_ANOTHER_ELEMENTAL = ObjectFilter(
    subtypes=("Elemental",), controller=Controller.YOU, other=True, or_source=True
)


def test_the_source_matches_whatever_it_is() -> None:
    """A Bear with the ability ("Bear or another Elemental") is its own subject, though it is
    no Elemental."""
    s = Scenario()
    (bear,) = s.battlefield("Alice", BEAR)
    assert object_matches(bear, REEF_OR_ANOTHER_ELEMENTAL, s.player("Alice"), bear)


def test_another_object_matches_only_if_of_the_kind() -> None:
    s = Scenario()
    reef, bear, spark = s.battlefield("Alice", REEF, BEAR, SPARK)
    alice = s.player("Alice")
    assert object_matches(spark, REEF_OR_ANOTHER_ELEMENTAL, alice, reef)
    assert not object_matches(bear, REEF_OR_ANOTHER_ELEMENTAL, alice, reef)


def test_the_other_criteria_are_the_other_objects() -> None:
    """An opponent's Elemental is not "another Elemental … under your control"."""
    s = Scenario()
    (reef,) = s.battlefield("Alice", REEF)
    (spark,) = s.battlefield("Bob", SPARK)
    assert not object_matches(spark, REEF_OR_ANOTHER_ELEMENTAL, s.player("Alice"), reef)


def test_without_or_source_the_source_is_excluded() -> None:
    """ "another Elemental" alone (``other``) leaves the source out."""
    s = Scenario()
    (reef,) = s.battlefield("Alice", REEF)
    another = ObjectFilter(subtypes=("Elemental",), other=True)
    assert not object_matches(reef, another, s.player("Alice"), reef)
