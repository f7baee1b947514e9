"""AVR FAQ card notes, one test per bullet (issue 7): the bullets of notes whose card compiles
that had no test of their own yet — P2, P22, P30, P36, P52, P70, P91, P95, P96, P102, P121.

Each test is named ``test_faq_<ID>_<bullet>_…`` and quotes its bullet (seed 003, digest §2.5).
The cards are the real AVR cards compiled by ofuda; a card the note needs that is not an AVR
card is written here as text and compiled by ofuda too (``card_from_text``).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import (
    Attack,
    Choose,
    Order,
    RulesError,
    Scenario,
    Step,
    Targets,
)
from ofuda.runtime.engine.stack.resolution import resolve_top
from support.compiled import card, card_from_text

WALKER = card_from_text(
    "name: 試作の歩き手 / Test Walker\n"
    "type: プレインズウォーカー — タミヨウ / Legendary Planeswalker — Tamiyo\n"
    "loyalty: 5\n"
)
CONTROL_MAGIC = card_from_text(
    "name: Test Control\ncost: {U}\ntype: Sorcery\nen:\n  Gain control of target creature.\n"
)
GOLEM = card_from_text("name: Test Construct\ntype: Artifact Creature — Construct\npt: 2/2\n")


def _weakness(amount: int) -> object:
    """An Aura that gives the enchanted creature -<amount>/-0 (to make a power negative)."""
    return card_from_text(
        f"name: Test Weakness {amount}\ncost: {{B}}\ntype: Enchantment — Aura\nen:\n"
        f"  Enchant creature\n  Enchanted creature gets -{amount}/-0.\n"
    )


# --- P2 逆鱗 / Aggravate -------------------------------------------------------------------


def test_faq_P2_2_aggravate_the_creatures_controller_chooses_what_it_attacks() -> None:
    """P2(2) 逆鱗 / Aggravate: each damaged creature's controller chooses which player or
    planeswalker it attacks — Bob's Nettle Swine must attack, and Bob sends it at Alice's
    planeswalker rather than at Alice."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", *[card("Mountain")] * 5, WALKER)
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", card("Aggravate"))
    s.cast("Alice", "Aggravate", "Bob")
    s.resolve()
    assert s.permanent("Nettle Swine").damage == 1
    s.script("Bob", Attack((("Nettle Swine", "Test Walker"),)))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 20
    assert s.permanent("Test Walker").loyalty == 5 - 4


def test_faq_P2_3_aggravate_a_creature_unable_to_attack_does_not_attack() -> None:
    """P2(3) 逆鱗 / Aggravate: the creature doesn't attack if, in its controller's
    declare-attackers step, it is tapped or not continuously controlled since the turn began
    (and lacks haste). Attack costs are never mandatory. Of Bob's three damaged creatures only
    the untapped one he has controlled since the turn began attacks."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", *[card("Mountain")] * 5)
    s.battlefield("Bob", card("Nettle Swine"))
    s.battlefield("Bob", card("Vorstclaw"), tapped=True)
    s.battlefield("Bob", card("Elgaud Shieldmate"), sick=True)
    s.hand("Alice", card("Aggravate"))
    s.cast("Alice", "Aggravate", "Bob")
    s.resolve()
    assert all(p.damage == 1 for p in s.game.battlefield.objects if p.controller.name == "Bob")
    s.advance_to(Step.DECLARE_ATTACKERS)
    attackers = sorted(p.name for p in s.game.battlefield.objects if p.attacking)
    assert attackers == ["Nettle Swine"]
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 20 - 4


# --- P22 火炙り / Burn at the Stake ----------------------------------------------------------


def test_faq_P22_1_burn_at_the_stake_creatures_are_tapped_before_anyone_can_respond() -> None:
    """P22(1) 火炙り / Burn at the Stake: players can't respond to cost payment; once it is on
    the stack, no one can tap the creatures in response to stop them being used — Bob's
    Crippling Chill on one of them in response changes nothing: 6 damage still."""
    s = Scenario()
    s.battlefield("Alice", *[card("Mountain")] * 5, card("Thraben Valiant"), card("Nettle Swine"))
    s.battlefield("Bob", *[card("Island")] * 3)
    s.library("Bob", card("Island"))
    s.hand("Alice", card("Burn at the Stake"))
    s.hand("Bob", card("Crippling Chill"))
    s.script("Alice", Choose(("Thraben Valiant", "Nettle Swine")))
    s.cast("Alice", "Burn at the Stake", "Bob")
    # the first moment Bob could act, the cost is already paid
    assert s.is_tapped("Thraben Valiant") and s.is_tapped("Nettle Swine")
    s.cast("Bob", "Crippling Chill", "Nettle Swine")
    s.resolve()
    assert s.life("Bob") == 20 - 6


# --- P30 悪寒 / Crippling Chill --------------------------------------------------------------


def test_faq_P30_2_crippling_chill_tracks_the_creature_not_its_controller() -> None:
    """P30(2) 悪寒 / Crippling Chill: it tracks the creature, not the controller. If control
    changes before the controller's next untap step, the creature doesn't untap during the
    **new** controller's next untap step (but it does untap in the one after)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 4)
    s.battlefield("Bob", card("Vorstclaw"))
    s.library("Alice", card("Island"), card("Island"), card("Island"))
    s.library("Bob", card("Island"), card("Island"))
    s.hand("Alice", card("Crippling Chill"), CONTROL_MAGIC)
    s.cast("Alice", "Crippling Chill", "Vorstclaw")
    s.resolve()
    s.cast("Alice", "Test Control", "Vorstclaw")
    s.resolve()
    assert s.on_battlefield("Alice").count("Vorstclaw") == 1 and s.is_tapped("Vorstclaw")
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's turn: her untap step has passed
    assert s.game.active.name == "Alice"
    assert s.is_tapped("Vorstclaw")
    assert not s.is_tapped("Island")  # Alice's other permanents did untap
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's next: now it untaps
    assert not s.is_tapped("Vorstclaw")


# --- P52 本質の収穫 / Essence Harvest -------------------------------------------------------


def test_faq_P52_2_essence_harvest_targets_only_a_player() -> None:
    """P52(2) 本質の収穫 / Essence Harvest: it targets only the player, never creatures (if the
    player is an illegal target on resolution, it is countered and no life is lost or gained)
    — a creature can't be chosen as its target; a player can."""
    s = Scenario()
    s.battlefield("Alice", card("Vorstclaw"), *[card("Swamp")] * 3)
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", card("Essence Harvest"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Essence Harvest", "Nettle Swine")
    assert s.on_stack() == []
    s.cast("Alice", "Essence Harvest", "Bob")
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (27, 13)


# --- P70 火の装い / Guise of Fire ------------------------------------------------------------


def test_faq_P70_2_guise_of_fire_a_creature_unable_to_attack_does_not() -> None:
    """P70(2) 火の装い / Guise of Fire: the enchanted creature doesn't attack if it is tapped,
    or not continuously controlled since the turn began (without haste); attack costs are
    optional. A tapped enchanted creature and a summoning-sick one stay home."""
    for tapped, sick in ((True, False), (False, True)):
        s = Scenario(step=Step.BEGINNING_OF_COMBAT)
        s.battlefield("Alice", card("Nettle Swine"), tapped=tapped, sick=sick)
        s.battlefield("Alice", card("Guise of Fire"))
        s.attach("Guise of Fire", "Nettle Swine")
        s.attack()
        assert not s.permanent("Nettle Swine").attacking
        s.advance_to(Step.END_OF_COMBAT)
        assert s.life("Bob") == 20


# --- P95 破滅の儀式 / Rite of Ruin -----------------------------------------------------------


def test_faq_P95_3_rite_of_ruin_a_permanent_sacrificed_for_one_type_is_gone_for_the_next() -> None:
    """P95(3) 破滅の儀式 / Rite of Ruin: a permanent sacrificed for one type is no longer on
    the battlefield when the later types are chosen — Bob's artifact creature, sacrificed as
    his artifact, leaves Vorstclaw and Nettle Swine as the two creatures he must sacrifice next
    (no choice among three)."""
    s = Scenario()
    s.battlefield("Bob", GOLEM, card("Vorstclaw"), card("Nettle Swine"))
    s.battlefield("Alice", *[card("Mountain")] * 7)
    s.hand("Alice", card("Rite of Ruin"))
    s.script("Alice", Order(("ARTIFACT", "CREATURE", "LAND")))
    s.script("Bob", Choose((s.permanent("Test Construct"),)))
    s.script(
        "Alice", Choose(tuple(p for p in s.game.battlefield.objects if p.name == "Mountain")[:3])
    )
    s.cast("Alice", "Rite of Ruin")
    s.resolve()
    assert s.on_battlefield("Bob") == []
    assert sorted(s.in_graveyard("Bob")) == ["Nettle Swine", "Test Construct", "Vorstclaw"]


def test_faq_P95_4_rite_of_ruin_triggers_wait_and_go_on_the_stack_in_apnap_order() -> None:
    """P95(4) 破滅の儀式 / Rite of Ruin: abilities that trigger during resolution go on the
    stack afterwards, in APNAP order (each player orders their own): Alice's Blood Artist
    triggers go on the stack first, Bob's on top of them (101.4, 603.3b)."""
    s = Scenario()
    s.battlefield("Alice", card("Blood Artist"), card("Nettle Swine"), *[card("Mountain")] * 7)
    s.battlefield("Bob", card("Blood Artist"), card("Vorstclaw"))
    s.hand("Alice", card("Rite of Ruin"))
    s.script("Alice", Order(("CREATURE", "ARTIFACT", "LAND")))
    s.script("Alice", Choose((s.permanent("Nettle Swine"),)))
    s.script("Bob", Choose((s.permanent("Vorstclaw"),)))
    s.script(
        "Alice", Choose(tuple(p for p in s.game.battlefield.objects if p.name == "Mountain")[:3])
    )
    s.cast("Alice", "Rite of Ruin")
    resolve_top(s.game)
    assert s.on_stack() == []  # nothing went on the stack during the resolution
    s.script("Alice", Targets(("Bob",)), Targets(("Bob",)))
    s.script("Bob", Targets(("Alice",)), Targets(("Alice",)))
    s.check_state()
    controllers = [o.controller.name for o in reversed(s.game.stack.objects)]  # top first
    assert controllers == ["Bob", "Bob", "Alice", "Alice"]
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (20, 20)  # two each way


# --- P96 血のほとばしり / Rush of Blood / P121 イチイの精 / Yew Spirit -------------------------


def test_faq_P96_2_rush_of_blood_a_negative_power_gives_a_negative_bonus() -> None:
    """P96(2) 血のほとばしり / Rush of Blood: if the creature's power is negative, so is the
    bonus. Example: a −1/3 gets −1/−0 and becomes −2/3 (Nettle Swine 4/3 with −5/−0)."""
    weakness = _weakness(5)
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), weakness, *[card("Mountain")] * 3)
    s.attach("Test Weakness 5", "Nettle Swine")
    assert s.pt("Nettle Swine") == (-1, 3)
    s.hand("Alice", card("Rush of Blood"))
    s.cast("Alice", "Rush of Blood", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == (-2, 3)


def test_faq_P121_2_yew_spirit_a_negative_power_gives_a_negative_bonus() -> None:
    """P121(2) イチイの精 / Yew Spirit: if its power is negative, the bonus is negative.
    Example: a −10/3 gets −10/−10 and becomes −20/−7 (and dies, 704.5f); a −1/3 becomes −2/2."""
    s = Scenario()
    s.battlefield("Alice", card("Yew Spirit"), _weakness(4), *[card("Forest")] * 4)
    s.attach("Test Weakness 4", "Yew Spirit")
    assert s.pt("Yew Spirit") == (-1, 3)
    s.activate("Alice", "Yew Spirit")
    s.resolve()
    assert s.pt("Yew Spirit") == (-2, 2)
    t = Scenario()
    t.battlefield("Alice", card("Yew Spirit"), _weakness(13), *[card("Forest")] * 4)
    t.attach("Test Weakness 13", "Yew Spirit")
    assert t.pt("Yew Spirit") == (-10, 3)
    t.activate("Alice", "Yew Spirit")
    resolve_top(t.game)
    assert t.pt("Yew Spirit") == (-20, -7)
    t.check_state()
    assert "Yew Spirit" in t.in_graveyard("Alice")


# --- P102 ソンバーワルドの賢者 / Somberwald Sage ----------------------------------------------


def test_faq_P102_2_somberwald_sage_mana_cannot_pay_for_an_activated_ability() -> None:
    """P102(2) ソンバーワルドの賢者 / Somberwald Sage: its mana can't pay for activated
    abilities (106.6) — with the Sage and one Forest, Yew Spirit's {2}{G}{G} can't be paid;
    with four Forests it can."""
    s = Scenario()
    s.battlefield("Alice", card("Somberwald Sage"), card("Forest"), card("Yew Spirit"))
    with pytest.raises(RulesError):
        s.activate("Alice", "Yew Spirit")
    assert not s.is_tapped("Somberwald Sage")
    t = Scenario()
    t.battlefield("Alice", *[card("Forest")] * 4, card("Yew Spirit"))
    t.activate("Alice", "Yew Spirit")
    t.resolve()
    assert t.pt("Yew Spirit") == (6, 6)


def test_faq_P96_1_rush_of_blood_a_later_power_change_does_not_change_the_bonus() -> None:
    """P96(1) 血のほとばしり / Rush of Blood: X is fixed on resolution; later power changes
    that turn don't change the bonus — Nettle Swine 4/3 gets +4/+0 (8/3); Zealous Strike's
    +2/+2 afterwards makes it 10/5, not 12/5."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *[card("Mountain")] * 3, *[card("Plains")] * 2)
    s.hand("Alice", card("Rush of Blood"), card("Zealous Strike"))
    s.cast("Alice", "Rush of Blood", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == (8, 3)
    s.cast("Alice", "Zealous Strike", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == (10, 5)


def test_faq_P121_1_yew_spirit_a_later_power_change_does_not_change_the_bonus() -> None:
    """P121(1) イチイの精 / Yew Spirit: X is fixed on resolution; later power changes don't
    change the bonus — 3/3 becomes 6/6; Zealous Strike's +2/+2 afterwards makes it 8/8,
    not 10/10."""
    s = Scenario()
    s.battlefield("Alice", card("Yew Spirit"), *[card("Forest")] * 4, *[card("Plains")] * 2)
    s.hand("Alice", card("Zealous Strike"))
    s.activate("Alice", "Yew Spirit")
    s.resolve()
    assert s.pt("Yew Spirit") == (6, 6)
    s.cast("Alice", "Zealous Strike", "Yew Spirit")
    s.resolve()
    assert s.pt("Yew Spirit") == (8, 8)


# --- P36 死の超克 / Defy Death ----------------------------------------------------------------

ANGELFORM = card_from_text(
    "name: 試作の天使化\ncost: {W}\ntype: エンチャント\nja:\n"
    "  あなたがコントロールするクリーチャーは他のタイプに加えて天使でもある。\n"
)


def test_faq_P36_2_defy_death_a_creature_that_is_an_angel_only_on_the_battlefield() -> None:
    """P36(2) 死の超克 / Defy Death: if the creature is an Angel only while on the battlefield
    (for example a non-Angel creature while Xenograft is on the battlefield), it still gets
    two +1/+1 counters — a Japanese test enchantment (「あなたがコントロールするクリーチャーは
    他のタイプに加えて天使でもある」) makes the returned Thraben Valiant an Angel on the
    battlefield; in the graveyard it is a Human Soldier only."""
    s = Scenario()
    s.battlefield("Alice", *[card("Plains")] * 5, ANGELFORM)
    valiant = s.graveyard("Alice", card("Thraben Valiant"))[0]
    assert "Angel" not in valiant.subtypes
    s.hand("Alice", card("Defy Death"))
    s.cast("Alice", "Defy Death", "Thraben Valiant")
    s.resolve()
    assert "Angel" in s.permanent("Thraben Valiant").subtypes
    assert s.pt("Thraben Valiant") == (4, 3)
