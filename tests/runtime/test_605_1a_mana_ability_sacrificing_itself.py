"""605.1a, 111.10a: a mana ability whose cost sacrifices its own source ("{T}, Sacrifice this
artifact: Add one mana of any color.", a Treasure's) pays for a spell like any mana source, and
the source is sacrificed as it does."""

from __future__ import annotations

import pytest
from ofuda.runtime import (
    CardType,
    Cost,
    ManaAbility,
    ProduceAnyColor,
    RulesError,
    SacrificeSelf,
    Scenario,
    TapSelf,
)
from support.kit import card, creature


class _Treasure(ManaAbility):
    cost = Cost((TapSelf(), SacrificeSelf()))
    mana = (ProduceAnyColor(1),)


TREASURE = card("Trove", None, CardType.ARTIFACT, abilities=(_Treasure,))


def test_605_1a_a_self_sacrificing_mana_ability_pays_and_is_sacrificed() -> None:
    s = Scenario()
    s.battlefield("Alice", TREASURE, TREASURE)
    s.hand("Alice", creature("Bear", "{G}{G}", 2, 2, "Bear"))
    s.cast("Alice", "Bear")
    s.resolve()
    assert "Bear" in s.on_battlefield("Alice")
    assert "Trove" not in s.on_battlefield("Alice")
    assert s.in_graveyard("Alice").count("Trove") == 2


def test_605_1a_each_source_is_counted_once() -> None:
    """One such source pays one mana: {G}{G} is more than one Trove can pay."""
    s = Scenario()
    s.battlefield("Alice", TREASURE)
    s.hand("Alice", creature("Bear", "{G}{G}", 2, 2, "Bear"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Bear")
