"""Scenario tests of creature types beyond AVR's (205.3m) on test cards written in both
languages and compiled by ofuda: a lord of Elves and a spell that targets only a Goblin."""

from __future__ import annotations

import pytest
from ofuda.runtime.engine.errors import RulesError
from ofuda.runtime.testkit.scenario import Scenario
from support.compiled import card, card_from_text

ELF_LORD = card_from_text(
    "name: エルフの戦長 / Elvish Warchief\n"
    "cost: {1}{G}\n"
    "type: クリーチャー — エルフ・戦士 / Creature — Elf Warrior\n"
    "pt: 2/2\n"
    "ja:\n"
    "  あなたがコントロールする他のエルフは＋１/＋１の修整を受ける。\n"
    "en:\n"
    "  Other Elves you control get +1/+1.\n"
)
ELF_SCOUT = card_from_text(
    "name: エルフの斥候 / Elvish Lookout\n"
    "cost: {G}\n"
    "type: クリーチャー — エルフ・スカウト / Creature — Elf Scout\n"
    "pt: 1/1\n"
)
GOBLIN = card_from_text(
    "name: ゴブリンの略奪者 / Goblin Raider\n"
    "cost: {1}{R}\n"
    "type: クリーチャー — ゴブリン・戦士 / Creature — Goblin Warrior\n"
    "pt: 2/2\n"
)
GOBLIN_CRUSHER = card_from_text(
    "name: ゴブリン潰し / Goblin Crusher\n"
    "cost: {R}\n"
    "type: インスタント / Instant\n"
    "ja:\n"
    "  ゴブリン１体を対象とする。ゴブリン潰しはそれに２点のダメージを与える。\n"
    "en:\n"
    "  Goblin Crusher deals 2 damage to target Goblin.\n"
)


def test_a_lord_of_elves_pumps_other_elves_only() -> None:
    """"Other Elves you control get +1/+1" (205.3m, 613.4c): Alice's other Elf is 2/2; the
    lord itself, her Human (Moorland Inquisitor) and Bob's Elf are unchanged."""
    s = Scenario()
    s.battlefield("Alice", ELF_LORD, ELF_SCOUT, card("Moorland Inquisitor"))
    s.battlefield("Bob", card_from_text(
        "name: エルフの斥候 / Elvish Lookout\ncost: {G}\n"
        "type: クリーチャー — エルフ・スカウト / Creature — Elf Scout\npt: 1/1\n"))
    assert s.pt("Elvish Lookout", "Alice") == (2, 2)
    assert s.pt("Elvish Lookout", "Bob") == (1, 1)
    assert s.pt("Elvish Warchief") == (2, 2)
    assert s.pt("Moorland Inquisitor") == (2, 2)


def test_target_goblin_takes_a_goblin_and_refuses_a_human() -> None:
    """"target Goblin" (115.1, 205.3m): the Goblin can be targeted and dies; a Human can't
    be the target."""
    s = Scenario()
    s.battlefield("Alice", card("Mountain"))
    s.battlefield("Bob", GOBLIN, card("Moorland Inquisitor"))
    s.hand("Alice", GOBLIN_CRUSHER)
    with pytest.raises(RulesError):  # no legal target: the cast is refused
        s.cast("Alice", "Goblin Crusher", "Moorland Inquisitor")
    s.cast("Alice", "Goblin Crusher", "Goblin Raider")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Goblin Raider"]
