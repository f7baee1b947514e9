"""Counters as a cost (118.1, 122.1) and "for each A and each B" (107.1) through real cards, in
each language: Mazemind Tome / 精神迷わせの秘本 (m21: "{2}, {T}, Put a page counter on Mazemind
Tome: Draw a card." and its fourth counter), Unbreathing Horde / 息せぬ群れ (isd: "enters the
battlefield with a +1/+1 counter on it for each other Zombie you control and each Zombie card in
your graveyard", and "prevent that damage and remove a +1/+1 counter from it", 122.1). Each
card is compiled from its Japanese text alone and from its English text alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.engine.replacement.damage import deal_damage
from support.compiled import set_card
from support.kit import creature

LANGS = ("ja", "en")
ZOMBIE = creature("Shambler", "{1}{B}", 2, 2, "Zombie")
GHOUL = creature("Ghoul", "{1}{B}", 2, 2, "Zombie")


@pytest.mark.parametrize("lang", LANGS)
def test_mazemind_tome_puts_a_page_counter_to_draw(lang: str) -> None:
    """{2}, {T}, a page counter: Alice draws a card, the Tome has one page counter."""
    island = set_card("m21", "Island")
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Mazemind Tome", lang), island, island)
    s.library("Alice", island)
    s.activate("Alice", "Mazemind Tome", index=1)
    assert s.permanent("Mazemind Tome").counters["page"] == 1  # paid before it resolves
    s.resolve()
    assert s.in_hand("Alice") == ["Island"]


@pytest.mark.parametrize("lang", LANGS)
def test_mazemind_tome_is_exiled_with_its_fourth_counter(lang: str) -> None:
    """With three page counters, the fourth (paid as a cost) makes "there are four or more page
    counters" true: the Tome is exiled and Alice gains 4 life."""
    island = set_card("m21", "Island")
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Mazemind Tome", lang), island, island)
    s.library("Alice", island)
    s.counters("Mazemind Tome", "page", 3)
    s.activate("Alice", "Mazemind Tome", index=1)
    s.resolve()
    assert s.in_exile() == ["Mazemind Tome"]
    assert s.life("Alice") == 24


@pytest.mark.parametrize("lang", LANGS)
def test_unbreathing_horde_counts_zombies_and_zombie_cards(lang: str) -> None:
    """Two other Zombies on the battlefield and one Zombie card in Alice's graveyard (Bob's
    Zombie does not count): it enters with three +1/+1 counters, a 3/3."""
    swamp = set_card("isd", "Swamp")
    s = Scenario()
    s.battlefield("Alice", swamp, swamp, swamp, ZOMBIE, GHOUL)
    s.battlefield("Bob", ZOMBIE)
    s.graveyard("Alice", ZOMBIE)
    s.hand("Alice", set_card("isd", "Unbreathing Horde", lang))
    s.cast("Alice", "Unbreathing Horde")
    s.resolve()
    assert s.permanent("Unbreathing Horde").counters["+1/+1"] == 3
    assert s.pt("Unbreathing Horde") == (3, 3)


@pytest.mark.parametrize("lang", LANGS)
def test_unbreathing_horde_loses_a_counter_instead_of_damage(lang: str) -> None:
    """Dealt 5 damage with three counters: the damage is prevented and one counter removed
    (122.1), a 2/2 with no damage marked."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Unbreathing Horde", lang))
    s.counters("Unbreathing Horde", "+1/+1", 3)
    s.battlefield("Bob", ZOMBIE)
    horde = s.permanent("Unbreathing Horde")
    deal_damage(s.game, s.permanent("Shambler", "Bob"), horde, 5)
    s.resolve()
    assert horde.counters["+1/+1"] == 2
    assert horde.damage == 0
    assert s.pt("Unbreathing Horde") == (2, 2)
