"""Curses: Auras that enchant a player (303.4, 702.5 「エンチャント（プレイヤー）」 / "Enchant
player"), on real Innistrad cards, each language alone. The Aura spell targets a player and
enters attached to that player (303.4a, 303.4f); "enchanted player" is that player."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import set_card

LANGS = ["ja", "en"]


def _curse_on_bob(s: Scenario, name: str) -> None:
    s.cast("Alice", name, s.player("Bob"))
    s.resolve()
    assert s.permanent(name).attached_to is s.player("Bob")


@pytest.mark.parametrize("lang", LANGS)
def test_curse_of_the_pierced_heart_deals_1_damage_in_enchanted_players_upkeep(lang: str) -> None:
    """貫かれた心臓の呪い / Curse of the Pierced Heart: "At the beginning of enchanted player's
    upkeep, Curse of the Pierced Heart deals 1 damage to that player." — in Bob's upkeep Bob
    takes 1; in Alice's own upkeep nothing happens."""
    mountain = set_card("isd", "Mountain")
    s = Scenario()
    s.battlefield("Alice", mountain, mountain)
    s.library("Alice", *[mountain] * 3)
    s.library("Bob", *[mountain] * 3)
    s.hand("Alice", set_card("isd", "Curse of the Pierced Heart", lang))
    _curse_on_bob(s, "Curse of the Pierced Heart")
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (20, 19)
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's turn: not the enchanted player's upkeep
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (20, 19)


@pytest.mark.parametrize("lang", LANGS)
def test_curse_of_the_bloody_tome_mills_enchanted_player_two(lang: str) -> None:
    """血まみれの書の呪い / Curse of the Bloody Tome: "At the beginning of enchanted player's
    upkeep, that player puts the top two cards of his or her library into his or her
    graveyard." — Bob's top two cards, not Alice's."""
    island = set_card("isd", "Island")
    s = Scenario()
    s.battlefield("Alice", island, island, island)
    s.library("Alice", island, island, island)
    s.library("Bob", *[set_card("m19", "Walking Corpse")] * 2, island, island)
    s.hand("Alice", set_card("isd", "Curse of the Bloody Tome", lang))
    _curse_on_bob(s, "Curse of the Bloody Tome")
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.resolve()
    assert s.in_graveyard("Bob") == ["Walking Corpse", "Walking Corpse"]
    assert s.in_graveyard("Alice") == []


@pytest.mark.parametrize("lang", LANGS)
def test_curse_of_deaths_hold_shrinks_only_enchanted_players_creatures(lang: str) -> None:
    """死の支配の呪い / Curse of Death's Hold: "Creatures enchanted player controls get -1/-1."
    — Bob's 2/2 becomes 1/1 and his 1/1 dies (704.5f); Alice's creature is unchanged."""
    swamp = set_card("isd", "Swamp")
    s = Scenario()
    s.battlefield("Alice", *[swamp] * 5, set_card("m19", "Walking Corpse"))
    s.battlefield("Bob", set_card("m19", "Walking Corpse"), set_card("isd", "Doomed Traveler"))
    s.hand("Alice", set_card("isd", "Curse of Death's Hold", lang))
    _curse_on_bob(s, "Curse of Death's Hold")
    s.check_state()
    assert s.pt("Walking Corpse", "Bob") == (1, 1)
    assert s.pt("Walking Corpse", "Alice") == (2, 2)
    assert "Doomed Traveler" in s.in_graveyard("Bob")


def test_an_aura_enchanting_a_player_stays_while_the_player_is_legal() -> None:
    """704.5m: an Aura attached to a player it can enchant is legal; it stays on the
    battlefield through state-based actions (only an illegal attachment sends it away)."""
    mountain = set_card("isd", "Mountain")
    s = Scenario()
    s.battlefield("Alice", mountain, mountain)
    s.hand("Alice", set_card("isd", "Curse of the Pierced Heart"))
    _curse_on_bob(s, "Curse of the Pierced Heart")
    s.check_state()
    assert s.permanent("Curse of the Pierced Heart").attached_to is s.player("Bob")


@pytest.mark.parametrize("lang", LANGS)
def test_curse_of_the_nightly_hunt_sends_enchanted_players_creatures_in(lang: str) -> None:
    """夜狩りの呪い / Curse of the Nightly Hunt: "Creatures enchanted player controls attack each
    turn if able." (508.1d) — Bob declares no attackers on his turn and his creature still
    attacks; Alice's own creature is free to stay home on hers."""
    mountain = set_card("isd", "Mountain")
    s = Scenario()
    s.battlefield("Alice", *[mountain] * 3, set_card("m19", "Walking Corpse"))
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    s.library("Alice", *[mountain] * 3)
    s.library("Bob", *[mountain] * 3)
    s.hand("Alice", set_card("isd", "Curse of the Nightly Hunt", lang))
    _curse_on_bob(s, "Curse of the Nightly Hunt")
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.attack()
    assert s.permanent("Walking Corpse", "Alice").attacking is None
    s.advance_to(Step.BEGINNING_OF_COMBAT, new_turn=True)  # Bob's turn
    s.attack()
    assert s.permanent("Walking Corpse", "Bob").attacking is not None


@pytest.mark.parametrize("lang", LANGS)
def test_curse_of_stalked_prey_grows_a_creature_that_hits_enchanted_player(lang: str) -> None:
    """うろつく餌食の呪い / Curse of Stalked Prey: 「いずれかのクリーチャーがエンチャントされている
    プレイヤーに戦闘ダメージを与えるたび、そのクリーチャーの上に＋１/＋１カウンターを１個置く。」 /
    "Whenever a creature deals combat damage to enchanted player, put a +1/+1 counter on that
    creature." — Alice's attacker that hits Bob gets the counter."""
    mountain = set_card("isd", "Mountain")
    s = Scenario()
    s.battlefield("Alice", mountain, mountain, set_card("m19", "Walking Corpse"))
    s.hand("Alice", set_card("isd", "Curse of Stalked Prey", lang))
    _curse_on_bob(s, "Curse of Stalked Prey")
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.attack("Walking Corpse")
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve()
    assert s.life("Bob") == 18
    assert s.pt("Walking Corpse") == (3, 3)
