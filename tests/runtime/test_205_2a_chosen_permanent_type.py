"""205.2a, 608.2d: a permanent type chosen as a spell resolves (ctx.choose_as_it_resolves) —
artifact, creature, enchantment, land or planeswalker — and ObjectFilter.chosen_card_type: the
objects of that card type. Through Creeping Renaissance (ISD), each language alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import CardType, IllegalActionError, Option, RulesError, Scenario
from support.compiled import set_card


def _table(lang: str) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", *[set_card("m19", "Forest")] * 5)
    s.hand("Alice", set_card("isd", "Creeping Renaissance", lang))
    s.graveyard(
        "Alice", set_card("m19", "Llanowar Elves"), set_card("m19", "Forest"), set_card("m19", "Shock")
    )
    s.graveyard("Bob", set_card("m19", "Forest"))
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_205_2a_cards_of_the_chosen_permanent_type_return(lang: str) -> None:
    """Choosing land returns Alice's Forest only (not her creature, not her instant, not Bob's
    card)."""
    s = _table(lang)
    s.script("Alice", Option(CardType.LAND))
    s.cast("Alice", "Creeping Renaissance")
    s.resolve()
    assert "Forest" in s.in_hand("Alice")
    assert "Llanowar Elves" in s.in_graveyard("Alice") and "Shock" in s.in_graveyard("Alice")
    assert s.in_graveyard("Bob") == ["Forest"]  # "your graveyard": Alice's only


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_205_2a_an_instant_is_no_permanent_type(lang: str) -> None:
    """Instant is a card type but no permanent type: choosing it is refused."""
    s = _table(lang)
    s.script("Alice", Option(CardType.INSTANT))
    s.cast("Alice", "Creeping Renaissance")
    with pytest.raises((IllegalActionError, RulesError)):
        s.resolve()
