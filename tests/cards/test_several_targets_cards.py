"""Several targets of one phrase (115.1, 601.2c) on real cards, each language alone: 旅の準備 /
Travel Preparations (ISD) and バスリの侍祭 / Basri's Acolyte (M21) put a +1/+1 counter on each of
up to two target creatures, with the Gatherer rulings: the same creature can't be chosen twice
(115.3), and a target gone illegal doesn't stop the counter on the other (608.2b)."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, Scenario, ScriptError, Targets
from support.compiled import card, set_card


def _travel_preparations(lang: str) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), card("Thraben Valiant"))
    s.battlefield("Alice", *[card("Forest")] * 2, card("Plains"))
    s.hand("Alice", set_card("isd", "Travel Preparations", lang), card("Cloudshift"))
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_travel_preparations_puts_a_counter_on_each_target(lang: str) -> None:
    """Two target creatures get one +1/+1 counter each."""
    s = _travel_preparations(lang)
    s.cast("Alice", "Travel Preparations", "Nettle Swine", "Thraben Valiant")
    s.resolve()
    assert s.permanent("Nettle Swine").counters.get("+1/+1") == 1
    assert s.permanent("Thraben Valiant").counters.get("+1/+1") == 1


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_travel_preparations_cannot_target_one_creature_twice(lang: str) -> None:
    """Ruling: "You can't target the same creature twice to put two +1/+1 counters on it." """
    s = _travel_preparations(lang)
    with pytest.raises(IllegalActionError, match="distinct"):
        s.cast("Alice", "Travel Preparations", "Nettle Swine", "Nettle Swine")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_travel_preparations_still_counts_the_legal_target(lang: str) -> None:
    """Ruling: one target illegal on resolution (Cloudshift made it a new object, 400.7), "you'll
    still put a +1/+1 counter on the other creature"."""
    s = _travel_preparations(lang)
    s.cast("Alice", "Travel Preparations", "Nettle Swine", "Thraben Valiant")
    s.cast("Alice", "Cloudshift", "Thraben Valiant")
    s.resolve()
    assert s.permanent("Nettle Swine").counters.get("+1/+1") == 1
    assert not s.permanent("Thraben Valiant").counters.get("+1/+1")


def _acolyte(lang: str) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), card("Thraben Valiant"), *[card("Plains")] * 4)
    s.battlefield("Bob", card("Yew Spirit"))
    s.hand("Alice", set_card("m21", "Basri's Acolyte", lang))
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_basris_acolyte_puts_a_counter_on_each_of_two_other_creatures(lang: str) -> None:
    """Basri's Acolyte enters: two other creatures Alice controls get a counter each."""
    s = _acolyte(lang)
    s.script("Alice", Targets(("Nettle Swine", "Thraben Valiant")))
    s.cast("Alice", "Basri's Acolyte")
    s.resolve()
    assert s.permanent("Nettle Swine").counters.get("+1/+1") == 1
    assert s.permanent("Thraben Valiant").counters.get("+1/+1") == 1
    assert not s.permanent("Basri's Acolyte").counters.get("+1/+1")


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("illegal", ["Basri's Acolyte", "Yew Spirit"])
def test_basris_acolyte_targets_only_other_creatures_you_control(lang: str, illegal: str) -> None:
    """Not itself ("other", 115.3), not an opponent's creature ("you control")."""
    s = _acolyte(lang)
    s.script("Alice", Targets((illegal,)))
    s.cast("Alice", "Basri's Acolyte")
    with pytest.raises(ScriptError):
        s.resolve()
