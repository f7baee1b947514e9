"""602.5b: an activated ability with a restriction on when it may be activated — "Activate only
during your turn." (the turn of the ability's controller) and "Activate only if CARDNAME is
blocking." (506.4: its own source's combat status, looked at as it would be activated). Cards
compiled by ofuda from text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario, Step
from ofuda.runtime.engine.casting.activation import activatable
from support.compiled import card, card_from_text

SENTRY = card_from_text(
    "name: 歩哨 / Test Sentry\ncost: {1}{W}\ntype: クリーチャー — 人間 / Creature — Human\npt: 1/1\n"
    "ja:\n  {0}：あなたは１点のライフを得る。この能力は、あなたのターンの間にのみ起動できる。\n"
    "en:\n  {0}: You gain 1 life. Activate only during your turn.\n"
)
GUARD = card_from_text(
    "name: 衛兵 / Test Guard\ncost: {1}{W}\ntype: クリーチャー — 人間 / Creature — Human\npt: 1/3\n"
    "ja:\n  {0}：あなたは１点のライフを得る。この能力は、衛兵がブロックしているときにのみ起動できる。\n"
    "en:\n  {0}: You gain 1 life. Activate only if Test Guard is blocking.\n"
)


def _can_activate(s: Scenario, who: str, name: str) -> bool:
    perm = s.permanent(name)
    return any(a.source is perm for a in activatable(s.game, s.player(who), False))


def test_602_5b_only_during_your_turn() -> None:
    """Alice's Sentry: on Alice's turn she may activate it; on Bob's turn she may not."""
    s = Scenario()
    s.battlefield("Alice", SENTRY)
    assert _can_activate(s, "Alice", "Test Sentry")
    s.activate("Alice", "Test Sentry")
    s.resolve()
    assert s.life("Alice") == 21
    bob = Scenario(active="Bob")
    bob.battlefield("Alice", SENTRY)
    assert not _can_activate(bob, "Alice", "Test Sentry")


@pytest.mark.parametrize("blocks", [False, True])
def test_602_5b_only_if_its_own_source_is_blocking(blocks: bool) -> None:
    """Bob's Guard: not while it merely stands on the battlefield, only once it blocks."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"))
    s.battlefield("Bob", GUARD)
    assert not _can_activate(s, "Bob", "Test Guard")
    s.attack("Thraben Valiant")
    if blocks:
        s.block(("Test Guard", "Thraben Valiant"))
    else:
        s.advance_to(Step.DECLARE_BLOCKERS)
    assert _can_activate(s, "Bob", "Test Guard") == blocks
