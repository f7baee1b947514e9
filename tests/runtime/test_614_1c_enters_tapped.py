"""Entering the battlefield tapped (614.1c, 614.12): the replacement effect of the entering
permanent itself and of a static ability on other permanents; cards compiled by ofuda from
text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario, Step
from support.compiled import card, card_from_text

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
