""" "Whenever … blocks" (509.3c): once for each creature as it is declared as a blocker;
cards compiled by ofuda from text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario
from support.compiled import card, card_from_text

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
