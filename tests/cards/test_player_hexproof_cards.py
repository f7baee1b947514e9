"""702.11c: 神聖の力線 / Leyline of Sanctity (M20) — "You have hexproof." — compiled from its
Japanese text alone and from its English text alone: Bob's Shock can't target Alice (it can
target Bob himself, and her creatures); Alice's own Shock can target her."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, RulesError, Scenario
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_leyline_of_sanctity_gives_its_controller_hexproof(lang: str) -> None:
    """Leyline of Sanctity / 神聖の力線: Bob can't Shock Alice; he can Shock her creature."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", set_card("m20", "Leyline of Sanctity", lang), card("Thraben Valiant"))
    s.battlefield("Bob", card("Mountain"), card("Mountain"))
    s.hand("Bob", set_card("m19", "Shock"), set_card("m19", "Shock"))
    with pytest.raises((IllegalActionError, RulesError)):
        s.cast("Bob", "Shock", "Alice")
    s.cast("Bob", "Shock", "Thraben Valiant")
    s.resolve()
    assert s.life("Alice") == 20 and "Thraben Valiant" in s.in_graveyard("Alice")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_leyline_of_sanctity_lets_its_controller_target_herself(lang: str) -> None:
    """Hexproof stops only opponents' spells (702.11c): Alice may Shock herself."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Leyline of Sanctity", lang), card("Mountain"))
    s.hand("Alice", set_card("m19", "Shock"))
    s.cast("Alice", "Shock", "Alice")
    s.resolve()
    assert s.life("Alice") == 18
