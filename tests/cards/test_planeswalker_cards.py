"""Scenario tests of planeswalkers (306, 606): loyalty abilities and emblems.

Each test names the card in both languages; the cards come from cards_src/avr
through the compiler (see compiled.py), so these test what the text compiles to.
"""

from __future__ import annotations

import pytest
from ofuda.runtime import May, RulesError, Scenario, Step
from support.compiled import card, set_card

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


# --- 月の賢者タミヨウ / Tamiyo, the Moon Sage -----------------------------------------------

TAMIYO = "Tamiyo, the Moon Sage"


def test_tamiyo_plus_one_taps_and_keeps_it_tapped_next_untap() -> None:
    """月の賢者タミヨウ / Tamiyo — 「＋１：パーマネント１つを対象とし、それをタップする。それは、それの
    コントローラーの次のアンタップ・ステップにアンタップしない。」"""
    s = Scenario()
    s.battlefield("Alice", card("月の賢者タミヨウ"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.activate("Alice", TAMIYO, "Vorstclaw", index=0)
    s.resolve()
    assert loyalty(s, TAMIYO) == 5
    assert s.is_tapped("Vorstclaw")
    s.advance_to(Step.END)
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's untap step: it stays tapped
    assert s.is_tapped("Vorstclaw")


def test_tamiyo_minus_two_draws_for_each_tapped_creature_of_the_player() -> None:
    """Tamiyo / 月の賢者タミヨウ — 「－２：…そのプレイヤーがコントロールするタップ状態のクリーチャー１体
    につき、１枚のカードを引く。」: two tapped of Bob's three, two cards."""
    s = Scenario()
    s.battlefield("Alice", card(TAMIYO))
    s.battlefield("Bob", card("Vorstclaw"), card("Nettle Swine"), tapped=True)
    s.battlefield("Bob", card("Thraben Valiant"))
    s.library("Alice", card("Island"), card("Island"), card("Island"))
    s.activate("Alice", TAMIYO, "Bob", index=1)
    s.resolve()
    assert len(s.in_hand("Alice")) == 2
    assert loyalty(s, TAMIYO) == 2


def test_tamiyo_minus_eight_emblem_no_maximum_hand_size_and_recursion() -> None:
    """Tamiyo / 月の賢者タミヨウ — 「－８：あなたは「あなたの手札の上限はなくなる。」および「カードが
    １枚いずれかの領域からあなたの墓地に置かれるたび、あなたはそれをあなたの手札に戻してもよい。」を持つ
    紋章を得る。」: a creature that dies comes back to hand; no discard down to seven."""
    s = Scenario()
    s.battlefield("Alice", card(TAMIYO))
    s.counters(TAMIYO, "loyalty", 5)
    s.activate("Alice", TAMIYO, index=2)
    s.resolve()
    assert len(s.game.command.objects) == 1
    assert loyalty(s, TAMIYO) == 1
    s.hand("Alice", *[card("Island")] * 9)
    s.advance_to(Step.CLEANUP)
    assert len(s.in_hand("Alice")) == 9


def test_tamiyo_emblem_returns_a_card_put_into_your_graveyard() -> None:
    """Tamiyo / 月の賢者タミヨウ — the emblem's trigger: a creature sacrificed into the graveyard
    may go back to hand."""
    s = Scenario()
    s.battlefield("Alice", card(TAMIYO))
    s.counters(TAMIYO, "loyalty", 5)
    s.activate("Alice", TAMIYO, index=2)
    s.resolve()
    s.battlefield("Alice", card("Alchemist's Apprentice"))
    s.library("Alice", card("Plains"))
    s.script("Alice", May(True))
    s.activate("Alice", "Alchemist's Apprentice")
    s.resolve()
    assert "Alchemist's Apprentice" in s.in_hand("Alice")


# --- "dies" (700.4) and the permanents an "exile it instead" names ----------------------------


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_pillar_of_flame_puts_a_planeswalker_it_burns_out_into_the_graveyard(lang: str) -> None:
    """火柱 / Pillar of Flame — "If a creature dealt damage this way would die this turn, exile it
    instead": printed in 2012, it may target Tibalt (the Oracle "any target"); 2 damage removes
    his 2 loyalty (306.8, 704.5i) and he goes to the graveyard — the replacement names "a
    creature dealt damage this way", and Tibalt is no creature, so he is not exiled."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card(TIBALT))
    s.battlefield("Bob", card("Mountain"))
    s.hand("Bob", set_card("avr", "Pillar of Flame", lang))
    s.cast("Bob", "Pillar of Flame", TIBALT)
    s.resolve()
    assert s.in_graveyard("Alice") == [TIBALT] and s.in_exile() == []


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_scorching_dragonfire_exiles_the_planeswalker_it_names(lang: str) -> None:
    """焦熱の竜火 / Scorching Dragonfire (M21) — "deals 3 damage to target creature or
    planeswalker. If that creature or planeswalker would die this turn, exile it instead": a
    planeswalker put into the graveyard from the battlefield dies (700.4), so Tibalt, burned
    out of his 2 loyalty (704.5i), is exiled."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", card(TIBALT))
    s.battlefield("Bob", card("Mountain"), card("Mountain"))
    s.hand("Bob", set_card("m21", "Scorching Dragonfire", lang))
    s.cast("Bob", "Scorching Dragonfire", TIBALT)
    s.resolve()
    assert s.in_graveyard("Alice") == [] and s.in_exile() == [TIBALT]
