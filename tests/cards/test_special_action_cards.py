"""Scenario tests of the special action a static ability offers (116.2d) and of the prohibition
on activating abilities (602.5a), with Volrath's Curse (《ヴォルラスの呪い》) under a test name
and a variant paid with life (tests/support/special_action_cards.py): "Enchanted creature can't
attack or block, and its activated abilities can't be activated. That creature's controller may
sacrifice a permanent for that player to ignore this effect until end of turn."
"""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, Ignore, IgnoreEffect, Scenario, Step
from ofuda.runtime.definitions import CardDefinition
from ofuda.runtime.engine.casting.actions import ActivateAbility
from ofuda.runtime.engine.casting.spells import legal_actions
from ofuda.runtime.engine.combat.declarations import attack_candidates, can_block_at_all
from ofuda.runtime.engine.errors import IllegalActionError
from ofuda.runtime.engine.mana.costs import mana_sources
from support.compiled import card
from support.special_action_cards import CURSE, SHACKLES


def _enchanted(
    aura: CardDefinition, *, active: str = "Alice", step: Step = Step.PRECOMBAT_MAIN
) -> Scenario:
    """Bob's ``aura`` enchants Alice's Nettle Swine; Alice also controls a Plains, Bob an Island
    and a Thraben Valiant."""
    s = Scenario(active=active, step=step)
    s.battlefield("Alice", card("Nettle Swine"), card("Plains"))
    s.battlefield("Bob", card("Thraben Valiant"), card("Island"), card("Island"))
    s.library("Alice", *[card("Plains")] * 3)
    s.library("Bob", *[card("Island")] * 3)
    aura = s.battlefield("Bob", aura)[0]
    s.attach(aura, s.permanent("Nettle Swine"))
    return s


def _offered(s: Scenario, who: str) -> list[IgnoreEffect]:
    return [a for a in legal_actions(s.game, s.player(who)) if isinstance(a, IgnoreEffect)]


def _can_attack(s: Scenario, name: str) -> bool:
    return any(p.name == name for p in attack_candidates(s.game, s.game.active))


def test_volraths_curse_model_sacrifice_to_ignore_it_until_end_of_turn() -> None:
    """試作の呪い (ヴォルラスの呪い / Volrath's Curse under a test name): the creature's controller,
    and only they, may sacrifice a permanent as a special action (116.2d) — it doesn't use the
    stack — and the creature can attack this turn; the other branch: without it, it can't."""
    s = _enchanted(CURSE)
    assert not _can_attack(s, "Nettle Swine")
    assert _offered(s, "Bob") == []  # the Curse's controller isn't offered it
    assert len(_offered(s, "Alice")) == 1
    s.script("Alice", Choose(("Plains",)))
    s.ignore_effect("Alice", "Test Curse")
    assert s.in_graveyard("Alice") == ["Plains"]
    assert s.on_stack() == []
    assert "Alice ignores the effect of Test Curse until end of turn" in s.log_text()
    assert _offered(s, "Alice") == []  # ignored already: nothing more to pay for this turn
    assert _can_attack(s, "Nettle Swine")
    s.attack("Nettle Swine")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20 - 4


def test_volraths_curse_model_ignoring_ends_in_the_cleanup_step() -> None:
    """試作の呪い / Volrath's Curse model: "until end of turn" ends in the cleanup step (514.2) —
    in Bob's next turn Nettle Swine can't block again, unless Alice pays again, at instant
    speed, in Bob's turn (116.2d: any time she has priority — here when she receives it in the
    declare attackers step, after Bob's attack)."""
    s = _enchanted(CURSE)
    s.script("Alice", Choose(("Plains",)))
    s.ignore_effect("Alice", "Test Curse")
    assert can_block_at_all(s.permanent("Nettle Swine"))
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    assert s.game.active is s.player("Bob")
    assert not can_block_at_all(s.permanent("Nettle Swine"))
    s.battlefield("Alice", card("Plains"))
    s.script("Alice", Ignore("Test Curse", step=Step.DECLARE_ATTACKERS), Choose(("Plains",)))
    s.attack("Thraben Valiant")
    assert not can_block_at_all(s.permanent("Nettle Swine"))
    s.block(("Nettle Swine", "Thraben Valiant"))
    s.advance_to(Step.END_OF_COMBAT)
    assert "Thraben Valiant" in s.in_graveyard("Bob")
    assert s.life("Alice") == 20


def test_volraths_curse_model_returned_to_hand_its_effect_ends() -> None:
    """試作の呪い / Volrath's Curse model: "{1}{U}: Return Volrath's Curse to its owner's hand."
    — once it leaves, its static ability no longer applies (611.3b) and offers nothing."""
    s = _enchanted(CURSE, active="Bob")
    s.activate("Bob", "Test Curse")
    s.resolve()
    assert s.in_hand("Bob") == ["Test Curse"]
    assert can_block_at_all(s.permanent("Nettle Swine"))
    assert _offered(s, "Alice") == []


def test_ignoring_paid_with_life_needs_that_much_life() -> None:
    """試作の枷 / Test Shackles — "That creature's controller may pay 3 life for that player to
    ignore this effect until end of turn.": paying 3 life lets Nettle Swine attack; with only
    2 life Alice can't pay (119.4, 118.3), so the action isn't offered."""
    s = _enchanted(SHACKLES)
    s.ignore_effect("Alice", "Test Shackles")
    assert s.life("Alice") == 17
    assert _can_attack(s, "Nettle Swine")
    poor = _enchanted(SHACKLES)
    poor.set_life("Alice", 2)
    assert _offered(poor, "Alice") == []
    assert not _can_attack(poor, "Nettle Swine")


def test_volraths_curse_model_its_activated_abilities_cant_be_activated() -> None:
    """試作の呪い / Volrath's Curse model — "…, and its activated abilities can't be activated"
    (602.5a): Alchemist's Apprentice's "Sacrifice …: Draw a card." isn't offered, nor Somberwald
    Sage's mana ability (a mana ability is activated too); once Alice ignores the effect
    (116.2d), the Apprentice's ability can be activated again and draws a card."""
    s = Scenario(active="Alice")
    s.battlefield("Alice", card("Alchemist's Apprentice"), card("Somberwald Sage"))
    s.battlefield("Alice", card("Plains"))
    s.library("Alice", *[card("Plains")] * 3)
    curses = s.battlefield("Bob", CURSE, CURSE)
    s.attach(curses[0], s.permanent("Alchemist's Apprentice"))
    s.attach(curses[1], s.permanent("Somberwald Sage"))

    def activatable(name: str) -> bool:
        return any(
            isinstance(a, ActivateAbility) and a.source.name == name
            for a in legal_actions(s.game, s.player("Alice"))
        )

    def mana_from(name: str) -> bool:
        return any(m.permanent.name == name for m in mana_sources(s.game, s.player("Alice")))

    assert not activatable("Alchemist's Apprentice")
    assert not mana_from("Somberwald Sage")
    with pytest.raises(IllegalActionError):
        s.activate("Alice", "Alchemist's Apprentice")
    s.script("Alice", Choose(("Plains",)))
    s.ignore_effect("Alice", curses[0])
    assert activatable("Alchemist's Apprentice")
    assert not mana_from("Somberwald Sage")  # the other Curse's effect still applies
    s.activate("Alice", "Alchemist's Apprentice")
    s.resolve()
    assert s.in_hand("Alice") == ["Plains"]
    assert "Alchemist's Apprentice" in s.in_graveyard("Alice")
