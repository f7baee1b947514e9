"""Scenario tests of delayed triggered abilities an instruction creates (603.7): "at end of
combat" (511.2) after tokens put onto the battlefield tapped and attacking (508.4), and abilities
lasting the turn ("Whenever a creature attacks this turn, …", 603.7b). Each card is compiled
from one language's text at a time (cards_src), so each language plays as the card says."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step, Targets
from support.compiled import set_card

LANGS = ("ja", "en")


# --- 聖トラフトの霊 / Geist of Saint Traft (ISD) ------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_geist_of_saint_traft_angel_attacks_and_is_exiled_at_end_of_combat(lang: str) -> None:
    """聖トラフトの霊 / Geist of Saint Traft — "put a 4/4 white Angel creature token with flying
    onto the battlefield tapped and attacking. Exile that token at end of combat.": the Angel
    deals its 4 combat damage with the Geist's 2 (508.4: attacking, never declared), then is
    exiled as the end of combat step begins (511.2)."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Geist of Saint Traft", lang))
    s.attack("Geist of Saint Traft")
    s.resolve()
    angel = s.permanent("Angel Token")
    assert angel.attacking is not None and angel.tapped
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve()
    assert s.life("Bob") == 14
    assert "Angel Token" not in s.on_battlefield("Alice")
    assert s.on_battlefield("Alice") == ["Geist of Saint Traft"]


# --- 献身の聖騎士、バスリ / Basri, Devoted Paladin (M21) -----------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_basri_devoted_paladin_minus_one_counters_each_attacker_this_turn(lang: str) -> None:
    """献身の聖騎士、バスリ / Basri, Devoted Paladin — "−1: Whenever a creature attacks this
    turn, put a +1/+1 counter on it.": each attacking creature gets one (603.7b: each time, not
    only the next), and the next turn the ability is gone (514.2)."""
    basri = set_card("m21", "Basri, Devoted Paladin", lang)
    corpse = set_card("m21", "Walking Corpse", lang)
    ogre = set_card("m21", "Onakke Ogre", lang)
    s = Scenario()
    s.battlefield("Alice", basri, corpse, ogre)
    s.battlefield("Bob", corpse)
    s.library("Bob", corpse)
    s.activate("Alice", "Basri, Devoted Paladin", index=1)
    s.resolve()
    s.attack("Walking Corpse", "Onakke Ogre")
    s.resolve()
    assert s.permanent("Walking Corpse", "Alice").counters.get("+1/+1", 0) == 1
    assert s.permanent("Onakke Ogre", "Alice").counters.get("+1/+1", 0) == 1
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.attack("Walking Corpse")
    s.resolve()
    assert s.permanent("Walking Corpse", "Bob").counters.get("+1/+1", 0) == 0


# --- 二重詠唱 / Doublecast (M19) -----------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_doublecast_copies_only_the_next_instant_or_sorcery_this_turn(lang: str) -> None:
    """二重詠唱 / Doublecast — "When you cast your next instant or sorcery spell this turn,
    copy that spell.": the next Shock is copied (2 + 2 damage), the one after it is not
    (603.7b: a delayed ability with no "whenever" triggers once)."""
    mountain = set_card("m19", "Mountain")
    shock = set_card("m19", "Shock", lang)
    s = Scenario()
    s.battlefield("Alice", *[mountain] * 4)
    s.hand("Alice", set_card("m19", "Doublecast", lang), shock, shock)
    s.cast("Alice", "Doublecast")
    s.resolve()
    s.cast("Alice", "Shock", "Bob")
    s.script("Alice", Targets(("Bob",)))  # the copy's target (707.10c: may choose new ones)
    s.resolve()
    assert s.life("Bob") == 16
    s.cast("Alice", "Shock", "Bob")
    s.resolve()
    assert s.life("Bob") == 14
    assert s.game.delayed_triggers == []


@pytest.mark.parametrize("lang", LANGS)
def test_doublecast_ends_with_the_turn(lang: str) -> None:
    """二重詠唱 / Doublecast — "this turn": unused, it is gone in the cleanup step (514.2)."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Mountain"), set_card("m19", "Mountain"))
    s.hand("Alice", set_card("m19", "Doublecast", lang))
    s.library("Bob", set_card("m19", "Mountain"))
    s.cast("Alice", "Doublecast")
    s.resolve()
    assert len(s.game.delayed_triggers) == 1
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert s.game.delayed_triggers == []
