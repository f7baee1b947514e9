"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): triggered abilities that name their
event's object or amount, intervening "if" clauses (603.4), delayed triggers (603.7),
"you may pay … If you do", "unless", and opponents' choices.

Each test is named after its note (``test_faq_P<n>_<k>_…``) and quotes the note. The cards are
the real AVR cards, compiled by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from ofuda.runtime import May, Order, Scenario, Step, Targets
from support.compiled import card, card_from_text

TWIN_BLESSING = """\
name: Twin Blessing
cost: {W}
type: Instant
en:
  Target creature gets +1/+1 until end of turn. Target creature gains flying until end of turn.
"""


def _vigilante_blocked_by(*blockers: str) -> Scenario:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Somberwald Vigilante"))
    s.battlefield("Bob", *[card(name) for name in blockers])
    s.attack("Somberwald Vigilante")
    s.block(*[(name, "Somberwald Vigilante") for name in blockers])
    return s


def test_faq_P103_1_somberwald_vigilante_triggers_once_for_each_blocker() -> None:
    """P103(1) ソンバーワルドの自警団 / Somberwald Vigilante: It triggers once for each creature
    blocking it."""
    s = _vigilante_blocked_by("Yew Spirit", "Wildwood Geist")
    assert len(s.game.stack.objects) + len(s.game.pending_triggers) == 2
    s.resolve()
    assert s.permanent("Yew Spirit").damage == 1
    assert s.permanent("Wildwood Geist").damage == 1


def test_faq_P103_2_somberwald_vigilante_kills_a_blocker_before_combat_damage() -> None:
    """P103(2) Somberwald Vigilante: The ability resolves before combat damage, so a blocker may
    be destroyed and deal no combat damage."""
    s = _vigilante_blocked_by("Nephalia Smuggler")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Nephalia Smuggler"]
    s.advance_to(Step.END_OF_COMBAT)
    assert s.permanent("Somberwald Vigilante").damage == 0


def test_faq_P120_1_wild_defiance_resolves_before_the_spell_that_caused_it() -> None:
    """P120(1) 野生の抵抗 / Wild Defiance: Its trigger resolves before the instant or sorcery
    that caused it."""
    s = Scenario()
    s.battlefield("Alice", card("Wild Defiance"), card("Thraben Valiant"), *[card("Plains")] * 2)
    s.hand("Alice", card("Zealous Strike"))
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.check_state()
    assert s.on_stack() == ["Wild Defiance's triggered ability", "Zealous Strike"]  # top first
    s.resolve()
    assert s.pt("Thraben Valiant") == (7, 6)


def test_faq_P120_2_wild_defiance_triggers_once_for_a_spell_targeting_it_twice() -> None:
    """P120(2) Wild Defiance: If one spell targets the same creature you control several times,
    it triggers only once."""
    s = Scenario()
    s.battlefield("Alice", card("Wild Defiance"), card("Thraben Valiant"), card("Plains"))
    s.hand("Alice", card_from_text(TWIN_BLESSING))
    s.cast("Alice", "Twin Blessing", "Thraben Valiant", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (2 + 1 + 3, 1 + 1 + 3)


def test_faq_P116_1_unhallowed_pact_returns_nothing_once_the_card_came_back() -> None:
    """P116(1) 不浄の契約 / Unhallowed Pact: The card returns only if it is still in the
    graveyard when the ability resolves. If it already came back (e.g. via undying), nothing
    happens."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Unhallowed Pact"), card("Butcher Ghoul"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.attach("Unhallowed Pact", "Butcher Ghoul")
    s.attack("Butcher Ghoul")
    s.block(("Vorstclaw", "Butcher Ghoul"))
    s.script(
        "Alice",
        Order(("Unhallowed Pact's triggered ability", "Butcher Ghoul's triggered ability")),
    )
    s.advance_to(Step.END_OF_COMBAT)
    ghoul = s.permanent("Butcher Ghoul")
    assert ghoul.counters.get("+1/+1", 0) == 1  # the undying one, not returned a second time
    assert s.on_battlefield("Alice") == ["Butcher Ghoul"]


def test_faq_P116_2_unhallowed_pact_cant_return_a_token() -> None:
    """P116(2) Unhallowed Pact: If Unhallowed Pact enchants a token creature, that creature
    can't return."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Unhallowed Pact"))
    s.battlefield("Alice", card("Thraben Valiant"), token=True)
    s.battlefield("Bob", card("Vorstclaw"))
    s.attach("Unhallowed Pact", "Thraben Valiant")
    s.attack("Thraben Valiant")
    s.block(("Vorstclaw", "Thraben Valiant"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.on_battlefield("Alice") == []



def test_faq_P54_1_exquisite_blood_counts_life_paid_as_life_lost() -> None:
    """P54(1) 極上の血 / Exquisite Blood: Opponents usually lose life by being dealt damage.
    Paying life is also losing life."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Exquisite Blood"))
    s.battlefield("Bob", card("Griselbrand"))
    s.library("Bob", *[card("Island")] * 8)
    s.activate("Bob", "Griselbrand")  # pay 7 life: draw seven cards
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (27, 13)


def test_faq_P54_2_exquisite_blood_too_late_when_you_lose_life_at_the_same_time() -> None:
    """P54(2) Exquisite Blood: If you and an opponent lose life at the same time and your life
    total drops to 0 or less, you lose the game (SBA) before the Exquisite Blood trigger
    resolves."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Exquisite Blood"), card("Soulcage Fiend"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.set_life("Alice", 3)
    s.attack("Soulcage Fiend")
    s.block(("Vorstclaw", "Soulcage Fiend"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.winner == "Bob"


def test_faq_P24_1_cathars_crusade_counts_the_creature_that_entered() -> None:
    """P24(1) 聖戦士の進軍 / Cathars' Crusade: The creature whose entering triggered the ability
    also gets a +1/+1 counter, if it is still on the battlefield when the ability resolves."""
    s = Scenario()
    s.battlefield("Alice", card("Cathars' Crusade"), card("Island"))
    s.hand("Alice", card("Nephalia Smuggler"))
    s.cast("Alice", "Nephalia Smuggler")
    s.resolve()
    assert s.permanent("Nephalia Smuggler").counters.get("+1/+1", 0) == 1
    assert s.pt("Nephalia Smuggler") == (2, 2)


def _upkeep_with_a_response(triumph: str) -> Scenario:
    """Alice's upkeep: Bob's Nettle Swine (4/3) has the greatest power as the Triumph triggers;
    with the trigger on the stack Alice casts Zealous Strike (+2/+2) on her Wandering Wolf (2/1),
    tying it at 4."""
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", card(triumph), card("Wandering Wolf"), *[card("Plains")] * 2)
    s.battlefield("Bob", card("Nettle Swine"))
    s.library("Alice", card("Island"))
    s.hand("Alice", card("Zealous Strike"))
    s.hand("Bob", card("Plains"))
    if triumph == "Triumph of Cruelty":
        s.script("Alice", Targets(("Bob",)))
    s.advance_to(Step.UPKEEP)
    s.check_state()
    assert s.on_stack() == [f"{triumph}'s triggered ability"]  # it triggered anyway
    s.cast("Alice", "Zealous Strike", "Wandering Wolf")
    s.resolve()
    return s


def test_faq_P112_1_triumph_of_cruelty_checks_the_greatest_power_on_resolution() -> None:
    """P112(1) 残虐の勝利 / Triumph of Cruelty: It triggers at the beginning of your upkeep no
    matter who controls the creature with the greatest power. Whether the opponent discards is
    checked on resolution."""
    s = _upkeep_with_a_response("Triumph of Cruelty")
    assert s.in_graveyard("Bob") == ["Plains"]


def test_faq_P113_1_triumph_of_ferocity_checks_the_greatest_power_on_resolution() -> None:
    """P113(1) 獰猛さの勝利 / Triumph of Ferocity: It triggers at the beginning of your upkeep no
    matter who controls the creature with the greatest power. Whether you draw is checked on
    resolution."""
    s = _upkeep_with_a_response("Triumph of Ferocity")
    assert s.in_hand("Alice") == ["Island"]


def test_faq_P37_1_demonic_rising_needs_exactly_one_creature_on_resolution_too() -> None:
    """P37(1) 悪魔の顕現 / Demonic Rising: The ability doesn't trigger if, at the beginning of
    your end step, you control no creatures or two or more. If you don't control exactly one
    creature when it resolves, nothing happens."""
    s = Scenario(step=Step.POSTCOMBAT_MAIN)
    s.battlefield("Alice", card("Demonic Rising"), card("Thraben Valiant"))
    s.battlefield("Bob", card("Swamp"))
    s.hand("Bob", card("Human Frailty"))
    s.advance_to(Step.END)
    s.check_state()
    assert s.on_stack() == ["Demonic Rising's triggered ability"]
    s.cast("Bob", "Human Frailty", "Thraben Valiant")
    s.resolve()
    assert s.on_battlefield("Alice") == ["Demonic Rising"]  # no Demon


def test_faq_P37_2_demonic_rising_counts_any_one_creature_on_resolution() -> None:
    """P37(2) Demonic Rising: You must control exactly one creature both when it triggers and
    when it resolves, but it needn't be the same creature. Example: after losing control of a
    creature while the ability is on the stack, you can flash in a creature to have exactly one
    at resolution."""
    s = Scenario(step=Step.POSTCOMBAT_MAIN)
    s.battlefield("Alice", card("Demonic Rising"), card("Thraben Valiant"), *[card("Plains")] * 4)
    s.battlefield("Bob", card("Swamp"))
    s.hand("Bob", card("Human Frailty"))
    s.hand("Alice", card("Restoration Angel"))
    s.advance_to(Step.END)
    s.check_state()
    s.cast("Bob", "Human Frailty", "Thraben Valiant")
    # flash, above Human Frailty; its own "you may exile …" is declined
    s.script("Alice", Targets(("Thraben Valiant",)), May(False))
    s.cast("Alice", "Restoration Angel")
    s.resolve()
    assert "Thraben Valiant" in s.in_graveyard("Alice")
    assert sorted(s.on_battlefield("Alice"))[:3] == ["Demon Token", "Demonic Rising", "Plains"]
    assert "Restoration Angel" in s.on_battlefield("Alice")


def test_faq_P81_1_lunar_mystic_resolves_before_the_instant() -> None:
    """P81(1) 月の神秘家 / Lunar Mystic: The trigger goes on the stack above the instant that
    caused it and resolves first."""
    s = Scenario()
    s.battlefield("Alice", card("Lunar Mystic"), card("Thraben Valiant"), *[card("Plains")] * 3)
    s.library("Alice", card("Island"))
    s.hand("Alice", card("Zealous Strike"))
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.check_state()
    assert s.on_stack() == ["Lunar Mystic's triggered ability", "Zealous Strike"]  # top first


def test_faq_P81_2_lunar_mystic_payment_is_not_an_additional_cost() -> None:
    """P81(2) Lunar Mystic: You decide whether to pay {1} when the trigger resolves. It is not
    an additional cost of the instant. (With exactly the instant's cost in lands, the instant is
    cast; the trigger then finds nothing to pay with.)"""
    s = Scenario()
    s.battlefield("Alice", card("Lunar Mystic"), card("Thraben Valiant"), *[card("Plains")] * 2)
    s.library("Alice", card("Island"))
    s.hand("Alice", card("Zealous Strike"))
    s.script("Alice", May(True))
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 3)
    assert s.in_hand("Alice") == []


def test_faq_P55_1_fettergeist_counts_creatures_on_resolution() -> None:
    """P55(1) 枷霊 / Fettergeist: The amount of mana you must pay is determined when the
    triggered ability resolves. (Two other creatures as it triggers; Bob destroys one in
    response; Alice's one Plains pays the {1} still asked.)"""
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", card("Fettergeist"), card("Thraben Valiant"), card("Wandering Wolf"))
    s.battlefield("Alice", card("Plains"))
    s.battlefield("Bob", card("Swamp"))
    s.hand("Bob", card("Human Frailty"))
    s.script("Alice", May(True))
    s.advance_to(Step.UPKEEP)
    s.check_state()
    s.cast("Bob", "Human Frailty", "Thraben Valiant")
    s.resolve()
    assert "Fettergeist" in s.on_battlefield("Alice")
    assert s.is_tapped("Plains")


def test_faq_P45_1_dread_slaver_takes_an_opponents_creature_from_their_graveyard() -> None:
    """P45(1) 戦慄の奴隷商人 / Dread Slaver: Each time a creature dies, check whether Dread Slaver
    dealt damage to it this turn. If so, the ability triggers, no matter who controlled the
    creature or which graveyard it went to."""
    s = Scenario(active="Bob", step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Dread Slaver"))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.attack("Thraben Valiant")
    s.block(("Dread Slaver", "Thraben Valiant"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.in_graveyard("Bob") == []
    assert s.permanent("Thraben Valiant").controller.name == "Alice"


def test_faq_P45_2_dread_slaver_dying_in_the_same_combat_still_returns_the_creature() -> None:
    """P45(2) Dread Slaver: It triggers if Dread Slaver and a creature it blocked, or that
    blocked it, both die in combat."""
    s = Scenario(active="Bob", step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Dread Slaver"))
    s.battlefield("Bob", card("Raging Poltergeist"))  # 6/1
    s.attack("Raging Poltergeist")
    s.block(("Dread Slaver", "Raging Poltergeist"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.in_graveyard("Alice") == ["Dread Slaver"]
    assert s.permanent("Raging Poltergeist").controller.name == "Alice"


def test_faq_P45_4_dread_slaver_returns_nothing_once_undying_returned_the_card() -> None:
    """P45(4) Dread Slaver: The card returns under your control only if it is still in the
    graveyard when the ability resolves. If it has already come back some other way (for example
    via undying), nothing happens. (Alice's Slaver kills Bob's blocking Butcher Ghoul; in APNAP
    order Bob's undying trigger goes on the stack last and resolves first.)"""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Dread Slaver"))
    s.battlefield("Bob", card("Butcher Ghoul"))
    s.attack("Dread Slaver")
    s.block(("Butcher Ghoul", "Dread Slaver"))
    s.advance_to(Step.END_OF_COMBAT)
    ghoul = s.permanent("Butcher Ghoul")
    assert ghoul.controller.name == "Bob" and ghoul.counters.get("+1/+1", 0) == 1


PREVENTION = """\
name: Test Ward
cost: {W}
type: Instant
en:
  Prevent all damage that would be dealt to you this turn.
"""


def test_faq_P118_1_vexing_devil_is_sacrificed_even_if_the_damage_is_prevented() -> None:
    """P118(1) 苛立たしい小悪魔 / Vexing Devil: If a player chooses to have it deal 4 damage to
    them, it is sacrificed even if some or all of the damage is prevented or redirected. (Bob
    first prevents all damage that would be dealt to him this turn.)"""
    s = Scenario()
    s.battlefield("Alice", card("Mountain"))
    s.battlefield("Bob", card("Plains"))
    s.hand("Alice", card("Vexing Devil"))
    s.hand("Bob", card_from_text(PREVENTION))
    s.cast("Bob", "Test Ward")
    s.resolve()
    s.script("Bob", May(True))
    s.cast("Alice", "Vexing Devil")
    s.resolve()
    assert s.life("Bob") == 20
    assert s.in_graveyard("Alice") == ["Vexing Devil"]


SELF_BRAWL = """\
name: Self Brawl
cost: {R}
type: Instant
en:
  Target creature fights target creature.
"""


def test_faq_P45_3_dread_slaver_that_damaged_itself_returns_itself() -> None:
    """P45(3) Dread Slaver: If Dread Slaver somehow dealt damage to itself and then dies, it
    returns. (A test instant makes it fight itself: 701.14c, it deals damage to itself equal to
    twice its power, 6 to a 3/5.)"""
    s = Scenario()
    (old, _) = s.battlefield("Alice", card("Dread Slaver"), card("Mountain"))
    s.hand("Alice", card_from_text(SELF_BRAWL))
    s.cast("Alice", "Self Brawl", "Dread Slaver", "Dread Slaver")
    s.resolve()
    slaver = s.permanent("Dread Slaver")
    assert slaver is not old and slaver.damage == 0  # it died and came back (400.7)
    assert s.in_graveyard("Alice") == ["Self Brawl"]
