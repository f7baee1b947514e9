""" "Whenever you become the target of a spell or ability an opponent controls, counter that
spell or ability unless its controller pays {1}." (115.1, 118.12a) on a real card, each
language alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import May, Scenario
from support.compiled import set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize(("lang", "bob_pays"), [("ja", False), ("en", False), ("ja", True), ("en", True)])
def test_amulet_of_safekeeping_counters_a_spell_targeting_you(lang: str, bob_pays: bool) -> None:
    """安全の護符 / Amulet of Safekeeping (M19): Bob's Shock targeting Alice is countered unless
    Bob pays {1}; his Shock targeting Alice's creature is not (she is not its target)."""
    mountain = set_card("m21", "Mountain")
    shock = set_card("m21", "Shock")
    s = Scenario(active="Bob")
    s.battlefield("Alice", set_card("m19", "Amulet of Safekeeping", lang))
    s.battlefield("Bob", mountain, mountain)
    s.hand("Bob", shock)
    s.script("Bob", May(bob_pays))
    s.cast("Bob", "Shock", "Alice")
    s.resolve()  # the Amulet's trigger
    s.resolve()  # Shock, unless countered
    assert s.life("Alice") == (18 if bob_pays else 20)
    assert "Shock" in s.in_graveyard("Bob")
