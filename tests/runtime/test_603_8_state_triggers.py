"""603.8: a state-triggered ability triggers as soon as the game state matches its condition,
and doesn't trigger again until it has left the stack; 122.1: the condition here is a count of
counters on the object with the ability. The card is written here and compiled by ofuda."""

from __future__ import annotations

from ofuda.runtime import Scenario
from support.compiled import card_from_text, set_card

_WALKER = card_from_text(
    "name: 試作 / Test\ncost: {3}{G}\ntype: プレインズウォーカー — ガラク / Planeswalker — Garruk\n"
    "loyalty: 3\n"
    "ja:\n  試作の上の忠誠カウンターが２個以下であるとき、試作の上に忠誠カウンターを２個置く。\n"
    "  -1: カードを１枚引く。\n"
    "en:\n  When Test has two or fewer loyalty counters on it, put two loyalty counters on Test.\n"
    "  −1: Draw a card.\n"
)


def test_603_8_it_triggers_as_soon_as_the_state_holds() -> None:
    """With three loyalty counters nothing triggers; after −1 (two counters) it triggers, and
    its two counters make four: the state no longer holds."""
    s = Scenario()
    s.library("Alice", *[set_card("m21", "Forest")] * 3)
    s.battlefield("Alice", _WALKER)
    s.resolve()
    assert s.permanent("Test").counters["loyalty"] == 3
    s.activate("Alice", "Test")
    s.resolve()
    assert s.permanent("Test").counters["loyalty"] == 4
    assert s.log_text().count("Test's triggered ability triggers") == 1


def test_603_8_it_does_not_trigger_again_while_it_is_on_the_stack() -> None:
    """While the ability waits or is on the stack, the state still holds: it does not trigger
    again (one instance only)."""
    s = Scenario()
    walker = s.battlefield("Alice", _WALKER)[0]
    walker.counters["loyalty"] = 1
    s.game.before_priority()
    assert len(s.on_stack()) == 1
    s.game.before_priority()
    assert len(s.on_stack()) == 1
    s.resolve()
    assert walker.counters["loyalty"] == 3
