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

from compiled import card  # noqa: E402

from ofuda.runtime import CardDefinition, Choose, RulesError, Scenario, Step  # noqa: E402
from ofuda.runtime.definitions import CardType, Color  # noqa: E402
from ofuda.runtime.statics import Protection  # noqa: E402


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
