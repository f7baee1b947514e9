"""Scenario tests of the effect language's spell shapes: modes, additional costs, several targets.

Each test names the card in both languages; the cards come from cards_src/avr
through the compiler (see compiled.py), so these test what the text compiles to.
"""

from __future__ import annotations

import pytest
from compiled import card

from ofuda.runtime import RulesError, Scenario


def lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    """``n`` basic lands called ``name``."""
    return [card(name)] * n


# --- modal spells (700.2) ------------------------------------------------------------


def test_thunderbolt_first_mode_deals_three_to_a_player() -> None:
    """いかづち / Thunderbolt — 「以下の２つから１つを選ぶ。」: the player mode, 3 damage."""
    s = Scenario()
    s.battlefield("Alice", *lands("Mountain", 2))
    s.hand("Alice", card("いかづち"))
    s.cast("Alice", "Thunderbolt", "Bob", modes=(0,))
    s.resolve()
    assert s.life("Bob") == 17
    assert s.in_graveyard("Alice") == ["Thunderbolt"]


def test_thunderbolt_second_mode_deals_four_to_a_flier_only() -> None:
    """いかづち / Thunderbolt — 「飛行を持つクリーチャー１体」: 4 damage to a flier; a ground
    creature is no legal target of that mode."""
    s = Scenario()
    s.battlefield("Bob", card("Scrapskin Drake"), card("Nettle Swine"))
    s.battlefield("Alice", *lands("Mountain", 2))
    s.hand("Alice", card("Thunderbolt"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Thunderbolt", "Nettle Swine", modes=(1,))
    s.cast("Alice", "Thunderbolt", "Scrapskin Drake", modes=(1,))
    s.resolve()
    assert s.in_graveyard("Bob") == ["Scrapskin Drake"]
    assert s.life("Bob") == 20


def test_thunderbolt_chooses_exactly_one_mode() -> None:
    """いかづち / Thunderbolt — "Choose one": two modes at once are not allowed."""
    s = Scenario()
    s.battlefield("Bob", card("Scrapskin Drake"))
    s.battlefield("Alice", *lands("Mountain", 2))
    s.hand("Alice", card("Thunderbolt"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Thunderbolt", "Bob", "Scrapskin Drake", modes=(0, 1))


def test_rain_of_thorns_destroys_an_artifact_and_a_land() -> None:
    """茨の雨 / Rain of Thorns — 「１つまたは複数を選ぶ」: two of the three modes, each with its target."""
    s = Scenario()
    s.battlefield("Bob", card("Scroll of Avacyn"), card("Island"), card("Nettle Swine"))
    s.battlefield("Alice", *lands("Forest", 6))
    s.hand("Alice", card("茨の雨"))
    s.cast("Alice", "Rain of Thorns", "Scroll of Avacyn", "Island", modes=(0, 2))
    s.resolve()
    assert s.on_battlefield("Bob") == ["Nettle Swine"]
    assert sorted(s.in_graveyard("Bob")) == ["Island", "Scroll of Avacyn"]


def test_rain_of_thorns_one_mode_leaves_the_rest() -> None:
    """茨の雨 / Rain of Thorns — one mode only: the land survives; a mode whose target is missing
    (no enchantment) can't be chosen."""
    s = Scenario()
    s.battlefield("Bob", card("Scroll of Avacyn"), card("Island"))
    s.battlefield("Alice", *lands("Forest", 6))
    s.hand("Alice", card("Rain of Thorns"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Rain of Thorns", "Scroll of Avacyn", modes=(1,))
    s.cast("Alice", "Rain of Thorns", "Scroll of Avacyn", modes=(0,))
    s.resolve()
    assert s.on_battlefield("Bob") == ["Island"]
