"""611.3b: a static ability with a condition on a life total (119) applies exactly while the
condition holds: "As long as you have 25 or more life, … has double strike." Compiled by ofuda
from text written here in both languages (Twinblade Paladin's wording without its reminder)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario
from support.compiled import card_from_text

PALADIN = card_from_text(
    "name: 聖騎士 / Test Paladin\ncost: {3}{W}\ntype: クリーチャー — 人間 / Creature — Human\n"
    "pt: 3/3\nja:\n  あなたのライフが25点以上であるかぎり、聖騎士は二段攻撃を持つ。\n"
    "en:\n  As long as you have 25 or more life, Test Paladin has double strike.\n"
)


def test_611_3b_applies_while_the_life_total_condition_holds() -> None:
    """Below 25 life no double strike; at 25 it has it; losing 1 life takes it away at once."""
    s = Scenario()
    s.battlefield("Alice", PALADIN)
    s.set_life("Alice", 24)
    assert not s.has_keyword("Test Paladin", "double strike")
    s.set_life("Alice", 25)
    assert s.has_keyword("Test Paladin", "double strike")
    s.game.lose_life(s.player("Alice"), 1)
    assert not s.has_keyword("Test Paladin", "double strike")
    s.set_life("Bob", 30)  # only its controller's life counts
    assert not s.has_keyword("Test Paladin", "double strike")
