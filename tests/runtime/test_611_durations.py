"""Durations of one-shot effects' continuous results (611.2): "until your next turn" (611.2b)
ends as its controller's next turn begins, for a continuous effect, a replacement effect and a
change of control; cards compiled by ofuda from text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from compiled import card, card_from_text
from ofuda.runtime import Scenario, Step

WEAKEN = card_from_text(
    "name: 萎縮の呪文 / Withering Hex\ncost: {B}\ntype: インスタント / Instant\n"
    "ja:\n  クリーチャー1体を対象とする。あなたの次のターンまで、それは-2/-0の修整を受ける。\n"
    "en:\n  Target creature gets -2/-0 until your next turn.\n"
)


def test_611_2b_until_your_next_turn_lasts_through_the_opponents_turn() -> None:
    """611.2b: Withering Hex / 萎縮の呪文 ("Target creature gets -2/-0 until your next turn"),
    cast by Alice on Bob's Vorstclaw: still 5/7 after her cleanup step (514.2 ends only "until
    end of turn") and all through Bob's turn; it ends as Alice's next turn begins."""
    s = Scenario()
    s.battlefield("Alice", card("Swamp"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.library("Alice", card("Plains"), card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"))
    s.hand("Alice", WEAKEN)
    s.cast("Alice", "Withering Hex", "Vorstclaw")
    s.resolve()
    assert s.pt("Vorstclaw") == (5, 7)
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn
    assert s.game.active.name == "Bob" and s.pt("Vorstclaw") == (5, 7)
    s.advance_to(Step.END, new_turn=False)
    assert s.pt("Vorstclaw") == (5, 7)
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's next turn
    assert s.game.active.name == "Alice" and s.pt("Vorstclaw") == (7, 7)


def test_611_2b_a_replacement_until_your_next_turn_ends_only_at_its_controllers_turn() -> None:
    """611.2b: a prevention or replacement effect lasting "until your next turn" (no AVR or
    test text makes one yet; the runtime holds it like any other) survives cleanup and Bob's
    turn, and ends as Alice's next turn begins."""
    from ofuda.runtime.definitions import Duration
    from ofuda.runtime.replacement import Replacement

    s = Scenario()
    s.library("Alice", card("Plains"), card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"))
    alice = s.player("Alice")
    shield = Replacement(
        "damage",
        lambda e: False,
        lambda e: e,
        controller=alice,
        duration=Duration.UNTIL_YOUR_NEXT_TURN,
        prevention=True,
        text="test shield",
    )
    s.game.replacements.append(shield)
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn: Alice's cleanup is behind it
    assert shield in s.game.replacements
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's next turn
    assert shield not in s.game.replacements


BORROW = card_from_text(
    "name: 借用 / Test Borrowing\ncost: {R}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  クリーチャー1体を対象とする。あなたの次のターンまで、あなたはそれのコントロールを得る。\n"
    "en:\n  Gain control of target creature until your next turn.\n"
)


def test_611_2b_control_until_your_next_turn_returns_as_that_turn_begins() -> None:
    """611.2b, 613.1b: Test Borrowing / 借用 ("Gain control of target creature until your next
    turn"): Alice controls Bob's Vorstclaw through her cleanup and Bob's whole turn; it goes
    back to Bob as Alice's next turn begins."""
    s = Scenario()
    s.battlefield("Alice", card("Mountain"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.library("Alice", card("Plains"), card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"))
    s.hand("Alice", BORROW)
    s.cast("Alice", "Test Borrowing", "Vorstclaw")
    s.resolve()
    assert s.permanent("Vorstclaw").controller.name == "Alice"
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn
    s.advance_to(Step.END)  # … to its end step
    assert s.game.active.name == "Bob"
    assert s.permanent("Vorstclaw").controller.name == "Alice"
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's next turn
    assert s.permanent("Vorstclaw").controller.name == "Bob"
