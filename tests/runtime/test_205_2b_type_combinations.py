"""205.2b: an object may have several card types ("artifact creature"); a noun naming two card
types ("artifact creature", 「アーティファクト・クリーチャー」) admits an object that has both —
not one that has either (ObjectFilter.also_card_types beside card_types)."""

from __future__ import annotations

from ofuda.runtime import ObjectFilter, Scenario
from ofuda.runtime.definitions import CardType
from ofuda.runtime.engine.objects.targets import object_matches
from support.kit import card, creature

A, C, L = CardType.ARTIFACT, CardType.CREATURE, CardType.LAND
ARTIFACT_CREATURE = ObjectFilter(card_types=(C,), also_card_types=(A,))
ARTIFACT_OR_CREATURE = ObjectFilter(card_types=(A, C))


def test_205_2b_an_artifact_creature_is_both_and_only_it_matches_both() -> None:
    s = Scenario()
    (golem,) = s.battlefield("Alice", card("Golem", "{3}", A, C, subtypes=("Golem",), pt=(3, 3)))
    (bear,) = s.battlefield("Alice", creature("Bear", "{1}{G}", 2, 2, "Bear"))
    (relic,) = s.battlefield("Alice", card("Relic", "{1}", A))
    (vault,) = s.battlefield("Alice", card("Vault", None, A, L))
    alice = s.player("Alice")
    objects = (golem, bear, relic, vault)
    assert [object_matches(o, ARTIFACT_CREATURE, alice) for o in objects] == [True, False, False, False]
    # "artifact or creature" is either: every one but the land-artifact's missing creature type
    assert [object_matches(o, ARTIFACT_OR_CREATURE, alice) for o in objects] == [True, True, True, True]
    artifact_land = ObjectFilter(card_types=(L,), also_card_types=(A,))
    assert [object_matches(o, artifact_land, alice) for o in objects] == [False, False, False, True]


def test_205_2b_the_types_are_read_as_they_are_now() -> None:
    """The filter reads the card types the object has now (its characteristics after layer 4,
    613.1d, set here directly): a creature that has become an artifact too matches."""
    s = Scenario()
    (bear,) = s.battlefield("Alice", creature("Bear", "{1}{G}", 2, 2, "Bear"))
    alice = s.player("Alice")
    assert not object_matches(bear, ARTIFACT_CREATURE, alice)
    bear.chars.card_types = bear.chars.card_types | frozenset({A})
    assert object_matches(bear, ARTIFACT_CREATURE, alice)
