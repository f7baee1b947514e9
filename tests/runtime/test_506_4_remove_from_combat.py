"""Removing a creature from combat by an instruction (506.4): "Remove target attacking or blocking
creature from combat." / 「攻撃かブロックしているクリーチャー１体を対象とし、それを戦闘から取り除く。」
— the creature stops being attacking or blocking, deals and is dealt no combat damage; an
attacker whose blocker is removed stays blocked (509.1h). A card compiled by ofuda from text
written here in both languages."""

from __future__ import annotations

from ofuda.runtime import Scenario, Step
from support.compiled import card, card_from_text

FOG_OF_WAR = card_from_text(
    "name: 退陣の試し / Test Withdrawal\ncost: {W}\ntype: インスタント / Instant\n"
    "ja:\n  攻撃かブロックしているクリーチャー１体を対象とし、それを戦闘から取り除く。\n"
    "en:\n  Remove target attacking or blocking creature from combat.\n"
)


def test_506_4_an_attacker_removed_from_combat_deals_no_combat_damage() -> None:
    """Alice attacks with Thraben Valiant (2/1); Bob removes it from combat: it is no longer
    attacking, and Bob takes no combat damage."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Thraben Valiant"))
    s.battlefield("Bob", card("Plains"))
    s.hand("Bob", FOG_OF_WAR)
    s.attack("Thraben Valiant")
    s.cast("Bob", "Test Withdrawal", "Thraben Valiant")
    s.resolve()
    valiant = s.permanent("Thraben Valiant")
    assert valiant.attacking is None
    assert s.game.combat is None or valiant not in s.game.combat.attackers
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20
    assert s.on_battlefield("Alice") == ["Thraben Valiant"]


def test_506_4_a_removed_blocker_leaves_its_attacker_blocked() -> None:
    """Bob blocks Thraben Valiant (2/1) with his Thraben Valiant; Alice removes the blocker from
    combat: her attacker stays blocked (509.1h) and deals no damage to Bob, and the removed
    blocker is dealt none."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Thraben Valiant"), card("Plains"))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", FOG_OF_WAR)
    s.attack("Thraben Valiant")
    s.block(("Thraben Valiant", "Thraben Valiant"))
    blocker = s.permanent("Thraben Valiant", "Bob")
    attacker = s.permanent("Thraben Valiant", "Alice")
    s.cast("Alice", "Test Withdrawal", blocker)
    s.resolve()
    assert blocker.blocking == [] and attacker.blocked
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20
    assert blocker.damage == 0 and blocker.on_battlefield
