"""Scenario tests of a target in two zones (115.1), each language's text alone: 非実体化 /
Unsubstantiate returns a spell, or a creature, to its owner's hand."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_unsubstantiate_returns_a_spell_to_its_owners_hand(lang: str) -> None:
    """非実体化 / Unsubstantiate — "Return target spell or creature to its owner's hand.": Alice's
    Nettle Swine leaves the stack for her hand and never resolves."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 4)
    s.battlefield("Bob", *[card("Island")] * 2)
    s.hand("Alice", card("Nettle Swine"))
    s.hand("Bob", set_card("m21", "Unsubstantiate", lang))
    s.cast("Alice", "Nettle Swine")
    (spell,) = s.game.stack.objects
    s.cast("Bob", "Unsubstantiate", spell)
    s.resolve()
    assert s.in_hand("Alice") == ["Nettle Swine"]
    assert "Nettle Swine" not in s.on_battlefield("Alice")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_unsubstantiate_returns_a_creature_to_its_owners_hand(lang: str) -> None:
    """The same spell on a creature: Thraben Valiant returns to Alice's hand."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *[card("Island")] * 2)
    s.hand("Alice", set_card("m21", "Unsubstantiate", lang))
    s.cast("Alice", "Unsubstantiate", "Thraben Valiant")
    s.resolve()
    assert s.in_hand("Alice") == ["Thraben Valiant"]
