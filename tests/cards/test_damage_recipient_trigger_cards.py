""" "Deals damage to <a recipient>" triggers (510.3a, 120.3, 603.2) through real cards, in each
language: Creepy Doll / 不気味な人形 (isd: combat damage to a creature, "that creature" the one
dealt damage) and Hooded Blightfang / 頭巾様の荒廃牙 (m21: a creature you control with
deathtouch dealing damage to a planeswalker, "that planeswalker"). Each card is compiled from its
Japanese text alone and from its English text alone, and plays as the text says."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import card_from_text, set_card

LANGS = ("ja", "en")

OGRE = card_from_text(
    "name: 試作の熊 / Test Ogre\ntype: クリーチャー — 熊 / Creature — Bear\npt: 3/3\n"
)
WALKER = card_from_text(
    "name: 試作の歩き手 / Test Walker\n"
    "type: プレインズウォーカー — タミヨウ / Legendary Planeswalker — Tamiyo\n"
    "loyalty: 3\n"
)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("seed", range(4))
def test_creepy_doll_destroys_the_creature_it_damaged_on_a_won_flip(lang: str, seed: int) -> None:
    """Creepy Doll (isd): "Whenever Creepy Doll deals combat damage to a creature, flip a coin.
    If you win the flip, destroy that creature." Blocked by a 3/3, the indestructible 1/1 deals
    it 1 damage: a flip, and the 3/3 (not the Doll) is destroyed only if Alice won it."""
    s = Scenario(seed=seed)
    s.battlefield("Alice", set_card("isd", "Creepy Doll", lang))
    s.battlefield("Bob", OGRE)
    s.attack("Creepy Doll")
    s.block(("Test Ogre", "Creepy Doll"))
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    (flip,) = s.game.log.of_kind("coin flip")
    assert ("Test Ogre" in s.in_graveyard("Bob")) is bool(flip.data["won"])
    assert "Creepy Doll" in s.on_battlefield("Alice")


@pytest.mark.parametrize("lang", LANGS)
def test_creepy_doll_combat_damage_to_a_player_is_no_creature(lang: str) -> None:
    """Unblocked, Creepy Doll deals its combat damage to Bob: nothing triggers (no flip)."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Creepy Doll", lang))
    s.attack("Creepy Doll")
    s.block()
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert s.life("Bob") == 19
    assert not s.game.log.of_kind("coin flip")


@pytest.mark.parametrize("lang", LANGS)
def test_hooded_blightfang_destroys_the_planeswalker_it_damaged(lang: str) -> None:
    """Hooded Blightfang (m21): "Whenever a creature you control with deathtouch attacks, each
    opponent loses 1 life and you gain 1 life. Whenever a creature you control with deathtouch
    deals damage to a planeswalker, destroy that planeswalker." The 1/4 deathtouch attacks
    Bob's planeswalker (loyalty 3): Bob loses 1 life, Alice gains 1; its 1 damage removes one
    loyalty counter, and the trigger destroys the planeswalker."""
    s = Scenario()
    s.battlefield("Bob", WALKER)
    s.battlefield("Alice", set_card("m21", "Hooded Blightfang", lang))
    s.attack(("Hooded Blightfang", "Test Walker"))  # type: ignore[arg-type]
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (21, 19)
    s.block()
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert "Test Walker" in s.in_graveyard("Bob")
    assert s.life("Bob") == 19


@pytest.mark.parametrize("lang", LANGS)
def test_hooded_blightfang_damage_to_a_creature_destroys_no_planeswalker(lang: str) -> None:
    """Its damage to a blocking creature is not damage to a planeswalker: Bob's planeswalker
    stays (the 3/3 dies of deathtouch, 702.2b)."""
    s = Scenario()
    s.battlefield("Bob", WALKER, OGRE)
    s.battlefield("Alice", set_card("m21", "Hooded Blightfang", lang))
    s.attack(("Hooded Blightfang", "Test Walker"))  # type: ignore[arg-type]
    s.resolve()
    s.block(("Test Ogre", "Hooded Blightfang"))
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert "Test Ogre" in s.in_graveyard("Bob")
    assert "Test Walker" in s.on_battlefield("Bob")
