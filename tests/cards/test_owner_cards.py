"""108.3 on a real card, each language alone: 救助の手 / Saving Grasp (DKA: "Return target
creature you own to your hand") — a creature Alice controls but Bob owns (Act of Treason, M19)
is no legal target; her own creature is."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.engine.errors import IllegalActionError, ScriptError
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_saving_grasp_targets_only_a_creature_you_own(lang: str) -> None:
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *[card("Mountain")] * 3, card("Island"))
    s.battlefield("Bob", card("Moorland Inquisitor"))
    s.hand("Alice", set_card("m19", "Act of Treason"), set_card("dka", "Saving Grasp", lang))
    s.cast("Alice", "Act of Treason", "Moorland Inquisitor")
    s.resolve()
    assert "Moorland Inquisitor" in s.on_battlefield("Alice")  # hers to control, Bob's card
    with pytest.raises((IllegalActionError, ScriptError)):
        s.cast("Alice", "Saving Grasp", "Moorland Inquisitor")
    s.cast("Alice", "Saving Grasp", "Thraben Valiant")
    s.resolve()
    assert "Thraben Valiant" in s.in_hand("Alice")
