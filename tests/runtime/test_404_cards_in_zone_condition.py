"""400.1, 402, 404 with 611.3b: a condition on how many cards a zone holds (``CardsInZone``),
checked continuously — the bonus comes and goes as cards enter and leave the zone, at most
``at_most`` (no cards in hand), at least ``at_least``, and ``one_player``: one player's own zone
(the filter's controller is the zone's owner)."""

from __future__ import annotations

from ofuda.runtime import (
    AddPowerToughness,
    CardsInZone,
    CardType,
    Controller,
    ObjectFilter,
    Scenario,
    ThisPermanent,
    ZoneKind,
)
from support.kit import creature, static

BEAR = creature("Bear", "{1}{G}", 2, 2)


def _counter(condition: CardsInZone) -> object:
    """A 1/1 that gets +2/+2 while ``condition`` holds."""
    return creature(
        "Counter",
        "{G}",
        1,
        1,
        abilities=(static(AddPowerToughness(ThisPermanent(), 2, 2), condition=condition),),
    )


def test_404_at_least_in_your_graveyard() -> None:
    """Creature cards in your graveyard: two is not three; the third counts; the opponent's
    graveyard never does."""
    s = Scenario()
    flt = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
    s.battlefield("Alice", _counter(CardsInZone(flt, ZoneKind.GRAVEYARD, at_least=3)))
    s.graveyard("Alice", BEAR, BEAR)
    s.graveyard("Bob", BEAR, BEAR, BEAR)
    s.check_state()
    assert s.pt("Counter") == (1, 1)
    s.graveyard("Alice", BEAR)
    s.check_state()
    assert s.pt("Counter") == (3, 3)


def test_402_no_cards_in_hand() -> None:
    """At most none: an empty hand holds it; a card drawn ends it (611.3b)."""
    s = Scenario()
    s.battlefield(
        "Alice",
        _counter(CardsInZone(ObjectFilter(controller=Controller.YOU), ZoneKind.HAND, at_most=0)),
    )
    s.check_state()
    assert s.pt("Counter") == (3, 3)
    s.hand("Alice", BEAR)
    s.check_state()
    assert s.pt("Counter") == (1, 1)


def test_404_one_opponents_graveyard() -> None:
    """ "An opponent has eight or more cards in their graveyard": your own eight do not count."""
    s = Scenario()
    theirs = CardsInZone(
        ObjectFilter(controller=Controller.OPPONENT),
        ZoneKind.GRAVEYARD,
        at_least=8,
        one_player=True,
    )
    s.battlefield("Alice", _counter(theirs))
    s.graveyard("Alice", *[BEAR] * 8)
    s.check_state()
    assert s.pt("Counter") == (1, 1)
    s.graveyard("Bob", *[BEAR] * 8)
    s.check_state()
    assert s.pt("Counter") == (3, 3)
