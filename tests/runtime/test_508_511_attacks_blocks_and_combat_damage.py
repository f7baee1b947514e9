"""Combat (506–511) and combat keywords (702)."""

from __future__ import annotations

import pytest
from ofuda.runtime import (
    Cast,
    Damage,
    IllegalActionError,
    RulesError,
    Scenario,
    ScriptError,
    Step,
)
from support.rules_cards import (
    BOG_WALKER,
    FAST_GOBLIN,
    GIANT_SPIDER,
    GRIZZLY,
    LIFELINK_CLERIC,
    QUICK_BLADE,
    RHINO,
    TWIN_BLADE,
    VENOM_SNAKE,
)
from support.slice_cards import (
    ANGELIC_WALL,
    GRYFF_VANGUARD,
    MOORLAND_INQUISITOR,
    NETTLE_SWINE,
    PLAINS,
    SWAMP,
    THRABEN_VALIANT,
    ZEALOUS_STRIKE,
)


def test_508_1a_attacking_creature_taps() -> None:
    s = Scenario()
    s.battlefield("Alice", GRIZZLY)
    s.attack("Grizzly Bears")
    assert s.is_tapped("Grizzly Bears")


def test_302_6_summoning_sick_creature_cannot_attack() -> None:
    s = Scenario()
    s.battlefield("Alice", GRIZZLY, sick=True)
    with pytest.raises(ScriptError, match="Grizzly Bears"):
        s.attack("Grizzly Bears")


def test_702_10b_haste_attacks_the_turn_it_arrives() -> None:
    s = Scenario()
    s.battlefield("Alice", FAST_GOBLIN, sick=True)
    s.attack("Fast Goblin")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 19


def test_508_1a_tapped_creature_cannot_attack() -> None:
    s = Scenario()
    s.battlefield("Alice", GRIZZLY, tapped=True)
    with pytest.raises(ScriptError):
        s.attack("Grizzly Bears")


def test_510_1a_unblocked_attacker_damages_defending_player() -> None:
    s = Scenario()
    s.battlefield("Alice", NETTLE_SWINE, GRIZZLY)
    s.attack("Nettle Swine", "Grizzly Bears")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 14
    assert "attacks Bob with Nettle Swine, Grizzly Bears" in s.log_text()


def test_510_2_blocked_creatures_deal_damage_to_each_other_simultaneously() -> None:
    s = Scenario()
    s.battlefield("Alice", GRIZZLY)
    s.battlefield("Bob", THRABEN_VALIANT)
    s.attack("Grizzly Bears")
    s.block(("Thraben Valiant", "Grizzly Bears"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.in_graveyard("Alice") == ["Grizzly Bears"]
    assert s.in_graveyard("Bob") == ["Thraben Valiant"]
    assert s.life("Bob") == 20


def test_702_9b_flying_can_only_be_blocked_by_flying_or_reach() -> None:
    s = Scenario()
    s.battlefield("Alice", GRYFF_VANGUARD)
    s.battlefield("Bob", GRIZZLY, GIANT_SPIDER)
    s.attack("Gryff Vanguard")
    with pytest.raises(ScriptError, match="Grizzly Bears.*choices are: Giant Spider"):
        s.block(("Grizzly Bears", "Gryff Vanguard"))


def test_702_17b_reach_blocks_flying() -> None:
    s = Scenario()
    s.battlefield("Alice", GRYFF_VANGUARD)
    s.battlefield("Bob", GIANT_SPIDER)
    s.attack("Gryff Vanguard")
    s.block(("Giant Spider", "Gryff Vanguard"))
    s.advance_to(Step.END_OF_COMBAT)
    assert "Gryff Vanguard" in s.in_graveyard("Alice")


def test_702_14c_swampwalk_is_unblockable_if_defender_has_swamp() -> None:
    s = Scenario()
    s.battlefield("Alice", BOG_WALKER)
    s.battlefield("Bob", GRIZZLY, SWAMP)
    s.attack("Bog Walker")
    with pytest.raises(ScriptError):
        s.block(("Grizzly Bears", "Bog Walker"))


def test_509_1a_tapped_creature_cannot_block() -> None:
    s = Scenario()
    s.battlefield("Alice", GRIZZLY)
    s.battlefield("Bob", THRABEN_VALIANT, tapped=True)
    s.attack("Grizzly Bears")
    with pytest.raises(ScriptError):
        s.block(("Thraben Valiant", "Grizzly Bears"))


def test_510_4_first_strike_damage_step() -> None:
    s = Scenario()
    s.battlefield("Alice", QUICK_BLADE)
    s.battlefield("Bob", GRIZZLY)
    s.attack("Quick Blade")
    s.block(("Grizzly Bears", "Quick Blade"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.in_graveyard("Bob") == ["Grizzly Bears"]
    assert s.on_battlefield("Alice") == ["Quick Blade"]  # the Bears died before dealing damage


def test_510_4_first_strike_granted_by_zealous_strike_wins_combat() -> None:
    s = Scenario()
    s.battlefield("Alice", THRABEN_VALIANT, PLAINS, PLAINS)
    s.hand("Alice", ZEALOUS_STRIKE)
    s.battlefield("Bob", NETTLE_SWINE)
    s.attack("Thraben Valiant")
    s.block(("Nettle Swine", "Thraben Valiant"))
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    s.advance_to(Step.END_OF_COMBAT)
    # 4/3 first strike vs 4/3: the Swine dies first.
    assert s.in_graveyard("Bob") == ["Nettle Swine"]
    assert s.on_battlefield("Alice") == ["Thraben Valiant", "Plains", "Plains"]


def test_510_4_double_strike_deals_damage_in_both_steps() -> None:
    s = Scenario()
    s.battlefield("Alice", TWIN_BLADE)
    s.attack("Twin Blade")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 16
    assert len(s.game.log.of_kind("damage")) == 2


def test_510_4_first_striker_does_not_deal_damage_again_in_second_step() -> None:
    s = Scenario()
    s.battlefield("Alice", QUICK_BLADE, GRIZZLY)
    s.attack("Quick Blade", "Grizzly Bears")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 16


def test_moorland_inquisitor_activates_first_strike_during_combat() -> None:
    s = Scenario()
    s.battlefield("Alice", GRIZZLY)
    s.battlefield("Bob", MOORLAND_INQUISITOR, PLAINS, PLAINS, PLAINS)
    s.attack("Grizzly Bears")
    s.block(("Moorland Inquisitor", "Grizzly Bears"))
    s.activate("Bob", "Moorland Inquisitor")
    s.resolve()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.in_graveyard("Alice") == ["Grizzly Bears"]
    assert "Moorland Inquisitor" in s.on_battlefield("Bob")


def test_510_1c_foundations_attacker_divides_damage_freely_among_blockers() -> None:
    """Current rule (Foundations, 2024): no damage assignment order, so the attacker may put
    all its damage on one blocker without assigning lethal damage to the other first."""
    s = Scenario()
    s.battlefield("Alice", NETTLE_SWINE)
    s.battlefield("Bob", GRIZZLY, THRABEN_VALIANT)
    s.script("Alice", Damage((("Grizzly Bears", 4),)))
    s.attack("Nettle Swine")
    s.block(("Grizzly Bears", "Nettle Swine"), ("Thraben Valiant", "Nettle Swine"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.in_graveyard("Bob") == ["Grizzly Bears"]
    assert "Thraben Valiant" in s.on_battlefield("Bob")
    assert s.in_graveyard("Alice") == ["Nettle Swine"]  # 2 + 2 damage back


def test_702_19b_trample_needs_lethal_damage_on_every_blocker_before_the_player() -> None:
    s = Scenario()
    s.battlefield("Alice", RHINO)
    s.battlefield("Bob", GRIZZLY, THRABEN_VALIANT)
    s.script("Alice", Damage((("Grizzly Bears", 2), ("Bob", 3))))
    s.attack("Trampling Rhino")
    s.block(("Grizzly Bears", "Trampling Rhino"), ("Thraben Valiant", "Trampling Rhino"))
    with pytest.raises(IllegalActionError, match="lethal"):
        s.advance_to(Step.END_OF_COMBAT)


def test_702_19b_trample_assigns_excess_to_player() -> None:
    s = Scenario()
    s.battlefield("Alice", RHINO)
    s.battlefield("Bob", GRIZZLY)
    s.attack("Trampling Rhino")
    s.block(("Grizzly Bears", "Trampling Rhino"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 17
    assert s.in_graveyard("Bob") == ["Grizzly Bears"]


def test_702_2c_deathtouch_one_damage_is_lethal_for_assignment() -> None:
    s = Scenario()
    s.battlefield("Alice", VENOM_SNAKE)
    s.battlefield("Bob", NETTLE_SWINE)
    s.attack("Venom Snake")
    s.block(("Nettle Swine", "Venom Snake"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.in_graveyard("Bob") == ["Nettle Swine"]
    assert s.in_graveyard("Alice") == ["Venom Snake"]


def test_702_15b_lifelink_gains_life_for_combat_damage() -> None:
    s = Scenario()
    s.battlefield("Alice", LIFELINK_CLERIC)
    s.attack("Lifelink Cleric")
    s.advance_to(Step.END_OF_COMBAT)
    assert (s.life("Alice"), s.life("Bob")) == (22, 18)


def test_506_4_removed_attacker_deals_no_damage_and_blocked_stays_blocked() -> None:
    from support.rules_cards import SHOCK
    from support.slice_cards import MOUNTAIN

    s = Scenario()
    s.battlefield("Alice", NETTLE_SWINE)
    s.battlefield("Bob", GRIZZLY, MOUNTAIN)
    s.hand("Bob", SHOCK)
    s.attack("Nettle Swine")
    s.block(("Grizzly Bears", "Nettle Swine"))
    s.cast("Bob", "Shock", "Grizzly Bears")  # Bob kills his own blocker
    s.resolve()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20  # 510.1c: blocked, no blockers left, no trample — no damage


def test_508_8_no_attackers_skips_to_end_of_combat() -> None:
    s = Scenario()
    s.battlefield("Alice", GRIZZLY)
    s.advance_to(Step.END_OF_COMBAT)
    with pytest.raises(RulesError, match="does not come again this turn"):
        s.advance_to(Step.DECLARE_BLOCKERS)


def test_702_3b_defender_cannot_attack_even_with_angelic_wall_flying() -> None:
    from ofuda.runtime.engine.combat.declarations import attack_candidates

    s = Scenario()
    s.battlefield("Alice", ANGELIC_WALL, GRIZZLY)
    assert [p.name for p in attack_candidates(s.game, s.player("Alice"))] == ["Grizzly Bears"]


def test_511_3_creatures_leave_combat_at_end_of_combat() -> None:
    s = Scenario()
    s.battlefield("Alice", GRIZZLY)
    s.attack("Grizzly Bears")
    s.advance_to(Step.POSTCOMBAT_MAIN)
    assert s.permanent("Grizzly Bears").attacking is None


def test_combat_trick_during_declare_blockers_scripted_by_step() -> None:
    s = Scenario()
    s.battlefield("Alice", THRABEN_VALIANT, PLAINS, PLAINS)
    s.battlefield("Bob", GRIZZLY)
    s.hand("Alice", ZEALOUS_STRIKE)
    s.script("Alice", Cast("Zealous Strike", ("Thraben Valiant",), step=Step.DECLARE_BLOCKERS))
    s.attack("Thraben Valiant")
    s.block(("Grizzly Bears", "Thraben Valiant"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.in_graveyard("Bob") == ["Grizzly Bears"]
    assert s.in_graveyard("Alice") == ["Zealous Strike"]
