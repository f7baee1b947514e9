"""508.1c, 611.3b: a restriction on attacking that holds unless a player controls enough
permanents — "Test Brute can't attack unless you control two or more artifacts." — checked as
attackers are declared; "can't block unless …" likewise (509.1b). Cards compiled by ofuda from
text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario, Step
from ofuda.runtime.engine.combat.declarations import attack_candidates, can_block_at_all
from support.compiled import card, card_from_text


def _card(name: str, ja_rule: str, en_rule: str) -> object:
    return card_from_text(
        f"name: 試験 / {name}\ncost: {{1}}{{R}}\ntype: クリーチャー — 人間 / Creature — Human\n"
        f"pt: 3/3\nja:\n  {ja_rule}\nen:\n  {en_rule}\n"
    )


BRUTE = _card(
    "Test Brute",
    "あなたが土地を２つ以上コントロールしていないかぎり、試験では攻撃できない。",
    "Test Brute can't attack unless you control two or more lands.",
)
WARDEN = _card(
    "Test Warden",
    "あなたが土地を２つ以上コントロールしていないかぎり、試験ではブロックできない。",
    "Test Warden can't block unless you control two or more lands.",
)


@pytest.mark.parametrize("lands", [1, 2])
def test_508_1c_cant_attack_unless_you_control_enough(lands: int) -> None:
    """With one land the Brute can't attack; with two it can."""
    s = Scenario()
    s.battlefield("Alice", BRUTE, *[card("Mountain")] * lands)
    brute = s.permanent("Test Brute")
    assert (brute in attack_candidates(s.game, s.player("Alice"))) == (lands >= 2)


@pytest.mark.parametrize("lands", [1, 2])
def test_509_1b_cant_block_unless_you_control_enough(lands: int) -> None:
    """With one land Bob's Warden can't block; with two it can."""
    s = Scenario()
    s.battlefield("Bob", WARDEN, *[card("Plains")] * lands)
    assert can_block_at_all(s.permanent("Test Warden")) == (lands >= 2)


def test_508_1c_the_count_is_checked_as_attackers_are_declared() -> None:
    """The restriction applies while the count is short: a second land played later lets the
    Brute attack (the condition is checked continuously, 611.3b)."""
    s = Scenario()
    s.battlefield("Alice", BRUTE, card("Mountain"))
    s.hand("Alice", card("Mountain"))
    alice = s.player("Alice")
    assert s.permanent("Test Brute") not in attack_candidates(s.game, alice)
    s.play_land("Alice", "Mountain")
    assert s.permanent("Test Brute") in attack_candidates(s.game, alice)
    s.attack("Test Brute")
    s.advance_to(Step.COMBAT_DAMAGE)
    assert s.life("Bob") == 17
