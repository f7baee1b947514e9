"""Scenario tests of issue 2's first slice: each card's compiled code does what its text says.

Each test names the card in both languages; the cards come from
cards_src/avr through the compiler (see compiled.py).
"""

from __future__ import annotations

import pytest
from ofuda.runtime import RulesError, Scenario, Step
from support.compiled import card


def test_thraben_valiant_vigilance_attacks_without_tapping() -> None:
    """スレイベンの勇者 / Thraben Valiant — 警戒 / Vigilance."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("スレイベンの勇者"))
    s.attack("Thraben Valiant")
    s.advance_to(Step.DECLARE_BLOCKERS)
    assert not s.is_tapped("Thraben Valiant")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 18


def test_angelic_wall_defender_cannot_attack_and_flying_blocks_fliers() -> None:
    """天使の壁 / Angelic Wall — 防衛、飛行 / Defender, flying."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Angelic Wall"))
    assert s.has_keyword("Angelic Wall", "defender") and s.has_keyword("Angelic Wall", "flying")
    with pytest.raises(RulesError):
        s.attack("Angelic Wall")
        s.advance_to(Step.DECLARE_BLOCKERS)
    assert s.life("Bob") == 20
    assert not s.is_tapped("Angelic Wall")


def test_angelic_wall_blocks_a_flying_attacker() -> None:
    """天使の壁 / Angelic Wall can block Gryff Vanguard (flying, rule 702.9b)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("グリフの先兵"))
    s.battlefield("Bob", card("天使の壁"))
    s.attack("Gryff Vanguard")
    s.block(("Angelic Wall", "Gryff Vanguard"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20
    assert s.on_battlefield("Bob") == ["Angelic Wall"]


def test_nettle_swine_is_a_vanilla_four_three() -> None:
    """イラクサ豚 / Nettle Swine — no rules text: a 4/3 Boar."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"))
    assert s.pt("Nettle Swine") == (4, 3)


def test_angels_mercy_gains_seven_life() -> None:
    """天使の慈悲 / Angel's Mercy — あなたは７点のライフを得る。"""
    s = Scenario()
    s.battlefield("Alice", *[card("Plains")] * 4)
    s.hand("Alice", card("Angel's Mercy"))
    s.cast("Alice", "Angel's Mercy")
    s.resolve()
    assert s.life("Alice") == 27
    assert s.in_graveyard("Alice") == ["Angel's Mercy"]


def test_cathedral_sanctifier_etb_gains_three_life() -> None:
    """大聖堂の聖別者 / Cathedral Sanctifier — 戦場に出たとき、３点のライフを得る。"""
    s = Scenario()
    s.battlefield("Alice", card("Plains"))
    s.hand("Alice", card("大聖堂の聖別者"))
    s.cast("Alice", "Cathedral Sanctifier")
    s.resolve()
    assert s.on_battlefield("Alice") == ["Plains", "Cathedral Sanctifier"]
    assert s.life("Alice") == 23


def test_gryff_vanguard_etb_draws_a_card() -> None:
    """グリフの先兵 / Gryff Vanguard — When it enters the battlefield, draw a card."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 5)
    s.library("Alice", card("Plains"))
    s.hand("Alice", card("Gryff Vanguard"))
    s.cast("Alice", "Gryff Vanguard")
    s.resolve()
    assert s.in_hand("Alice") == ["Plains"]
    assert s.has_keyword("Gryff Vanguard", "flying")


def test_moorland_inquisitor_gains_first_strike_until_end_of_turn() -> None:
    """ムーアランドの審問官 / Moorland Inquisitor — {2}{W}: first strike until end of turn."""
    s = Scenario()
    s.battlefield("Alice", card("ムーアランドの審問官"), *[card("Plains")] * 3)
    assert not s.has_keyword("Moorland Inquisitor", "first strike")
    s.activate("Alice", "Moorland Inquisitor")
    s.resolve()
    assert s.has_keyword("Moorland Inquisitor", "first strike")
    s.advance_to(Step.CLEANUP)
    assert not s.has_keyword("Moorland Inquisitor", "first strike")


def test_zealous_strike_pumps_and_grants_first_strike_until_end_of_turn() -> None:
    """盲信の一撃 / Zealous Strike — +2/+2 and first strike until end of turn."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Plains"), card("Plains"))
    s.hand("Alice", card("盲信の一撃"))
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 3)
    assert s.has_keyword("Thraben Valiant", "first strike")
    s.advance_to(Step.CLEANUP)
    assert s.pt("Thraben Valiant") == (2, 1)


def test_righteous_blow_damages_an_attacking_creature_only() -> None:
    """正義の一撃 / Righteous Blow — 2 damage to target attacking or blocking creature."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Bob", card("Thraben Valiant"), card("Nettle Swine"))
    s.battlefield("Alice", card("Plains"))
    s.hand("Alice", card("正義の一撃"))
    s.attack("Thraben Valiant")
    s.cast("Alice", "Righteous Blow", "Thraben Valiant")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Thraben Valiant"]


def test_righteous_blow_cannot_target_a_creature_that_is_not_in_combat() -> None:
    """正義の一撃 / Righteous Blow — a creature outside combat is not a legal target (115.2)."""
    s = Scenario()
    s.battlefield("Bob", card("Nettle Swine"))
    s.battlefield("Alice", card("Plains"))
    s.hand("Alice", card("Righteous Blow"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Righteous Blow", "Nettle Swine")
    assert s.on_battlefield("Bob") == ["Nettle Swine"]
    assert s.in_hand("Alice") == ["Righteous Blow"]


def test_fleeting_distraction_shrinks_and_draws() -> None:
    """一瞬の散漫 / Fleeting Distraction — -1/-0 until end of turn; draw a card."""
    s = Scenario()
    s.battlefield("Alice", card("Island"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.library("Alice", card("Island"))
    s.hand("Alice", card("一瞬の散漫"))
    s.cast("Alice", "Fleeting Distraction", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == (3, 3)
    assert s.in_hand("Alice") == ["Island"]


def test_alchemists_apprentice_sacrifices_itself_to_draw() -> None:
    """錬金術師の弟子 / Alchemist's Apprentice — Sacrifice it: draw a card."""
    s = Scenario()
    s.battlefield("Alice", card("錬金術師の弟子"))
    s.library("Alice", card("Island"))
    s.activate("Alice", "Alchemist's Apprentice")
    assert s.in_graveyard("Alice") == ["Alchemist's Apprentice"]
    s.resolve()
    assert s.in_hand("Alice") == ["Island"]


def test_scalding_devil_pings_target_player() -> None:
    """煮えたぎりの小悪魔 / Scalding Devil — {2}{R}: 1 damage to target player."""
    s = Scenario()
    s.battlefield("Alice", card("煮えたぎりの小悪魔"), *[card("Mountain")] * 3)
    s.activate("Alice", "Scalding Devil", "Bob")
    s.resolve()
    assert s.life("Bob") == 19


def test_basic_lands_tap_for_their_colour() -> None:
    """平地・島・沼・山・森 — rule 305.6: a basic land type gives its mana ability."""
    s = Scenario()
    s.battlefield("Alice", card("Swamp"), card("Forest"))
    s.hand("Alice", card("Nettle Swine"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Nettle Swine")  # two lands cannot pay {3}{G}
    assert s.in_hand("Alice") == ["Nettle Swine"]
    s.battlefield("Alice", card("Mountain"), card("Island"))
    s.cast("Alice", "Nettle Swine")
    s.resolve()
    assert s.on_battlefield("Alice")[-1] == "Nettle Swine"
