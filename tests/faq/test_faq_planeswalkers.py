"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): planeswalkers (606) — Tibalt,
Tamiyo — and Descent into Madness and Tyrant of Discord, whose notes are about choices and
sacrifices on resolution. (Cost changes and copies of spells: tests/faq/test_faq_stack.py.)

Each test is named after its note and quotes it; the cards are the real AVR
cards compiled by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from ofuda.runtime import (
    Choose,
    May,
    Scenario,
    ScriptedAgent,
    Step,
    Targets,
)
from support.compiled import card, card_from_text

# A spell with a creature target and a player target (not an AVR card).

# --- planeswalkers (606) ------------------------------------------------------------------

TIBALT = "Tibalt, the Fiend-Blooded"


def test_faq_P109_1_tibalt_counts_the_hand_on_resolution() -> None:
    """P109(1) 悪鬼の血統、ティボルト / Tibalt: the number of cards in the target player's hand is
    determined when the second ability resolves — Bob casts one of his three cards in
    response and takes 2."""
    s = Scenario()
    s.battlefield("Alice", card(TIBALT))
    s.counters(TIBALT, "loyalty", 2)
    s.battlefield("Bob", card("Plains"), card("Plains"), card("Thraben Valiant"))
    s.hand("Bob", card("Zealous Strike"), card("Island"), card("Swamp"))
    s.activate("Alice", TIBALT, "Bob", index=1)
    s.cast("Bob", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    assert s.life("Bob") == 18


def test_faq_P109_2_tibalt_untaps_and_hastes_your_own_creatures_too() -> None:
    """P109(2) 悪鬼の血統、ティボルト / Tibalt: when the third ability resolves, all creatures untap
    and gain haste, including those you already controlled."""
    s = Scenario()
    s.battlefield("Alice", card(TIBALT))
    s.counters(TIBALT, "loyalty", 4)
    s.battlefield("Alice", card("Nettle Swine"), tapped=True, sick=True)
    s.battlefield("Bob", card("Vorstclaw"))
    s.activate("Alice", TIBALT, index=2)
    s.resolve()
    assert not s.is_tapped("Nettle Swine")
    assert s.has_keyword("Nettle Swine", "haste") and s.has_keyword("Vorstclaw", "haste")
    power = s.pt("Nettle Swine")[0] + s.pt("Vorstclaw")[0]
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.attack("Nettle Swine", "Vorstclaw")  # summoning sick, but hasty
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20 - power


# --- 狂気堕ち / Descent into Madness -------------------------------------------------------

DESCENT = "Descent into Madness"


def _descent_upkeep(counters: int) -> Scenario:
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", card("Descent into Madness"))
    if counters:
        s.counters(DESCENT, "despair", counters)
    return s


def test_faq_P41_1_descent_each_counter_a_permanent_or_a_hand_card() -> None:
    """P41(1) 狂気堕ち / Descent into Madness: for each despair counter (絶望カウンター), exile
    either one permanent you control or one card from your hand — two counters: a land and a
    card from hand."""
    s = _descent_upkeep(1)
    (plains,) = s.battlefield("Alice", card("Plains"))
    (swamp,) = s.hand("Alice", card("Swamp"))
    s.hand("Alice", card("Island"))
    s.script("Alice", Choose((plains, swamp)))
    s.advance_to(Step.UPKEEP)
    s.resolve()
    assert sorted(s.in_exile()) == ["Plains", "Swamp"]
    assert s.in_hand("Alice") == ["Island"]


def test_faq_P41_2_descent_choices_in_turn_order_exiled_together() -> None:
    """P41(2) 狂気堕ち / Descent into Madness: you choose first, then each other player in turn
    order, and then everything chosen is exiled at the same time (Bob is asked after Alice, and
    Alice's choice is still on the battlefield while Bob chooses)."""
    asked: list[tuple[str, list[str]]] = []
    s = _descent_upkeep(0)
    (plains,) = s.battlefield("Alice", card("Plains"))
    (island, _) = s.battlefield("Bob", card("Island"), card("Island"))

    def recording(agent: ScriptedAgent) -> None:
        original = agent.choose_cards

        def choose_cards(game, player, cards, minimum, maximum, reason):  # type: ignore[no-untyped-def]
            asked.append((player.name, sorted(p.name for p in s.game.battlefield.objects)))
            return original(game, player, cards, minimum, maximum, reason)

        agent.choose_cards = choose_cards  # type: ignore[method-assign]

    recording(s.agent("Alice"))
    recording(s.agent("Bob"))
    s.script("Alice", Choose((plains,)))
    s.script("Bob", Choose((island,)))
    s.advance_to(Step.UPKEEP)
    s.resolve()
    assert [who for who, _ in asked] == ["Alice", "Bob"]
    assert "Plains" in asked[1][1]  # not yet exiled when Bob chose
    assert sorted(s.in_exile()) == ["Island", "Plains"]


def test_faq_P41_3_descent_more_counters_than_cards_exiles_everything() -> None:
    """P41(3) 狂気堕ち / Descent into Madness: if there are more counters than your permanents plus
    hand cards, you exile every permanent you control (including Descent) and every card in
    your hand."""
    s = _descent_upkeep(4)
    s.battlefield("Alice", card("Plains"))
    s.hand("Alice", card("Swamp"))
    s.advance_to(Step.UPKEEP)
    s.resolve()
    assert s.on_battlefield("Alice") == []
    assert s.in_hand("Alice") == []
    assert sorted(s.in_exile()) == [DESCENT, "Plains", "Swamp"]


def test_faq_P41_4_descent_gone_uses_its_last_known_counters() -> None:
    """P41(4) 狂気堕ち / Descent into Madness: if Descent has left the battlefield by the time the
    ability resolves, use the number of counters it had when it left (last known information):
    two counters when Bob destroyed it in response, so two cards each."""
    s = _descent_upkeep(2)
    alices = s.battlefield("Alice", *[card("Plains")] * 3)
    bobs = s.battlefield("Bob", *[card("Plains")] * 4)
    s.hand("Bob", card("Cursebreak"))
    s.script("Alice", Choose(tuple(alices[:2])))
    s.script("Bob", Choose(tuple(bobs[2:])))
    s.advance_to(Step.UPKEEP)
    s.check_state()  # the trigger goes on the stack
    s.cast("Bob", "Cursebreak", DESCENT)
    s.resolve()
    assert DESCENT in s.in_graveyard("Alice")
    assert len(s.on_battlefield("Alice")) == 1
    assert len(s.on_battlefield("Bob")) == 2


TAMIYO = "Tamiyo, the Moon Sage"
STEAL = card_from_text("name: Steal\ncost: {U}\ntype: Sorcery\nen:\n  Gain control of target creature.\n")


def test_faq_P106_1_tamiyo_tracks_the_permanent_not_its_controller() -> None:
    """P106(1) 月の賢者タミヨウ / Tamiyo: the first ability tracks the permanent, not its
    controller. If control changes, the permanent doesn't untap during the new controller's
    next untap step (Alice steals the tapped Vorstclaw: it stays tapped in her untap step)."""
    s = Scenario()
    s.battlefield("Alice", card(TAMIYO), card("Island"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.library("Alice", *[card("Island")] * 3)
    s.library("Bob", *[card("Island")] * 3)
    s.hand("Alice", STEAL)
    s.activate("Alice", TAMIYO, "Vorstclaw", index=0)
    s.resolve()
    s.cast("Alice", "Steal", "Vorstclaw")
    s.resolve()
    assert "Vorstclaw" in s.on_battlefield("Alice")
    s.advance_to(Step.END)
    s.advance_to(Step.END, new_turn=True)  # Bob's turn: not Vorstclaw's controller's untap
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's untap step: the next one of its controller
    assert s.is_tapped("Vorstclaw")
    s.advance_to(Step.END)
    s.advance_to(Step.END, new_turn=True)
    s.advance_to(Step.UPKEEP, new_turn=True)  # the one after it untaps as usual
    assert not s.is_tapped("Vorstclaw")


def test_faq_P106_2_tamiyo_counts_tapped_creatures_on_resolution() -> None:
    """P106(2) 月の賢者タミヨウ / Tamiyo: the number of tapped creatures the player controls is
    determined when the second ability resolves (Alice taps a third creature of Bob's with
    Crippling Chill in response: three cards, and one from Crippling Chill)."""
    s = Scenario()
    s.battlefield("Alice", card(TAMIYO), *[card("Island")] * 3)
    s.battlefield("Bob", card("Vorstclaw"), card("Nettle Swine"), tapped=True)
    s.battlefield("Bob", card("Thraben Valiant"))
    s.library("Alice", *[card("Island")] * 5)
    s.hand("Alice", card("Crippling Chill"))
    s.activate("Alice", TAMIYO, "Bob", index=1)
    s.cast("Alice", "Crippling Chill", "Thraben Valiant")
    s.resolve()
    assert len(s.in_hand("Alice")) == 4


def test_faq_P106_3_tamiyo_one_emblem_with_two_abilities() -> None:
    """P106(3) 月の賢者タミヨウ / Tamiyo: the third ability creates one emblem with two
    abilities."""
    s = Scenario()
    s.battlefield("Alice", card(TAMIYO))
    s.counters(TAMIYO, "loyalty", 4)
    s.activate("Alice", TAMIYO, index=2)
    s.resolve()
    (emblem,) = s.game.command.objects
    assert len(emblem.abilities) == 2
    assert emblem.controller is s.player("Alice")


def test_faq_P106_4_tamiyo_at_zero_loyalty_is_gone_before_the_emblem() -> None:
    """P106(4) 月の賢者タミヨウ / Tamiyo: with exactly 8 loyalty counters when you activate her
    third ability, she goes to your graveyard (0 loyalty, SBA) before the emblem is created.
    The emblem therefore can't return her to your hand."""
    s = Scenario()
    s.battlefield("Alice", card(TAMIYO))
    s.counters(TAMIYO, "loyalty", 4)
    s.activate("Alice", TAMIYO, index=2)
    s.script("Alice", May(True))
    s.resolve()
    assert s.in_graveyard("Alice") == [TAMIYO]
    assert s.in_hand("Alice") == []
    assert len(s.game.command.objects) == 1


def test_faq_P106_5_tamiyo_emblem_returns_a_card_never_in_hand() -> None:
    """P106(5) 月の賢者タミヨウ / Tamiyo: the emblem can return any card put into your graveyard,
    even one that was never in your hand (a card milled from the library)."""
    s = Scenario()
    s.battlefield("Alice", card(TAMIYO))
    s.counters(TAMIYO, "loyalty", 5)
    s.activate("Alice", TAMIYO, index=2)
    s.resolve()
    s.library("Alice", card("Vorstclaw"))
    s.script("Alice", May(True))
    s.game.mill(s.player("Alice"), 1)  # put into the graveyard from the library
    s.resolve()
    assert s.in_hand("Alice") == ["Vorstclaw"]


# --- 不和の暴君 / Tyrant of Discord ---------------------------------------------------------


def _tyrant_enters(s: Scenario) -> None:
    """Alice casts Tyrant of Discord; it resolves and its trigger targets Bob (on the stack)."""
    from ofuda.runtime.engine.stack.resolution import resolve_top

    s.battlefield("Alice", *[card("Mountain")] * 7)
    s.hand("Alice", card("Tyrant of Discord"))
    s.cast("Alice", "Tyrant of Discord")
    resolve_top(s.game)  # the creature spell
    s.script("Alice", Targets(("Bob",)))
    s.check_state()  # the enters trigger goes on the stack


def test_faq_P114_1_tyrant_repeats_until_a_land() -> None:
    """P114(1) 不和の暴君 / Tyrant of Discord: the repeated process includes the instruction to
    repeat, so the opponent keeps sacrificing permanents until they sacrifice a land (no land:
    everything goes)."""
    s = Scenario()
    s.battlefield("Bob", card("Vorstclaw"), card("Nettle Swine"), card("Thraben Valiant"))
    _tyrant_enters(s)
    s.resolve()
    assert s.on_battlefield("Bob") == []
    assert len(s.in_graveyard("Bob")) == 3


def test_faq_P114_2_tyrant_only_the_target_opponent_sacrifices() -> None:
    """P114(2) 不和の暴君 / Tyrant of Discord: the repeated process doesn't include targeting, so
    only one opponent sacrifices (Alice's own permanents are never chosen)."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"))
    s.battlefield("Bob", card("Vorstclaw"), card("Nettle Swine"))
    _tyrant_enters(s)
    s.resolve()
    assert "Thraben Valiant" in s.on_battlefield("Alice")
    assert len(s.on_battlefield("Alice")) == 9  # 7 Mountains, Thraben Valiant, the Tyrant


def test_faq_P114_3_tyrant_triggers_wait_for_the_end_of_resolution() -> None:
    """P114(3) 不和の暴君 / Tyrant of Discord: abilities that trigger during resolution go on the
    stack afterwards (Bob's Blood Artist sees creatures die: its triggers resolve only after
    the Tyrant's ability has finished)."""
    from ofuda.runtime.engine.stack.resolution import resolve_top

    s = Scenario()
    s.battlefield("Bob", card("Blood Artist"), card("Vorstclaw"), card("Nettle Swine"))
    _tyrant_enters(s)
    resolve_top(s.game)  # the Tyrant's ability: every creature of Bob's is sacrificed
    assert s.on_battlefield("Bob") == []
    assert s.life("Alice") == 20 and s.on_stack() == []  # nothing has triggered onto the stack yet
    s.script("Bob", *[Targets(("Alice",))] * 3)
    s.resolve()
    assert s.life("Alice") < 20


def test_faq_P114_4_tyrant_against_sigarda_chooses_but_sacrifices_nothing() -> None:
    """P114(4) 不和の暴君 / Tyrant of Discord: if the target opponent can't sacrifice (Sigarda,
    Host of Herons), they choose a permanent at random but don't sacrifice it, and resolution
    ends."""
    s = Scenario()
    s.battlefield("Bob", card("Sigarda, Host of Herons"), card("Vorstclaw"))
    _tyrant_enters(s)
    s.resolve()
    assert sorted(s.on_battlefield("Bob")) == ["Sigarda, Host of Herons", "Vorstclaw"]
    assert "at random" in s.log_text()
