"""Scenario tests of planeswalkers (306, 606): loyalty abilities and emblems.

Each test names the card in both languages; the cards come from cards_src/avr
through the compiler (see compiled.py), so these test what the text compiles to.
"""

from __future__ import annotations

import pytest
from compiled import card

from ofuda.runtime import RulesError, Scenario, Step

TIBALT = "Tibalt, the Fiend-Blooded"


def loyalty(s: Scenario, name: str) -> int:
    """The loyalty counters on a planeswalker."""
    return s.permanent(name).counters.get("loyalty", 0)


# --- 悪鬼の血統、ティボルト / Tibalt, the Fiend-Blooded --------------------------------------


def test_tibalt_plus_one_draws_then_discards_at_random() -> None:
    """悪鬼の血統、ティボルト / Tibalt — 「＋１：カードを１枚引き、その後カードを１枚無作為に選んで
    捨てる。」: loyalty 2 → 3, one card drawn, one discarded."""
    s = Scenario()
    s.battlefield("Alice", card("悪鬼の血統、ティボルト"))
    s.library("Alice", card("Island"))
    s.hand("Alice", card("Plains"))
    s.activate("Alice", TIBALT, index=0)
    s.resolve()
    assert loyalty(s, TIBALT) == 3
    assert len(s.in_hand("Alice")) == 1
    assert len(s.in_graveyard("Alice")) == 1


def test_tibalt_minus_four_deals_damage_equal_to_the_hand_size() -> None:
    """Tibalt / 悪鬼の血統、ティボルト — 「－４：…そのプレイヤーの手札にあるカードの総数に等しい点数の
    ダメージ」: Bob holds three cards, takes 3."""
    s = Scenario()
    s.battlefield("Alice", card(TIBALT))
    s.counters(TIBALT, "loyalty", 3)
    s.hand("Bob", card("Island"), card("Plains"), card("Swamp"))
    s.activate("Alice", TIBALT, "Bob", index=1)
    s.resolve()
    assert s.life("Bob") == 17
    assert loyalty(s, TIBALT) == 1


def test_tibalt_minus_four_needs_four_loyalty() -> None:
    """Tibalt / 悪鬼の血統、ティボルト — 606.6: with 2 loyalty the −4 ability can't be activated."""
    s = Scenario()
    s.battlefield("Alice", card(TIBALT))
    with pytest.raises(RulesError):
        s.activate("Alice", TIBALT, "Bob", index=1)


def test_tibalt_one_loyalty_ability_per_turn() -> None:
    """Tibalt / 悪鬼の血統、ティボルト — 606.3: one loyalty ability per turn, as a sorcery."""
    s = Scenario()
    s.battlefield("Alice", card(TIBALT))
    s.library("Alice", card("Island"), card("Island"))
    s.activate("Alice", TIBALT, index=0)
    s.resolve()
    with pytest.raises(RulesError):
        s.activate("Alice", TIBALT, index=0)


def test_tibalt_minus_six_steals_untaps_and_hastes_every_creature_until_end_of_turn() -> None:
    """Tibalt / 悪鬼の血統、ティボルト — 「－６：ターン終了時まで、すべてのクリーチャーのコントロールを得る。
    それらをアンタップする。それらはターン終了時まで速攻を得る。」"""
    s = Scenario()
    s.battlefield("Alice", card(TIBALT))
    s.counters(TIBALT, "loyalty", 4)
    s.battlefield("Bob", card("Vorstclaw"), tapped=True)
    s.activate("Alice", TIBALT, index=2)
    s.resolve()
    assert s.on_battlefield("Alice").count("Vorstclaw") == 1
    assert not s.is_tapped("Vorstclaw")
    assert s.has_keyword("Vorstclaw", "haste")
    s.advance_to(Step.CLEANUP)
    assert "Vorstclaw" in s.on_battlefield("Bob")
