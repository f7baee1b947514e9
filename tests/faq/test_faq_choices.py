"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): as-enters choices, copies,
"becomes", sacrifice choices and fight.

Each test is named after its note and quotes it; the cards are the real AVR
cards compiled by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

import pytest
from ofuda.runtime import May, Option, Scenario, Step
from ofuda.runtime.definitions import CardType
from ofuda.runtime.engine.errors import IllegalActionError
from ofuda.runtime.engine.keyword_abilities import CREATURE_TYPES
from ofuda.runtime.engine.stack.resolution import resolve_top
from support.compiled import card, card_from_text, catalogue


def lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    """``n`` basic lands called ``name``."""
    return [card(name)] * n


def upkeep_scenario() -> Scenario:
    """A scenario at the end of Bob's turn: advancing to the upkeep starts Alice's turn."""
    s = Scenario(active="Bob", step=Step.END)
    for who in ("Alice", "Bob"):
        s.library(who, *lands("Forest", 3))
    return s


# --- P38 Demonic Taskmaster ---------------------------------------------------------------


def test_faq_P38_1_taskmaster_with_no_other_creature_sacrifices_nothing() -> None:
    """P38(1) 悪魔の監督官 / Demonic Taskmaster: if you control no other creature, you
    sacrifice nothing."""
    s = upkeep_scenario()
    s.battlefield("Alice", card("悪魔の監督官"))
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.resolve()
    assert s.on_battlefield("Alice") == ["Demonic Taskmaster"]


def test_faq_P38_2_taskmaster_gone_still_sacrifices_and_two_sacrifice_each_other() -> None:
    """P38(2) Demonic Taskmaster: if the Taskmaster leaves the battlefield between triggering
    and resolving, you must still sacrifice a creature. If you control two Taskmasters and no
    other creatures, each one forces you to sacrifice the other."""
    s = upkeep_scenario()
    s.battlefield("Alice", card("Demonic Taskmaster"), card("Demonic Taskmaster"))
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.resolve()
    # the first trigger to resolve sacrifices the other Taskmaster; the second, whose source
    # has left, still makes Alice sacrifice a creature: the remaining Taskmaster
    assert s.on_battlefield("Alice") == []
    assert s.in_graveyard("Alice") == ["Demonic Taskmaster", "Demonic Taskmaster"]


def test_faq_P38_2_taskmaster_that_left_still_makes_you_sacrifice() -> None:
    """P38(2) Demonic Taskmaster: it left the battlefield before its trigger resolved — you
    still sacrifice a creature."""
    s = upkeep_scenario()
    s.battlefield("Alice", card("Demonic Taskmaster"), card("Nettle Swine"))
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.check_state()
    assert s.on_stack() == ["Demonic Taskmaster's triggered ability"]
    s.game.move(s.permanent("Demonic Taskmaster"), "graveyard")
    s.resolve()
    assert "Nettle Swine" in s.in_graveyard("Alice")


# --- P115 Ulvenwald Tracker -----------------------------------------------------------------


def test_faq_P115_1_tracker_second_target_may_be_your_own_creature() -> None:
    """P115(1) ウルヴェンワルドの足跡追い / Ulvenwald Tracker: the second target may be a
    creature controlled by any player, including you — here the Tracker itself."""
    s = Scenario()
    s.battlefield("Alice", card("ウルヴェンワルドの足跡追い"), card("Thraben Valiant"), *lands("Forest", 2))
    s.activate("Alice", "Ulvenwald Tracker", "Thraben Valiant", "Ulvenwald Tracker")
    s.resolve()
    assert sorted(s.in_graveyard("Alice")) == ["Thraben Valiant", "Ulvenwald Tracker"]


def test_faq_P115_2_tracker_with_an_illegal_target_deals_no_damage() -> None:
    """P115(2) Ulvenwald Tracker: if either or both targets are illegal on resolution,
    neither creature deals or is dealt damage (608.2b, 701.12b)."""
    for gone in ("Thraben Valiant", "Nettle Swine"):
        s = Scenario()
        s.battlefield("Alice", card("Ulvenwald Tracker"), card("Nettle Swine"), *lands("Forest", 2))
        s.battlefield("Bob", card("Thraben Valiant"))
        s.activate("Alice", "Ulvenwald Tracker", "Nettle Swine", "Thraben Valiant")
        s.game.move(s.permanent(gone), "graveyard")
        s.resolve()
        stayed = "Nettle Swine" if gone == "Thraben Valiant" else "Thraben Valiant"
        assert s.permanent(stayed).damage == 0


# --- P25 Cavern of Souls, P94 Riders of Gavony: "choose a creature type" (205.3m) ----------


def test_faq_P25_1_cavern_names_an_existing_creature_type_not_a_card_type() -> None:
    """P25(1) 魂の洞窟 / Cavern of Souls: you must choose an existing creature type such as
    "Zombie" or "Warrior", not a card type such as artifact."""
    s = Scenario()
    s.hand("Alice", card("魂の洞窟"))
    s.script("Alice", Option("Artifact"))
    with pytest.raises(IllegalActionError, match="not a creature type"):
        s.play_land("Alice", "Cavern of Souls")
    s = Scenario()
    s.hand("Alice", card("Cavern of Souls"))
    s.script("Alice", Option("Warrior"))
    s.play_land("Alice", "Cavern of Souls")
    assert s.permanent("Cavern of Souls").choices["creature type"] == "Warrior"


def test_faq_P25_2_a_spell_paid_partly_with_cavern_mana_cant_be_countered() -> None:
    """P25(2) Cavern of Souls: a spell paid for even partly with Cavern's mana can't be
    countered — Thraben Valiant ({1}{W}) paid with the Cavern's {W} and a Forest's {G}."""
    s = Scenario()
    s.battlefield("Alice", card("Forest"))
    s.battlefield("Bob", *lands("Island", 4))
    s.hand("Alice", card("Cavern of Souls"), card("Thraben Valiant"))
    s.hand("Bob", card("Geist Snatch"))
    s.script("Alice", Option("Soldier"))
    s.play_land("Alice", "Cavern of Souls")
    s.cast("Alice", "Thraben Valiant")
    s.cast("Bob", "Geist Snatch", "Thraben Valiant")
    s.resolve()
    assert "Thraben Valiant" in s.on_battlefield("Alice")
    assert "can't be countered" in s.log_text()


def test_faq_P94_riders_names_an_existing_creature_type() -> None:
    """P94 ガヴォニーの騎手 / Riders of Gavony: you must choose an existing creature type
    ("Zombie", "Warrior", …), not a card type such as artifact. The types offered are the
    creature types (205.3m): every creature type of the AVR cards, and no card type, land
    type, artifact type or enchantment type."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 4))
    s.hand("Alice", card("Riders of Gavony"))
    s.script("Alice", Option("Enchantment"))
    with pytest.raises(IllegalActionError, match="not a creature type"):
        s.cast("Alice", "Riders of Gavony")
        s.resolve()
    creature_subtypes = {
        sub
        for definition in catalogue().by_name.values()
        if CardType.CREATURE in definition.card_types
        for sub in definition.subtypes
    }
    assert creature_subtypes <= set(CREATURE_TYPES)
    others = {"Artifact", "Creature", "Enchantment", "Aura", "Equipment", "Plains", "Forest", "Swamp"}
    assert not others & set(CREATURE_TYPES)


# --- P39 Demonlord of Ashmouth ---------------------------------------------------------------


def test_faq_P39_1_demonlord_enters_again_by_undying_and_triggers() -> None:
    """P39(1) 灰口の悪魔王 / Demonlord of Ashmouth: its enters-the-battlefield ability triggers
    however it enters, including via undying."""
    s = Scenario()
    s.battlefield("Alice", card("灰口の悪魔王"))
    s.script("Alice", May(False))
    s.game.move(s.permanent("Demonlord of Ashmouth"), "graveyard")  # it dies: undying returns it
    s.resolve()
    assert s.in_exile() == ["Demonlord of Ashmouth"]
    assert "exile" in s.log_text().lower()


def test_faq_P39_2_sacrificing_is_never_mandatory() -> None:
    """P39(2) Demonlord of Ashmouth: sacrificing another creature is never mandatory, even if
    you control one; you may let the Demonlord be exiled instead."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 4), card("Nettle Swine"), card("Thraben Valiant"))
    s.hand("Alice", card("Demonlord of Ashmouth"))
    s.script("Alice", May(False))
    s.cast("Alice", "Demonlord of Ashmouth")
    s.resolve()
    assert s.in_exile() == ["Demonlord of Ashmouth"]
    assert {"Nettle Swine", "Thraben Valiant"} <= set(s.on_battlefield("Alice"))



# --- P75 Infinite Reflection --------------------------------------------------------------------


def reflection(*mine: str, tokens: tuple[str, ...] = ()) -> Scenario:
    """Alice has ``mine`` (and ``tokens``) and seven Islands; Bob has Vorstclaw and Nettle Swine;
    Alice's Infinite Reflection is cast on Vorstclaw and is on the stack."""
    s = Scenario()
    s.battlefield("Alice", *[card(name) for name in mine], *lands("Island", 7))
    if tokens:
        s.battlefield("Alice", *[card(name) for name in tokens], token=True)
    s.battlefield("Bob", card("Vorstclaw"), card("Nettle Swine"))
    s.hand("Alice", card("無限反射"))
    s.cast("Alice", "Infinite Reflection", "Vorstclaw")
    return s


def test_faq_P75_1_reflection_can_enchant_another_players_creature() -> None:
    """P75(1) 無限反射 / Infinite Reflection: it can enchant a creature controlled by another
    player — Bob's Vorstclaw; Alice's creatures become copies of it."""
    s = reflection("Thraben Valiant")
    s.resolve()
    assert s.permanent("Infinite Reflection").attached_to is s.permanent("Vorstclaw", "Bob")
    assert "Vorstclaw" in s.on_battlefield("Alice")


def test_faq_P75_2_moved_before_the_trigger_resolves_copies_the_first_creature() -> None:
    """P75(2) Infinite Reflection: it enters attached to a creature and is moved to a different
    creature before its trigger resolves: your other nontoken creatures still become copies of
    the first creature."""
    s = reflection("Thraben Valiant")
    resolve_top(s.game)  # the Aura resolves; its trigger waits
    s.check_state()
    s.attach("Infinite Reflection", s.permanent("Nettle Swine", "Bob"))
    s.resolve()
    assert "Vorstclaw" in s.on_battlefield("Alice") and "Nettle Swine" not in s.on_battlefield("Alice")


def test_faq_P75_3_copies_stay_when_reflection_leaves() -> None:
    """P75(3) Infinite Reflection: copy effects stay even if Infinite Reflection leaves the
    battlefield or is moved; your creatures remain copies."""
    s = reflection("Thraben Valiant")
    s.resolve()
    s.game.move(s.permanent("Infinite Reflection"), "graveyard")
    s.check_state()
    assert "Vorstclaw" in s.on_battlefield("Alice")


def test_faq_P75_4_copies_of_a_token_are_not_tokens() -> None:
    """P75(4) Infinite Reflection: if it enters attached to a token creature, your nontoken
    creatures that become copies don't become tokens."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *lands("Island", 7))
    s.battlefield("Bob", card("Vorstclaw"), token=True)
    s.hand("Alice", card("Infinite Reflection"))
    s.cast("Alice", "Infinite Reflection", "Vorstclaw")
    s.resolve()
    copy = s.permanent("Vorstclaw", "Alice")
    assert not copy.is_token


def test_faq_P75_5_counters_tapped_state_and_other_effects_are_not_copied() -> None:
    """P75(5) Infinite Reflection: your creatures don't copy the enchanted creature's tapped
    state, its counters, or non-copy effects that change its P/T."""
    s = reflection("Thraben Valiant")
    host = s.permanent("Vorstclaw", "Bob")
    host.tapped = True
    s.counters(host, "+1/+1", 2)
    s.resolve()
    copy = s.permanent("Vorstclaw", "Alice")
    assert copy.power_toughness == (7, 7) and not copy.tapped
    assert s.pt("Vorstclaw", "Bob") == (9, 9)


def test_faq_P75_6_entering_copies_dont_trigger_their_own_printed_etb() -> None:
    """P75(6) Infinite Reflection: your creatures enter as copies of the enchanted creature, so
    the enters-the-battlefield triggers printed on the entering cards don't trigger —
    Cathedral Sanctifier enters as a Vorstclaw and Alice gains no life."""
    s = reflection()
    s.resolve()
    s.battlefield("Alice", card("Plains"))
    s.hand("Alice", card("Cathedral Sanctifier"))
    s.cast("Alice", "Cathedral Sanctifier")
    s.resolve()
    assert s.on_battlefield("Alice").count("Vorstclaw") == 1 and s.life("Alice") == 20


# --- P104 Soul of the Harvest -------------------------------------------------------------------


def test_faq_P104_a_card_entering_as_a_copy_of_a_token_is_nontoken() -> None:
    """P104 収穫の魂 / Soul of the Harvest: a creature card that enters as a copy of a token
    creature is still a nontoken creature, so you may draw a card — Cathedral Sanctifier enters
    as a copy of Bob's Vorstclaw token (Infinite Reflection) and Soul of the Harvest triggers."""
    s = Scenario()
    s.battlefield("Alice", *lands("Island", 6), card("Plains"))
    s.battlefield("Bob", card("Vorstclaw"), token=True)
    s.library("Alice", *lands("Forest", 2))
    s.hand("Alice", card("Infinite Reflection"), card("Cathedral Sanctifier"))
    s.cast("Alice", "Infinite Reflection", "Vorstclaw")
    s.resolve()
    s.battlefield("Alice", card("Soul of the Harvest"))  # after the Reflection's trigger
    s.script("Alice", May(True))
    s.cast("Alice", "Cathedral Sanctifier")
    s.resolve()
    copy = [p for p in s.game.battlefield.objects if p.name == "Vorstclaw" and p.controller.name == "Alice"]
    assert len(copy) == 1 and not copy[0].is_token
    assert s.in_hand("Alice") == ["Forest"]


# P75(7)–(10): replacement effects on entering. The 2012 FAQ ordered them control-changing →
# copy → everything else; the current rule is 616.1 (616.1a self-replacement, 616.1b control,
# 616.1c copy, 616.1d back face, 616.1e the rest, the object's characteristics as a copy deciding
# which apply) — the same order for these cases, so the answers stand. The permanents below that
# enter tapped are compiled from text written here in both languages (no AVR card enters tapped).


SLOW = card_from_text(
    "name: 鈍重な牛 / Slow Ox\ncost: {U}\ntype: クリーチャー — ビースト / Creature — Beast\npt: 1/1\n"
    "ja:\n  鈍重な牛はタップ状態で戦場に出る。\nen:\n  Slow Ox enters the battlefield tapped.\n"
)
# Written as Urabrask the Hidden's second ability (《隠れしウラブラスク》).
GATE = card_from_text(
    "name: 対抗の門 / Opposing Gate\ncost: {W}\ntype: エンチャント / Enchantment\n"
    "ja:\n  対戦相手がコントロールするクリーチャーはタップ状態で戦場に出る。\n"
    "en:\n  Creatures your opponents control enter the battlefield tapped.\n"
)


def test_faq_P75_9_the_entering_cards_own_enters_tapped_doesnt_apply() -> None:
    """P75(9) Infinite Reflection: other "as this enters" replacement abilities printed on the
    entering creature don't apply, because it is already a copy: a creature that would enter
    tapped enters as an untapped copy (616.1, P75(7): the copy effect first; the 2012 order
    control → copy → other is today's 616.1 order for these effects)."""
    s = reflection()
    s.resolve()
    s.hand("Alice", SLOW)
    s.cast("Alice", "Slow Ox")
    s.resolve()
    copy = s.permanent("Vorstclaw", "Alice")
    assert not copy.tapped


def test_faq_P75_10_outside_effects_still_change_how_it_enters() -> None:
    """P75(10) Infinite Reflection: outside effects can still change how it enters — an
    opponent's "creatures your opponents control enter tapped" makes it enter as a tapped
    copy (616.1e: applied after the copy effect)."""
    s = reflection()
    s.resolve()
    s.battlefield("Bob", GATE)
    s.hand("Alice", SLOW)
    s.cast("Alice", "Slow Ox")
    s.resolve()
    assert s.permanent("Vorstclaw", "Alice").tapped


def test_faq_P75_7_copy_effects_apply_before_the_other_entering_replacements() -> None:
    """P75(7) Infinite Reflection: order of replacement effects that change how a permanent
    enters — first control-changing effects, then copy effects, then everything else (2012,
    a rules change of Dark Ascension). Current rules: 616.1 (616.1b control, 616.1c copy,
    616.1e the rest, each chosen by the object as it would exist, 614.12) — the same answer.
    Slow Ox's own "enters tapped" is checked after the copy effect and no longer applies; the
    opponent's Gate (everything else) still does."""
    s = reflection()
    s.resolve()
    s.hand("Alice", SLOW, SLOW)
    s.cast("Alice", "Slow Ox")
    s.resolve()
    first = s.permanent("Vorstclaw", "Alice")
    assert not first.tapped
    s.battlefield("Bob", GATE)
    s.battlefield("Alice", card("Island"))
    s.cast("Alice", "Slow Ox")
    s.resolve()
    second = next(p for p in s.game.battlefield.objects
                  if p.name == "Vorstclaw" and p.controller.name == "Alice" and p is not first)
    assert second.tapped


# --- P7 Angel's Tomb ----------------------------------------------------------------------------


def test_faq_P7_tomb_new_instance_overrides_set_pt_other_changes_still_apply() -> None:
    """P7 天使の墳墓 / Angel's Tomb: if Angel's Tomb is already a creature when another creature
    enters, the new instance of its ability overrides effects that set its P/T to specific
    values. Other P/T modifications still apply — here Zealous Strike's +2/+2 (layer 7c) stays
    on top of the newest 3/3 (layer 7b, latest timestamp)."""
    s = Scenario()
    s.battlefield("Alice", card("Angel's Tomb"), *lands("Plains", 5))
    s.hand("Alice", card("Cathedral Sanctifier"), card("Cathedral Sanctifier"), card("Zealous Strike"))
    s.script("Alice", May(True))
    s.cast("Alice", "Cathedral Sanctifier")
    s.resolve()
    assert s.pt("Angel's Tomb") == (3, 3)
    s.cast("Alice", "Zealous Strike", "Angel's Tomb")
    s.resolve()
    assert s.pt("Angel's Tomb") == (5, 5)
    s.script("Alice", May(True))
    s.cast("Alice", "Cathedral Sanctifier")
    s.resolve()
    assert s.pt("Angel's Tomb") == (5, 5)
    assert s.has_keyword("Angel's Tomb", "first strike")
