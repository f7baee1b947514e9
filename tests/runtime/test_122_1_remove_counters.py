"""122.1: "remove N <kind> counters from <objects>" — the runtime's ``ctx.remove_counters``:
each permanent loses up to N counters of the kind (one with fewer loses those it has, one with
none loses nothing), other kinds stay; a planeswalker left with no loyalty is put into its
owner's graveyard as state-based actions are checked (704.5i)."""

from __future__ import annotations

from typing import Any

from ofuda.runtime import Scenario
from ofuda.runtime.definitions import CardType
from support.kit import card, creature, sorcery


def _remover(kind: str, amount: int, names: tuple[str, ...]) -> Any:
    def resolve(ctx: Any) -> None:
        perms = [p for p in ctx.game.battlefield.objects if p.name in names]
        ctx.remove_counters(perms, kind, amount)

    return sorcery("Scrub", "{0}", resolve)


def test_122_1_up_to_n_of_the_kind_from_each() -> None:
    """Two +1/+1 counters removed from a creature with three and one with one: 1 and 0 are
    left; its charge counters stay."""
    s = Scenario()
    s.battlefield("Alice", creature("Bear", "{1}{G}", 2, 2, "Bear"))
    s.battlefield("Bob", creature("Wolf", "{1}{G}", 2, 2, "Wolf"))
    s.counters("Bear", "+1/+1", 3)
    s.counters("Bear", "charge", 2)
    s.counters("Wolf", "+1/+1", 1)
    s.hand("Alice", _remover("+1/+1", 2, ("Bear", "Wolf")))
    s.cast("Alice", "Scrub")
    s.resolve()
    assert s.permanent("Bear").counters["+1/+1"] == 1
    assert s.permanent("Bear").counters["charge"] == 2
    assert s.permanent("Wolf").counters.get("+1/+1", 0) == 0
    assert s.pt("Bear") == (3, 3) and s.pt("Wolf") == (2, 2)


def test_122_1_a_planeswalker_without_loyalty_is_put_into_the_graveyard() -> None:
    """704.5i: two loyalty counters removed from a planeswalker with two: it has none and goes
    to its owner's graveyard; one with five keeps three."""
    s = Scenario()
    small = card("Small Walker", "{2}", CardType.PLANESWALKER, subtypes=("Ajani",), loyalty=2)
    big = card("Big Walker", "{2}", CardType.PLANESWALKER, subtypes=("Chandra",), loyalty=5)
    s.battlefield("Bob", small, big)
    s.hand("Alice", _remover("loyalty", 2, ("Small Walker", "Big Walker")))
    s.cast("Alice", "Scrub")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Small Walker"]
    assert s.permanent("Big Walker").counters["loyalty"] == 3
