"""Mana abilities that add one mana of one of two types (106.1, 605) on real cards."""

from __future__ import annotations

import pytest
from ofuda.runtime import RulesError, Scenario
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_forsaken_sanctuary_adds_white_or_black(lang: str) -> None:
    """放棄された聖域 / Forsaken Sanctuary (M19): 「{T}：{W}か{B}を加える。」 / "{T}: Add {W} or
    {B}." Beside a Swamp it pays the {W} of Angelic Wall's cost…"""
    sanctuary = set_card("m19", "Forsaken Sanctuary", lang)
    s = Scenario()
    s.battlefield("Alice", sanctuary, card("Swamp"))
    s.hand("Alice", card("Angelic Wall"))
    s.cast("Alice", "Angelic Wall")
    s.resolve()
    assert "Angelic Wall" in s.on_battlefield("Alice")
    assert s.is_tapped("Forsaken Sanctuary")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_forsaken_sanctuary_pays_black_but_not_red(lang: str) -> None:
    """…and the {B} of Butcher Ghoul's; but it adds neither red nor two mana."""
    sanctuary = set_card("m19", "Forsaken Sanctuary", lang)
    s = Scenario()
    s.battlefield("Alice", sanctuary, card("Plains"))
    s.hand("Alice", card("Butcher Ghoul"))
    s.cast("Alice", "Butcher Ghoul")
    s.resolve()
    assert "Butcher Ghoul" in s.on_battlefield("Alice")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_forsaken_sanctuary_adds_no_other_color(lang: str) -> None:
    """106.1: only the types it names — beside a Plains it can't pay a {R}."""
    sanctuary = set_card("m19", "Forsaken Sanctuary", lang)
    s = Scenario()
    s.battlefield("Alice", sanctuary, card("Plains"))
    s.hand("Alice", card("Kruin Striker"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Kruin Striker")
