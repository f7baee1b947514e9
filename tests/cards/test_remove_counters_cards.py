"""Removing counters as an instruction (122.1) through real cards, each language alone where the
card compiles in it: Pestilent Haze / 死に至る霞 (m21: "Remove two loyalty counters from each
planeswalker." — its English; its Japanese first mode 「クリーチャーはすべて…」 is not read yet).
"""

from __future__ import annotations

from ofuda.runtime import Scenario
from ofuda.runtime.definitions import CardType
from support.compiled import set_card
from support.kit import card

SMALL = card("Small Walker", "{2}", CardType.PLANESWALKER, subtypes=("Ajani",), loyalty=2)
BIG = card("Big Walker", "{2}", CardType.PLANESWALKER, subtypes=("Chandra",), loyalty=5)


def test_pestilent_haze_removes_two_loyalty_from_each_planeswalker() -> None:
    """Pestilent Haze, second mode: every planeswalker loses two loyalty counters, its caster's
    too; one with two is put into its owner's graveyard (704.5i), one with five keeps three."""
    swamp = set_card("m21", "Swamp")
    s = Scenario()
    s.battlefield("Alice", swamp, swamp, swamp, BIG)
    s.battlefield("Bob", SMALL)
    s.hand("Alice", set_card("m21", "Pestilent Haze", "en"))
    s.cast("Alice", "Pestilent Haze", modes=(1,))
    s.resolve()
    assert s.in_graveyard("Bob") == ["Small Walker"]
    assert s.permanent("Big Walker").counters["loyalty"] == 3
