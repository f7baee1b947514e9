"""702.73a changeling: "This object is every creature type." A characteristic-defining ability
(604.3): it works in every zone, and it applies in layer 4 before any other effect (613.3), so
losing changeling later (layer 6) leaves the object every creature type."""

from __future__ import annotations

from ofuda.runtime import CardType, Keyword, ObjectFilter, Scenario
from ofuda.runtime.engine.objects.targets import object_matches
from support.kit import card, creature

CHANGELING = creature("Changeling", "{1}{G}", 2, 2, "Shapeshifter", keywords=(Keyword.CHANGELING,))
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
INVERSION = card(
    "Inversion", "{1}{B}", CardType.INSTANT, subtypes=("Shapeshifter",), keywords=(Keyword.CHANGELING,)
)


def test_702_73a_it_is_every_creature_type_on_the_battlefield() -> None:
    s = Scenario()
    (shifter,) = s.battlefield("Alice", CHANGELING)
    alice = s.player("Alice")
    for kind in ("Elf", "Goblin", "Merfolk", "Ouphe", "Shapeshifter"):
        assert object_matches(shifter, ObjectFilter(subtypes=(kind,)), alice, None), kind
    assert not object_matches(shifter, ObjectFilter(subtypes=("Forest",)), alice, None)
    assert not object_matches(s.battlefield("Alice", BEAR)[0], ObjectFilter(subtypes=("Elf",)), alice, None)


def test_604_3_it_works_in_every_zone() -> None:
    s = Scenario()
    (in_hand,) = s.hand("Alice", CHANGELING)
    (spell_card,) = s.graveyard("Alice", INVERSION)
    assert {"Goblin", "Elf"} <= set(in_hand.subtypes)
    assert "Goblin" in spell_card.subtypes
