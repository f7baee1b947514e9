"""What an instruction just did, named by a later instruction of the same ability (608.2c,
608.2h), through real cards of ISD, DKA and M20 in each language: Tribute to Hunger / 飢えへの
貢ぎ物 ("that creature's toughness" after a sacrifice), Feed the Pack / 群れに餌 ("the
sacrificed creature's toughness" after an optional sacrifice), Paraselene / 幻月 ("for each
enchantment destroyed this way"), Gorging Vulture / 貪る禿鷹 ("for each creature card put into
your graveyard this way"), Graveyard Shovel / 墓地のシャベル ("If it's a creature card" after
an exile from a graveyard), Mindshrieker / 精神叫び ("that card's converted mana cost" after a
mill). Each card is compiled from its Japanese text alone and from its English text alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, May, Scenario, Step
from support.compiled import card, card_from_text, lands, set_card

LANGS = ("ja", "en")

BEAR = card_from_text(
    "name: 熊 / Test Bear\ncost: {2}{G}\ntype: クリーチャー — 熊 / Creature — Bear\npt: 2/2\n"
)
WALL = card_from_text(
    "name: 壁 / Test Wall\ncost: {1}{W}\ntype: クリーチャー — 壁 / Creature — Wall\npt: 1/4\n"
)
CHARM = card_from_text("name: 護符 / Test Charm\ncost: {1}\ntype: エンチャント / Enchantment\n")


@pytest.mark.parametrize("lang", LANGS)
def test_tribute_to_hunger_gains_the_sacrificed_creatures_toughness(lang: str) -> None:
    """Tribute to Hunger (isd): "Target opponent sacrifices a creature. You gain life equal to
    that creature's toughness." Bob chooses his Wall, which has a +1/+1 counter: Alice gains 5,
    its toughness as it last existed on the battlefield (ruling 2011-09-22, 608.2h)."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 3))
    s.battlefield("Bob", BEAR, WALL)
    s.counters("Test Wall", "+1/+1", 1)
    s.hand("Alice", set_card("isd", "Tribute to Hunger", lang))
    s.script("Bob", Choose(("Test Wall",)))
    s.cast("Alice", "Tribute to Hunger", "Bob")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Test Wall"]
    assert s.life("Alice") == 25


@pytest.mark.parametrize("lang", LANGS)
def test_tribute_to_hunger_gains_nothing_when_nothing_is_sacrificed(lang: str) -> None:
    """With no creature to sacrifice, there is no "that creature": Alice gains no life."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 3))
    s.hand("Alice", set_card("isd", "Tribute to Hunger", lang))
    s.cast("Alice", "Tribute to Hunger", "Bob")
    s.resolve()
    assert s.life("Alice") == 20


@pytest.mark.parametrize("lang", LANGS)
def test_feed_the_pack_makes_wolves_for_the_sacrificed_creatures_toughness(lang: str) -> None:
    """Feed the Pack (dka): at Alice's end step she may sacrifice a nontoken creature; she
    sacrifices her 1/4 Wall and gets four 2/2 green Wolf tokens."""
    s = Scenario()
    s.battlefield("Alice", set_card("dka", "Feed the Pack", lang), BEAR, WALL)
    s.script("Alice", May(True), Choose(("Test Wall",)))
    s.advance_to(Step.END)
    s.resolve()
    assert "Test Wall" in s.in_graveyard("Alice")
    wolves = [p for p in s.on_battlefield("Alice") if p == "Wolf Token"]
    assert len(wolves) == 4


@pytest.mark.parametrize("lang", LANGS)
def test_paraselene_gains_one_life_per_enchantment_destroyed(lang: str) -> None:
    """Paraselene (isd): "Destroy all enchantments. You gain 1 life for each enchantment
    destroyed this way." Three enchantments (one Alice's, two Bob's): Alice gains 3."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 3), CHARM)
    s.battlefield("Bob", CHARM, CHARM)
    s.hand("Alice", set_card("isd", "Paraselene", lang))
    s.cast("Alice", "Paraselene")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Test Charm", "Test Charm"]
    assert s.life("Alice") == 23


@pytest.mark.parametrize("lang", LANGS)
def test_gorging_vulture_gains_one_life_per_creature_card_milled(lang: str) -> None:
    """Gorging Vulture (m20): it enters, Alice mills four cards, two of them creature cards:
    she gains 2 life."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 3))
    s.hand("Alice", set_card("m20", "Gorging Vulture", lang))
    s.library("Alice", BEAR, card("Swamp"), WALL, card("Plains"), BEAR)
    s.cast("Alice", "Gorging Vulture")
    s.resolve()
    assert sorted(s.in_graveyard("Alice")) == ["Plains", "Swamp", "Test Bear", "Test Wall"]
    assert s.in_library("Alice") == ["Test Bear"]
    assert s.life("Alice") == 22


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("exiled", "life"), [("Test Bear", 22), ("Swamp", 20)])
def test_graveyard_shovel_gains_life_if_the_exiled_card_is_a_creature_card(
    lang: str, exiled: str, life: int
) -> None:
    """Graveyard Shovel (isd): Bob exiles a card of his choice from his graveyard; Alice gains
    2 life only if it's a creature card."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Graveyard Shovel", lang), *lands("Plains", 2))
    s.graveyard("Bob", BEAR, card("Swamp"))
    s.script("Bob", Choose((exiled,)))
    s.activate("Alice", "Graveyard Shovel", "Bob")
    s.resolve()
    assert [c for c in s.in_graveyard("Bob")] == [n for n in ("Test Bear", "Swamp") if n != exiled]
    assert s.life("Alice") == life


@pytest.mark.parametrize("lang", LANGS)
def test_mindshrieker_gets_the_milled_cards_mana_value(lang: str) -> None:
    """Mindshrieker (isd): Bob puts the top card of his library into his graveyard, a card of
    mana value 3; Mindshrieker gets +3/+3 until end of turn."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Mindshrieker", lang), *lands("Island", 2))
    s.library("Bob", BEAR, WALL)
    s.activate("Alice", "Mindshrieker", "Bob")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Test Bear"]
    assert s.pt("Mindshrieker") == (4, 4)


@pytest.mark.parametrize("lang", LANGS)
def test_fiend_of_the_shadows_lets_alice_play_the_exiled_card_while_it_remains_exiled(
    lang: str,
) -> None:
    """Fiend of the Shadows (dka): it deals combat damage to Bob, who exiles a card from his
    hand (his choice: the Bear); Alice may play that card for as long as it remains exiled
    (611.2b) — not only this turn: she casts it in her next turn, paying its cost."""
    s = Scenario()
    s.battlefield("Alice", set_card("dka", "Fiend of the Shadows", lang), *lands("Forest", 3))
    s.hand("Bob", BEAR, card("Swamp"))
    s.library("Alice", card("Plains"), card("Plains"))
    s.library("Bob", card("Swamp"), card("Swamp"))
    s.script("Bob", Choose(("Test Bear",)))
    s.attack("Fiend of the Shadows")
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert s.life("Bob") == 17
    assert s.in_hand("Bob") == ["Swamp"]
    s.advance_to(Step.PRECOMBAT_MAIN, new_turn=True)  # Bob's turn
    s.advance_to(Step.PRECOMBAT_MAIN, new_turn=True)  # Alice's next turn
    s.cast("Alice", "Test Bear")
    s.resolve()
    assert "Test Bear" in s.on_battlefield("Alice")
