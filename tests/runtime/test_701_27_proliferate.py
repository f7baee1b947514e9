"""Proliferate (701.27a): choose any number of permanents and/or players, then give each
another counter of each kind already there; a card compiled by ofuda from text written here in
both languages."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Choose, Scenario
from ofuda.runtime.engine.errors import ScriptError
from support.compiled import card, card_from_text

# compiled from both languages: the pipeline holds the Japanese and the English to one IR
SPREAD = card_from_text(
    "name: 増殖の試し / Test Spread\ncost: {U}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  増殖を行う。\nen:\n  Proliferate.\n"
)


def _board() -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Island"), card("Nettle Swine"))
    s.battlefield("Bob", card("Vorstclaw"), card("Moorland Inquisitor"))
    s.counters("Nettle Swine", "+1/+1", 1)
    s.counters("Nettle Swine", "charge", 2)
    s.counters("Vorstclaw", "-1/-1", 1)
    s.player("Bob").poison = 1
    s.hand("Alice", SPREAD)
    return s


def test_701_27a_each_chosen_one_gets_another_counter_of_each_kind() -> None:
    """701.27a: Alice chooses her Nettle Swine and Bob: the Swine gets a +1/+1 and a charge
    counter (one of each kind it has), Bob another poison counter; Bob's Vorstclaw, not
    chosen, keeps its one -1/-1 counter."""
    s = _board()
    s.script("Alice", Choose(("Nettle Swine", "Bob")))
    s.cast("Alice", "Test Spread")
    s.resolve()
    assert s.permanent("Nettle Swine").counters == {"+1/+1": 2, "charge": 3}
    assert s.permanent("Vorstclaw").counters == {"-1/-1": 1}
    assert s.player("Bob").poison == 2
    assert s.pt("Nettle Swine") == (6, 5)  # a 4/3 with two +1/+1 counters


def test_701_27a_any_number_includes_an_opponents_permanent_and_none() -> None:
    """701.27a: none is targeted — an opponent's permanent may be chosen (the Vorstclaw gets
    another -1/-1 counter), and "any number" includes zero of the others."""
    s = _board()
    s.script("Alice", Choose(("Vorstclaw",)))
    s.cast("Alice", "Test Spread")
    s.resolve()
    assert s.permanent("Vorstclaw").counters == {"-1/-1": 2}
    assert s.permanent("Nettle Swine").counters == {"+1/+1": 1, "charge": 2}
    assert s.player("Bob").poison == 1


def test_701_27a_only_one_with_a_counter_can_get_another() -> None:
    """701.27a: "another counter of each kind already there" — Moorland Inquisitor has none,
    so it is not among the choices."""
    s = _board()
    s.script("Alice", Choose(("Moorland Inquisitor",)))
    s.cast("Alice", "Test Spread")
    with pytest.raises(ScriptError):
        s.resolve()
