"""Morbid on a creature's own entering: "Morbid — CARDNAME enters the battlefield with two +1/+1
counters on it if a creature died this turn." / 「陰鬱 ― このターンいずれかのクリーチャーが死亡
していた場合、CARDNAMEは＋１/＋１カウンターが２個置かれた状態で戦場に出る。」 — a replacement
effect that applies only if the condition holds as the creature would enter (614.12), each
language alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card

LANGS = ["ja", "en"]


def _lands(s: Scenario) -> None:
    s.battlefield("Alice", *[set_card("isd", "Forest")] * 4, set_card("isd", "Mountain"))


@pytest.mark.parametrize("lang", LANGS)
def test_festerhide_boar_enters_with_two_counters_after_a_death(lang: str) -> None:
    """ただれ皮の猪 / Festerhide Boar (ISD): Shock kills Bob's 1/1 first; the Boar then enters
    as a 5/5 (two +1/+1 counters)."""
    s = Scenario()
    _lands(s)
    s.battlefield("Bob", set_card("isd", "Doomed Traveler"))
    s.hand("Alice", set_card("m19", "Shock"), set_card("isd", "Festerhide Boar", lang))
    s.cast("Alice", "Shock", s.permanent("Doomed Traveler"))
    s.resolve()
    assert "Doomed Traveler" in s.in_graveyard("Bob")
    s.cast("Alice", "Festerhide Boar")
    s.resolve()
    assert s.pt("Festerhide Boar") == (5, 5)
    assert s.permanent("Festerhide Boar").counters.get("+1/+1") == 2


@pytest.mark.parametrize("lang", LANGS)
def test_festerhide_boar_enters_without_counters_if_nothing_died(lang: str) -> None:
    """ただれ皮の猪 / Festerhide Boar (ISD): no creature died this turn — a plain 3/3."""
    s = Scenario()
    _lands(s)
    s.hand("Alice", set_card("isd", "Festerhide Boar", lang))
    s.cast("Alice", "Festerhide Boar")
    s.resolve()
    assert s.pt("Festerhide Boar") == (3, 3)
    assert not s.permanent("Festerhide Boar").counters.get("+1/+1")
