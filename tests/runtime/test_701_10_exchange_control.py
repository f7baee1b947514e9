"""701.10: exchanging control of two permanents. Different controllers: each gains control of the
other's, indefinitely (701.10b, 613.1b); one controller: nothing (701.10b); a target gone on
resolution: no part of the exchange (701.10a)."""

from __future__ import annotations

from ofuda.runtime import Scenario, Step
from support.compiled import card, card_from_text

SWAP = card_from_text(
    "name: Swap\ncost: {U}\ntype: Sorcery\nen:\n  Exchange control of two target creatures.\n"
)
BEAR = card_from_text("name: Bear\ncost: {G}\ntype: Creature — Bear\npt: 2/2\nen:\n  Vigilance\n")
WOLF = card_from_text("name: Wolf\ncost: {G}\ntype: Creature — Wolf\npt: 2/2\nen:\n  Vigilance\n")
SHOCK = card_from_text("name: Shock\ncost: {R}\ntype: Instant\nen:\n  Shock deals 2 damage to any target.\n")


def _table() -> Scenario:
    s = Scenario()
    s.battlefield("Alice", BEAR, card("Island"))
    s.battlefield("Bob", WOLF, card("Mountain"))
    s.hand("Alice", SWAP)
    return s


def test_different_controllers_exchange_them_for_good() -> None:
    s = _table()
    s.cast("Alice", "Swap", "Bear", "Wolf")
    s.resolve()
    assert s.permanent("Wolf").controller is s.player("Alice")
    assert s.permanent("Bear").controller is s.player("Bob")
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert s.permanent("Wolf").controller is s.player("Alice")


def test_one_gone_no_part_of_the_exchange() -> None:
    s = _table()
    s.cast("Alice", "Swap", "Bear", "Wolf")
    s.hand("Bob", SHOCK)
    s.cast("Bob", "Shock", "Wolf")
    s.resolve()  # Shock
    s.resolve()  # Swap: Wolf is gone
    assert s.permanent("Bear").controller is s.player("Alice")


def test_one_controller_does_nothing() -> None:
    s = Scenario()
    s.battlefield("Alice", BEAR, WOLF, card("Island"))
    s.hand("Alice", SWAP)
    s.cast("Alice", "Swap", "Bear", "Wolf")
    s.resolve()
    assert s.permanent("Bear").controller is s.player("Alice")
    assert s.permanent("Wolf").controller is s.player("Alice")
