"""106.1a: mana "in any combination of colors" — each mana of a colour of its own; a mana
ability's amount counted as it resolves (605.3b), and its "instead" (608.2c); mana of chosen colours added by an ability
that isn't a mana ability (605.5a) with a spending restriction (106.6), gone when the step
ends (106.4, 500.4)."""

from __future__ import annotations

import pytest
from ofuda.runtime import (
    CardType,
    Color,
    Cost,
    ManaAbility,
    ObjectFilter,
    ProduceMana,
    RulesError,
    Scenario,
    SpendOnly,
    Step,
    TapSelf,
)
from ofuda.runtime.agents.scripted import Option
from ofuda.runtime.context.resolution import ResolutionContext
from ofuda.runtime.definitions import ZoneKind
from ofuda.runtime.statics import ControlsCount
from ofuda.runtime.statics_mana import ProduceCombination, ProduceInstead, ProduceTimes
from ofuda.runtime.statics_values import ObjectCount
from support.kit import card, creature


class _TwoOfAnyCombination(ManaAbility):
    cost = Cost((TapSelf(),))
    mana = (ProduceCombination(2),)


class _GreenForEachCreature(ManaAbility):
    cost = Cost((TapSelf(),))
    mana = (
        ProduceTimes(
            ProduceMana("{G}"),
            ObjectCount(ObjectFilter(card_types=(CardType.CREATURE,), controller="you"),
                        ZoneKind.BATTLEFIELD),
        ),
    )


ALTAR = card("Altar", None, CardType.ARTIFACT, abilities=(_TwoOfAnyCombination,))
GROVE = card("Grove", None, CardType.ARTIFACT, abilities=(_GreenForEachCreature,))


@pytest.mark.parametrize(("cost", "castable"), [("{W}{U}", True), ("{B}{B}", True), ("{W}{U}{B}", False)])
def test_106_1a_two_mana_in_any_combination_pays_two_colours_with_one_tap(
    cost: str, castable: bool
) -> None:
    """One activation makes two mana, each of any colour: {W}{U} is paid by it alone."""
    s = Scenario()
    s.battlefield("Alice", ALTAR)
    s.hand("Alice", creature("Spirit", cost, 1, 1, "Spirit"))
    if not castable:
        with pytest.raises(RulesError):
            s.cast("Alice", "Spirit")
        return
    s.cast("Alice", "Spirit")
    s.resolve()
    assert "Spirit" in s.on_battlefield("Alice")
    assert s.is_tapped("Altar")


@pytest.mark.parametrize(("creatures", "castable"), [(3, True), (2, False)])
def test_605_3b_for_each_is_counted_as_the_mana_ability_resolves(
    creatures: int, castable: bool
) -> None:
    """"Add {G} for each creature you control": three creatures, {G}{G}{G}; two pay no more."""
    s = Scenario()
    s.battlefield("Alice", GROVE, *(creature(f"Bear{i}", "{1}{G}", 2, 2, "Bear") for i in range(creatures)))
    s.hand("Alice", creature("Giant", "{G}{G}{G}", 3, 3, "Giant"))
    if not castable:
        with pytest.raises(RulesError):
            s.cast("Alice", "Giant")
        return
    s.cast("Alice", "Giant")
    s.resolve()
    assert "Giant" in s.on_battlefield("Alice")


def _add_restricted(s: Scenario, one_color: bool, *colors: Color) -> None:
    """An ability of Alice's resolves: it adds mana only for creature spells (106.6)."""
    alice = s.player("Alice")
    s.script("Alice", *(Option(c) for c in colors))
    ctx = ResolutionContext(s.game, None, alice)
    ctx.add_mana_of_colors(
        alice, 2, one_color, SpendOnly(ObjectFilter(card_types=(CardType.CREATURE,)))
    )


def test_106_6_restricted_mana_pays_only_for_what_it_allows() -> None:
    """Two mana in any combination, spend only on creature spells: a creature is cast with it,
    a sorcery of the same cost is not."""
    s = Scenario()
    s.hand("Alice", creature("Spirit", "{W}{U}", 1, 1, "Spirit"))
    s.hand("Alice", card("Ponder", "{W}{U}", CardType.SORCERY))
    _add_restricted(s, False, Color.WHITE, Color.BLUE)
    assert s.player("Alice").mana_pool.total() == 2
    with pytest.raises(RulesError):
        s.cast("Alice", "Ponder")
    s.cast("Alice", "Spirit")
    s.resolve()
    assert "Spirit" in s.on_battlefield("Alice")


def test_106_1a_one_color_is_chosen_once_for_all_of_it() -> None:
    """"Two mana of any one color": the colour is chosen once; {W}{U} can't be paid with it."""
    s = Scenario()
    s.hand("Alice", creature("Spirit", "{W}{U}", 1, 1, "Spirit"))
    _add_restricted(s, True, Color.WHITE, Color.BLUE)
    with pytest.raises(RulesError):
        s.cast("Alice", "Spirit")


def test_106_4_mana_added_empties_as_the_step_ends() -> None:
    """500.4: unspent mana leaves the pool at the end of the step."""
    s = Scenario()
    s.hand("Alice", creature("Spirit", "{W}{U}", 1, 1, "Spirit"))
    _add_restricted(s, False, Color.WHITE, Color.BLUE)
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    assert s.player("Alice").mana_pool.total() == 0


class _MoreWithFourCreatures(ManaAbility):
    cost = Cost((TapSelf(),))
    mana = (
        ProduceInstead(
            ControlsCount(ObjectFilter(card_types=(CardType.CREATURE,)), 4, at_least=True),
            (ProduceMana("{G}{G}"),),
            (ProduceMana("{G}"),),
        ),
    )


@pytest.mark.parametrize(("creatures", "castable"), [(4, True), (3, False)])
def test_608_2c_instead_in_a_mana_ability_is_decided_as_it_resolves(
    creatures: int, castable: bool
) -> None:
    """"Add {G}. If you control four or more creatures, add {G}{G} instead.": {G}{G} with four."""
    s = Scenario()
    s.battlefield("Alice", card("Druid", None, CardType.ARTIFACT, abilities=(_MoreWithFourCreatures,)))
    s.battlefield("Alice", *(creature(f"Bear{i}", "{1}{G}", 2, 2, "Bear") for i in range(creatures)))
    s.hand("Alice", creature("Ox", "{G}{G}", 2, 2, "Ox"))
    if not castable:
        with pytest.raises(RulesError):
            s.cast("Alice", "Ox")
        return
    s.cast("Alice", "Ox")
    s.resolve()
    assert "Ox" in s.on_battlefield("Alice")
