"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): statics about groups and players,
damage replacement and prevention (Angel of Jubilation, Avacyn, Bower Passage, Champion of
Lambholt, Divine Deflection, Gisela, Gloom Surgeon, Malignus, Sigarda, Terrifying Presence).

Each test is named after its note and quotes it; the cards are the real AVR cards compiled
by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from compiled import card  # noqa: E402

from ofuda.runtime import RulesError, Scenario, Step  # noqa: E402


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
