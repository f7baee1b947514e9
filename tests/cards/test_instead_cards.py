""" "… instead" follow-up sentences (608.2c) on real cards, each language alone: exactly one of
the two instructions happens, chosen by the condition as the ability resolves."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Targets
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize(("target", "pt"), [("Thraben Valiant", (4, 3)), ("Nettle Swine", (5, 4))])
def test_elder_cathar_puts_two_counters_on_a_human_instead_of_one(
    lang: str, target: str, pt: tuple[int, int]
) -> None:
    """上座の聖戦士 / Elder Cathar (ISD): "When Elder Cathar dies, put a +1/+1 counter on target
    creature you control. If that creature is a Human, put two +1/+1 counters on it instead."
    A Human (Thraben Valiant, 2/1) gets two counters and no more; a Boar (Nettle Swine, 4/3)
    gets one."""
    cathar = set_card("isd", "Elder Cathar", lang)
    s = Scenario()
    s.battlefield(
        "Alice", cathar, card("Thraben Valiant"), card("Nettle Swine"), set_card("m19", "Mountain")
    )
    s.hand("Alice", set_card("m19", "Shock"))
    s.script("Alice", Targets((target,)))
    s.cast("Alice", "Shock", "Elder Cathar")
    s.resolve()
    assert "Elder Cathar" in s.in_graveyard("Alice")
    assert s.pt(target) == pt


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize(("died", "life"), [(False, 24), (True, 28)])
def test_life_goes_on_gains_eight_instead_of_four_after_a_death(
    lang: str, died: bool, life: int
) -> None:
    """人生は続く / Life Goes On (M21): "You gain 4 life. If a creature died this turn, you gain
    8 life instead." — 4 life, or 8 (not 12) once a creature has died this turn."""
    s = Scenario()
    s.battlefield(
        "Alice", card("Thraben Valiant"), set_card("m19", "Mountain"), set_card("m19", "Forest")
    )
    s.hand("Alice", set_card("m21", "Life Goes On", lang), set_card("m19", "Shock"))
    if died:
        s.cast("Alice", "Shock", "Thraben Valiant")
        s.resolve()
        assert "Thraben Valiant" in s.in_graveyard("Alice")
    s.cast("Alice", "Life Goes On")
    s.resolve()
    assert s.life("Alice") == life
