"""Scenario tests of restrictions as one-shot effects (509.1b): "can't block / can't be blocked this turn".

Each test names the card in both languages; the cards come from cards_src/avr
through the compiler (see compiled.py), so these test what the text compiles to.
"""

from __future__ import annotations

import pytest
from ofuda.runtime import Keyword, RulesError, Scenario, Step, Targets
from support.compiled import card


def lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    """``n`` basic lands called ``name``."""
    return [card(name)] * n


def _ghostform(*targets: str) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), card("Scrapskin Drake"), card("Fervent Cathar"))
    s.battlefield("Alice", *lands("Island", 2))
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", card("幽体化"))
    s.cast("Alice", "Ghostform", *targets)
    s.resolve()
    return s


def test_ghostform_its_targets_cant_be_blocked_this_turn() -> None:
    """幽体化 / Ghostform — 「このターン、それらはブロックされない。」: neither target can be blocked."""
    s = _ghostform("Nettle Swine", "Fervent Cathar")
    s.attack("Nettle Swine", "Fervent Cathar", "Scrapskin Drake")
    with pytest.raises(RulesError):
        s.block(("Nettle Swine", "Fervent Cathar"))


def test_ghostform_leaves_other_creatures_blockable() -> None:
    """幽体化 / Ghostform — "up to two target creatures": a creature it did not target is blocked."""
    s = _ghostform("Fervent Cathar")
    s.attack("Nettle Swine", "Fervent Cathar")
    s.block(("Nettle Swine", "Nettle Swine"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 18  # only Fervent Cathar's 2 damage got through


def test_ghostform_lasts_only_this_turn() -> None:
    """幽体化 / Ghostform — "this turn": on the next turn its target can be blocked again."""
    s = _ghostform("Nettle Swine")
    s.library("Alice", *lands("Island", 2))
    s.library("Bob", *lands("Island", 2))
    s.advance_to(Step.BEGINNING_OF_COMBAT, new_turn=True)  # Bob's turn
    s.advance_to(Step.BEGINNING_OF_COMBAT, new_turn=True)  # Alice's turn again
    s.attack("Nettle Swine")
    s.block(("Nettle Swine", "Nettle Swine"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20


def _fervent_cathar(target: str) -> Scenario:
    s = Scenario()
    s.battlefield("Bob", card("Nettle Swine"), card("Seraph of Dawn"))
    s.battlefield("Alice", *lands("Mountain", 3))
    s.hand("Alice", card("熱血漢の聖戦士"))
    s.cast("Alice", "Fervent Cathar")
    s.script("Alice", Targets((target,)))
    s.resolve()
    return s


def test_fervent_cathar_target_cant_block_this_turn() -> None:
    """熱血漢の聖戦士 / Fervent Cathar — 速攻; 「このターン、それではブロックできない。」"""
    s = _fervent_cathar("Nettle Swine")
    s.attack("Fervent Cathar")
    with pytest.raises(RulesError):
        s.block(("Nettle Swine", "Fervent Cathar"))


def test_fervent_cathar_other_creatures_still_block() -> None:
    """熱血漢の聖戦士 / Fervent Cathar — only the target is restricted: the other creature blocks."""
    s = _fervent_cathar("Nettle Swine")
    s.attack("Fervent Cathar")
    s.block(("Seraph of Dawn", "Fervent Cathar"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 22  # blocked: no damage to Bob; the Seraph's lifelink gains 2


def _revenge() -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *lands("Forest", 6))
    s.battlefield("Bob", card("Seraph of Dawn"), card("Fervent Cathar"))
    s.hand("Alice", card("狩られる者の逆襲"))
    s.cast("Alice", "Revenge of the Hunted", "Nettle Swine")
    s.resolve()
    return s


def test_revenge_of_the_hunted_pumps_and_gives_trample() -> None:
    """狩られる者の逆襲 / Revenge of the Hunted — +6/+6 and trample until end of turn; all
    creatures able to block it do so, and the excess tramples over."""
    s = _revenge()
    assert s.pt("Nettle Swine") == (10, 9)
    assert s.has_keyword("Nettle Swine", Keyword.TRAMPLE)
    s.attack("Nettle Swine")
    s.block(("Seraph of Dawn", "Nettle Swine"), ("Fervent Cathar", "Nettle Swine"))
    s.advance_to(Step.END_OF_COMBAT)
    # 10 power: 4 to the Seraph, 1 to the Cathar, 5 tramples over; the Seraph's lifelink gains 2
    assert s.life("Bob") == 20 - 5 + 2


def test_revenge_of_the_hunted_every_able_creature_must_block() -> None:
    """狩られる者の逆襲 / Revenge of the Hunted — 「このターンにそれをブロックできるすべての
    クリーチャーは、それをブロックする。」: Bob declares no blockers, yet both creatures block it
    (509.1c: the requirements are obeyed)."""
    s = _revenge()
    s.attack("Nettle Swine")
    s.block()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20 - 5 + 2
    assert sorted(s.in_graveyard("Bob")) == ["Fervent Cathar", "Seraph of Dawn"]



def _aggravate() -> Scenario:
    """Alice casts Aggravate on Bob at the beginning of Bob's combat."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Bob", card("Seraph of Dawn"), card("Nettle Swine"))
    s.battlefield("Alice", card("Fervent Cathar"), *lands("Mountain", 5))
    s.hand("Alice", card("逆鱗"))
    s.cast("Alice", "Aggravate", "Bob")
    s.resolve()
    return s


def test_aggravate_deals_one_damage_to_each_creature_of_the_target_player() -> None:
    """逆鱗 / Aggravate — 「そのプレイヤーがコントロールする各クリーチャーに、それぞれ１点の
    ダメージを与える」: Bob's creatures are dealt 1 each, Alice's are not."""
    s = _aggravate()
    assert s.permanent("Seraph of Dawn").damage == 1
    assert s.permanent("Nettle Swine").damage == 1
    assert s.permanent("Fervent Cathar").damage == 0


def test_aggravate_creatures_dealt_damage_attack_this_turn() -> None:
    """逆鱗 / Aggravate — "Each creature dealt damage this way attacks this turn if able": Bob
    declares no attackers, yet both of his creatures attack."""
    s = _aggravate()
    s.attack()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 20 - 2 - 4


def test_malicious_intent_grants_a_tap_ability_that_stops_a_blocker() -> None:
    """悪だくみ / Malicious Intent — the enchanted creature has 「{T}：クリーチャー１体を対象とする。
    このターン、それではブロックできない。」: its target can't block this turn."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Nettle Swine"), card("Fervent Cathar"), card("悪だくみ"))
    s.attach("Malicious Intent", "Fervent Cathar")
    s.battlefield("Bob", card("Seraph of Dawn"))
    s.check_state()
    s.activate("Alice", "Fervent Cathar", "Seraph of Dawn")
    s.resolve()
    assert s.is_tapped("Fervent Cathar")
    s.attack("Nettle Swine")
    with pytest.raises(RulesError):
        s.block(("Seraph of Dawn", "Nettle Swine"))
