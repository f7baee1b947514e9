"""Trigger events through real cards of the later sets, in each language: life gained
(119.3: Ajani's Pridemate / アジャニの群れ仲間, Epicure of Blood / 血の美食家) and the beginning
of combat on your turn (507.1: Battle-Rattle Shaman / 戦鳴りのシャーマン), the spells you cast
(601.2i: Satyr Enchanter / サテュロスの結界師, Spellgorger Weird / 呪文喰いの奇魔), attacking or
blocking (Hamlet Captain / 小村の隊長). Each card is compiled
from its Japanese text alone and from its English text alone, and plays as the text says."""

from __future__ import annotations

import pytest
from ofuda.runtime import May, Scenario, Step, Targets
from support.compiled import card, lands, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_ajanis_pridemate_one_counter_per_life_gaining_event(lang: str) -> None:
    """Ajani's Pridemate / アジャニの群れ仲間 (m19): "Whenever you gain life, you may put a +1/+1
    counter on Ajani's Pridemate." Ruling: each creature with lifelink dealing combat damage is
    a separate life-gaining event — Seraph of Dawn and Griselbrand connecting give two counters."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Ajani's Pridemate", lang))
    s.battlefield("Alice", card("Seraph of Dawn"), card("Griselbrand"))
    s.attack("Seraph of Dawn", "Griselbrand")
    s.block()
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert s.life("Alice") == 29
    assert s.pt("Ajani's Pridemate") == (4, 4)


@pytest.mark.parametrize("lang", LANGS)
def test_ajanis_pridemate_once_however_much_life_and_only_your_life(lang: str) -> None:
    """Ruling: the ability triggers once for a life gain of any amount; life an opponent gains
    doesn't trigger it; "you may" declined puts no counter."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Ajani's Pridemate", lang))
    s.game.gain_life(s.player("Alice"), 4)
    s.game.gain_life(s.player("Bob"), 3)
    s.resolve()
    assert s.pt("Ajani's Pridemate") == (3, 3)
    s.script("Alice", May(False))
    s.game.gain_life(s.player("Alice"), 1)
    s.resolve()
    assert s.pt("Ajani's Pridemate") == (3, 3)


@pytest.mark.parametrize("lang", LANGS)
def test_epicure_of_blood_each_opponent_loses_one_per_gain(lang: str) -> None:
    """Epicure of Blood / 血の美食家 (m19): "Whenever you gain life, each opponent loses 1 life."
    Two life gains: Bob loses 2."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Epicure of Blood", lang))
    s.game.gain_life(s.player("Alice"), 2)
    s.resolve()
    s.game.gain_life(s.player("Alice"), 5)
    s.resolve()
    assert s.life("Bob") == 18


@pytest.mark.parametrize("lang", LANGS)
def test_battle_rattle_shaman_beginning_of_combat_on_your_turn(lang: str) -> None:
    """Battle-Rattle Shaman / 戦鳴りのシャーマン (m21): "At the beginning of combat on your
    turn, you may have target creature get +2/+0 until end of turn." It triggers at the
    beginning of combat of Alice's turn (507.1), not of Bob's."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Battle-Rattle Shaman", lang))
    s.script("Alice", Targets(("Battle-Rattle Shaman",)), May(True))
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.resolve()
    assert s.pt("Battle-Rattle Shaman") == (4, 2)
    s.advance_to(Step.CLEANUP)
    assert s.pt("Battle-Rattle Shaman") == (2, 2)
    s.library("Bob", card("Plains"))  # Bob's draw step
    s.advance_to(Step.BEGINNING_OF_COMBAT, new_turn=True)  # Bob's turn
    s.resolve()
    assert s.on_stack() == []
    assert s.pt("Battle-Rattle Shaman") == (2, 2)


@pytest.mark.parametrize("lang", LANGS)
def test_satyr_enchanter_draws_for_enchantment_spells_only(lang: str) -> None:
    """Satyr Enchanter / サテュロスの結界師 (m19): "Whenever you cast an enchantment spell, draw
    a card." (601.2i; 2018 「あなたがエンチャント・呪文を唱えるたび」, no count.) An instant
    draws nothing; an Aura, an enchantment spell, draws one card as the trigger resolves, before
    the Aura does."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Satyr Enchanter", lang))
    s.battlefield("Alice", *lands("Island", 2), *lands("Plains", 2))
    s.hand("Alice", card("Zealous Strike"), card("Ghostly Touch"))
    s.library("Alice", card("Forest"), card("Swamp"))
    s.cast("Alice", "Zealous Strike", "Satyr Enchanter")
    s.resolve()
    assert s.in_hand("Alice") == ["Ghostly Touch"]
    s.cast("Alice", "Ghostly Touch", "Satyr Enchanter")
    s.resolve()
    assert s.in_hand("Alice") == ["Forest"]
    assert s.in_library("Alice") == ["Swamp"]


@pytest.mark.parametrize("lang", LANGS)
def test_spellgorger_weird_grows_for_noncreature_spells(lang: str) -> None:
    """Spellgorger Weird / 呪文喰いの奇魔 (m21): "Whenever you cast a noncreature spell, put a
    +1/+1 counter on Spellgorger Weird." An instant and an Aura each put a counter; a creature
    spell does not; Bob's spell does not (the caster is you, 601.2i)."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Spellgorger Weird", lang))
    s.battlefield("Alice", *lands("Island", 4), *lands("Plains", 4))
    s.hand("Alice", card("Zealous Strike"), card("Ghostly Touch"), card("Thraben Valiant"))
    s.cast("Alice", "Thraben Valiant")
    s.resolve()
    assert s.pt("Spellgorger Weird") == (2, 2)
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    assert s.pt("Spellgorger Weird") == (3, 3)
    s.cast("Alice", "Ghostly Touch", "Thraben Valiant")
    s.resolve()
    assert s.pt("Spellgorger Weird") == (4, 4)


@pytest.mark.parametrize("lang", LANGS)
def test_hamlet_captain_pumps_other_humans_when_it_attacks_or_blocks(lang: str) -> None:
    """Hamlet Captain / 小村の隊長 (isd): "Whenever Hamlet Captain attacks or blocks, other Human
    creatures you control get +1/+1 until end of turn." (2012 「攻撃するかブロックするたび」.)
    It triggers when it attacks (508.3a) and when it blocks (509.3c); the Captain itself is not
    pumped, and the bonus ends with the turn."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Hamlet Captain", lang), card("Thraben Valiant"))
    s.attack("Hamlet Captain")
    s.resolve()
    assert s.pt("Thraben Valiant") == (3, 2)
    assert s.pt("Hamlet Captain") == (2, 2)
    s.advance_to(Step.CLEANUP)
    assert s.pt("Thraben Valiant") == (2, 1)
    s = Scenario(active="Bob")
    s.battlefield("Alice", set_card("isd", "Hamlet Captain", lang), card("Thraben Valiant"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.attack("Nettle Swine")
    s.block(("Hamlet Captain", "Nettle Swine"))
    s.resolve()
    assert s.pt("Thraben Valiant") == (3, 2)
