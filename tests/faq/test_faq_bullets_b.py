"""The AVR FAQ's general notes (M1–M9 miracle, S1–S10 soulbond, B1–B6 blink): the parts of a
note that its first test leaves untested, each in a test of its own (issue 7).

Each test is named ``test_faq_<ID>_…`` (a general note is one bullet) and quotes the part of
the note it checks (seed 003, digest §2.2–2.4). The cards are the real AVR cards compiled by
ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import May, Pair, Reveal, RulesError, Scenario, Step, Targets
from ofuda.runtime.engine.stack.resolution import resolve_top
from support.compiled import card, card_from_text


def _cloudshift(s: Scenario, target: str) -> None:
    s.battlefield("Alice", card("Plains"))
    s.hand("Alice", card("Cloudshift"))
    s.cast("Alice", "Cloudshift", target)
    s.resolve()


# --- miracle ---------------------------------------------------------------------------------

SCHOLAR = card_from_text(
    "name: 試作の学者 / Test Scholar\ncost: {W}\ntype: エンチャント / Enchantment\n"
    "ja:\n  あなたがカードを１枚引くたび、あなたは１点のライフを得る。\n"
    "en:\n  Whenever you draw a card, you gain 1 life.\n"
)


@pytest.mark.parametrize("cast", [True, False])
def test_faq_M1_a_miracle_card_is_drawn_so_draw_triggers_trigger(cast: bool) -> None:
    """M1: you draw the card whether or not you use its miracle ability, so "whenever you draw
    a card" abilities trigger (あなたがカードを１枚引くたび): Test Scholar's life gain happens
    whether Thunderous Wrath is then cast for its miracle cost or stays in hand."""
    s = Scenario(step=Step.UPKEEP)
    s.library("Alice", card("Thunderous Wrath"))
    s.battlefield("Alice", card("Mountain"), SCHOLAR)
    s.script("Alice", Reveal(True), May(cast), *([Targets(("Bob",))] if cast else []))
    s.advance_to(Step.DRAW)
    s.resolve()
    assert s.life("Alice") == 21
    if cast:
        assert s.life("Bob") == 15
        assert s.in_graveyard("Alice") == ["Thunderous Wrath"]
    else:
        assert s.life("Bob") == 20
        assert s.in_hand("Alice") == ["Thunderous Wrath"]


def test_faq_M2_a_card_that_is_not_the_first_drawn_this_turn_is_no_miracle() -> None:
    """M2: only if it is the **first card you drew this turn** may you reveal it and cast it
    with miracle, on any player's turn — on Bob's turn Alice draws twice (two Alchemist's
    Apprentices): Thunderous Wrath, her second card, is not offered as a miracle."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Alchemist's Apprentice"), card("Alchemist's Apprentice"))
    s.battlefield("Alice", card("Mountain"))
    s.library("Alice", card("Plains"), card("Thunderous Wrath"))
    apprentices = [p for p in s.game.battlefield.objects if p.name == "Alchemist's Apprentice"]
    s.activate("Alice", apprentices[0])
    s.resolve()
    s.activate("Alice", apprentices[1])
    s.resolve()  # no Reveal is scripted: being asked would raise a ScriptError
    assert sorted(s.in_hand("Alice")) == ["Plains", "Thunderous Wrath"]
    assert "reveal" not in s.log_text().lower()
    assert s.life("Bob") == 20


def test_faq_M4_a_miracle_that_cannot_be_cast_then_cannot_be_cast_later() -> None:
    """M4: if you don't cast it while its trigger resolves, **or can't** (for example, no legal
    targets), you can't cast it for its miracle cost later — Revenge of the Hunted, revealed
    with no creature to target, stays in hand; when a creature arrives, its {G} miracle cost
    is no longer on offer (its mana cost {4}{G}{G} is)."""
    s = Scenario(step=Step.UPKEEP)
    s.library("Alice", card("Revenge of the Hunted"))
    s.battlefield("Alice", card("Forest"))
    s.script("Alice", Reveal(True))
    s.advance_to(Step.DRAW)
    s.resolve()
    assert "reveal" in s.log_text().lower()
    assert s.in_hand("Alice") == ["Revenge of the Hunted"]
    s.advance_to(Step.PRECOMBAT_MAIN)
    s.battlefield("Alice", card("Nettle Swine"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Revenge of the Hunted", "Nettle Swine")
    assert s.pt("Nettle Swine") == (4, 3)


def test_faq_M5_an_instant_cast_by_miracle_during_the_draw_step() -> None:
    """M5: you cast the miracle card **during the resolution of the triggered ability**: it
    goes on the stack then, and resolves after it (Revenge of the Hunted on Alice's creature,
    in her draw step, for {G})."""
    s = Scenario(step=Step.UPKEEP)
    s.library("Alice", card("Revenge of the Hunted"))
    s.battlefield("Alice", card("Forest"), card("Nettle Swine"))
    s.script("Alice", Reveal(True), May(True), Targets(("Nettle Swine",)))
    s.advance_to(Step.DRAW)
    assert s.game.step == Step.DRAW
    s.resolve()
    assert s.pt("Nettle Swine") == (10, 9)
    assert s.has_keyword("Nettle Swine", "trample")
    assert "Revenge of the Hunted" in s.in_graveyard("Alice")


# --- soulbond --------------------------------------------------------------------------------


def test_faq_S1_paired_creatures_are_targeted_and_affected_separately() -> None:
    """S1: two paired creatures remain separate creatures in every way: they are targeted and
    affected separately, and change zones separately — Zealous Strike on one pumps only it;
    the other leaving the battlefield doesn't take it along."""
    s = Scenario()
    s.battlefield("Alice", card("Wolfir Silverheart"), card("Nettle Swine"), *[card("Plains")] * 2)
    s.pair("Wolfir Silverheart", "Nettle Swine")
    s.hand("Alice", card("Zealous Strike"))
    s.cast("Alice", "Zealous Strike", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == (10, 9)
    assert s.pt("Wolfir Silverheart") == (8, 8)
    assert not s.has_keyword("Wolfir Silverheart", "first strike")
    s.game.destroy(s.permanent("Wolfir Silverheart"))
    s.check_state()
    assert s.on_battlefield("Alice").count("Nettle Swine") == 1


def test_faq_S3_the_partner_is_chosen_only_as_the_trigger_resolves() -> None:
    """S3: when soulbond does trigger, the partner isn't chosen until the ability resolves — a
    creature that arrives while the trigger waits on the stack can be chosen."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *[card("Forest")] * 5)
    s.hand("Alice", card("Wolfir Silverheart"))
    s.cast("Alice", "Wolfir Silverheart")
    resolve_top(s.game)  # the Silverheart enters
    s.check_state()  # its soulbond trigger goes on the stack
    assert s.on_stack() and s.permanent("Wolfir Silverheart").paired_with is None
    s.battlefield("Alice", card("Vorstclaw"))  # arrives while the trigger waits
    s.script("Alice", Pair("Vorstclaw"))
    s.resolve()
    assert s.permanent("Wolfir Silverheart").paired_with is s.permanent("Vorstclaw")
    assert s.pt("Vorstclaw") == (11, 11)
    assert s.pt("Nettle Swine") == (4, 3)


# --- blink -----------------------------------------------------------------------------------


def test_faq_B2_a_blinked_creature_cannot_use_its_tap_abilities() -> None:
    """B2: a returned creature **can't attack or use {T} abilities** until you have controlled
    it continuously since your most recent turn began (302.6) — Somberwald Sage's {T} mana
    ability can't be used after Cloudshift; before it, it could."""
    s = Scenario()
    s.battlefield("Alice", card("Somberwald Sage"))
    s.hand("Alice", card("Wolfir Avenger"))
    assert "Wolfir Avenger" in [c.name for c in _castable(s)]
    _cloudshift(s, "Somberwald Sage")
    assert s.permanent("Somberwald Sage").sick
    with pytest.raises(RulesError):
        s.cast("Alice", "Wolfir Avenger")


def _castable(s: Scenario) -> list:
    from ofuda.runtime.engine.casting.spells import castable_cards

    return [c for c, _ in castable_cards(s.game, s.player("Alice"))]


def test_faq_B3_counters_on_the_leaving_permanent_cease_to_exist() -> None:
    """B3: **counters** on the leaving permanent cease to exist (122.2) — a Nettle Swine with
    two +1/+1 counters comes back a plain 4/3."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"))
    s.counters("Nettle Swine", "+1/+1", 2)
    assert s.pt("Nettle Swine") == (6, 5)
    _cloudshift(s, "Nettle Swine")
    assert s.permanent("Nettle Swine").counters.get("+1/+1", 0) == 0
    assert s.pt("Nettle Swine") == (4, 3)


def test_faq_B5_a_blinked_paired_creature_may_pair_with_a_different_creature() -> None:
    """B5: when it returns, its soulbond triggers again, and it may pair with its old partner
    **or a different creature**."""
    s = Scenario()
    s.battlefield("Alice", card("Wolfir Silverheart"), card("Nettle Swine"), card("Vorstclaw"))
    s.pair("Wolfir Silverheart", "Nettle Swine")
    s.script("Alice", Pair("Vorstclaw"))
    _cloudshift(s, "Wolfir Silverheart")
    assert s.permanent("Wolfir Silverheart").paired_with is s.permanent("Vorstclaw")
    assert s.permanent("Nettle Swine").paired_with is None
    assert s.pt("Nettle Swine") == (4, 3)
    assert s.pt("Vorstclaw") == (11, 11)
