"""An attack trigger by count (508.1, 603.2c): "Whenever you attack with two or more creatures,
you gain 2 life." / 「あなたがクリーチャー２体以上で攻撃するたび、あなたは２点のライフを得る。」
triggers once for a declaration of at least two attackers, and not for one. A card compiled by
ofuda from text written here in both languages."""

from __future__ import annotations

from ofuda.runtime import Scenario, Step
from support.compiled import card_from_text

BANNER = card_from_text(
    "name: 軍旗の試し / Test Banner\ncost: {W}\ntype: エンチャント / Enchantment\n"
    "ja:\n  あなたがクリーチャー２体以上で攻撃するたび、あなたは２点のライフを得る。\n"
    "en:\n  Whenever you attack with two or more creatures, you gain 2 life.\n"
)
BEAR = card_from_text("name: 試しの熊 / Test Bear\ncost: {G}\ntype: クリーチャー — 熊 / Creature — Bear\npt: 2/2\n")
CUB = card_from_text("name: 試しの子熊 / Test Cub\ncost: {G}\ntype: クリーチャー — 熊 / Creature — Bear\npt: 1/1\n")


def test_508_1_two_attackers_trigger_it_once() -> None:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", BANNER, BEAR, CUB)
    s.attack("Test Bear", "Test Cub")
    s.resolve()
    assert s.life("Alice") == 22


def test_508_1_one_attacker_does_not_trigger_it() -> None:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", BANNER, BEAR, CUB)
    s.attack("Test Bear")
    assert s.on_stack() == []
    s.resolve()
    assert s.life("Alice") == 20
