"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): Auras, Equipment, granted abilities,
restrictions and requirements.

Each test is named after its note and quotes it; the cards are the real AVR
cards compiled by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from ofuda.runtime import Pair, RulesError, Scenario, Step, Targets  # noqa: E402
from support.compiled import card  # noqa: E402


def test_faq_P1_abundant_growth_land_keeps_its_other_abilities() -> None:
    """P1 豊かな成長 / Abundant Growth: the enchanted land keeps its other abilities — a Plains
    still taps for {W}."""
    s = Scenario()
    s.battlefield("Alice", card("Plains"), card("Abundant Growth"))
    s.attach("Abundant Growth", "Plains")
    s.hand("Alice", card("Cathedral Sanctifier"))
    s.cast("Alice", "Cathedral Sanctifier")
    s.resolve()
    assert "Cathedral Sanctifier" in s.on_battlefield("Alice")


def test_faq_P2_1_aggravate_damages_hexproof_creatures() -> None:
    """P2(1) 逆鱗 / Aggravate: it targets only the player; creatures with hexproof (呪禁) are
    dealt damage anyway."""
    s = Scenario()
    s.battlefield("Alice", *[card("Mountain")] * 5)
    s.battlefield("Bob", card("Elgaud Shieldmate"), card("Nettle Swine"))
    s.pair("Elgaud Shieldmate", "Nettle Swine")
    assert s.has_keyword("Nettle Swine", "hexproof")
    s.hand("Alice", card("Aggravate"))
    s.cast("Alice", "Aggravate", "Bob")
    s.resolve()
    assert s.permanent("Nettle Swine").damage == 1
    assert s.permanent("Elgaud Shieldmate").damage == 1


def test_faq_P27_commanders_authority_token_goes_to_the_creatures_controller() -> None:
    """P27 指揮官の威厳 / Commander's Authority: the enchanted creature's controller gets the
    token — here Bob's creature, enchanted by Alice's Aura, makes Bob's token on Bob's upkeep."""
    s = Scenario(step=Step.END)
    s.library("Alice", card("Forest"), card("Forest"))
    s.library("Bob", card("Forest"), card("Forest"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.battlefield("Alice", card("Commander's Authority"))
    s.attach("Commander's Authority", "Nettle Swine")
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's upkeep
    s.resolve()
    assert s.on_battlefield("Bob").count("Human Token") == 1
    assert "Human Token" not in s.on_battlefield("Alice")


def test_faq_P35_deadeye_navigator_exiled_partner_loses_the_ability() -> None:
    """P35 狙い澄ましの航海士 / Deadeye Navigator: if either paired creature is exiled, the other
    loses the activated ability."""
    s = Scenario()
    s.battlefield("Alice", card("Deadeye Navigator"), card("Nettle Swine"), *[card("Island")] * 2)
    s.pair("Deadeye Navigator", "Nettle Swine")
    assert s.permanent("Nettle Swine").activated
    s.game.move(s.permanent("Deadeye Navigator"), "exile")
    s.check_state()
    assert not s.permanent("Nettle Swine").activated


def test_faq_P83_malicious_intent_on_a_declared_blocker_does_nothing() -> None:
    """P83 悪だくみ / Malicious Intent: making a creature that already blocks unable to block
    does nothing: it keeps blocking."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Bob", card("Thraben Valiant"))
    s.battlefield("Alice", card("Nettle Swine"), card("Gryff Vanguard"), card("Malicious Intent"))
    s.attach("Malicious Intent", "Gryff Vanguard")
    s.attack("Thraben Valiant")
    s.block(("Nettle Swine", "Thraben Valiant"))
    s.activate("Alice", "Gryff Vanguard", "Nettle Swine")
    s.resolve()
    s.advance_to(Step.END_OF_COMBAT)
    assert "Thraben Valiant" in s.in_graveyard("Bob")
    assert s.life("Alice") == 20


def test_faq_P111_tormentors_trident_creature_must_attack() -> None:
    """P111 拷問者の三叉矛 / Tormentor's Trident: the equipped creature attacks each combat if
    able; a tapped creature doesn't have to (508.1d)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Nettle Swine"), card("Tormentor's Trident"))
    s.attach("Tormentor's Trident", "Nettle Swine")
    s.attack()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20 - 7


def test_faq_P111_2_tormentors_trident_a_tapped_creature_does_not_attack() -> None:
    """P111(2) 拷問者の三叉矛 / Tormentor's Trident: it doesn't attack if it is tapped."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Nettle Swine"), card("Tormentor's Trident"))
    s.attach("Tormentor's Trident", "Nettle Swine")
    s.permanent("Nettle Swine").tapped = True
    s.attack()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20


def test_faq_P70_guise_of_fire_creature_must_attack() -> None:
    """P70 火の装い / Guise of Fire: the enchanted creature attacks each combat if able; its
    controller chooses what it attacks."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Nettle Swine"), card("Guise of Fire"))
    s.attach("Guise of Fire", "Nettle Swine")
    s.attack()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20 - 5


def test_faq_P91_2_pillar_of_flame_exiles_a_damaged_creature_that_dies_later_this_turn() -> None:
    """P91(2) 火柱 / Pillar of Flame: a creature dealt damage by it this turn is exiled whenever
    it dies, whatever the cause — here destroyed by another effect after surviving the 2 damage."""
    s = Scenario()
    s.battlefield("Bob", card("Nettle Swine"))
    s.battlefield("Alice", card("Mountain"))
    s.hand("Alice", card("Pillar of Flame"))
    s.cast("Alice", "Pillar of Flame", "Nettle Swine")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Nettle Swine"]
    s.game.destroy(s.permanent("Nettle Swine"))
    s.check_state()
    assert "Nettle Swine" in s.in_exile()
    assert s.in_graveyard("Bob") == []


def test_faq_P117_vanguards_shield_extra_blocks_are_cumulative() -> None:
    """P117 先兵の盾 / Vanguard's Shield: abilities that let a creature block additional creatures
    are cumulative — two Shields let one creature block three attackers."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Bob", card("Thraben Valiant"), card("Elgaud Shieldmate"), card("Cathedral Sanctifier"))
    s.battlefield("Alice", card("Vanguard's Shield"), card("Vanguard's Shield"), card("Vorstclaw"))
    shields = [p for p in s.game.battlefield.objects if p.name == "Vanguard's Shield"]
    for shield in shields:
        s.attach(shield, "Vorstclaw")
    s.attack("Thraben Valiant", "Elgaud Shieldmate", "Cathedral Sanctifier")
    s.block(("Vorstclaw", "Thraben Valiant"), ("Vorstclaw", "Elgaud Shieldmate"),
            ("Vorstclaw", "Cathedral Sanctifier"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 20
