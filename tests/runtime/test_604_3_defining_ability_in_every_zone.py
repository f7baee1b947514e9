"""604.3: a characteristic-defining ability works in every zone. The greatest power among
cards in a graveyard (a statement's X, "where X is the greatest power among creature cards in
your graveyard") reads a */* card's power from its ability, not as 0."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "cards"))

from ofuda.runtime import Scenario
from ofuda.runtime.definitions import CardType, Controller, ObjectFilter, ZoneKind
from ofuda.runtime.engine.layers.evaluate import card_power, static_value
from ofuda.runtime.statics_values import GreatestPowerAmong
from support.compiled import set_card


def test_boneyard_wurm_in_the_graveyard_counts_itself() -> None:
    """Boneyard Wurm ruling: "If Boneyard Wurm is in your graveyard, it will count itself." """
    wurm = set_card("isd", "Boneyard Wurm", "en")
    corpse = set_card("m19", "Walking Corpse")
    s = Scenario()
    (in_graveyard,) = s.graveyard("Alice", wurm)
    s.graveyard("Alice", corpse)
    assert card_power(s.game, in_graveyard) == 2


def test_greatest_power_among_graveyard_cards_uses_the_defining_ability() -> None:
    """Among Walking Corpse (2) and Boneyard Wurm with three creature cards beside it (3)."""
    wurm = set_card("isd", "Boneyard Wurm", "en")
    corpse = set_card("m19", "Walking Corpse")
    s = Scenario()
    s.graveyard("Alice", wurm, corpse, corpse)
    s.graveyard("Bob", corpse, corpse, corpse)
    (source,) = s.battlefield("Alice", corpse)
    value = GreatestPowerAmong(
        ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU), ZoneKind.GRAVEYARD
    )
    assert static_value(s.game, source, value) == 3
    s2 = Scenario()
    (source2,) = s2.battlefield("Alice", corpse)
    assert static_value(s2.game, source2, value) == 0  # none: 0
