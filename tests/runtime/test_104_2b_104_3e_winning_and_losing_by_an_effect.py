"""Winning and losing the game by an effect (104.2b, 104.3e): "You win the game." / 「あなたは
このゲームに勝利する。」 ends the game at once with its player the winner (104.1); "Target player
loses the game." / 「プレイヤー１人を対象とする。そのプレイヤーはこのゲームに敗北する。」 makes that
player lose, and the last player left wins (104.2a); players who all lose at once draw (104.4a).
Cards compiled by ofuda from text written here in both languages."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.engine.errors import RulesError
from support.compiled import card, card_from_text

VICTORY = card_from_text(
    "name: 勝利の試し / Test Victory\ncost: {W}\ntype: インスタント / Instant\n"
    "ja:\n  あなたはこのゲームに勝利する。\n"
    "en:\n  You win the game.\n"
)
DEFEAT = card_from_text(
    "name: 敗北の試し / Test Defeat\ncost: {W}\ntype: インスタント / Instant\n"
    "ja:\n  プレイヤー１人を対象とする。そのプレイヤーはこのゲームに敗北する。\n"
    "en:\n  Target player loses the game.\n"
)
EVERYONE_LOSES = card_from_text(
    "name: 終焉の試し / Test Ending\ncost: {W}\ntype: インスタント / Instant\n"
    "ja:\n  各プレイヤーはこのゲームに敗北する。\n"
    "en:\n  Each player loses the game.\n"
)


def test_104_2b_a_player_an_effect_says_wins_wins_at_once() -> None:
    """Alice casts "You win the game." at 1 life against Bob at 20: Alice wins, the game is over
    (104.1), nothing else may be done."""
    s = Scenario()
    s.battlefield("Alice", card("Plains"))
    s.set_life("Alice", 1)
    s.hand("Alice", VICTORY)
    s.cast("Alice", "Test Victory")
    s.resolve()
    assert s.winner == "Alice"
    with pytest.raises(RulesError):
        s.resolve()


def test_104_3e_a_player_an_effect_says_loses_loses_and_the_other_wins() -> None:
    """Alice targets Bob with "Target player loses the game.": Bob loses (104.3e), and Alice,
    the last player left, wins (104.2a), with his life total untouched."""
    s = Scenario()
    s.battlefield("Alice", card("Plains"))
    s.hand("Alice", DEFEAT)
    s.cast("Alice", "Test Defeat", "Bob")
    s.resolve()
    assert s.winner == "Alice"
    assert s.life("Bob") == 20
    assert s.player("Bob").lost and "104.3e" in s.player("Bob").loss_reason


def test_104_3e_targeting_yourself_you_lose() -> None:
    """The same spell targeting its caster: Alice loses and Bob wins."""
    s = Scenario()
    s.battlefield("Alice", card("Plains"))
    s.hand("Alice", DEFEAT)
    s.cast("Alice", "Test Defeat", "Alice")
    s.resolve()
    assert s.winner == "Bob"


def test_104_4a_players_who_all_lose_at_once_draw() -> None:
    """"Each player loses the game.": both lose at the same time — a draw (104.4a), no winner."""
    s = Scenario()
    s.battlefield("Alice", card("Plains"))
    s.hand("Alice", EVERYONE_LOSES)
    s.cast("Alice", "Test Ending")
    s.resolve()
    assert s.game.result is not None and s.winner is None
    assert s.player("Alice").lost and s.player("Bob").lost
