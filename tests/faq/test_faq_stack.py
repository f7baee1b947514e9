"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): planeswalkers, cost changes and
spells on the stack.

Each test is named after its note and quotes it; the cards are the real AVR
cards compiled by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from ofuda.runtime import (
    Choose,
    ChooseX,
    May,
    Reveal,
    RulesError,
    Scenario,
    ScriptedAgent,
    ScriptError,
    Step,
    Targets,
)
from support.compiled import card, card_from_text

# A spell with a creature target and a player target (not an AVR card).
TWIN_SPARK = card_from_text(
    "name: Twin Spark\ncost: {R}\ntype: Instant\nen:\n"
    "  Target creature gets +1/+0 until end of turn. Target player gains 1 life.\n"
)


def lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    """``n`` basic lands called ``name``."""
    return [card(name)] * n


def test_faq_P90_outwit_spell_may_have_other_targets_than_the_player() -> None:
    """P90(1) 知恵比べ / Outwit: the target spell may have other targets, as long as at least
    one of its targets is a player."""
    s = Scenario()
    s.battlefield("Alice", card("Mountain"), card("Thraben Valiant"))
    s.battlefield("Bob", card("Island"))
    s.hand("Alice", TWIN_SPARK)
    s.hand("Bob", card("Outwit"))
    s.cast("Alice", "Twin Spark", "Thraben Valiant", "Alice")
    s.cast("Bob", "Outwit", "Twin Spark")
    s.resolve()
    assert s.in_graveyard("Alice") == ["Twin Spark"]
    assert s.life("Alice") == 20
    assert s.pt("Thraben Valiant") == (2, 1)


def test_faq_P99_1_second_guess_needs_the_second_spell_cast_this_turn() -> None:
    """P99(1) 当て推量 / Second Guess: you can't cast it unless the target spell is the
    second spell cast this turn — the third is no legal target."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 6), card("Thraben Valiant"))
    s.battlefield("Bob", *lands("Island", 2))
    s.hand("Alice", *[card("Zealous Strike")] * 3)
    s.hand("Bob", card("Second Guess"))
    for _ in range(2):
        s.cast("Alice", "Zealous Strike", "Thraben Valiant")
        s.resolve()
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    with pytest.raises(RulesError):
        s.cast("Bob", "Second Guess", "Zealous Strike")


def test_faq_P99_2_second_guess_ignores_what_became_of_the_first_spell() -> None:
    """P99(2) 当て推量 / Second Guess: it doesn't matter whether the first spell has resolved,
    or how many spells were cast after the second, as long as the second is still on the
    stack. (The first spell is still on the stack under the second here, and a third was
    cast on top of it.)"""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 6), card("Thraben Valiant"))
    s.battlefield("Bob", *lands("Island", 2))
    s.hand("Alice", *[card("Zealous Strike")] * 3)
    s.hand("Bob", card("Second Guess"))
    for _ in range(3):
        s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    second = s.game.spells_cast_this_turn[1]
    s.cast("Bob", "Second Guess", second)
    s.resolve()
    assert s.pt("Thraben Valiant") == (6, 5)  # two of the three resolved
    assert "Second Guess" in s.in_graveyard("Bob")


# --- cost changes (601.2f) ------------------------------------------------------------

# A Thalia-like tax and a spell with an additional mana cost (standing in for kicker):
# test cards, not AVR cards.
TAX = card_from_text(
    "name: Test Tax\ncost: {1}{W}\ntype: Enchantment\nen:\n  Noncreature spells cost {1} more to cast.\n"
)
KICKED_HUMAN = card_from_text(
    "name: Kicked Human\ncost: {W}\ntype: Creature — Human\npt: 1/1\nen:\n"
    "  As an additional cost to cast this spell, {2}.\n"
)
ANGEL_HUMAN = card_from_text(
    "name: Angel Human\ncost: {3}{W}\ntype: Creature — Angel Human\npt: 2/2\n"
)


def test_faq_P9_1_arcane_melee_does_not_reduce_colored_mana() -> None:
    """P9(1) 秘儀の打ち合い / Arcane Melee: it can't reduce the colored mana requirements of
    instants and sorceries — Thunderbolt ({2}{R}) still needs {R}."""
    s = Scenario()
    s.battlefield("Alice", card("Arcane Melee"), card("Plains"))
    s.hand("Alice", card("Thunderbolt"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Thunderbolt", "Bob", modes=(0,))


def test_faq_P9_2_arcane_melee_increases_apply_before_reductions() -> None:
    """P9(2) 秘儀の打ち合い / Arcane Melee: additional costs and cost increases (kicker,
    Thalia, Guardian of Thraben's tax) are applied before cost reductions — Zealous Strike
    ({1}{W}) +{1} −{2} costs {W}."""
    s = Scenario()
    s.battlefield("Alice", card("Arcane Melee"), TAX, card("Plains"))
    s.hand("Alice", card("Zealous Strike"))
    s.battlefield("Alice", card("Thraben Valiant"))
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 3)


def test_faq_P9_3_arcane_melee_reduces_a_miracle_cost() -> None:
    """P9(3) 秘儀の打ち合い / Arcane Melee: it can reduce alternative costs such as miracle
    costs — Temporal Mastery's miracle cost {1}{U} becomes {U}."""
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Alice", card("Arcane Melee"), card("Island"))
    s.library("Alice", card("Temporal Mastery"))
    s.script("Alice", Reveal(True), May(True))
    s.advance_to(Step.DRAW)
    s.resolve()
    assert s.in_exile() == ["Temporal Mastery"]


def test_faq_P9_4_arcane_melee_one_generic_mana_drops_by_one() -> None:
    """P9(4) 秘儀の打ち合い / Arcane Melee: if the spell's cost has only 1 generic mana, the
    cost drops by only {1} — a {1}{W} instant (Zealous Strike) costs {W}."""
    s = Scenario()
    s.battlefield("Alice", card("Arcane Melee"), card("Plains"), card("Thraben Valiant"))
    s.hand("Alice", card("Zealous Strike"))
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 3)


def test_faq_P72_1_herald_of_war_counter_before_blockers() -> None:
    """P72(1) 戦争の伝令 / Herald of War: the +1/+1 counter goes on Herald of War before
    blockers are declared and before combat damage."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Herald of War"))
    s.attack("Herald of War")
    s.resolve()
    assert s.game.step == Step.DECLARE_ATTACKERS
    assert s.permanent("Herald of War").counter_count("+1/+1") == 1
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 16


def test_faq_P72_2_herald_of_war_counts_every_counter() -> None:
    """P72(2) 戦争の伝令 / Herald of War: the reduction counts all +1/+1 counters on it, not
    only those its own ability put there (two put by another effect: Seraph of Dawn costs
    {W}{W})."""
    s = Scenario()
    s.battlefield("Alice", card("Herald of War"), *lands("Plains", 2))
    s.counters("Herald of War", "+1/+1", 2)
    s.hand("Alice", card("Seraph of Dawn"))
    s.cast("Alice", "Seraph of Dawn")
    s.resolve()
    assert "Seraph of Dawn" in s.on_battlefield("Alice")


def test_faq_P72_3_herald_of_war_additional_costs_before_reduction() -> None:
    """P72(3) 戦争の伝令 / Herald of War: additional costs such as kicker are added before the
    reduction is applied — a {W} Human with an additional {2} costs {W} with two counters."""
    s = Scenario()
    s.battlefield("Alice", card("Herald of War"), card("Plains"))
    s.counters("Herald of War", "+1/+1", 2)
    s.hand("Alice", KICKED_HUMAN)
    s.cast("Alice", "Kicked Human")
    s.resolve()
    assert "Kicked Human" in s.on_battlefield("Alice")


def test_faq_P72_4_herald_of_war_angel_human_is_reduced_once() -> None:
    """P72(4) 戦争の伝令 / Herald of War: a creature spell that is both an Angel and a Human
    costs {1} less per counter; the reduction isn't doubled ({3}{W} with one counter costs
    {2}{W}, not {1}{W})."""
    s = Scenario()
    s.battlefield("Alice", card("Herald of War"), *lands("Plains", 2))
    s.counters("Herald of War", "+1/+1", 1)
    s.hand("Alice", ANGEL_HUMAN)
    with pytest.raises(RulesError):
        s.cast("Alice", "Angel Human")
    s.battlefield("Alice", card("Plains"))
    s.cast("Alice", "Angel Human")
    s.resolve()
    assert "Angel Human" in s.on_battlefield("Alice")


# --- 錬金術師の隠れ家 / Alchemist's Refuge (601.3e) ---------------------------------------


def test_faq_P3_1_alchemists_refuge_nonland_cards_any_time_you_could_cast_an_instant() -> None:
    """P3(1) 錬金術師の隠れ家 / Alchemist's Refuge: you may cast nonland cards that have flash
    any time you could cast an instant — a sorcery (Mental Agony) in Bob's end step."""
    s = Scenario(active="Bob", step=Step.END)
    s.battlefield("Alice", card("Alchemist's Refuge"), card("Forest"), card("Island"),
                  *lands("Swamp", 4))
    s.hand("Alice", card("Mental Agony"))
    s.activate("Alice", "Alchemist's Refuge", index=1)
    s.resolve()
    s.cast("Alice", "Mental Agony", "Bob")
    s.resolve()
    assert s.life("Bob") == 18


def test_faq_P3_2_alchemists_refuge_applies_in_any_zone_you_may_cast_from() -> None:
    """P3(2) 錬金術師の隠れ家 / Alchemist's Refuge: its last ability applies to nonland cards in
    any zone, as long as something lets you cast them (a sorcery that may be cast from the
    graveyard, as with flashback, is cast on Bob's turn)."""
    from ofuda.runtime.engine.layers.rules import CastPermission

    s = Scenario(active="Bob")
    s.battlefield("Alice", card("Alchemist's Refuge"), card("Forest"), card("Island"),
                  *lands("Swamp", 4))
    (agony,) = s.graveyard("Alice", card("Mental Agony"))
    s.game.cast_permissions.append(CastPermission(s.player("Alice"), agony))
    with pytest.raises(RulesError):
        s.cast("Alice", "Mental Agony", "Bob")
    s.activate("Alice", "Alchemist's Refuge", index=1)
    s.resolve()
    s.cast("Alice", "Mental Agony", "Bob")
    s.resolve()
    assert s.life("Bob") == 18


# --- 二重詠唱 / Dual Casting (707.10) ---------------------------------------------------

# "Whenever you cast an instant spell" (601.2i), not an AVR card.
CAST_WATCHER = card_from_text(
    "name: Cast Watcher\ncost: {U}\ntype: Creature — Human\npt: 1/1\nen:\n"
    "  Whenever you cast an instant spell, you gain 1 life.\n"
)


def _dual_casting(s: Scenario, *more: object) -> None:
    """Alice's Thraben Valiant enchanted with Dual Casting, and Mountains."""
    s.battlefield("Alice", card("Thraben Valiant"), card("Dual Casting"), *lands("Mountain", 4), *more)
    s.attach("Dual Casting", "Thraben Valiant")


def test_faq_P50_1_dual_casting_copies_a_spell_without_targets() -> None:
    """P50(1) 二重詠唱 / Dual Casting: it can target and copy any instant or sorcery spell you
    control, whether or not that spell has targets — Banners Raised twice: +2/+0."""
    s = Scenario()
    _dual_casting(s)
    s.hand("Alice", card("Banners Raised"))
    s.cast("Alice", "Banners Raised")
    s.activate("Alice", "Thraben Valiant", "Banners Raised")
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 1)


def test_faq_P50_2_dual_casting_copy_is_not_cast_and_can_be_answered() -> None:
    """P50(2) 二重詠唱 / Dual Casting: the copy is created on the stack, so it isn't "cast" and
    "whenever you cast" triggers don't trigger. It resolves like a normal spell, after players
    have had a chance to cast spells and activate abilities (here Bob counters the copy)."""
    from ofuda.runtime.engine.stack.resolution import resolve_top

    s = Scenario()
    _dual_casting(s, CAST_WATCHER)
    s.battlefield("Bob", card("Island"))
    s.hand("Alice", card("Thunderbolt"))
    s.hand("Bob", card("Outwit"))
    s.cast("Alice", "Thunderbolt", "Bob", modes=(0,))
    s.script("Alice", May(False))
    s.activate("Alice", "Thraben Valiant", "Thunderbolt")
    resolve_top(s.game)  # Dual Casting's ability: the copy is put on the stack
    copy = next(o for o in s.game.stack.objects if getattr(o, "is_copy", False))
    assert len(s.game.spells_cast_this_turn) == 1  # the copy isn't cast (707.10c)
    s.cast("Bob", "Outwit", copy)
    s.resolve()
    assert s.life("Bob") == 17  # the copy was countered; Thunderbolt resolved
    assert s.life("Alice") == 21  # one "cast" trigger: Thunderbolt's, none for the copy


def test_faq_P50_3_dual_casting_new_targets_only_legal_ones() -> None:
    """P50(3) 二重詠唱 / Dual Casting: the copy has the same targets unless you choose new ones.
    You may change any or all of them. If any newly chosen target is illegal, that choice can't
    be made and the target stays unchanged — Bob (a player) can't be chosen for Zealous
    Strike's copy; choosing again among the legal ones keeps Thraben Valiant."""
    s = Scenario()
    _dual_casting(s, card("Plains"), card("Plains"))
    s.hand("Alice", card("Zealous Strike"))
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.script("Alice", May(True), Targets(("Bob",)))
    s.activate("Alice", "Thraben Valiant", "Zealous Strike")
    with pytest.raises(ScriptError, match="choices are: Thraben Valiant$"):
        s.resolve()
    s = Scenario()
    _dual_casting(s, card("Plains"), card("Plains"))
    s.hand("Alice", card("Zealous Strike"))
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.script("Alice", May(True), Targets(("Thraben Valiant",)))
    s.activate("Alice", "Thraben Valiant", "Zealous Strike")
    s.resolve()
    assert s.pt("Thraben Valiant") == (6, 5)


def test_faq_P50_4_dual_casting_copy_keeps_the_mode() -> None:
    """P50(4) 二重詠唱 / Dual Casting: if the original spell is modal, the copy has the same
    mode, which can't be changed — the copy of Thunderbolt's player mode may aim at another
    player (Alice), never at a flier (the other mode's target)."""
    s = Scenario()
    _dual_casting(s)
    s.battlefield("Bob", card("Scrapskin Drake"))
    s.hand("Alice", card("Thunderbolt"))
    s.cast("Alice", "Thunderbolt", "Bob", modes=(0,))
    s.script("Alice", May(True), Targets(("Scrapskin Drake",)))
    s.activate("Alice", "Thraben Valiant", "Thunderbolt")
    with pytest.raises(ScriptError, match="choices are: Alice, Bob$"):
        s.resolve()
    s = Scenario()
    _dual_casting(s)
    s.battlefield("Bob", card("Scrapskin Drake"))
    s.hand("Alice", card("Thunderbolt"))
    s.cast("Alice", "Thunderbolt", "Bob", modes=(0,))
    s.script("Alice", May(True), Targets(("Alice",)))
    s.activate("Alice", "Thraben Valiant", "Thunderbolt")
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (17, 17)
    assert "Scrapskin Drake" in s.on_battlefield("Bob")


def test_faq_P50_5_dual_casting_copy_has_the_same_x() -> None:
    """P50(5) 二重詠唱 / Dual Casting: if the original has an X chosen on casting (Earthquake;
    here Death Wind, X=2), the copy has the same X: -2/-2 twice kills Herald of War (3/3)."""
    s = Scenario()
    _dual_casting(s, *lands("Swamp", 3))
    s.battlefield("Bob", card("Herald of War"))
    s.hand("Alice", card("Death Wind"))
    s.script("Alice", ChooseX(2))
    s.cast("Alice", "Death Wind", "Herald of War")
    s.script("Alice", May(False))
    s.activate("Alice", "Thraben Valiant", "Death Wind")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Herald of War"]


def test_faq_P50_6_dual_casting_copy_uses_the_paid_additional_cost() -> None:
    """P50(6) 二重詠唱 / Dual Casting: you can't pay additional costs for the copy, but effects
    that depend on an additional cost paid for the original are copied as if it had been paid
    (Fling; here Burn at the Stake with one creature tapped: 3 damage, and 3 more from the
    copy, with no creature tapped for it)."""
    s = Scenario()
    _dual_casting(s, card("Moorland Inquisitor"), *lands("Mountain", 2))
    s.hand("Alice", card("Burn at the Stake"))
    s.script("Alice", Choose(("Moorland Inquisitor",)))
    s.cast("Alice", "Burn at the Stake", "Bob")
    s.script("Alice", May(False))
    s.activate("Alice", "Thraben Valiant", "Burn at the Stake")
    s.resolve()
    assert s.life("Bob") == 14


def test_faq_P99_3_second_guess_copies_made_on_the_stack_dont_count() -> None:
    """P99(3) 当て推量 / Second Guess: most copies of spells are created on the stack, aren't
    cast, and don't count (a copy by Dual Casting); effects that tell you to cast a copy
    (Isochron Scepter) would count. The spell cast after the copy is still the second."""
    s = Scenario()
    _dual_casting(s, *lands("Plains", 2))
    s.battlefield("Bob", *lands("Island", 2))
    s.hand("Alice", card("Banners Raised"), card("Zealous Strike"))
    s.hand("Bob", card("Second Guess"))
    s.cast("Alice", "Banners Raised")
    s.script("Alice", May(False))
    s.activate("Alice", "Thraben Valiant", "Banners Raised")
    s.resolve()
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.cast("Bob", "Second Guess", "Zealous Strike")
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 1)  # Banners Raised twice; Zealous Strike countered


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
    alices = s.battlefield("Alice", *lands("Plains", 3))
    bobs = s.battlefield("Bob", *lands("Plains", 4))
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
    s.battlefield("Alice", card(TAMIYO), *lands("Island", 3))
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

    s.battlefield("Alice", *lands("Mountain", 7))
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
