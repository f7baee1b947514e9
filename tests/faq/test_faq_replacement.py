"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): statics about groups and players,
damage replacement and prevention (Angel of Jubilation, Avacyn, Bower Passage, Champion of
Lambholt, Divine Deflection, Gisela, Gloom Surgeon, Malignus, Sigarda, Terrifying Presence).

Each test is named after its note and quotes it; the cards are the real AVR cards compiled
by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from ofuda.runtime import (  # noqa: E402
    CardDefinition,
    Choose,
    ChooseX,
    Damage,
    Modes,
    RulesError,
    Scenario,
    ScriptedAgent,
    Step,
)
from ofuda.runtime.definitions import CardType, Color  # noqa: E402
from ofuda.runtime.statics import Protection  # noqa: E402
from support.compiled import card  # noqa: E402


def _blocks(s: Scenario, blocker: str, attacker: str) -> bool:
    """Whether the defending player may declare ``blocker`` blocking ``attacker``."""
    try:
        s.block((blocker, attacker))
    except RulesError:
        return False
    return s.game.combat is not None and s.permanent(blocker) in s.game.combat.blockers


def test_faq_P20_1_bower_passage_a_blocker_that_gains_flying_later_keeps_blocking() -> None:
    """P20(1) 木陰の小道 / Bower Passage: it doesn't affect a blocker that gains flying after
    blockers are declared."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Bower Passage"), card("Moorland Inquisitor"))
    s.battlefield("Bob", card("Thraben Valiant"), *[card("Plains")] * 3)
    s.hand("Bob", card("Leap of Faith"))
    s.attack("Moorland Inquisitor")
    assert _blocks(s, "Thraben Valiant", "Moorland Inquisitor")
    s.cast("Bob", "Leap of Faith", "Thraben Valiant")
    s.resolve()
    assert s.has_keyword("Thraben Valiant", "flying")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20  # still blocked
    assert "Moorland Inquisitor" in s.in_graveyard("Alice")  # the flyer still blocks and deals damage
    assert s.permanent("Thraben Valiant").damage == 0  # Leap of Faith prevents the damage to it


def test_faq_P20_2_bower_passage_reach_can_still_block() -> None:
    """P20(2) 木陰の小道 / Bower Passage: creatures with reach can still block creatures you
    control (reach is not flying)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Bower Passage"), card("Gryff Vanguard"))
    s.battlefield("Bob", card("Gloomwidow"))
    s.attack("Gryff Vanguard")
    assert _blocks(s, "Gloomwidow", "Gryff Vanguard")


def test_faq_P26_1_champion_of_lambholt_protects_any_creature_you_control() -> None:
    """P26(1) ラムホルトの勇者 / Champion of Lambholt: creatures with power less than the
    Champion's can't block any creature you control, not just the Champion."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Champion of Lambholt"), card("Moorland Inquisitor"))
    s.counters("Champion of Lambholt", "+1/+1", 2)  # a 3/3
    s.battlefield("Bob", card("Thraben Valiant"))
    s.attack("Moorland Inquisitor")
    assert not _blocks(s, "Thraben Valiant", "Moorland Inquisitor")


def test_faq_P26_2_champion_of_lambholt_works_when_it_isnt_attacking() -> None:
    """P26(2) ラムホルトの勇者 / Champion of Lambholt: it works even when the Champion isn't
    attacking (it stays home, tapped); with a smaller Champion the block is legal."""
    for counters, legal in ((2, False), (0, True)):
        s = Scenario(step=Step.BEGINNING_OF_COMBAT)
        s.battlefield("Alice", card("Moorland Inquisitor"))
        s.battlefield("Alice", card("Champion of Lambholt"), tapped=True)
        if counters:
            s.counters("Champion of Lambholt", "+1/+1", counters)
        s.battlefield("Bob", card("Thraben Valiant"))
        s.attack("Moorland Inquisitor")
        assert _blocks(s, "Thraben Valiant", "Moorland Inquisitor") is legal


def test_faq_P26_3_champion_of_lambholt_power_is_compared_only_as_blockers_are_declared() -> None:
    """P26(3) ラムホルトの勇者 / Champion of Lambholt: power is compared only when blockers are
    declared; the Champion growing afterwards doesn't undo a block."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Champion of Lambholt"), card("Nettle Swine"))
    s.counters("Champion of Lambholt", "+1/+1", 1)  # a 2/2
    s.battlefield("Bob", card("Thraben Valiant"))  # power 2: may block
    s.attack("Nettle Swine")
    assert _blocks(s, "Thraben Valiant", "Nettle Swine")
    s.counters("Champion of Lambholt", "+1/+1", 1)  # now a 3/3: the Valiant's 2 is less
    s.advance_to(Step.END_OF_COMBAT)
    assert "Thraben Valiant" in s.in_graveyard("Bob")  # it stayed a blocker
    assert s.life("Bob") == 20


def test_faq_P6_1_angel_of_jubilation_no_spell_with_a_sacrifice_cost() -> None:
    """P6(1) 歓喜の天使 / Angel of Jubilation: a spell or activated ability whose cost requires
    paying life (e.g. Griselbrand's ability) or sacrificing a creature (e.g. Fling) can't be
    cast or activated — here Bone Splinters' additional cost."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Swamp"))
    s.battlefield("Bob", card("Angel of Jubilation"))
    s.hand("Alice", card("Bone Splinters"))
    s.script("Alice", Choose(("Thraben Valiant",)))
    with pytest.raises(RulesError):
        s.cast("Alice", "Bone Splinters", "Angel of Jubilation")
    assert s.on_battlefield("Bob") == ["Angel of Jubilation"]


def test_faq_P6_2_angel_of_jubilation_sacrifice_while_resolving_is_allowed() -> None:
    """P6(2) 歓喜の天使 / Angel of Jubilation: players can still pay life or sacrifice creatures
    for other reasons, for example while a spell or ability resolves (Barter in Blood)."""
    s = Scenario()
    s.battlefield("Alice", card("Angel of Jubilation"), *[card("Swamp")] * 4)
    s.battlefield("Bob", card("Nettle Swine"), card("Thraben Valiant"))
    s.hand("Alice", card("Barter in Blood"))
    s.cast("Alice", "Barter in Blood")
    s.resolve()
    assert s.on_battlefield("Bob") == []
    assert "Angel of Jubilation" not in s.on_battlefield("Alice")


def test_faq_P6_3_angel_of_jubilation_a_noncreature_artifact_may_still_be_sacrificed() -> None:
    """P6(3) 歓喜の天使 / Angel of Jubilation: it stops the action, not a wording: a creature
    can't be sacrificed to pay a cost (Alchemist's Apprentice), a noncreature artifact can
    (Scroll of Avacyn)."""
    s = Scenario()
    s.battlefield("Alice", card("Angel of Jubilation"), card("Alchemist's Apprentice"),
                  card("Scroll of Avacyn"), card("Plains"))
    s.library("Alice", card("Plains"), card("Plains"))
    with pytest.raises(RulesError):
        s.activate("Alice", "Alchemist's Apprentice")
    s.activate("Alice", "Scroll of Avacyn")
    s.resolve()
    assert s.in_graveyard("Alice") == ["Scroll of Avacyn"]
    assert s.life("Alice") == 25  # Alice controls an Angel
    assert "Alchemist's Apprentice" in s.on_battlefield("Alice")


def test_faq_P101_1_sigarda_an_opponents_spell_cant_make_you_sacrifice() -> None:
    """P101(1) 鷺群れのシガルダ / Sigarda, Host of Herons: if a spell or ability an opponent
    controls would make you sacrifice a permanent, you just don't (Grave Exchange's "target
    player sacrifices a creature")."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Sigarda, Host of Herons"))
    s.battlefield("Bob", *[card("Swamp")] * 6)
    s.graveyard("Bob", card("Nettle Swine"))
    s.hand("Bob", card("Grave Exchange"))
    s.cast("Bob", "Grave Exchange", "Nettle Swine", "Alice")
    s.resolve()
    assert s.on_battlefield("Alice") == ["Sigarda, Host of Herons"]
    assert s.in_hand("Bob") == ["Nettle Swine"]


def test_faq_P101_3_sigarda_you_may_still_sacrifice_to_pay_your_costs() -> None:
    """P101(3) 鷺群れのシガルダ / Sigarda, Host of Herons: you can still sacrifice permanents to
    pay costs of spells you cast and abilities you activate."""
    s = Scenario()
    s.battlefield("Alice", card("Sigarda, Host of Herons"), card("Bloodflow Connoisseur"),
                  card("Thraben Valiant"))
    s.script("Alice", Choose(("Thraben Valiant",)))
    s.activate("Alice", "Bloodflow Connoisseur")
    s.resolve()
    assert s.in_graveyard("Alice") == ["Thraben Valiant"]


def test_faq_P11_1_avacyn_damage_stays_marked_and_destroys_once_she_leaves() -> None:
    """P11(1) 希望の天使アヴァシン / Avacyn, Angel of Hope: indestructible creatures still have
    damage marked on them; damage just doesn't destroy them. If Avacyn leaves the
    battlefield, indestructible creatures with lethal damage are then destroyed."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Avacyn, Angel of Hope"), card("Moorland Inquisitor"))
    s.battlefield("Bob", card("Mountain"), *[card("Plains")] * 6)
    s.hand("Bob", card("Pillar of Flame"), card("Banishing Stroke"))
    s.cast("Bob", "Pillar of Flame", "Moorland Inquisitor")
    s.resolve()
    assert s.permanent("Moorland Inquisitor").damage == 2
    assert "Moorland Inquisitor" in s.on_battlefield("Alice")
    s.cast("Bob", "Banishing Stroke", "Avacyn, Angel of Hope")
    s.resolve()
    assert s.on_battlefield("Alice") == []  # 704.5g, then Pillar of Flame's exile instead
    assert "Moorland Inquisitor" in s.in_exile()


def test_faq_P11_2_avacyn_indestructible_permanents_can_still_be_sacrificed() -> None:
    """P11(2) 希望の天使アヴァシン / Avacyn, Angel of Hope: indestructible permanents can still be
    sacrificed, exiled or put into the graveyard by other effects."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Avacyn, Angel of Hope"), card("Moorland Inquisitor"))
    s.battlefield("Bob", *[card("Swamp")] * 4)
    s.hand("Bob", card("Barter in Blood"))
    s.cast("Bob", "Barter in Blood")
    s.resolve()
    assert s.on_battlefield("Alice") == []
    assert sorted(s.in_graveyard("Alice")) == ["Avacyn, Angel of Hope", "Moorland Inquisitor"]


def test_faq_P84_malignus_protection_from_red_doesnt_prevent_its_damage() -> None:
    """P84 害霊 / Malignus: if it is blocked by a creature with protection from red, the damage
    it deals to that creature isn't prevented (615.12 over 702.16e)."""
    wall = CardDefinition(
        name="Redward Wall", name_ja=None, mana_cost="{1}{W}", supertypes=(),
        card_types=(CardType.CREATURE,), subtypes=("Wall",), power=0, toughness=12,
        keywords=(Protection(colors=(Color.RED,)),),
    )
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Malignus"))
    s.battlefield("Bob", wall)
    s.attack("Malignus")
    s.block(("Redward Wall", "Malignus"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.permanent("Redward Wall").damage == 10


def test_faq_P63_1_gisela_doubles_damage_from_the_opponents_own_sources() -> None:
    """P63(1) 黄金夜の刃、ギセラ / Gisela, Blade of Goldnight: it doubles damage dealt to
    opponents and to permanents they control from any source, including sources the
    opponents control (Bob's Pillar of Flame aimed at himself deals 4)."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Gisela, Blade of Goldnight"))
    s.battlefield("Bob", card("Mountain"))
    s.hand("Bob", card("Pillar of Flame"))
    s.cast("Bob", "Pillar of Flame", "Bob")
    s.resolve()
    assert s.life("Bob") == 16


def test_faq_P63_2_gisela_the_affected_player_orders_the_replacements() -> None:
    """P63(2) 黄金夜の刃、ギセラ / Gisela, Blade of Goldnight: when several replacement effects
    modify how damage is dealt, the player being dealt damage chooses the order — Bob, with
    Alice's Gisela doubling and Bob's Gisela halving, gets 2 from 3 by halving first
    (3 → 1 → 2) rather than 3 by doubling first (3 → 6 → 3)."""
    for halve_first, dealt in ((True, 2), (False, 3)):
        s = Scenario()
        s.battlefield("Alice", card("Gisela, Blade of Goldnight"), card("Mountain"), card("Mountain"))
        s.battlefield("Bob", card("Gisela, Blade of Goldnight"))
        s.hand("Alice", card("Thunderbolt"))
        s.use_agent("Bob", _Order(halve_first))
        s.script("Alice", Modes((0,)))
        s.cast("Alice", "Thunderbolt", "Bob")
        s.resolve()
        assert s.life("Bob") == 20 - dealt


class _Order(ScriptedAgent):
    """Bob's choice among replacements (616.1): the prevention first, or the doubling."""

    def __init__(self, prevention_first: bool) -> None:
        super().__init__()
        self.prevention_first = prevention_first

    def choose_replacement(self, game, player, event, options):  # type: ignore[no-untyped-def]
        return next(r for r in options if r.prevention is self.prevention_first)


def test_faq_P64_1_gloom_surgeon_prevents_even_with_a_short_library() -> None:
    """P64(1) 鬱外科医 / Gloom Surgeon: combat damage dealt to it is prevented even if you can't
    exile that many cards from the top of your library."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Alice", card("Gloom Surgeon"))
    s.library("Alice", card("Plains"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.attack("Nettle Swine")
    s.block(("Gloom Surgeon", "Nettle Swine"))
    s.advance_to(Step.END_OF_COMBAT)
    assert "Gloom Surgeon" in s.on_battlefield("Alice") and s.in_library("Alice") == []
    assert s.in_exile() == ["Plains"]


def test_faq_P64_2_gloom_surgeon_unpreventable_damage_still_exiles() -> None:
    """P64(2) 鬱外科医 / Gloom Surgeon: if damage that can't be prevented (e.g. from Malignus) is
    dealt to it, you still exile the cards."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Alice", card("Gloom Surgeon"))
    s.library("Alice", *[card("Plains")] * 12)
    s.battlefield("Bob", card("Malignus"))
    s.attack("Malignus")
    s.block(("Gloom Surgeon", "Malignus"))
    s.advance_to(Step.END_OF_COMBAT)
    assert "Gloom Surgeon" not in s.on_battlefield("Alice")
    assert len(s.in_library("Alice")) == 2  # Malignus is 10/10: ten cards exiled


def test_faq_P108_terrifying_presence_an_illegal_target_prevents_nothing() -> None:
    """P108 恐るべき存在 / Terrifying Presence: it does nothing to the target creature itself.
    But if that creature is an illegal target on resolution, the spell is countered and no
    damage is prevented."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Nettle Swine"), card("Moorland Inquisitor"), card("Plains"))
    s.battlefield("Bob", card("Thraben Valiant"), card("Forest"), card("Forest"))
    s.hand("Bob", card("Terrifying Presence"))
    s.hand("Alice", card("Righteous Blow"))
    s.attack("Nettle Swine", "Moorland Inquisitor")
    s.block(("Thraben Valiant", "Nettle Swine"))
    s.cast("Bob", "Terrifying Presence", "Thraben Valiant")
    s.cast("Alice", "Righteous Blow", "Thraben Valiant")
    s.resolve()
    assert "Thraben Valiant" not in s.on_battlefield("Bob")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 18  # the Inquisitor's damage is not prevented


def test_faq_P44_2_divine_deflection_illegal_target_prevents_nothing() -> None:
    """P44(2) 神聖なる反撃 / Divine Deflection: if that target is illegal on resolution, the
    whole spell is countered and no damage is prevented."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Alice", *[card("Plains")] * 4)
    s.battlefield("Bob", card("Nettle Swine"), card("Thraben Valiant"), card("Swamp"))
    s.hand("Alice", card("Divine Deflection"))
    s.hand("Bob", card("Human Frailty"))
    s.script("Alice", ChooseX(3))
    s.cast("Alice", "Divine Deflection", "Thraben Valiant")
    s.cast("Bob", "Human Frailty", "Thraben Valiant")
    s.resolve()
    s.attack("Nettle Swine")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 16


def test_faq_P44_6_divine_deflection_is_new_damage_not_redirection() -> None:
    """P44(6) 神聖なる反撃 / Divine Deflection: it is not a redirection effect: Divine
    Deflection itself deals new damage to the target; the original source's lifelink doesn't
    matter and the new damage isn't combat damage. The 2012 note added that, since you
    control the new source, damage to an opponent could be redirected to a planeswalker that
    opponent controls (the old redirection rule, 306.7 of 2012); that rule was removed in 2018
    (Dominaria): now a spell or ability targets a planeswalker directly ("any target") and
    damage to a player stays with the player — the test follows the current rules."""
    walker = CardDefinition(
        name="Test Walker", name_ja=None, mana_cost="{3}", supertypes=(),
        card_types=(CardType.PLANESWALKER,), subtypes=("Test",), loyalty=3,
    )
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Alice", *[card("Plains")] * 3)
    s.battlefield("Bob", card("Seraph of Dawn"), walker)
    s.hand("Alice", card("Divine Deflection"))
    s.script("Alice", ChooseX(2))
    s.cast("Alice", "Divine Deflection", "Bob")
    s.resolve()
    s.attack("Seraph of Dawn")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 20 and s.life("Bob") == 18  # no lifelink: the Seraph dealt none
    assert s.permanent("Test Walker").loyalty == 3  # no redirection (the 2012 option)


def test_faq_P44_9_divine_deflection_prevents_even_if_the_target_is_gone() -> None:
    """P44(9) 神聖なる反撃 / Divine Deflection: it still prevents damage even if it can't deal
    damage to its target (the target left the battlefield after it resolved)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Alice", *[card("Plains")] * 4)
    s.battlefield("Bob", card("Nettle Swine"), card("Thraben Valiant"), card("Swamp"))
    s.hand("Alice", card("Divine Deflection"))
    s.hand("Bob", card("Human Frailty"))
    s.script("Alice", ChooseX(3))
    s.cast("Alice", "Divine Deflection", "Thraben Valiant")
    s.resolve()
    s.cast("Bob", "Human Frailty", "Thraben Valiant")
    s.resolve()
    s.attack("Nettle Swine")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 19


def test_faq_P44_1_divine_deflection_deals_damage_to_the_target_chosen_on_casting() -> None:
    """P44(1) 神聖なる反撃 / Divine Deflection: its only target is the creature or player it
    will deal damage to, chosen as you cast it (here Bob's Thraben Valiant, not Bob)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Alice", *[card("Plains")] * 3)
    s.battlefield("Bob", card("Nettle Swine"), card("Thraben Valiant"))
    s.hand("Alice", card("Divine Deflection"))
    s.script("Alice", ChooseX(2))
    s.cast("Alice", "Divine Deflection", "Thraben Valiant")
    s.resolve()
    s.attack("Nettle Swine")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == 18 and s.life("Bob") == 20
    assert "Thraben Valiant" in s.in_graveyard("Bob")


def test_faq_P44_3_divine_deflection_protects_creatures_you_control() -> None:
    """P44(3) 神聖なる反撃 / Divine Deflection: it can prevent damage dealt to you, to creatures
    you control and to planeswalkers you control — here Alice's blocker."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT, active="Bob")
    s.battlefield("Alice", card("Thraben Valiant"), *[card("Plains")] * 5)
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", card("Divine Deflection"))
    s.attack("Nettle Swine")
    s.block(("Thraben Valiant", "Nettle Swine"))
    s.script("Alice", ChooseX(4))
    s.cast("Alice", "Divine Deflection", "Nettle Swine")
    s.resolve()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.permanent("Thraben Valiant").damage == 0
    assert "Nettle Swine" in s.in_graveyard("Bob")  # 2 combat damage, then 4 from the spell


def test_faq_P101_6_sigarda_lethal_damage_still_destroys() -> None:
    """P101(6) 鷺群れのシガルダ / Sigarda, Host of Herons: it affects only sacrifices; creatures
    still go to the graveyard for lethal damage (a game rule, not a sacrifice)."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Sigarda, Host of Herons"), card("Moorland Inquisitor"))
    s.battlefield("Bob", card("Mountain"))
    s.hand("Bob", card("Pillar of Flame"))
    s.cast("Bob", "Pillar of Flame", "Moorland Inquisitor")
    s.resolve()
    assert "Moorland Inquisitor" not in s.on_battlefield("Alice")


def test_faq_P63_3_gisela_damage_is_assigned_first_then_doubled() -> None:
    """P63(3) 黄金夜の刃、ギセラ / Gisela, Blade of Goldnight: when damage from your source is
    split among several opponent-side recipients at the same time, assign it first and then
    double each amount — a 6/6 trampler blocked by a 2/1 assigns 1 and 5, which become 2 and
    10 (not 12 assigned as 1 and 11)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Gisela, Blade of Goldnight"), card("Soul of the Harvest"))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.attack("Soul of the Harvest")
    s.block(("Thraben Valiant", "Soul of the Harvest"))
    s.script("Alice", Damage((("Thraben Valiant", 1), ("Bob", 5))))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 10
    assert "Thraben Valiant" in s.in_graveyard("Bob")
