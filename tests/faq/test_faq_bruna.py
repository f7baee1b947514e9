"""AVR FAQ card note P21 as scenarios (seed 003, digest §2): 雪花石を率いる者、ブルーナ /
Bruna, Light of Alabaster, attaching Auras without casting them (701.3, 303.4f, 303.4a).

Each test is named after its note and quotes it; the cards are the real AVR cards compiled by
ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

import pytest
from ofuda.runtime import Choose, May, Scenario, Step
from ofuda.runtime.engine.errors import ScriptError
from support.compiled import card


def _bruna(*, hand: tuple[str, ...] = (), graveyard: tuple[str, ...] = ()) -> Scenario:
    """Alice controls Bruna and a Plains wearing Abundant Growth (Enchant land)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Bruna, Light of Alabaster"), card("Plains"), card("Abundant Growth"))
    s.attach("Abundant Growth", "Plains")
    s.hand("Alice", *[card(n) for n in hand])
    s.graveyard("Alice", *[card(n) for n in graveyard])
    s.battlefield("Bob", card("Nettle Swine"))
    return s


def test_faq_P21_1_only_auras_that_could_enchant_bruna_move_or_enter() -> None:
    """P21(1) Bruna, Light of Alabaster: "Only Auras that could legally enchant Bruna can be
    attached, whether they move from another permanent or are put onto the battlefield.
    Example: not an "Enchant land" Aura." — Abundant Growth (Enchant land) on the battlefield
    and another in the graveyard are no choices; Guise of Fire from the hand is (303.4a: the
    enchant ability decides; nothing is targeted)."""
    s = _bruna(hand=("Guise of Fire",), graveyard=("Abundant Growth",))
    s.script("Alice", May(True), Choose(("Abundant Growth",)))
    with pytest.raises(ScriptError):  # the Aura on the Plains is not among the choices
        s.attack("Bruna, Light of Alabaster")
        s.resolve()
    assert s.permanent("Abundant Growth").attached_to.name == "Plains"

    s = _bruna(hand=("Guise of Fire",), graveyard=("Abundant Growth",))
    s.script("Alice", May(False), May(True), Choose(("Abundant Growth",)))
    with pytest.raises(ScriptError):  # nor is the Enchant land card in the graveyard
        s.attack("Bruna, Light of Alabaster")
        s.resolve()

    s = _bruna(hand=("Guise of Fire",), graveyard=("Abundant Growth",))
    s.script("Alice", May(False), May(True), Choose(("Guise of Fire",)))
    s.attack("Bruna, Light of Alabaster")
    s.resolve()
    assert s.permanent("Guise of Fire").attached_to.name == "Bruna, Light of Alabaster"
    assert [c.name for c in s.player("Alice").graveyard.objects] == ["Abundant Growth"]


def test_faq_P21_2_auras_are_attached_before_blockers_are_declared() -> None:
    """P21(2) Bruna, Light of Alabaster: "All these Auras are attached before combat damage.
    If Bruna is attacking, they are attached before blockers are declared." — the trigger
    resolves in the declare attackers step: Guise of Fire (+1/-1) is on Bruna before Bob
    declares blockers, and Bruna deals 6 combat damage."""
    s = _bruna(hand=("Guise of Fire",))
    s.script("Alice", May(False), May(True), Choose(("Guise of Fire",)))
    s.attack("Bruna, Light of Alabaster")
    s.resolve()
    assert s.game.step == Step.DECLARE_ATTACKERS
    assert s.permanent("Guise of Fire").attached_to.name == "Bruna, Light of Alabaster"
    assert s.pt("Bruna, Light of Alabaster") == (6, 4)
    life = s.player("Bob").life
    s.advance_to(Step.END_OF_COMBAT)
    assert s.player("Bob").life == life - 6
