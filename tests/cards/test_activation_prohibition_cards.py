"""「アーティファクトの起動型能力は起動できない。」 / "Activated abilities of artifacts can't be
activated." (602.5a) on a real card, each language alone: 石のような静寂 / Stony Silence (ISD)
— every artifact's activated abilities, whoever controls it, mana abilities included (605.3a);
a creature's are untouched."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, RulesError, Scenario
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_stony_silence_stops_every_artifacts_activated_abilities(lang: str) -> None:
    """Stony Silence / 石のような静寂: neither Alice nor Bob can activate Ghoulcaller's Bell's
    {T} ability; with Stony Silence gone, Bob can."""
    silence = set_card("isd", "Stony Silence", lang)
    bell = set_card("isd", "Ghoulcaller's Bell")
    s = Scenario()
    s.battlefield("Alice", silence, bell)
    s.battlefield("Bob", bell)
    s.library("Alice", bell)
    s.library("Bob", bell)
    for who in ("Alice", "Bob"):
        with pytest.raises((IllegalActionError, RulesError)):
            s.activate(who, "Ghoulcaller's Bell")
    assert s.in_graveyard("Alice") == [] and s.in_graveyard("Bob") == []


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_stony_silence_leaves_creatures_abilities(lang: str) -> None:
    """Stony Silence / 石のような静寂 — of artifacts only: Bloodline Keeper (a creature) still
    makes its Vampire; without Stony Silence the Bell works too."""
    silence = set_card("isd", "Stony Silence", lang)
    s = Scenario()
    s.battlefield("Alice", silence, set_card("isd", "Bloodline Keeper"))
    s.activate("Alice", "Bloodline Keeper")
    s.resolve()
    assert s.on_battlefield("Alice").count("Vampire Token") == 1
    bell = set_card("isd", "Ghoulcaller's Bell")
    s2 = Scenario()
    s2.battlefield("Alice", bell)
    s2.library("Alice", bell)
    s2.library("Bob", bell)
    s2.activate("Alice", "Ghoulcaller's Bell")
    s2.resolve()
    assert s2.in_graveyard("Alice") == ["Ghoulcaller's Bell"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_stony_silence_stops_mana_abilities_of_artifacts(lang: str) -> None:
    """Stony Silence / 石のような静寂 — a mana ability is activated too (605.3a): with only
    Manalith (M19), Alice can't cast Shock; without Stony Silence she can."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Stony Silence", lang), set_card("m19", "Manalith"))
    s.hand("Alice", set_card("m19", "Shock"))
    with pytest.raises((IllegalActionError, RulesError)):
        s.cast("Alice", "Shock", "Bob")
    s2 = Scenario()
    s2.battlefield("Alice", set_card("m19", "Manalith"))
    s2.hand("Alice", set_card("m19", "Shock"))
    s2.cast("Alice", "Shock", "Bob")
    s2.resolve()
    assert s2.life("Bob") == 18
