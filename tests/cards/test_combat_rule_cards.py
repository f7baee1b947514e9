"""A permanent's own combat rules through real cards, in each language: Loyal Pegasus / 忠実な
ペガサス (m20: "can't attack or block alone", 506.5), Drowsing Tyrannodon / うたた寝するティラノ
ドン (m21: "can attack as though it didn't have defender" as long as you control a creature with
power 4 or greater, 702.3b), Gauntlets of Light / 光の篭手 (m20: "assigns combat damage equal to
its toughness rather than its power", 510.1c) and Tide Skimmer / 潮掬い (m21: "Whenever you attack with
two or more creatures with flying", 508.1). Each card is compiled from its Japanese text alone
and from its English text alone, and plays as the text says."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, Scenario, ScriptError, Step
from support.compiled import card, card_from_text, set_card

LANGS = ("ja", "en")
BRUTE = card_from_text(  # a vanilla 4/4 written for the test
    "name: 試しの巨獣 / Test Brute\ncost: {3}{G}\ntype: クリーチャー — ビースト / Creature — Beast\npt: 4/4\n"
)


@pytest.mark.parametrize("lang", LANGS)
def test_loyal_pegasus_cant_attack_alone(lang: str) -> None:
    """Loyal Pegasus / 忠実なペガサス: "can't attack or block alone." Declared alone it is an
    illegal attack (506.5); with Thraben Valiant both attack."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("m20", "Loyal Pegasus", lang), card("Thraben Valiant"))
    with pytest.raises(IllegalActionError, match="alone"):
        s.attack("Loyal Pegasus")
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("m20", "Loyal Pegasus", lang), card("Thraben Valiant"))
    s.attack("Loyal Pegasus", "Thraben Valiant")
    assert s.permanent("Loyal Pegasus").attacking is not None


@pytest.mark.parametrize("lang", LANGS)
def test_loyal_pegasus_cant_block_alone(lang: str) -> None:
    """Loyal Pegasus / 忠実なペガサス blocking Alice's Thraben Valiant as Bob's only blocker is
    illegal (506.5); blocking together with another of Bob's creatures, it blocks."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Thraben Valiant"))
    s.battlefield("Bob", set_card("m20", "Loyal Pegasus", lang), BRUTE)
    s.attack("Thraben Valiant")
    with pytest.raises(IllegalActionError, match="alone"):
        s.block(("Loyal Pegasus", "Thraben Valiant"))
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Thraben Valiant"))
    s.battlefield("Bob", set_card("m20", "Loyal Pegasus", lang), BRUTE)
    s.attack("Thraben Valiant")
    s.block(("Loyal Pegasus", "Thraben Valiant"), ("Test Brute", "Thraben Valiant"))
    assert s.permanent("Loyal Pegasus").blocking


@pytest.mark.parametrize("lang", LANGS)
def test_drowsing_tyrannodon_attacks_only_with_a_big_friend(lang: str) -> None:
    """Drowsing Tyrannodon / うたた寝するティラノドン (3/3 defender): alone it can't attack
    (702.3b); as long as Alice controls a creature with power 4 or greater it can attack as
    though it didn't have defender, and deals its 3 damage."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("m21", "Drowsing Tyrannodon", lang))
    with pytest.raises(ScriptError, match="choices are: nothing"):  # not a possible attacker
        s.attack("Drowsing Tyrannodon")
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("m21", "Drowsing Tyrannodon", lang), BRUTE)
    s.attack("Drowsing Tyrannodon")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 17


@pytest.mark.parametrize("lang", LANGS)
def test_gauntlets_of_light_deals_damage_by_toughness(lang: str) -> None:
    """Gauntlets of Light / 光の篭手 on Thraben Valiant (2/1 → 2/3): it assigns combat damage
    equal to its toughness, 3, rather than its power (510.1c)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Thraben Valiant"), set_card("m20", "Gauntlets of Light", lang))
    s.attach("Gauntlets of Light", "Thraben Valiant")
    assert s.pt("Thraben Valiant") == (2, 3)
    s.attack("Thraben Valiant")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 17


@pytest.mark.parametrize("lang", LANGS)
def test_tide_skimmer_draws_when_two_flyers_attack(lang: str) -> None:
    """Tide Skimmer / 潮掬い: "Whenever you attack with two or more creatures with flying, draw a
    card." Attacking with it and Mist Raven (flying) draws one card; with it and Thraben Valiant
    (no flying) nothing triggers (508.1, 603.2c)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("m21", "Tide Skimmer", lang), card("Mist Raven"))
    s.library("Alice", card("Plains"), card("Plains"))
    s.attack("Tide Skimmer", "Mist Raven")
    s.resolve()
    assert s.in_hand("Alice") == ["Plains"]
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("m21", "Tide Skimmer", lang), card("Thraben Valiant"))
    s.library("Alice", card("Plains"), card("Plains"))
    s.attack("Tide Skimmer", "Thraben Valiant")
    assert s.on_stack() == []
    s.resolve()
    assert s.in_hand("Alice") == []
