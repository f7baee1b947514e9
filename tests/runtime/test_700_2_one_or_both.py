"""700.2 "Choose one or both —": the caster chooses one of the two modes or both (the range 1 to
2 of a modal spell); both chosen, they resolve in the order printed (700.2); none is no choice;
a mode is chosen once (700.2d). The spell is compiled from its text."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.engine.errors import IllegalActionError
from support.compiled import card_from_text
from support.slice_cards import SWAMP

SPELL = """name: Choice
cost: {B}
type: Sorcery
en:
  Choose one or both —
  • Target player loses 2 life.
  • You gain 3 life.
"""


def test_700_2_both_modes_resolve() -> None:
    s = Scenario()
    s.battlefield("Alice", SWAMP)
    s.hand("Alice", card_from_text(SPELL))
    s.cast("Alice", "Choice", "Bob", modes=(0, 1))
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (23, 18)


def test_700_2_one_mode_alone() -> None:
    s = Scenario()
    s.battlefield("Alice", SWAMP)
    s.hand("Alice", card_from_text(SPELL))
    s.cast("Alice", "Choice", modes=(1,))
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (23, 20)


def test_700_2_no_mode_is_no_choice() -> None:
    s = Scenario()
    s.battlefield("Alice", SWAMP)
    s.hand("Alice", card_from_text(SPELL))
    with pytest.raises(IllegalActionError, match="1..2 modes"):
        s.cast("Alice", "Choice", modes=())
