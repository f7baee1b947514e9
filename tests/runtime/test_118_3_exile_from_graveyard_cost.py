"""118.3 and 406: exiling cards from your graveyard as a cost — payable only with enough such
cards in the payer's own graveyard; "other" leaves out the source itself; the cards chosen are
exiled when the cost is paid (601.2h)."""

from __future__ import annotations

from ofuda.runtime import Scenario
from ofuda.runtime.definitions import CardType, Controller, ExileFromGraveyard, ObjectFilter
from ofuda.runtime.engine.mana.cost_items import graveyard_candidates
from ofuda.runtime.engine.mana.costs import pay
from ofuda.runtime.engine.registry import COST_ITEMS
from support.slice_cards import PLAINS, THRABEN_VALIANT

CREATURE_CARDS = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)


def test_118_3_only_the_payers_own_graveyard_counts() -> None:
    s = Scenario()
    s.graveyard("Alice", PLAINS)
    s.graveyard("Bob", THRABEN_VALIANT)
    alice = s.player("Alice")
    item = ExileFromGraveyard(CREATURE_CARDS, 1)
    assert not COST_ITEMS.of(item).can_pay(s.game, alice, item, None, [])
    s.graveyard("Alice", THRABEN_VALIANT)
    assert COST_ITEMS.of(item).can_pay(s.game, alice, item, None, [])


def test_118_3_other_leaves_out_the_source_in_the_graveyard() -> None:
    s = Scenario()
    (source, other) = s.graveyard("Alice", THRABEN_VALIANT, PLAINS)
    alice = s.player("Alice")
    item = ExileFromGraveyard(ObjectFilter(controller=Controller.YOU, other=True), 2)
    assert graveyard_candidates(alice, item, source, []) == [other]
    assert not COST_ITEMS.of(item).can_pay(s.game, alice, item, source, [])


def test_601_2h_the_cards_are_exiled_when_the_cost_is_paid() -> None:
    s = Scenario()
    s.graveyard("Alice", THRABEN_VALIANT, PLAINS)
    alice = s.player("Alice")
    paid, _ = pay(s.game, alice, [ExileFromGraveyard(CREATURE_CARDS, 1)])
    assert [c.name for c in paid["exiled"]] == ["Thraben Valiant"]
    assert s.in_exile() == ["Thraben Valiant"]
    assert s.in_graveyard("Alice") == ["Plains"]
