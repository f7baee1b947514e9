"""Scenario tests of the library, hand and exile cards of AVR (H1 area): look at, reveal,
search, choose from a revealed hand, "the rest on the bottom in any order", cast from
exile, cards exiled with a permanent.

Each test names the card in both languages and runs the code its text compiles to.
"""

from __future__ import annotations

import pytest
from ofuda.runtime import (
    Choose,
    IllegalActionError,
    May,
    Order,
    Scenario,
    ScriptError,
    Step,
    Targets,
)
from support.compiled import card


def test_reforge_the_soul_each_player_discards_their_hand_then_draws_seven() -> None:
    """魂の再鍛 / Reforge the Soul — each player discards their hand and draws seven cards."""
    s = Scenario()
    s.battlefield("Alice", *[card("Mountain")] * 5)
    s.hand("Alice", card("Reforge the Soul"), card("Plains"), card("Plains"))
    s.hand("Bob", card("Island"))
    s.library("Alice", *[card("Forest")] * 8)
    s.library("Bob", *[card("Swamp")] * 8)
    s.cast("Alice", "Reforge the Soul")
    s.resolve()
    assert s.in_graveyard("Alice").count("Plains") == 2
    assert s.in_graveyard("Bob") == ["Island"]
    assert s.in_hand("Alice") == ["Forest"] * 7
    assert s.in_hand("Bob") == ["Swamp"] * 7


def test_appetite_for_brains_exiles_the_chosen_card_with_mana_value_4_or_more() -> None:
    """脳食願望 / Appetite for Brains — target opponent reveals their hand; you choose a card
    with mana value 4 or greater from it and exile it."""
    s = Scenario()
    s.battlefield("Alice", card("Swamp"))
    s.hand("Alice", card("Appetite for Brains"))
    s.hand("Bob", card("Nettle Swine"), card("Griselbrand"), card("Zealous Strike"))
    s.script("Alice", Choose(("Griselbrand",)))
    s.cast("Alice", "Appetite for Brains", "Bob")
    s.resolve()
    assert s.in_exile() == ["Griselbrand"]
    assert sorted(s.in_hand("Bob")) == ["Nettle Swine", "Zealous Strike"]
    assert "reveals their hand" in s.log_text()


def test_appetite_for_brains_with_no_card_of_mana_value_4_exiles_nothing() -> None:
    """脳食願望 / Appetite for Brains — with nothing of mana value 4 or greater, nothing is
    chosen (no question is asked) and nothing is exiled."""
    s = Scenario()
    s.battlefield("Alice", card("Swamp"))
    s.hand("Alice", card("Appetite for Brains"))
    s.hand("Bob", card("Zealous Strike"), card("Plains"))
    s.cast("Alice", "Appetite for Brains", "Bob")
    s.resolve()
    assert s.in_exile() == []
    assert sorted(s.in_hand("Bob")) == ["Plains", "Zealous Strike"]


def test_appetite_for_brains_cannot_choose_a_card_under_mana_value_4() -> None:
    """脳食願望 / Appetite for Brains — the choice is among cards that match only."""
    s = Scenario()
    s.battlefield("Alice", card("Swamp"))
    s.hand("Alice", card("Appetite for Brains"))
    s.hand("Bob", card("Zealous Strike"), card("Nettle Swine"))
    s.script("Alice", Choose(("Zealous Strike",)))
    with pytest.raises(ScriptError):
        s.cast("Alice", "Appetite for Brains", "Bob")
        s.resolve()


def test_corpse_traders_opponent_discards_the_card_you_choose() -> None:
    """死体の交易商人 / Corpse Traders — {2}{B}, sacrifice a creature: target opponent reveals
    their hand, you choose a card from it, and that player discards it (sorcery speed)."""
    s = Scenario()
    s.battlefield("Alice", card("Corpse Traders"), card("Thraben Valiant"), *[card("Swamp")] * 3)
    s.hand("Bob", card("Nettle Swine"), card("Zealous Strike"))
    s.script("Alice", Choose(("Thraben Valiant",)), Choose(("Zealous Strike",)))
    s.activate("Alice", "Corpse Traders", "Bob")
    s.resolve()
    assert s.in_hand("Bob") == ["Nettle Swine"]
    assert s.in_graveyard("Bob") == ["Zealous Strike"]
    assert "Thraben Valiant" in s.in_graveyard("Alice")


def test_lair_delve_creature_and_land_cards_to_hand_the_rest_on_the_bottom() -> None:
    """巣穴の探査 / Lair Delve — reveal the top two: creature and land cards into your hand,
    the rest on the bottom of your library in any order."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 3)
    s.hand("Alice", card("Lair Delve"))
    s.library("Alice", card("Nettle Swine"), card("Zealous Strike"), card("Plains"))
    s.cast("Alice", "Lair Delve")
    s.resolve()
    assert s.in_hand("Alice") == ["Nettle Swine"]
    assert s.in_library("Alice") == ["Plains", "Zealous Strike"]


def test_lair_delve_orders_the_rest_on_the_bottom() -> None:
    """巣穴の探査 / Lair Delve — two noncreature, nonland cards go to the bottom in the order
    their owner chooses; a land revealed goes to hand."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 3)
    s.hand("Alice", card("Lair Delve"))
    s.library("Alice", card("Zealous Strike"), card("Lair Delve"), card("Plains"))
    s.script("Alice", Order(("Lair Delve", "Zealous Strike")))
    s.cast("Alice", "Lair Delve")
    s.resolve()
    assert s.in_hand("Alice") == []
    assert s.in_library("Alice") == ["Plains", "Lair Delve", "Zealous Strike"]


def test_borderland_ranger_may_search_for_a_basic_land_into_hand_then_shuffle() -> None:
    """国境地帯のレインジャー / Borderland Ranger — when it enters, you may search your library for
    a basic land card, reveal it, put it into your hand, then shuffle."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 3)
    s.hand("Alice", card("Borderland Ranger"))
    s.library("Alice", card("Nettle Swine"), card("Island"), card("Zealous Strike"))
    s.script("Alice", May(True), Choose(("Island",)))
    s.cast("Alice", "Borderland Ranger")
    s.resolve()
    assert s.in_hand("Alice") == ["Island"]
    assert sorted(s.in_library("Alice")) == ["Nettle Swine", "Zealous Strike"]
    log = s.log_text()
    assert "reveals Island" in log and "shuffles their library" in log


def test_borderland_ranger_declined_no_search_no_shuffle() -> None:
    """国境地帯のレインジャー / Borderland Ranger — declining: nothing is searched or shuffled."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 3)
    s.hand("Alice", card("Borderland Ranger"))
    s.library("Alice", card("Nettle Swine"), card("Island"), card("Zealous Strike"))
    s.script("Alice", May(False))
    s.cast("Alice", "Borderland Ranger")
    s.resolve()
    assert s.in_hand("Alice") == []
    assert s.in_library("Alice") == ["Nettle Swine", "Island", "Zealous Strike"]
    assert "shuffles" not in s.log_text()


def test_borderland_ranger_a_nonbasic_card_cannot_be_found() -> None:
    """国境地帯のレインジャー / Borderland Ranger — only a basic land card can be found; with none,
    the search finds nothing and the library is still shuffled."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 3)
    s.hand("Alice", card("Borderland Ranger"))
    s.library("Alice", card("Nettle Swine"), card("Seraph Sanctuary"))
    s.script("Alice", May(True))
    s.cast("Alice", "Borderland Ranger")
    s.resolve()
    assert s.in_hand("Alice") == []
    assert "shuffles their library" in s.log_text()


def test_primal_surge_puts_permanents_until_a_nonpermanent_card() -> None:
    """原初のうねり / Primal Surge — exile the top card; if it's a permanent card you may put it
    onto the battlefield, and if you do, repeat: it stops at the first instant or sorcery."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 10)
    s.hand("Alice", card("Primal Surge"))
    s.library("Alice", card("Nettle Swine"), card("Plains"), card("Zealous Strike"),
              card("Thraben Valiant"))
    s.script("Alice", May(True), May(True))
    s.cast("Alice", "Primal Surge")
    s.resolve()
    assert "Nettle Swine" in s.on_battlefield("Alice") and "Plains" in s.on_battlefield("Alice")
    assert s.in_exile() == ["Zealous Strike"]
    assert s.in_library("Alice") == ["Thraben Valiant"]


def test_primal_surge_stops_when_you_decline() -> None:
    """原初のうねり / Primal Surge — choosing not to put a permanent card onto the battlefield ends
    the process; that card stays in exile."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 10)
    s.hand("Alice", card("Primal Surge"))
    s.library("Alice", card("Nettle Swine"), card("Plains"), card("Thraben Valiant"))
    s.script("Alice", May(True), May(False))
    s.cast("Alice", "Primal Surge")
    s.resolve()
    assert "Nettle Swine" in s.on_battlefield("Alice")
    assert s.in_exile() == ["Plains"]
    assert s.in_library("Alice") == ["Thraben Valiant"]


def test_conjurers_closet_blinks_a_creature_at_your_end_step() -> None:
    """妖術師の衣装部屋 / Conjurer's Closet — at the beginning of your end step you may exile target
    creature you control, then return that card to the battlefield: a new object (400.7), its
    counters gone."""
    s = Scenario()
    s.battlefield("Alice", card("Conjurer's Closet"), card("Thraben Valiant"))
    s.counters("Thraben Valiant", "+1/+1", 2)
    assert s.pt("Thraben Valiant") == (4, 3)
    s.script("Alice", Targets(("Thraben Valiant",)), May(True))
    s.advance_to(Step.END)
    s.resolve()
    assert "Thraben Valiant" in s.on_battlefield("Alice")
    assert s.pt("Thraben Valiant") == (2, 1)
    assert "Thraben Valiant" not in s.in_exile()


def test_conjurers_closet_declined_leaves_the_creature() -> None:
    """妖術師の衣装部屋 / Conjurer's Closet — declining: the creature stays, counters and all."""
    s = Scenario()
    s.battlefield("Alice", card("Conjurer's Closet"), card("Thraben Valiant"))
    s.counters("Thraben Valiant", "+1/+1", 2)
    s.script("Alice", Targets(("Thraben Valiant",)), May(False))
    s.advance_to(Step.END)
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 3)


def test_misthollow_griffin_can_be_cast_from_exile() -> None:
    """霧虚ろのグリフィン / Misthollow Griffin — you may cast it from exile (paying its cost)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 4)
    s.exile("Alice", card("Misthollow Griffin"))
    s.cast("Alice", "Misthollow Griffin")
    s.resolve()
    assert "Misthollow Griffin" in s.on_battlefield("Alice")
    assert s.in_exile() == []
    assert all(s.is_tapped(n) for n in ("Island",))


def test_misthollow_griffin_in_exile_without_mana_stays_there() -> None:
    """霧虚ろのグリフィン / Misthollow Griffin — from exile it still costs {2}{U}{U}."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 3)
    s.exile("Alice", card("Misthollow Griffin"))
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Misthollow Griffin")
    assert s.in_exile() == ["Misthollow Griffin"]


def test_dark_impostor_exiles_and_gains_the_activated_abilities() -> None:
    """闇の詐称者 / Dark Impostor — {4}{B}{B}: exile target creature and put a +1/+1 counter on
    it; it has the activated abilities of the creature cards exiled with it."""
    s = Scenario()
    s.battlefield("Alice", card("Dark Impostor"), *[card("Swamp")] * 6)
    s.battlefield("Bob", card("Marrow Bats"))
    s.activate("Alice", "Dark Impostor", "Marrow Bats")
    s.resolve()
    assert s.in_exile() == ["Marrow Bats"]
    assert s.pt("Dark Impostor") == (3, 3)
    impostor = s.permanent("Dark Impostor")
    assert len(impostor.activated) == 2  # its own and Marrow Bats' "Pay 4 life: Regenerate"


def test_dark_impostor_gains_nothing_from_a_creature_without_activated_abilities() -> None:
    """闇の詐称者 / Dark Impostor — an exiled creature card with no activated ability adds none."""
    s = Scenario()
    s.battlefield("Alice", card("Dark Impostor"), *[card("Swamp")] * 6)
    s.battlefield("Bob", card("Nettle Swine"))
    s.activate("Alice", "Dark Impostor", "Nettle Swine")
    s.resolve()
    assert len(s.permanent("Dark Impostor").activated) == 1


def _stolen_goods(*bob_library: str) -> Scenario:
    """Alice casts Stolen Goods on Bob, whose library holds these cards (top first)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 4)
    s.hand("Alice", card("Stolen Goods"))
    s.library("Bob", *[card(n) for n in bob_library])
    s.cast("Alice", "Stolen Goods", "Bob")
    s.resolve()
    return s


def test_stolen_goods_exiles_until_a_nonland_card_you_may_cast_free() -> None:
    """盗品 / Stolen Goods — the opponent exiles from the top until a nonland card; until end of
    turn you may cast that card without paying its mana cost."""
    s = _stolen_goods("Plains", "Island", "Nettle Swine", "Forest")
    assert s.in_exile() == ["Plains", "Island", "Nettle Swine"]
    assert s.in_library("Bob") == ["Forest"]
    s.cast("Alice", "Nettle Swine")  # all of Alice's lands are tapped: it's free
    s.resolve()
    assert "Nettle Swine" in s.on_battlefield("Alice")


def test_stolen_goods_permission_ends_with_the_turn() -> None:
    """盗品 / Stolen Goods — after the turn the card can't be cast any more (it stays in exile)."""
    from ofuda.runtime.engine.casting.spells import castable_cards

    s = _stolen_goods("Nettle Swine")
    names = [c.name for c, _ in castable_cards(s.game, s.player("Alice"))]
    assert "Nettle Swine" in names
    s.advance_to(Step.UPKEEP, new_turn=True)
    names = [c.name for c, _ in castable_cards(s.game, s.player("Alice"))]
    assert "Nettle Swine" not in names
    assert "Nettle Swine" in s.in_exile()


def _revenant_hits(*others: str, choose: str = "Nettle Swine") -> Scenario:
    """Lone Revenant (and ``others``) of Alice's; it attacks and deals combat damage to Bob."""
    s = Scenario()
    s.battlefield("Alice", card("Lone Revenant"), *[card(n) for n in others])
    s.library("Alice", card("Plains"), card("Nettle Swine"), card("Island"), card("Forest"),
              card("Swamp"))
    s.script("Alice", Choose((choose,)), Order(("Forest", "Island", "Plains")))
    s.attack("Lone Revenant")
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    return s


def test_lone_revenant_alone_looks_at_four_takes_one() -> None:
    """孤独な亡霊 / Lone Revenant — combat damage to a player with no other creature: look at the
    top four, one into your hand, the rest on the bottom in any order."""
    s = _revenant_hits()
    assert s.life("Bob") == 16
    assert s.in_hand("Alice") == ["Nettle Swine"]
    # the first card of the chosen order goes to the bottom first, the next one under it
    assert s.in_library("Alice") == ["Swamp", "Forest", "Island", "Plains"]


def test_lone_revenant_with_another_creature_does_not_trigger() -> None:
    """孤独な亡霊 / Lone Revenant — another creature of yours: no trigger (intervening if, 603.4)."""
    s = Scenario()
    s.battlefield("Alice", card("Lone Revenant"), card("Thraben Valiant"))
    s.library("Alice", card("Plains"), card("Nettle Swine"))
    s.attack("Lone Revenant")
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert s.life("Bob") == 16
    assert s.in_hand("Alice") == []
    assert s.in_library("Alice") == ["Plains", "Nettle Swine"]


def _descendants_upkeep(top: str, *script) -> Scenario:  # type: ignore[no-untyped-def]
    """Alice's upkeep with Descendants' Path and Thraben Valiant (a Human Soldier); ``top`` is
    the top card of her library."""
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", card("Descendants' Path"), card("Thraben Valiant"))
    s.library("Alice", card(top), card("Plains"))
    s.script("Alice", *script)
    s.advance_to(Step.UPKEEP)
    s.resolve()
    return s


def test_descendants_path_casts_a_creature_sharing_a_type_for_free() -> None:
    """末裔の道 / Descendants' Path — the revealed creature card shares a creature type with a
    creature you control: you may cast it without paying its mana cost."""
    s = _descendants_upkeep("Cathedral Sanctifier", May(True))
    assert "Cathedral Sanctifier" in s.on_battlefield("Alice")
    assert s.in_library("Alice") == ["Plains"]


def test_descendants_path_a_creature_sharing_no_type_goes_to_the_bottom() -> None:
    """末裔の道 / Descendants' Path — Nettle Swine (a Boar) shares no type: not cast, bottom."""
    s = _descendants_upkeep("Nettle Swine")
    assert s.in_library("Alice") == ["Plains", "Nettle Swine"]


def test_descendants_path_a_land_goes_to_the_bottom() -> None:
    """末裔の道 / Descendants' Path — a land card is no creature card: it goes to the bottom."""
    s = _descendants_upkeep("Island")
    assert s.in_library("Alice") == ["Plains", "Island"]
