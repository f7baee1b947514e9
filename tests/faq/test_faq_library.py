"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): library, hand and exile cards
(look at, reveal, choose from a revealed hand, cast from exile, linked exiled cards).

Each test is named after its note and quotes it; the cards are the real AVR cards compiled
by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from ofuda.runtime import (  # noqa: E402
    Choose,
    IllegalActionError,
    May,
    Scenario,
    ScriptError,
    Step,
    Targets,
)
from support.compiled import card  # noqa: E402


def test_faq_P8_1_appetite_for_brains_x_in_a_hand_card_is_0() -> None:
    """P8(1) 脳食願望 / Appetite for Brains: If a card in the player's hand has {X} in its mana
    cost, X is 0 (for the mana-value test) — Entreat the Angels ({X}{X}{W}{W}{W}) has mana value
    3 in a hand and can't be chosen (107.3f)."""
    s = Scenario()
    s.battlefield("Alice", card("Swamp"))
    s.hand("Alice", card("Appetite for Brains"))
    s.hand("Bob", card("Entreat the Angels"), card("Nettle Swine"))
    s.script("Alice", Choose(("Entreat the Angels",)))
    with pytest.raises(ScriptError):
        s.cast("Alice", "Appetite for Brains", "Bob")
        s.resolve()


def test_faq_P8_1_appetite_for_brains_only_x_card_means_nothing_to_choose() -> None:
    """P8(1) 脳食願望 / Appetite for Brains: If a card in the player's hand has {X} in its mana
    cost, X is 0 — with only Entreat the Angels in hand, nothing is exiled."""
    s = Scenario()
    s.battlefield("Alice", card("Swamp"))
    s.hand("Alice", card("Appetite for Brains"))
    s.hand("Bob", card("Entreat the Angels"))
    s.cast("Alice", "Appetite for Brains", "Bob")
    s.resolve()
    assert s.in_hand("Bob") == ["Entreat the Angels"]
    assert s.in_exile() == []


def test_faq_P28_1_corpse_traders_can_sacrifice_itself() -> None:
    """P28(1) 死体の交易商人 / Corpse Traders: You may sacrifice Corpse Traders itself to pay its
    ability's cost."""
    s = Scenario()
    s.battlefield("Alice", card("Corpse Traders"), card("Thraben Valiant"), *[card("Swamp")] * 3)
    s.hand("Bob", card("Nettle Swine"))
    s.script("Alice", Choose(("Corpse Traders",)), Choose(("Nettle Swine",)))
    s.activate("Alice", "Corpse Traders", "Bob")
    assert s.in_graveyard("Alice") == ["Corpse Traders"]
    assert "Thraben Valiant" in s.on_battlefield("Alice")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Nettle Swine"]


def test_faq_P28_2_corpse_traders_activated_right_after_it_enters() -> None:
    """P28(2) 死体の交易商人 / Corpse Traders: If you cast it normally in your main phase, you
    receive priority when it enters. If nothing triggers, you can activate its ability before any
    other player gets a chance to cast spells or activate abilities."""
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 7)
    s.hand("Alice", card("Corpse Traders"))
    s.hand("Bob", card("Zealous Strike"))
    s.cast("Alice", "Corpse Traders")
    s.resolve()
    assert s.on_stack() == [] and "Corpse Traders" in s.on_battlefield("Alice")
    s.script("Alice", Choose(("Zealous Strike",)))
    s.activate("Alice", "Corpse Traders", "Bob")  # no summoning sickness: no {T} in the cost
    s.resolve()
    assert s.in_graveyard("Bob") == ["Zealous Strike"]


def test_faq_P92_1_primal_surge_permanent_card_types() -> None:
    """P92(1) 原初のうねり / Primal Surge: A permanent card is an artifact, creature, enchantment,
    land or planeswalker card — an instant exiled this way stops the process (no question)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 10)
    s.hand("Alice", card("Primal Surge"))
    s.library("Alice", card("Zealous Strike"), card("Nettle Swine"))
    s.cast("Alice", "Primal Surge")
    s.resolve()
    assert s.in_exile() == ["Zealous Strike"]
    assert s.in_library("Alice") == ["Nettle Swine"]


def test_faq_P92_2_primal_surge_keeps_going_until_the_library_is_empty() -> None:
    """P92(2) 原初のうねり / Primal Surge: The repeated process includes the instruction to repeat,
    so you keep exiling cards and putting them onto the battlefield until you can't or choose not
    to — with only permanent cards left, the whole library comes out."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 10)
    s.hand("Alice", card("Primal Surge"))
    s.library("Alice", card("Plains"), card("Island"), card("Nettle Swine"))
    s.script("Alice", May(True), May(True), May(True))
    s.cast("Alice", "Primal Surge")
    s.resolve()
    assert s.in_library("Alice") == []
    assert {"Plains", "Island", "Nettle Swine"} <= set(s.on_battlefield("Alice"))


def test_faq_P92_3_primal_surge_ends_with_a_card_not_put_onto_the_battlefield() -> None:
    """P92(3) 原初のうねり / Primal Surge: Resolution ends when you exile a permanent card that can't
    enter (e.g. an Aura with nothing to enchant) or one you choose not to put onto the
    battlefield."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 10)
    s.hand("Alice", card("Primal Surge"))
    s.library("Alice", card("Island"), card("Nettle Swine"), card("Plains"))
    s.script("Alice", May(True), May(False))
    s.cast("Alice", "Primal Surge")
    s.resolve()
    assert s.in_exile() == ["Nettle Swine"]
    assert s.in_library("Alice") == ["Plains"]


def test_faq_P92_4_primal_surge_enter_triggers_wait_until_it_finishes() -> None:
    """P92(4) 原初のうねり / Primal Surge: Abilities that trigger as these permanents enter go on the
    stack after Primal Surge finishes resolving — Borderland Ranger's trigger waits until the
    last card is exiled."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 10)
    s.hand("Alice", card("Primal Surge"))
    s.library("Alice", card("Borderland Ranger"), card("Zealous Strike"), card("Plains"))
    # the Surge's "you may" for the Ranger, then the Ranger's trigger (after the Surge): decline
    s.script("Alice", May(True), May(False))
    s.cast("Alice", "Primal Surge")
    s.resolve()
    log = s.log_text()
    assert log.index("Zealous Strike is exiled") < log.index("triggered ability triggers")
    assert s.in_exile() == ["Zealous Strike"]


def _impostor_exiles(s: Scenario, victim: str, impostor: str = "Dark Impostor") -> None:
    """Dark Impostor's {4}{B}{B} ability on ``victim``, resolved."""
    s.activate("Alice", impostor, victim)
    s.resolve()


def test_faq_P34_1_dark_impostor_gains_only_activated_abilities() -> None:
    """P34(1) 闇の詐称者 / Dark Impostor: It gains only activated abilities, never triggered or
    static ones — exiling Misthollow Griffin gives it neither flying nor the Griffin's
    cast-from-exile ability."""
    s = Scenario()
    s.battlefield("Alice", card("Dark Impostor"), *[card("Swamp")] * 6)
    s.battlefield("Bob", card("Misthollow Griffin"))
    _impostor_exiles(s, "Misthollow Griffin")
    assert s.in_exile() == ["Misthollow Griffin"]
    assert not s.has_keyword("Dark Impostor", "flying")
    assert len(s.permanent("Dark Impostor").activated) == 1


def test_faq_P34_2_dark_impostor_regenerates_itself_with_marrow_bats_ability() -> None:
    """P34(2) 闇の詐称者 / Dark Impostor: If an exiled card's activated ability refers to that card
    by name, the Impostor's copy refers to Dark Impostor instead: Marrow Bats' "Pay 4 life:
    Regenerate Marrow Bats" becomes "Pay 4 life: Regenerate Dark Impostor"."""
    s = Scenario()
    s.battlefield("Alice", card("Dark Impostor"), *[card("Swamp")] * 6)
    s.battlefield("Bob", card("Marrow Bats"))
    _impostor_exiles(s, "Marrow Bats")
    s.activate("Alice", "Dark Impostor", index=1)
    s.resolve()
    assert s.life("Alice") == 16
    impostor = s.permanent("Dark Impostor")
    s.game.destroy_all([impostor])
    assert "Dark Impostor" in s.on_battlefield("Alice")  # regenerated (701.15)
    assert s.is_tapped("Dark Impostor")


def test_faq_P34_4_each_dark_impostor_has_only_what_it_exiled() -> None:
    """P34(4) 闇の詐称者 / Dark Impostor: With several Dark Impostors, each has only the abilities
    of the creature cards it exiled itself."""
    s = Scenario()
    first, second = s.battlefield("Alice", card("Dark Impostor"), card("Dark Impostor"))
    s.battlefield("Alice", *[card("Swamp")] * 6)
    s.battlefield("Bob", card("Marrow Bats"))
    s.activate("Alice", first, "Marrow Bats")
    s.resolve()
    assert len(first.activated) == 2
    assert len(second.activated) == 1


def test_faq_P34_5_dark_impostor_that_left_and_returned_has_no_relation() -> None:
    """P34(5) 闇の詐称者 / Dark Impostor: When Dark Impostor leaves the battlefield it loses those
    abilities. If it returns, it is a new object with no relation to the exiled cards — blinked by
    Conjurer's Closet, it no longer has Marrow Bats' ability."""
    s = Scenario()
    s.battlefield("Alice", card("Dark Impostor"), card("Conjurer's Closet"), *[card("Swamp")] * 6)
    s.battlefield("Bob", card("Marrow Bats"))
    _impostor_exiles(s, "Marrow Bats")
    assert len(s.permanent("Dark Impostor").activated) == 2
    s.script("Alice", Targets(("Dark Impostor",)), May(True))
    s.advance_to(Step.END)
    s.resolve()
    assert len(s.permanent("Dark Impostor").activated) == 1
    assert "Marrow Bats" in s.in_exile()


def test_faq_P88_1_misthollow_griffin_can_be_cast_from_hand() -> None:
    """P88(1) 霧虚ろのグリフィン / Misthollow Griffin: It can be cast from a player's hand too."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 4)
    s.hand("Alice", card("Misthollow Griffin"))
    s.cast("Alice", "Misthollow Griffin")
    s.resolve()
    assert "Misthollow Griffin" in s.on_battlefield("Alice")


def test_faq_P88_2_misthollow_griffin_has_no_way_to_exile_itself() -> None:
    """P88(2) 霧虚ろのグリフィン / Misthollow Griffin: It has no way to exile itself; some other
    effect has to exile it — on the battlefield it has no activated ability."""
    s = Scenario()
    s.battlefield("Alice", card("Misthollow Griffin"))
    assert s.permanent("Misthollow Griffin").activated == []


def test_faq_P88_3_misthollow_griffin_from_exile_costs_its_mana_cost() -> None:
    """P88(3) 霧虚ろのグリフィン / Misthollow Griffin: You must pay its mana cost when casting it
    from exile."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 3)
    s.exile("Alice", card("Misthollow Griffin"))
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Misthollow Griffin")
    s.battlefield("Alice", card("Island"))
    s.cast("Alice", "Misthollow Griffin")
    s.resolve()
    assert "Misthollow Griffin" in s.on_battlefield("Alice")


def test_faq_P88_4_misthollow_griffin_from_exile_at_sorcery_timing_only() -> None:
    """P88(4) 霧虚ろのグリフィン / Misthollow Griffin: Its ability doesn't change when you can cast
    it: only in your main phase, with an empty stack, while you have priority — not in an
    upkeep."""
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Alice", *[card("Island")] * 4)
    s.exile("Alice", card("Misthollow Griffin"))
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Misthollow Griffin")
    assert s.in_exile() == ["Misthollow Griffin"]


def _stolen_goods(*bob_library: str, step: Step = Step.PRECOMBAT_MAIN) -> Scenario:
    """Alice casts Stolen Goods on Bob, whose library holds these cards (top first)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 4)
    s.hand("Alice", card("Stolen Goods"))
    s.library("Bob", *[card(n) for n in bob_library])
    s.cast("Alice", "Stolen Goods", "Bob")
    s.resolve()
    return s


def test_faq_P105_1_stolen_goods_cast_from_exile_lands_stay() -> None:
    """P105(1) 盗品 / Stolen Goods: You cast the card from exile. Land cards exiled this way stay in
    exile."""
    s = _stolen_goods("Plains", "Nettle Swine")
    s.cast("Alice", "Nettle Swine")
    s.resolve()
    assert "Nettle Swine" in s.on_battlefield("Alice")
    assert s.in_exile() == ["Plains"]


def test_faq_P105_2_stolen_goods_not_cast_stays_in_exile() -> None:
    """P105(2) 盗品 / Stolen Goods: If you can't cast the nonland card (for example, it has no legal
    targets) or choose not to, it stays in exile."""
    s = _stolen_goods("Nettle Swine")
    s.advance_to(Step.END)
    assert s.in_exile() == ["Nettle Swine"]
    assert s.on_battlefield("Alice").count("Nettle Swine") == 0


def test_faq_P105_3_stolen_goods_follows_the_cards_timing() -> None:
    """P105(3) 盗品 / Stolen Goods: You must follow the exiled card's normal timing restrictions — a
    creature card can't be cast in the end step."""
    s = _stolen_goods("Nettle Swine")
    s.advance_to(Step.END)
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Nettle Swine")


def test_faq_P105_4_stolen_goods_free_cast_pays_no_mana() -> None:
    """P105(4) 盗品 / Stolen Goods: When casting "without paying its mana cost", you can't pay
    alternative costs; you may pay additional costs — cast with no untapped land, it costs
    nothing."""
    s = _stolen_goods("Griselbrand")
    assert not any(not s.is_tapped(n) for n in ("Island",))
    s.cast("Alice", "Griselbrand")
    s.resolve()
    assert "Griselbrand" in s.on_battlefield("Alice")


def test_faq_P105_5_stolen_goods_x_is_0() -> None:
    """P105(5) 盗品 / Stolen Goods: If its mana cost has {X}, you must choose 0 for X — Entreat the
    Angels cast this way makes no Angels."""
    s = _stolen_goods("Entreat the Angels")
    s.cast("Alice", "Entreat the Angels", x=0)
    s.resolve()
    assert [n for n in s.on_battlefield("Alice") if "Angel" in n] == []
    assert "Entreat the Angels" in s.in_graveyard("Bob")


def test_faq_P105_6_stolen_goods_with_no_nonland_card_exiles_the_library() -> None:
    """P105(6) 盗品 / Stolen Goods: If no nonland card is left in the library, the opponent exiles
    the whole library and Stolen Goods finishes resolving."""
    s = _stolen_goods("Plains", "Island", "Forest")
    assert s.in_library("Bob") == []
    assert sorted(s.in_exile()) == ["Forest", "Island", "Plains"]
    assert "Stolen Goods" in s.in_graveyard("Alice")


def test_faq_P80_1_lone_revenant_must_take_one_card() -> None:
    """P80(1) 孤独な亡霊 / Lone Revenant: You must put one of the four cards into your hand, even if
    you would rather put them all on the bottom — an answer of no card still takes one."""
    s = Scenario()
    s.battlefield("Alice", card("Lone Revenant"))
    s.library("Alice", card("Plains"), card("Island"), card("Forest"), card("Swamp"))
    s.script("Alice", Choose(()))
    s.attack("Lone Revenant")
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert len(s.in_hand("Alice")) == 1  # one card is taken all the same
    assert len(s.in_library("Alice")) == 3


def test_faq_P80_2_lone_revenant_another_revenant_stops_it() -> None:
    """P80(2) 孤独な亡霊 / Lone Revenant: It doesn't trigger if you control any other creature,
    including another Lone Revenant."""
    s = Scenario()
    s.battlefield("Alice", card("Lone Revenant"), card("Lone Revenant"))
    s.library("Alice", card("Plains"), card("Island"))
    first = s.on_battlefield("Alice")
    assert first.count("Lone Revenant") == 2
    s.attack("Lone Revenant")
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert s.in_hand("Alice") == []


def test_faq_P80_3_lone_revenant_checked_before_dying_creatures_leave() -> None:
    """P80(3) 孤独な亡霊 / Lone Revenant: Whether it triggers is checked after combat damage is dealt
    but before creatures destroyed by that damage leave the battlefield — an only other creature
    dealt lethal damage in the same step still stops it."""
    s = Scenario()
    s.battlefield("Alice", card("Lone Revenant"), card("Thraben Valiant"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.library("Alice", card("Plains"), card("Island"))
    s.attack("Lone Revenant", "Thraben Valiant")
    s.block(("Nettle Swine", "Thraben Valiant"))
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert "Thraben Valiant" in s.in_graveyard("Alice")
    assert s.in_hand("Alice") == []


def test_faq_P80_4_lone_revenant_resolves_with_no_creatures() -> None:
    """P80(4) 孤独な亡霊 / Lone Revenant: If you control no creatures at all when it resolves, you
    still look at the top four and take one (the Revenant is gone, no other creature arrived)."""
    s = Scenario()
    s.battlefield("Alice", card("Lone Revenant"))
    s.library("Alice", card("Plains"), card("Island"))
    s.script("Alice", Choose(("Island",)))
    s.attack("Lone Revenant")
    s.advance_to(Step.COMBAT_DAMAGE)
    revenant = s.permanent("Lone Revenant")
    s.game.destroy_all([revenant])  # it leaves before its trigger resolves
    s.resolve()
    assert s.in_hand("Alice") == ["Island"]


def test_faq_P40_1_descendants_path_pays_no_mana() -> None:
    """P40(1) 末裔の道 / Descendants' Path: When casting "without paying its mana cost", you can't
    pay alternative costs; you may pay additional costs — with no land at all, the Human is cast."""
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", card("Descendants' Path"), card("Thraben Valiant"))
    s.library("Alice", card("Cathedral Sanctifier"))
    s.script("Alice", May(True))
    s.advance_to(Step.UPKEEP)
    s.resolve()
    assert "Cathedral Sanctifier" in s.on_battlefield("Alice")


def test_faq_P40_3_descendants_path_declined_card_goes_to_the_bottom() -> None:
    """P40(3) 末裔の道 / Descendants' Path: If the revealed card is a creature card that shares a
    creature type with one of your creatures and you choose not to cast it, it stays on top of your
    library. — Current rules: the 2012 answer (the declined card stays on top) changed with the
    card's Oracle text, which now reads "If you don't cast it, put it on the bottom of your
    library"; ofuda reads the printed texts as current Oracle does, so the declined card goes to
    the bottom."""
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", card("Descendants' Path"), card("Thraben Valiant"))
    s.library("Alice", card("Cathedral Sanctifier"), card("Plains"))
    s.script("Alice", May(False))
    s.advance_to(Step.UPKEEP)
    s.resolve()
    assert s.in_library("Alice") == ["Plains", "Cathedral Sanctifier"]
    assert "Cathedral Sanctifier" not in s.on_battlefield("Alice")


def test_faq_P34_3_dark_impostor_exiles_an_animated_land_gains_nothing() -> None:
    """P34(3) 闇の詐称者 / Dark Impostor: It can target and exile a permanent that is only
    temporarily a creature (such as an animated land). That card isn't a creature card, though, so
    the Impostor gains none of its activated abilities — not Desolate Lighthouse's looting."""
    from ofuda.runtime.context.resolution import ResolutionContext
    from ofuda.runtime.definitions import CardType, Duration

    s = Scenario()
    s.battlefield("Alice", card("Dark Impostor"), *[card("Swamp")] * 6)
    (land,) = s.battlefield("Bob", card("Desolate Lighthouse"))
    assert len(land.activated) == 2  # {T}: Add {C}, and the looting ability
    # an effect that animates the land until end of turn (layer 4 and 7b)
    ResolutionContext(s.game, land, s.player("Bob")).become(
        land, 2, 2, (CardType.CREATURE,), duration=Duration.END_OF_TURN
    )
    s.activate("Alice", "Dark Impostor", "Desolate Lighthouse")
    s.resolve()
    assert s.in_exile() == ["Desolate Lighthouse"]
    assert len(s.permanent("Dark Impostor").activated) == 1
