"""Scenario tests of 狂気堕ち / Descent into Madness: each player exiles permanents and/or
cards from hand.

Each test names the card in both languages; the cards come from cards_src/avr
through the compiler (see compiled.py), so these test what the text compiles to.
"""

from __future__ import annotations

from ofuda.runtime import Choose, Scenario, Step
from support.compiled import card

DESCENT = "Descent into Madness"


def upkeep_with_descent(counters: int = 0) -> Scenario:
    """Alice's untap step, Descent into Madness on her battlefield with ``counters``."""
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", card("狂気堕ち"))
    if counters:
        s.counters(DESCENT, "despair", counters)
    return s


def test_descent_into_madness_adds_a_counter_and_each_player_exiles_one() -> None:
    """狂気堕ち / Descent into Madness — 「あなたのアップキープ開始時に、…絶望カウンターを１個置く。
    その後各プレイヤーは…をＸ個追放する。」: one counter, one card each (a permanent for Alice,
    a hand card for Bob)."""
    s = upkeep_with_descent()
    s.battlefield("Alice", card("Plains"))
    s.battlefield("Bob", card("Island"))
    s.hand("Bob", card("Swamp"))
    s.script("Alice", Choose(("Plains",)))
    s.script("Bob", Choose(("Swamp",)))
    s.advance_to(Step.UPKEEP)
    s.resolve()
    assert s.permanent(DESCENT).counters.get("despair") == 1
    assert sorted(s.in_exile()) == ["Plains", "Swamp"]
    assert s.on_battlefield("Bob") == ["Island"]


def test_descent_into_madness_grows_every_upkeep() -> None:
    """Descent into Madness / 狂気堕ち — X is the number of despair counters: with two already,
    three cards each."""
    s = upkeep_with_descent(2)
    islands = s.battlefield("Bob", card("Island"), card("Island"), card("Island"), card("Island"))
    plains = s.battlefield("Alice", card("Plains"), card("Plains"), card("Plains"), card("Plains"))
    s.script("Alice", Choose(tuple(plains[:3])))
    s.script("Bob", Choose(tuple(islands[:3])))
    s.advance_to(Step.UPKEEP)
    s.resolve()
    assert s.on_battlefield("Bob") == ["Island"]
    assert sorted(s.on_battlefield("Alice")) == [DESCENT, "Plains"]
