"""could_attach (runtime/context/attach.py): what an Aura or Equipment could be attached to by
an effect (303.4a enchant restriction, 702.16c protection, 301.5c Equipment; FAQ P21)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from ofuda.runtime import Scenario
from ofuda.runtime.context.attach import could_attach
from support.compiled import card


def test_an_aura_could_enchant_only_what_its_enchant_ability_allows() -> None:
    """303.4a: Abundant Growth (Enchant land) could enchant a Plains, not a creature; Guise of
    Fire (Enchant creature), as a card in the hand, could enchant the creature only."""
    s = Scenario()
    valiant, plains, growth = s.battlefield(
        "Alice", card("Thraben Valiant"), card("Plains"), card("Abundant Growth")
    )
    (guise,) = s.hand("Alice", card("Guise of Fire"))
    alice = s.player("Alice")
    assert could_attach(growth, plains, alice) and not could_attach(growth, valiant, alice)
    assert could_attach(guise, valiant, alice) and not could_attach(guise, plains, alice)
    assert not could_attach(growth, growth, alice)  # never to itself


def test_equipment_could_be_attached_only_to_a_creature() -> None:
    """301.5c: Bladed Bracers could equip the Valiant, not the Plains."""
    s = Scenario()
    valiant, plains, bracers = s.battlefield(
        "Alice", card("Thraben Valiant"), card("Plains"), card("Bladed Bracers")
    )
    alice = s.player("Alice")
    assert could_attach(bracers, valiant, alice) and not could_attach(bracers, plains, alice)
