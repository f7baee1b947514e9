"""609.4b: "You may spend mana as though it were mana of any color." — its controller pays
coloured symbols with mana of any type, colourless included; {C} still needs colourless mana,
and the opponent gets nothing of it."""

from __future__ import annotations

import pytest
from ofuda.runtime import CardType, Cost, ManaAbility, ProduceMana, RulesError, Scenario, TapSelf
from ofuda.runtime.statics import StaticAbility
from ofuda.runtime.statics_mana import SpendAsAnyColor
from support.kit import card, creature


class _Orrery(StaticAbility):
    effects = (SpendAsAnyColor(),)


class _Colorless(ManaAbility):
    cost = Cost((TapSelf(),))
    mana = (ProduceMana("{C}{C}"),)


class _Red(ManaAbility):
    cost = Cost((TapSelf(),))
    mana = (ProduceMana("{R}{R}"),)


ORRERY = card("Orrery", None, CardType.ARTIFACT, abilities=(_Orrery,))
WASTES = card("Wastes", None, CardType.ARTIFACT, abilities=(_Colorless,))
RUBY = card("Ruby", None, CardType.ARTIFACT, abilities=(_Red,))


@pytest.mark.parametrize(
    ("source", "cost", "with_orrery", "castable"),
    [
        (WASTES, "{U}{B}", True, True),  # colourless pays coloured symbols
        (RUBY, "{G}{G}", True, True),  # red pays green
        (WASTES, "{U}{B}", False, False),  # without the rule, it doesn't
        (RUBY, "{C}{C}", True, False),  # {C} still needs colourless mana
    ],
)
def test_609_4b_any_mana_pays_coloured_symbols(
    source: object, cost: str, with_orrery: bool, castable: bool
) -> None:
    s = Scenario()
    s.battlefield("Alice", source, *((ORRERY,) if with_orrery else ()))  # type: ignore[arg-type]
    s.hand("Alice", creature("Spirit", cost, 1, 1, "Spirit"))
    if not castable:
        with pytest.raises(RulesError):
            s.cast("Alice", "Spirit")
        return
    s.cast("Alice", "Spirit")
    s.resolve()
    assert "Spirit" in s.on_battlefield("Alice")


def test_609_4b_the_rule_is_its_controllers_only() -> None:
    """Bob's Orrery lets Bob spend mana so, not Alice."""
    s = Scenario()
    s.battlefield("Bob", ORRERY)
    s.battlefield("Alice", WASTES)
    s.hand("Alice", creature("Spirit", "{U}{B}", 1, 1, "Spirit"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Spirit")
