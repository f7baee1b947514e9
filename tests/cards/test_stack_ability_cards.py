"""Scenario tests of abilities on the stack as targets (115.1, 701.5a), each language's text
alone: 物語の終わり / Tale's End and 崇高な天啓 / Sublime Epiphany counter an activated ability
(it never resolves), and Tale's End counters a legendary spell but can't target another spell."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.engine.errors import IllegalActionError
from ofuda.runtime.engine.objects.stack_objects import StackAbility
from support.compiled import card, set_card


def _sailor_activates(counterspell: object, lands: int) -> Scenario:
    """Alice's Spectral Sailor's "{3}{U}: Draw a card." is on the stack; Bob holds the spell."""
    s = Scenario()
    s.library("Alice", *[card("Plains")] * 3)
    s.battlefield("Alice", set_card("m20", "Spectral Sailor"), *[card("Island")] * 4)
    s.battlefield("Bob", *[card("Island")] * lands)
    s.hand("Bob", counterspell)
    s.activate("Alice", "Spectral Sailor")
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_tales_end_counters_an_activated_ability(lang: str) -> None:
    """物語の終わり / Tale's End — "Counter target activated ability, triggered ability, or
    legendary spell.": the Sailor's ability is countered; Alice draws nothing."""
    s = _sailor_activates(set_card("m20", "Tale's End", lang), 2)
    hand = len(s.in_hand("Alice"))
    (ability,) = s.game.stack.objects
    assert isinstance(ability, StackAbility)
    s.cast("Bob", "Tale's End", ability)
    s.resolve()
    assert len(s.in_hand("Alice")) == hand
    assert s.in_graveyard("Bob") == ["Tale's End"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_tales_end_counters_a_legendary_spell_only(lang: str) -> None:
    """Tale's End can target a legendary spell (Griselbrand) and counters it, but not a
    spell that isn't legendary (Nettle Swine)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 8, *[card("Forest")] * 4)
    s.battlefield("Bob", *[card("Island")] * 2)
    s.hand("Alice", card("Griselbrand"), card("Nettle Swine"))
    s.hand("Bob", set_card("m20", "Tale's End", lang))
    s.cast("Alice", "Nettle Swine")
    (swine,) = s.game.stack.objects
    with pytest.raises(IllegalActionError):
        s.cast("Bob", "Tale's End", swine)
    s.resolve()
    s.cast("Alice", "Griselbrand")
    (griselbrand,) = s.game.stack.objects
    s.cast("Bob", "Tale's End", griselbrand)
    s.resolve()
    assert "Griselbrand" in s.in_graveyard("Alice")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_sublime_epiphany_counters_an_activated_ability(lang: str) -> None:
    """崇高な天啓 / Sublime Epiphany, the mode "Counter target activated or triggered ability."
    alone: the Sailor's ability is countered."""
    s = _sailor_activates(set_card("m21", "Sublime Epiphany", lang), 6)
    hand = len(s.in_hand("Alice"))
    (ability,) = s.game.stack.objects
    s.cast("Bob", "Sublime Epiphany", ability, modes=[1])
    s.resolve()
    assert len(s.in_hand("Alice")) == hand
    assert s.in_graveyard("Bob") == ["Sublime Epiphany"]
