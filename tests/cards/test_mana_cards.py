"""Scenario tests of AVR cards with mana abilities (rule 605): colourless lands, mana of
any colour, mana from counters, and mana that can be spent only on creature spells (106.6).

Each test names the card in both languages and runs its compiled code.
"""

from __future__ import annotations

import pytest
from ofuda.runtime import Keyword, RulesError, Scenario, Step
from ofuda.runtime.agents.scripted import Choose, Targets
from support.compiled import card


def _lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    return [card(name)] * n


# --- {T}: Add {C} (2012: "Add {1} to your mana pool") ------------------------------------


def test_desolate_lighthouse_pays_the_generic_part_of_a_cost() -> None:
    """僻地の灯台 / Desolate Lighthouse — 「{T}：あなたのマナ・プールに{1}を加える。」: {C} pays
    the {1} of Wolfir Avenger beside two Forests."""
    s = Scenario()
    s.battlefield("Alice", card("Desolate Lighthouse"), *_lands("Forest", 2))
    s.hand("Alice", card("Wolfir Avenger"))
    s.cast("Alice", "Wolfir Avenger")
    s.resolve()
    assert "Wolfir Avenger" in s.on_battlefield("Alice")
    assert s.is_tapped("Desolate Lighthouse")


def test_desolate_lighthouse_colorless_mana_cant_pay_a_coloured_symbol() -> None:
    """僻地の灯台 / Desolate Lighthouse — {C} is not green: Lighthouse and one Forest can't cast
    Wolfir Avenger ({1}{G}{G})."""
    s = Scenario()
    s.battlefield("Alice", card("Desolate Lighthouse"), card("Forest"), card("Forest"))
    s.permanent("Forest").tapped = True
    s.hand("Alice", card("Wolfir Avenger"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Wolfir Avenger")


def test_desolate_lighthouse_loots() -> None:
    """僻地の灯台 / Desolate Lighthouse — {1}{U}{R}, {T}: draw a card, then discard a card."""
    s = Scenario()
    s.battlefield("Alice", card("Desolate Lighthouse"), card("Island"), card("Mountain"),
                  card("Plains"))
    s.library("Alice", card("Nettle Swine"))
    s.hand("Alice", card("Thraben Valiant"))
    s.script("Alice", Choose(("Thraben Valiant",)))
    s.activate("Alice", "Desolate Lighthouse", index=1)
    s.resolve()
    assert s.in_hand("Alice") == ["Nettle Swine"]
    assert s.in_graveyard("Alice") == ["Thraben Valiant"]


def test_seraph_sanctuary_gains_life_and_taps_for_colorless() -> None:
    """熾天使の聖域 / Seraph Sanctuary — enters: 1 life; an Angel enters under your control:
    1 life; {T}: {C} (pays the generic mana of the Angel with a Plains)."""
    s = Scenario()
    s.battlefield("Alice", *_lands("Plains", 4))
    s.hand("Alice", card("Seraph Sanctuary"), card("Seraph of Dawn"))
    s.play_land("Alice", "Seraph Sanctuary")
    s.resolve()
    assert s.life("Alice") == 21
    s.cast("Alice", "Seraph of Dawn")  # {2}{W}{W}: Sanctuary's {C} and three Plains
    s.resolve()
    assert s.life("Alice") == 22
    assert "Seraph of Dawn" in s.on_battlefield("Alice")


def test_seraph_sanctuary_ignores_a_non_angel() -> None:
    """熾天使の聖域 / Seraph Sanctuary — a Human entering gains nothing."""
    s = Scenario()
    s.battlefield("Alice", card("Seraph Sanctuary"), card("Plains"))
    s.hand("Alice", card("Thraben Valiant"))
    s.cast("Alice", "Thraben Valiant")
    s.resolve()
    assert s.life("Alice") == 20 and s.is_tapped("Seraph Sanctuary")


def test_slayers_stronghold_pumps_and_grants_vigilance_and_haste() -> None:
    """処刑者の要塞 / Slayers' Stronghold — {R}{W}, {T}: +2/+0, vigilance and haste until end of turn."""
    s = Scenario()
    s.battlefield("Alice", card("Slayers' Stronghold"), card("Mountain"), card("Plains"))
    s.battlefield("Alice", card("Nettle Swine"), sick=True)
    s.activate("Alice", "Slayers' Stronghold", "Nettle Swine", index=1)
    s.resolve()
    assert s.pt("Nettle Swine") == (6, 3)
    assert s.has_keyword("Nettle Swine", Keyword.VIGILANCE)
    assert s.has_keyword("Nettle Swine", Keyword.HASTE)


def test_slayers_stronghold_taps_for_colorless() -> None:
    """処刑者の要塞 / Slayers' Stronghold — {T}: {C} pays the {1} of Thraben Valiant."""
    s = Scenario()
    s.battlefield("Alice", card("Slayers' Stronghold"), card("Plains"))
    s.hand("Alice", card("Thraben Valiant"))
    s.cast("Alice", "Thraben Valiant")
    s.resolve()
    assert "Thraben Valiant" in s.on_battlefield("Alice")


# --- one mana of any colour ----------------------------------------------------------------


def test_vessel_of_endless_rest_taps_for_any_color() -> None:
    """終わりなき休息の器 / Vessel of Endless Rest — 「好きな色１色のマナ１点」: white for Thraben
    Valiant beside a Mountain."""
    s = Scenario()
    s.battlefield("Alice", card("Vessel of Endless Rest"), card("Mountain"))
    s.hand("Alice", card("Thraben Valiant"))
    s.cast("Alice", "Thraben Valiant")
    s.resolve()
    assert "Thraben Valiant" in s.on_battlefield("Alice")


def test_vessel_of_endless_rest_puts_a_graveyard_card_on_the_bottom() -> None:
    """終わりなき休息の器 / Vessel of Endless Rest — enters: target card from a graveyard goes to
    the bottom of its owner's library."""
    s = Scenario()
    s.battlefield("Alice", *_lands("Plains", 3))
    s.graveyard("Bob", card("Griselbrand"))
    s.library("Bob", card("Nettle Swine"))
    s.hand("Alice", card("Vessel of Endless Rest"))
    s.script("Alice", Targets(("Griselbrand",)))
    s.cast("Alice", "Vessel of Endless Rest")
    s.resolve()
    assert s.in_graveyard("Bob") == []
    assert s.in_library("Bob") == ["Nettle Swine", "Griselbrand"]  # top first


def test_druids_repository_counters_become_mana_of_any_color() -> None:
    """ドルイドの保管庫 / Druids' Repository — remove a charge counter: one mana of any colour;
    two counters cast Thraben Valiant."""
    s = Scenario()
    s.battlefield("Alice", card("Druids' Repository"))
    s.counters("Druids' Repository", "charge", 2)
    s.hand("Alice", card("Thraben Valiant"))
    s.cast("Alice", "Thraben Valiant")
    s.resolve()
    assert "Thraben Valiant" in s.on_battlefield("Alice")
    assert s.permanent("Druids' Repository").counters.get("charge", 0) == 0


def test_druids_repository_without_counters_adds_nothing() -> None:
    """ドルイドの保管庫 / Druids' Repository — no counter, no mana."""
    s = Scenario()
    s.battlefield("Alice", card("Druids' Repository"))
    s.hand("Alice", card("Thraben Valiant"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Thraben Valiant")


def test_druids_repository_gets_a_counter_when_a_creature_attacks() -> None:
    """ドルイドの保管庫 / Druids' Repository — 「…クリーチャーが１体攻撃するたび」: a charge counter."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Druids' Repository"), card("Nettle Swine"), card("Thraben Valiant"))
    s.attack("Nettle Swine", "Thraben Valiant")
    s.resolve()
    assert s.permanent("Druids' Repository").counters.get("charge", 0) == 2


# --- mana that can be spent only on creature spells (106.6) ----------------------------------


def test_somberwald_sage_casts_a_creature_with_three_mana_of_one_color() -> None:
    """ソンバーワルドの賢者 / Somberwald Sage — 「好きな色１色のマナ３点」 for a creature spell."""
    s = Scenario()
    s.battlefield("Alice", card("Somberwald Sage"))
    s.hand("Alice", card("Wolfir Avenger"))
    s.cast("Alice", "Wolfir Avenger")
    s.resolve()
    assert "Wolfir Avenger" in s.on_battlefield("Alice")


def test_somberwald_sage_mana_cant_cast_a_noncreature_spell() -> None:
    """ソンバーワルドの賢者 / Somberwald Sage — 「クリーチャー呪文を唱えるためにのみ使用できる」:
    not an instant."""
    s = Scenario()
    s.battlefield("Alice", card("Somberwald Sage"), card("Nettle Swine"))
    s.hand("Alice", card("Uncanny Speed"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Uncanny Speed", "Nettle Swine")
