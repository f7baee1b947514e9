"""Scenario tests of AVR permanents whose static abilities have conditions beyond pairing
("as long as it's your turn", "as long as equipped creature is a Human or an Angel") or
join predicates with 「…とともに、…」 (Equipment and Auras that force attacks or extra blocks).

Each test names the card in both languages and runs its compiled code, both branches of
each condition.
"""

from __future__ import annotations

from ofuda.runtime import Keyword, Scenario, Step
from support.compiled import card


def test_wildwood_geist_is_bigger_on_your_turn() -> None:
    """猛森の霊 / Wildwood Geist — 「あなたのターンであるかぎり、…＋２/＋２の修整を受ける。」."""
    s = Scenario(active="Alice")
    s.battlefield("Alice", card("Wildwood Geist"))
    assert s.pt("Wildwood Geist") == (5, 5)


def test_wildwood_geist_is_normal_on_the_opponents_turn() -> None:
    """猛森の霊 / Wildwood Geist — on Bob's turn it is 3/3."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Wildwood Geist"))
    assert s.pt("Wildwood Geist") == (3, 3)


def test_bladed_bracers_gives_a_human_vigilance() -> None:
    """刃の篭手 / Bladed Bracers — +1/+1, and vigilance as long as the creature is a Human or an Angel."""
    s = Scenario()
    s.battlefield("Alice", card("Bladed Bracers"), card("Thraben Valiant"))
    s.attach("Bladed Bracers", "Thraben Valiant")
    assert s.pt("Thraben Valiant") == (3, 2)
    assert s.has_keyword("Thraben Valiant", Keyword.VIGILANCE)


def test_bladed_bracers_gives_an_angel_vigilance() -> None:
    """刃の篭手 / Bladed Bracers — an Angel (Seraph of Dawn) has vigilance too."""
    s = Scenario()
    s.battlefield("Alice", card("Bladed Bracers"), card("Seraph of Dawn"))
    s.attach("Bladed Bracers", "Seraph of Dawn")
    assert s.has_keyword("Seraph of Dawn", Keyword.VIGILANCE)


def test_bladed_bracers_gives_a_boar_no_vigilance() -> None:
    """刃の篭手 / Bladed Bracers — Nettle Swine (a Boar) gets only +1/+1."""
    s = Scenario()
    s.battlefield("Alice", card("Bladed Bracers"), card("Nettle Swine"))
    s.attach("Bladed Bracers", "Nettle Swine")
    assert s.pt("Nettle Swine") == (5, 4)
    assert not s.has_keyword("Nettle Swine", Keyword.VIGILANCE)


def _must_attack(equipment: str) -> Scenario:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card(equipment), card("Nettle Swine"), card("Thraben Valiant"))
    s.attach(equipment, "Nettle Swine")
    s.attack("Thraben Valiant")  # the requirement adds Nettle Swine (508.1d)
    s.advance_to(Step.END_OF_COMBAT)
    return s


def test_tormentors_trident_pumps_and_forces_attacks() -> None:
    """拷問者の三叉矛 / Tormentor's Trident — ＋３/＋０, 「…とともに、可能なら毎ターン攻撃する。」."""
    s = _must_attack("Tormentor's Trident")
    assert s.pt("Nettle Swine") == (7, 3)
    assert s.life("Bob") == 20 - 7 - 2


def test_guise_of_fire_pumps_and_forces_attacks() -> None:
    """火の装い / Guise of Fire — ＋１/－１, attacks each combat if able."""
    s = _must_attack("Guise of Fire")
    assert s.pt("Nettle Swine") == (5, 2)
    assert s.life("Bob") == 20 - 5 - 2


def test_vanguards_shield_blocks_two_attackers() -> None:
    """先兵の盾 / Vanguard's Shield — ＋０/＋３ and 「さらに１体のクリーチャーをブロックできる」."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Bob", card("Thraben Valiant"), card("Elgaud Shieldmate"))
    s.battlefield("Alice", card("Vanguard's Shield"), card("Nettle Swine"))
    s.attach("Vanguard's Shield", "Nettle Swine")
    assert s.pt("Nettle Swine") == (4, 6)
    s.attack("Thraben Valiant", "Elgaud Shieldmate")
    s.block(("Nettle Swine", "Thraben Valiant"), ("Nettle Swine", "Elgaud Shieldmate"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 20


def test_homicidal_seclusion_pumps_a_lone_creature() -> None:
    """人殺しの隠遁生活 / Homicidal Seclusion — exactly one creature: ＋３/＋１ and lifelink."""
    s = Scenario()
    s.battlefield("Alice", card("Homicidal Seclusion"), card("Nettle Swine"))
    s.battlefield("Bob", card("Thraben Valiant"))
    assert s.pt("Nettle Swine") == (7, 4)
    assert s.has_keyword("Nettle Swine", Keyword.LIFELINK)
    assert s.pt("Thraben Valiant") == (2, 1)  # Bob's creature is not counted nor pumped


def test_homicidal_seclusion_does_nothing_with_two_creatures() -> None:
    """人殺しの隠遁生活 / Homicidal Seclusion — with two creatures neither is pumped."""
    s = Scenario()
    s.battlefield("Alice", card("Homicidal Seclusion"), card("Nettle Swine"), card("Thraben Valiant"))
    assert s.pt("Nettle Swine") == (4, 3)
    assert not s.has_keyword("Thraben Valiant", Keyword.LIFELINK)
