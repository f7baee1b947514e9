""" "Whenever … blocks or becomes blocked by a <noun>" (509.3c, 509.3d, 603.2): once for each
creature of the noun it blocks or is blocked by, which "that creature" names; cards compiled by
ofuda from text written here in both languages."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import card, card_from_text

STAKE_BEARER = card_from_text(
    "name: 杭持ち / Stake Bearer\ncost: {2}{W}\ntype: クリーチャー — 人間 / Creature — Human\n"
    "pt: 2/5\nja:\n  杭持ちがいずれかの吸血鬼をブロックするかいずれかの吸血鬼にブロックされた状態になる"
    "たび、そのクリーチャーを破壊する。\n"
    "en:\n  Whenever Stake Bearer blocks or becomes blocked by a Vampire, destroy that creature.\n"
)


def test_509_3d_only_the_creatures_of_the_noun_trigger_it() -> None:
    """Stake Bearer / 杭持ち attacks and is blocked by a Vampire (Havengul Vampire) and a
    Human (Thraben Valiant): it triggers once, for the Vampire, which is destroyed."""
    s = Scenario()
    s.battlefield("Alice", STAKE_BEARER)
    s.battlefield("Bob", card("Havengul Vampire"), card("Thraben Valiant"))
    s.attack("Stake Bearer")
    s.block(("Havengul Vampire", "Stake Bearer"), ("Thraben Valiant", "Stake Bearer"))
    s.resolve()
    assert s.on_battlefield("Bob") == ["Thraben Valiant"]
    assert "Havengul Vampire" in s.in_graveyard("Bob")


@pytest.mark.parametrize(
    ("attacker", "destroyed"), [("Driver of the Dead", True), ("Nettle Swine", False)]
)
def test_509_3c_blocking_a_creature_of_the_noun(attacker: str, destroyed: bool) -> None:
    """Stake Bearer / 杭持ち blocks: a Vampire attacker (Driver of the Dead) is destroyed; a
    non-Vampire (Nettle Swine) does not trigger it."""
    s = Scenario()
    s.battlefield("Alice", card(attacker))
    s.battlefield("Bob", STAKE_BEARER)
    s.attack(attacker)
    s.block(("Stake Bearer", attacker))
    s.resolve()
    assert (s.on_battlefield("Alice") == []) is destroyed
