"""天使の墳墓 / Angel's Tomb — "Whenever a creature enters the battlefield under your control,
you may have Angel's Tomb become a 3/3 white Angel artifact creature with flying until end of
turn." Both branches of the "may", and the end of the turn."""

from __future__ import annotations

import pytest
from ofuda.runtime import May, Scenario, Step
from ofuda.runtime.definitions import CardType, Keyword
from support.compiled import card


@pytest.mark.parametrize("answer", [True, False])
def test_angels_tomb_may_become_a_flying_angel_until_end_of_turn(answer: bool) -> None:
    s = Scenario()
    s.battlefield("Alice", card("Angel's Tomb"), card("Plains"), card("Plains"))
    s.hand("Alice", card("Thraben Valiant"))
    s.cast("Alice", "Thraben Valiant")
    s.script("Alice", May(answer))
    s.resolve()  # the creature spell
    s.resolve()  # the tomb's trigger
    tomb = s.permanent("Angel's Tomb")
    assert (CardType.CREATURE in tomb.card_types) is answer
    if answer:
        assert s.pt("Angel's Tomb") == (3, 3)
        assert s.has_keyword("Angel's Tomb", Keyword.FLYING)
        assert "Angel" in tomb.subtypes
    s.advance_to(Step.CLEANUP)
    assert CardType.CREATURE not in s.permanent("Angel's Tomb").card_types
