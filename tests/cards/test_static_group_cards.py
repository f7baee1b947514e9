"""Scenario tests of AVR permanents whose static abilities affect a group, prevent or
replace damage, or restrict what players may do (611.3a, 614, 615, 118.3, 509.1b).

Each test names the card in both languages and runs its compiled code.
"""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, ChooseX, RulesError, Scenario, Step
from support.compiled import card


def _can_block(s: Scenario, blocker: str, attacker: str) -> bool:
    """Whether the defending player may declare ``blocker`` blocking ``attacker``."""
    try:
        s.block((blocker, attacker))
    except RulesError:
        return False
    combat = s.game.combat
    return combat is not None and s.permanent(blocker) in combat.blockers


def test_builders_blessing_untapped_creatures_you_control_get_plus_0_plus_2() -> None:
    """建築家の祝福 / Builder's Blessing — untapped creatures you control get +0/+2; a tapped
    one and an opponent's don't."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Builder's Blessing"), card("Moorland Inquisitor"),
                  card("Thraben Valiant"))
    s.battlefield("Bob", card("Gryff Vanguard"))
    assert s.pt("Moorland Inquisitor") == (2, 4)
    assert s.pt("Gryff Vanguard") == (3, 2)
    s.attack("Moorland Inquisitor", "Thraben Valiant")  # the Valiant has vigilance
    assert s.is_tapped("Moorland Inquisitor")
    assert s.pt("Moorland Inquisitor") == (2, 2)
    assert s.pt("Thraben Valiant") == (2, 3)


def test_favorable_winds_creatures_you_control_with_flying_get_plus_1_plus_1() -> None:
    """順風 / Favorable Winds — creatures you control with flying get +1/+1."""
    s = Scenario()
    s.battlefield("Alice", card("順風"), card("Gryff Vanguard"), card("Moorland Inquisitor"))
    s.battlefield("Bob", card("Gryff Vanguard"))
    assert s.pt("Gryff Vanguard", "Alice") == (4, 3)
    assert s.pt("Gryff Vanguard", "Bob") == (3, 2)
    assert s.pt("Moorland Inquisitor") == (2, 2)


def test_bower_passage_creatures_with_flying_cant_block_creatures_you_control() -> None:
    """木陰の小道 / Bower Passage — a flyer can't block Alice's creatures; a creature without
    flying can."""
    for blocker, legal in (("Gryff Vanguard", False), ("Thraben Valiant", True)):
        s = Scenario(step=Step.BEGINNING_OF_COMBAT)
        s.battlefield("Alice", card("Bower Passage"), card("Moorland Inquisitor"))
        s.battlefield("Bob", card("Gryff Vanguard"), card("Thraben Valiant"))
        s.attack("Moorland Inquisitor")
        assert _can_block(s, blocker, "Moorland Inquisitor") is legal


def test_bower_passage_doesnt_stop_the_opponents_flyers_attacks_being_blocked() -> None:
    """木陰の小道 / Bower Passage — only creatures its controller controls are protected: Bob's
    attacking flyer can still be blocked by Alice's flyer."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Alice", card("Bower Passage"), card("Gryff Vanguard"))
    s.battlefield("Bob", card("Gryff Vanguard"))
    s.attack("Gryff Vanguard")
    s.block(("Gryff Vanguard", "Gryff Vanguard"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 20


def test_champion_of_lambholt_smaller_creatures_cant_block_your_creatures() -> None:
    """ラムホルトの勇者 / Champion of Lambholt — creatures with power less than the Champion's
    can't block Alice's creatures; a creature with equal power can."""
    # Thraben Valiant's power 2 is less than 3; Gryff Vanguard's 3 is not
    for blocker, legal in (("Thraben Valiant", False), ("Gryff Vanguard", True)):
        s = Scenario(step=Step.BEGINNING_OF_COMBAT)
        s.battlefield("Alice", card("Champion of Lambholt"), card("Moorland Inquisitor"))
        s.counters("Champion of Lambholt", "+1/+1", 2)  # a 3/3
        s.battlefield("Bob", card("Thraben Valiant"), card("Gryff Vanguard"))
        s.attack("Moorland Inquisitor")
        assert _can_block(s, blocker, "Moorland Inquisitor") is legal


def test_champion_of_lambholt_grows_when_another_creature_enters_under_your_control() -> None:
    """ラムホルトの勇者 / Champion of Lambholt — whenever another creature enters under your
    control, a +1/+1 counter; not for an opponent's creature."""
    s = Scenario()
    s.battlefield("Alice", card("Champion of Lambholt"), card("Plains"), card("Plains"))
    s.hand("Alice", card("Moorland Inquisitor"))
    s.cast("Alice", "Moorland Inquisitor")
    s.resolve()
    assert s.pt("Champion of Lambholt") == (2, 2)
    s.battlefield("Bob", card("Thraben Valiant"))
    s.resolve()
    assert s.pt("Champion of Lambholt") == (2, 2)


def test_angel_of_jubilation_pumps_other_nonblack_creatures_you_control() -> None:
    """歓喜の天使 / Angel of Jubilation — other nonblack creatures you control get +1/+1 (not
    itself, not a black creature, not an opponent's)."""
    s = Scenario()
    s.battlefield("Alice", card("Angel of Jubilation"), card("Moorland Inquisitor"),
                  card("Bloodflow Connoisseur"))
    s.battlefield("Bob", card("Thraben Valiant"))
    assert s.pt("Angel of Jubilation") == (3, 3)
    assert s.pt("Moorland Inquisitor") == (3, 3)
    assert s.pt("Bloodflow Connoisseur") == (1, 1)
    assert s.pt("Thraben Valiant") == (2, 1)


def test_angel_of_jubilation_stops_paying_life_and_sacrificing_creatures_for_costs() -> None:
    """歓喜の天使 / Angel of Jubilation — no player can pay life (Griselbrand) or sacrifice a
    creature (Bloodflow Connoisseur) to activate an ability; without the Angel they can."""
    for angel in (True, False):
        s = Scenario(active="Bob")
        s.battlefield("Bob", card("Griselbrand"), card("Bloodflow Connoisseur"),
                      card("Thraben Valiant"))
        if angel:
            s.battlefield("Alice", card("歓喜の天使"))
        s.library("Bob", *[card("Swamp")] * 8)
        try:
            s.activate("Bob", "Griselbrand")
            paid = True
        except RulesError:
            paid = False
        assert paid is not angel
        s.resolve()
        s.script("Bob", Choose(("Thraben Valiant",)))
        try:
            s.activate("Bob", "Bloodflow Connoisseur")
            sacrificed = True
        except RulesError:
            sacrificed = False
        assert sacrificed is not angel


def test_sigarda_host_of_herons_opponents_cant_make_you_sacrifice() -> None:
    """鷺群れのシガルダ / Sigarda, Host of Herons — Bob's Barter in Blood makes only Bob
    sacrifice; Alice keeps her creatures."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Sigarda, Host of Herons"), card("Thraben Valiant"))
    s.battlefield("Bob", card("Nettle Swine"), card("Moorland Inquisitor"),
                  *[card("Swamp")] * 4)
    s.hand("Bob", card("Barter in Blood"))
    s.cast("Bob", "Barter in Blood")
    s.resolve()
    assert s.on_battlefield("Alice") == ["Sigarda, Host of Herons", "Thraben Valiant"]
    assert "Nettle Swine" not in s.on_battlefield("Bob")
    assert "Moorland Inquisitor" not in s.on_battlefield("Bob")


def test_sigarda_host_of_herons_your_own_spell_still_makes_you_sacrifice() -> None:
    """鷺群れのシガルダ / Sigarda, Host of Herons — only opponents' spells and abilities: Alice's
    own Barter in Blood makes her sacrifice."""
    s = Scenario()
    s.battlefield("Alice", card("Sigarda, Host of Herons"), card("Thraben Valiant"),
                  *[card("Swamp")] * 4)
    s.hand("Alice", card("Barter in Blood"))
    s.cast("Alice", "Barter in Blood")
    s.resolve()
    assert "Sigarda, Host of Herons" not in s.on_battlefield("Alice")
    assert "Thraben Valiant" not in s.on_battlefield("Alice")


def test_avacyn_angel_of_hope_makes_herself_and_your_permanents_indestructible() -> None:
    """希望の天使アヴァシン / Avacyn, Angel of Hope — Avacyn and Alice's other permanents are
    indestructible; Bob's Human Frailty can't destroy Alice's Human, but destroys Bob's own."""
    for avacyn in (True, False):
        s = Scenario(active="Bob")
        s.battlefield("Alice", card("Moorland Inquisitor"), card("Plains"))
        if avacyn:
            s.battlefield("Alice", card("希望の天使アヴァシン"))
            assert s.has_keyword("Avacyn, Angel of Hope", "indestructible")
            assert s.has_keyword("Plains", "indestructible")
        s.battlefield("Bob", card("Thraben Valiant"), card("Swamp"), card("Swamp"))
        s.hand("Bob", card("Human Frailty"), card("Human Frailty"))
        s.cast("Bob", "Human Frailty", "Moorland Inquisitor")
        s.resolve()
        assert ("Moorland Inquisitor" in s.on_battlefield("Alice")) is avacyn
        s.cast("Bob", "Human Frailty", "Thraben Valiant")
        s.resolve()
        assert "Thraben Valiant" not in s.on_battlefield("Bob")


def test_malignus_power_and_toughness_are_half_the_highest_opponent_life_rounded_up() -> None:
    """害霊 / Malignus — */*: half the highest life total among opponents, rounded up, as it
    changes (604.3)."""
    s = Scenario()
    s.battlefield("Alice", card("害霊"))
    assert s.pt("Malignus") == (10, 10)
    s.set_life("Bob", 7)
    assert s.pt("Malignus") == (4, 4)
    s.set_life("Alice", 40)  # Alice's own life doesn't count
    assert s.pt("Malignus") == (4, 4)


def test_malignus_damage_cant_be_prevented() -> None:
    """害霊 / Malignus — damage it would deal can't be prevented: Leap of Faith on its blocker
    doesn't save the blocker; another creature's damage is prevented."""
    for attacker, prevented in (("Malignus", False), ("Nettle Swine", True)):
        s = Scenario(step=Step.BEGINNING_OF_COMBAT)
        s.battlefield("Alice", card("Malignus"), card("Nettle Swine"))
        s.battlefield("Bob", card("Thraben Valiant"), *[card("Plains")] * 3)
        s.hand("Bob", card("Leap of Faith"))
        s.attack(attacker)
        s.block(("Thraben Valiant", attacker))
        s.cast("Bob", "Leap of Faith", "Thraben Valiant")
        s.resolve()
        s.advance_to(Step.END_OF_COMBAT)
        assert ("Thraben Valiant" in s.on_battlefield("Bob")) is prevented


def test_gisela_doubles_damage_to_opponents_and_halves_damage_to_you() -> None:
    """黄金夜の刃、ギセラ / Gisela, Blade of Goldnight — Alice's Nettle Swine deals 8 to Bob;
    Bob's Nettle Swine deals 4 to Alice, half of it (rounded up) prevented: 2."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Gisela, Blade of Goldnight"), card("Nettle Swine"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.attack("Nettle Swine")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 12
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Alice", card("黄金夜の刃、ギセラ"))
    s.battlefield("Bob", card("Nettle Swine"), card("Thraben Valiant"))
    s.attack("Nettle Swine", "Thraben Valiant")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 20 - 2 - 1  # 4 → 2, and 2 → 1


def test_gloom_surgeon_combat_damage_to_it_is_prevented_and_exiles_cards() -> None:
    """鬱外科医 / Gloom Surgeon — combat damage to it is prevented and that many cards are
    exiled from the top of Alice's library; noncombat damage is not prevented."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Alice", card("Gloom Surgeon"))
    s.library("Alice", *[card("Plains")] * 6)
    s.battlefield("Bob", card("Nettle Swine"))
    s.attack("Nettle Swine")
    s.block(("Gloom Surgeon", "Nettle Swine"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.permanent("Gloom Surgeon").damage == 0
    assert len(s.in_library("Alice")) == 2 and s.in_exile().count("Plains") == 4
    assert s.permanent("Nettle Swine").damage == 2
    s.battlefield("Bob", card("Mountain"))
    s.hand("Bob", card("Pillar of Flame"))
    s.advance_to(Step.POSTCOMBAT_MAIN)
    s.cast("Bob", "Pillar of Flame", "Gloom Surgeon")
    s.resolve()
    assert "Gloom Surgeon" not in s.on_battlefield("Alice")
    assert len(s.in_library("Alice")) == 2


def test_moonlight_geist_prevents_combat_damage_to_and_by_it() -> None:
    """月明かりの霊 / Moonlight Geist — {3}{W}: no combat damage to or by it this turn; without
    the ability, it dies blocking Nettle Swine."""
    for activate in (True, False):
        s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
        s.battlefield("Alice", card("月明かりの霊"), *[card("Plains")] * 4)
        s.battlefield("Bob", card("Nettle Swine"))
        s.attack("Nettle Swine")
        s.block(("Moonlight Geist", "Nettle Swine"))
        if activate:
            s.activate("Alice", "Moonlight Geist")
            s.resolve()
        s.advance_to(Step.END_OF_COMBAT)
        assert ("Moonlight Geist" in s.on_battlefield("Alice")) is activate
        assert s.permanent("Nettle Swine").damage == (0 if activate else 2)


def test_terrifying_presence_prevents_combat_damage_of_all_but_the_target() -> None:
    """恐るべき存在 / Terrifying Presence — only the target creature deals combat damage this
    turn: Bob's blocker deals its damage, Alice's attackers deal none."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Nettle Swine"), card("Moorland Inquisitor"))
    s.battlefield("Bob", card("Thraben Valiant"), card("Forest"), card("Forest"))
    s.hand("Bob", card("恐るべき存在"))
    s.attack("Nettle Swine", "Moorland Inquisitor")
    s.block(("Thraben Valiant", "Nettle Swine"))
    s.cast("Bob", "Terrifying Presence", "Thraben Valiant")
    s.resolve()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20
    assert "Thraben Valiant" in s.on_battlefield("Bob")
    assert s.permanent("Nettle Swine").damage == 2


def test_divine_deflection_prevents_the_next_x_damage_and_deals_it_to_the_target() -> None:
    """神聖なる反撃 / Divine Deflection — X=3: of Nettle Swine's 4 combat damage to Alice, 3 is
    prevented and Divine Deflection deals 3 to its target, Bob; with X=0 nothing is."""
    for x, alice, bob in ((3, 19, 17), (0, 16, 20)):
        s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
        s.battlefield("Alice", *[card("Plains")] * 4)
        s.battlefield("Bob", card("Nettle Swine"))
        s.hand("Alice", card("神聖なる反撃"))
        s.script("Alice", ChooseX(x))
        s.cast("Alice", "Divine Deflection", "Bob")
        s.resolve()
        s.attack("Nettle Swine")
        s.advance_to(Step.END_OF_COMBAT)
        assert (s.life("Alice"), s.life("Bob")) == (alice, bob)
