"""106.1 and 605: a mana ability that adds one mana of one of several types; the player picks
the type as it pays (or as the ability resolves), and only a named type can be picked."""

from __future__ import annotations

import pytest
from ofuda.runtime import CardType, Cost, ManaAbility, ProduceOneOf, RulesError, Scenario, TapSelf
from support.kit import card, creature


class _WhiteOrBlack(ManaAbility):
    cost = Cost((TapSelf(),))
    mana = (ProduceOneOf(("{W}", "{B}")),)


LAND = card("Chapel", None, CardType.LAND, abilities=(_WhiteOrBlack,))


@pytest.mark.parametrize(("cost", "castable"), [("{W}", True), ("{B}", True), ("{R}", False)])
def test_106_1_either_named_type_pays_and_no_other(cost: str, castable: bool) -> None:
    s = Scenario()
    s.battlefield("Alice", LAND)
    s.hand("Alice", creature("Spirit", cost, 1, 1, "Spirit"))
    if not castable:
        with pytest.raises(RulesError):
            s.cast("Alice", "Spirit")
        return
    s.cast("Alice", "Spirit")
    s.resolve()
    assert "Spirit" in s.on_battlefield("Alice")
    assert s.is_tapped("Chapel")
