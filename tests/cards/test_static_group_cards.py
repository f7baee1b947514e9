"""Scenario tests of AVR permanents whose static abilities affect a group, prevent or
replace damage, or restrict what players may do (611.3a, 614, 615, 118.3, 509.1b).

Each test names the card in both languages and runs its compiled code.
"""

from __future__ import annotations

from compiled import card

from ofuda.runtime import Scenario, Step


def test_builders_blessing_untapped_creatures_you_control_get_plus_0_plus_2() -> None:
    """建築家の祝福 / Builder's Blessing — untapped creatures you control get +0/+2; a tapped
    one and an opponent's don't."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Builder's Blessing"), card("Moorland Inquisitor"),
                  card("Thraben Valiant"))
    s.battlefield("Bob", card("Gryff Vanguard"))
    assert s.pt("Moorland Inquisitor") == (2, 4)
    assert s.pt("Gryff Vanguard") == (3, 2)
    s.attack("Moorland Inquisitor", "Thraben Valiant")  # the Valiant has vigilance
    assert s.is_tapped("Moorland Inquisitor")
    assert s.pt("Moorland Inquisitor") == (2, 2)
    assert s.pt("Thraben Valiant") == (2, 3)


def test_favorable_winds_creatures_you_control_with_flying_get_plus_1_plus_1() -> None:
    """順風 / Favorable Winds — creatures you control with flying get +1/+1."""
    s = Scenario()
    s.battlefield("Alice", card("順風"), card("Gryff Vanguard"), card("Moorland Inquisitor"))
    s.battlefield("Bob", card("Gryff Vanguard"))
    assert s.pt("Gryff Vanguard", "Alice") == (4, 3)
    assert s.pt("Gryff Vanguard", "Bob") == (3, 2)
    assert s.pt("Moorland Inquisitor") == (2, 2)
