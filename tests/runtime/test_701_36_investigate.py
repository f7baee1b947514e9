"""Investigate (701.36a): "Investigate" means "Create a Clue token" — a colorless Clue
artifact token with "{2}, Sacrifice this artifact: Draw a card." (111.10f); a card compiled by
ofuda from text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import CardType, Scenario
from support.compiled import card, card_from_text

# compiled from both languages: the pipeline holds the Japanese and the English to one IR
INQUIRY = card_from_text(
    "name: 調査の試し / Test Inquiry\ncost: {U}\ntype: インスタント / Instant\n"
    "ja:\n  カードを１枚引き、その後調査を行う。\nen:\n  Draw a card, then investigate.\n"
)


def _investigated() -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Island"), card("Island"), card("Island"))
    s.library("Alice", card("Plains"), card("Forest"))
    s.hand("Alice", INQUIRY)
    s.cast("Alice", "Test Inquiry")
    s.resolve()
    return s


def test_701_36a_investigate_creates_a_clue_token() -> None:
    """701.36a, 111.10f: Alice draws the Plains, then creates one Clue: a colorless Clue
    artifact token."""
    s = _investigated()
    assert s.in_hand("Alice") == ["Plains"]
    clue = s.permanent("Clue Token", "Alice")
    assert clue.is_token
    assert clue.chars.card_types == frozenset({CardType.ARTIFACT})
    assert clue.chars.subtypes == frozenset({"Clue"})
    assert not clue.chars.colors


def test_111_10f_the_clue_draws_a_card_for_two_and_its_sacrifice() -> None:
    """111.10f: "{2}, Sacrifice this artifact: Draw a card." — Alice pays {2} with her two
    untapped Islands, sacrifices the Clue and draws the Forest."""
    s = _investigated()
    s.activate("Alice", "Clue Token")
    s.resolve()
    assert s.in_hand("Alice") == ["Plains", "Forest"]
    assert "Clue Token" not in s.on_battlefield("Alice")
