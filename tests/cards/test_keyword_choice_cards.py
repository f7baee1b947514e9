"""Scenario tests of a keyword of the controller's choice (608.2d) through real cards of M20
and M21, each card in each language alone: the choice is made as the spell or ability
resolves, and only the keyword chosen is gained, for the duration stated."""

from __future__ import annotations

import pytest
from ofuda.runtime import Option, Scenario, Step
from ofuda.runtime.definitions import Keyword
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("chosen", [Keyword.DEATHTOUCH, Keyword.LIFELINK])
def test_alchemists_gift_gives_the_keyword_chosen(lang: str, chosen: Keyword) -> None:
    """錬金術師の贈り物 / Alchemist's Gift (M21) — "Target creature gets +1/+1 and gains your
    choice of deathtouch or lifelink until end of turn." / 「…それは＋１/＋１の修整を受け、接死か
    絆魂のうちあなたが選んだ一方を得る。」: Alice chooses as it resolves; Vorstclaw is 8/8 with the
    keyword chosen only, until the cleanup step."""
    s = Scenario()
    s.library("Alice", card("Plains"), card("Plains"))
    s.library("Bob", card("Plains"), card("Plains"))
    s.battlefield("Alice", card("Swamp"), card("Vorstclaw"))
    s.hand("Alice", set_card("m21", "Alchemist's Gift", lang))
    s.script("Alice", Option(chosen))
    s.cast("Alice", "Alchemist's Gift", "Vorstclaw")
    s.resolve()
    other = Keyword.LIFELINK if chosen is Keyword.DEATHTOUCH else Keyword.DEATHTOUCH
    assert s.pt("Vorstclaw") == (8, 8)
    assert s.has_keyword("Vorstclaw", chosen.value)
    assert not s.has_keyword("Vorstclaw", other.value)
    s.advance_to(Step.UPKEEP, new_turn=True)  # 514.2: it ended in Alice's cleanup step
    assert s.pt("Vorstclaw") == (7, 7)
    assert not s.has_keyword("Vorstclaw", chosen.value)


@pytest.mark.parametrize("lang", LANGS)
def test_shifting_ceratops_gains_one_of_three(lang: str) -> None:
    """変容するケラトプス / Shifting Ceratops (M20) — "{G}: Shifting Ceratops gains your choice of
    reach, trample, or haste until end of turn." / 「{G}：ターン終了時まで、変容するケラトプスは、
    到達かトランプルか速攻のうちあなたが選んだ１つを得る。」: activated twice, it has the two chosen."""
    s = Scenario()
    s.battlefield("Alice", card("Forest"), card("Forest"), set_card("m20", "Shifting Ceratops", lang))
    s.script("Alice", Option(Keyword.TRAMPLE))
    s.activate("Alice", "Shifting Ceratops")
    s.resolve()
    s.script("Alice", Option(Keyword.HASTE))
    s.activate("Alice", "Shifting Ceratops")
    s.resolve()
    assert s.has_keyword("Shifting Ceratops", "trample")
    assert s.has_keyword("Shifting Ceratops", "haste")
    assert not s.has_keyword("Shifting Ceratops", "reach")
