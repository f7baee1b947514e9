"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): cost changes and spells on the
stack (planeswalkers and the stack-heavy cards after them: tests/faq/test_faq_planeswalkers.py).

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
