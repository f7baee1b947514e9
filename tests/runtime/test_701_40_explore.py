"""Explore (701.40a): the exploring permanent's controller reveals the top card of their
library; a land card goes to their hand, otherwise the permanent gets a +1/+1 counter and the
controller may put the card into their graveyard. 701.40b: it explores even if some of that is
impossible. Cards compiled by ofuda from text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import May, Scenario
from support.compiled import card, card_from_text

# compiled from both languages: the pipeline holds the Japanese and the English to one IR
EXPEDITION = card_from_text(
    "name: 探検の試し / Test Expedition\ncost: {G}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  あなたがコントロールしているクリーチャー１体を対象とする。それは探検を行う。\n"
    "en:\n  Target creature you control explores.\n"
)
WAYFINDER = card_from_text(
    "name: 道探しの試し / Test Wayfinder\ncost: {G}\ntype: クリーチャー — 人間 / Creature — Human\n"
    "pt: 2/2\n"
    "ja:\n  道探しの試しが戦場に出たとき、それは探検を行う。\n"
    "en:\n  When Test Wayfinder enters the battlefield, it explores.\n"
)


def _explore(*library: str, answer: bool | None = None) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Forest"), card("Nettle Swine"))
    s.library("Alice", *(card(name) for name in library))
    s.hand("Alice", EXPEDITION)
    if answer is not None:
        s.script("Alice", May(answer))
    s.cast("Alice", "Test Expedition", "Nettle Swine")
    s.resolve()
    return s


def test_701_40a_a_revealed_land_goes_to_the_hand_and_no_counter() -> None:
    """701.40a: the top card is the Plains, a land: it goes to Alice's hand; Nettle Swine gets
    no counter."""
    s = _explore("Plains", "Island")
    assert s.in_hand("Alice") == ["Plains"]
    assert s.permanent("Nettle Swine").counters == {}
    assert s.in_library("Alice") == ["Island"]


def test_701_40a_a_nonland_card_gives_a_counter_and_may_go_to_the_graveyard() -> None:
    """701.40a: the top card is Thraben Valiant: Nettle Swine gets a +1/+1 counter, and Alice
    puts the Valiant into her graveyard."""
    s = _explore("Thraben Valiant", "Island", answer=True)
    assert s.permanent("Nettle Swine").counters == {"+1/+1": 1}
    assert "Thraben Valiant" in s.in_graveyard("Alice")
    assert s.in_library("Alice") == ["Island"]
    assert s.in_hand("Alice") == []


def test_701_40a_a_nonland_card_may_stay_on_top() -> None:
    """701.40a: Alice leaves the Valiant on top of her library ("put the card back")."""
    s = _explore("Thraben Valiant", "Island", answer=False)
    assert s.permanent("Nettle Swine").counters == {"+1/+1": 1}
    assert s.in_library("Alice") == ["Thraben Valiant", "Island"]


def test_701_40b_with_an_empty_library_it_still_gets_the_counter() -> None:
    """701.40b: no card is revealed (an empty library), which is no land: the Swine gets the
    +1/+1 counter and there is no card to put anywhere."""
    s = _explore()
    assert s.permanent("Nettle Swine").counters == {"+1/+1": 1}


def test_701_40a_a_creature_explores_as_it_enters() -> None:
    """"When Test Wayfinder enters the battlefield, it explores": a nonland top card gives the
    Wayfinder itself the +1/+1 counter (a 3/3)."""
    s = Scenario()
    s.battlefield("Alice", card("Forest"))
    s.library("Alice", card("Thraben Valiant"))
    s.hand("Alice", WAYFINDER)
    s.script("Alice", May(False))
    s.cast("Alice", "Test Wayfinder")
    s.resolve()
    assert s.pt("Test Wayfinder") == (3, 3)
    assert s.in_library("Alice") == ["Thraben Valiant"]
