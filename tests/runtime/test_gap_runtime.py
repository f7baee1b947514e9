"""The phrase families that closed the known gaps of docs/compositionality.md, run in the
runtime with cards compiled by ofuda from text written here in both languages: entering the
battlefield tapped (614.1c)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from compiled import card, card_from_text
from ofuda.runtime import Choose, Order, Scenario, Step

SLOW_KNIGHT = card_from_text(
    "name: 鈍重な騎士 / Slow Knight\ncost: {W}\ntype: クリーチャー — 人間 / Creature — Human\n"
    "pt: 2/2\nja:\n  鈍重な騎士はタップ状態で戦場に出る。\n"
    "en:\n  Slow Knight enters the battlefield tapped.\n"
)
# Urabrask the Hidden's second ability (《隠れしウラブラスク》), on an enchantment.
WARDING_GATE = card_from_text(
    "name: 見張りの門 / Warding Gate\ncost: {1}{W}\ntype: エンチャント / Enchantment\n"
    "ja:\n  対戦相手がコントロールするクリーチャーはタップ状態で戦場に出る。\n"
    "en:\n  Creatures your opponents control enter the battlefield tapped.\n"
)


def test_614_1c_a_permanent_that_enters_tapped_is_never_untapped_on_the_battlefield() -> None:
    """614.1c: Slow Knight / 鈍重な騎士 ("enters the battlefield tapped") resolves and is
    tapped on the battlefield; a Nettle Swine cast the same way is not."""
    s = Scenario()
    s.battlefield("Alice", card("Plains"), *[card("Forest")] * 4)
    s.hand("Alice", SLOW_KNIGHT, card("Nettle Swine"))
    s.cast("Alice", "Slow Knight")
    s.resolve()
    assert s.is_tapped("Slow Knight")
    s.cast("Alice", "Nettle Swine")
    s.resolve()
    assert not s.is_tapped("Nettle Swine")


def test_614_1c_a_group_enters_tapped_only_if_it_matches_as_it_would_enter() -> None:
    """614.1c, 614.12: Warding Gate / 見張りの門 ("Creatures your opponents control enter the
    battlefield tapped") — Alice's own creature enters untapped; on Bob's turn his
    creature enters tapped."""
    s = Scenario()
    s.battlefield("Alice", WARDING_GATE, card("Plains"), card("Plains"))
    s.battlefield("Bob", card("Plains"), card("Plains"))
    s.hand("Alice", card("Thraben Valiant"))
    s.hand("Bob", card("Thraben Valiant"))
    s.library("Bob", card("Plains"))
    s.cast("Alice", "Thraben Valiant")
    s.resolve()
    assert not s.permanent("Thraben Valiant", "Alice").tapped
    s.advance_to(Step.PRECOMBAT_MAIN, new_turn=True)
    s.cast("Bob", "Thraben Valiant")
    s.resolve()
    assert s.permanent("Thraben Valiant", "Bob").tapped


BULWARK = card_from_text(
    "name: 防壁の騎士 / Bulwark Knight\ncost: {1}{W}\ntype: クリーチャー — 人間 / Creature — Human\n"
    "pt: 1/4\nja:\n  防壁の騎士がブロックするたび、あなたは2点のライフを得る。\n"
    "en:\n  Whenever Bulwark Knight blocks, you gain 2 life.\n"
)
WATCHTOWER = card_from_text(
    "name: 監視の塔 / Test Watchtower\ncost: {2}{W}\ntype: エンチャント / Enchantment\n"
    "ja:\n  あなたがコントロールするクリーチャーが1体ブロックするたび、カードを1枚引く。\n"
    "en:\n  Whenever a creature you control blocks, draw a card.\n"
)


def test_509_3c_whenever_this_creature_blocks() -> None:
    """509.3c: Bulwark Knight / 防壁の騎士 ("Whenever Bulwark Knight blocks, you gain 2 life")
    blocks Alice's Nettle Swine: Bob gains 2; when it doesn't block, nothing happens."""
    for blocks in (True, False):
        s = Scenario()
        s.battlefield("Alice", card("Nettle Swine"))
        s.battlefield("Bob", BULWARK)
        s.attack("Nettle Swine")
        s.block(*([("Bulwark Knight", "Nettle Swine")] if blocks else []))
        s.resolve()
        assert s.life("Bob") == (22 if blocks else 20)


def test_509_3c_whenever_a_creature_you_control_blocks_once_per_blocker() -> None:
    """509.3c: Test Watchtower / 監視の塔 ("Whenever a creature you control blocks, draw a
    card"): two of Bob's creatures block, so it triggers twice; Alice's attacking creatures,
    and the Watchtower of the attacking player, don't trigger it."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), card("Thraben Valiant"), WATCHTOWER)
    s.battlefield("Bob", BULWARK, card("Vorstclaw"), WATCHTOWER)
    s.library("Bob", card("Plains"), card("Island"), card("Swamp"))
    s.library("Alice", card("Plains"))
    s.attack("Nettle Swine", "Thraben Valiant")
    s.block(("Bulwark Knight", "Nettle Swine"), ("Vorstclaw", "Thraben Valiant"))
    s.resolve()
    assert len(s.in_hand("Bob")) == 2
    assert s.in_hand("Alice") == []


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


FORESIGHT = card_from_text(
    "name: 先読み / Test Foresight\ncost: {U}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  占術3を行い、その後カードを1枚引く。\nen:\n  Scry 3, then draw a card.\n"
)


def _foresight(*decisions: object) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Island"))
    s.library("Alice", card("Plains"), card("Forest"), card("Swamp"), card("Mountain"))
    s.hand("Alice", FORESIGHT)
    s.script("Alice", *decisions)  # type: ignore[arg-type]
    s.cast("Alice", "Test Foresight")
    s.resolve()
    return s


def test_701_22a_scry_puts_any_number_on_the_bottom_and_orders_the_rest() -> None:
    """701.22a: Test Foresight / 先読み ("Scry 3, then draw a card"): Alice looks at Plains,
    Forest, Swamp; puts Plains on the bottom and Swamp above Forest on top, then draws the
    Swamp. The fourth card (Mountain) is never looked at and stays where it was."""
    s = _foresight(Choose(("Plains",)), Order(("Swamp", "Forest")))
    assert s.in_hand("Alice") == ["Swamp"]
    assert s.in_library("Alice") == ["Forest", "Mountain", "Plains"]


def test_701_22a_scry_may_keep_every_card_on_top() -> None:
    """701.22a: "any number" includes none — Alice keeps all three on top in their order and
    draws the Plains."""
    s = _foresight(Choose(()), Order(("Plains", "Forest", "Swamp")))
    assert s.in_hand("Alice") == ["Plains"]
    assert s.in_library("Alice") == ["Forest", "Swamp", "Mountain"]


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
        "damage", lambda e: False, lambda e: e, controller=alice,
        duration=Duration.UNTIL_YOUR_NEXT_TURN, prevention=True, text="test shield",
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
