"""Requirements on the blockers of a creature (509.1c) through real cards, each language
alone: 尊き一角獣 / Prized Unicorn ("All creatures able to block Prized Unicorn do so.", M20)
and 優位宣言 / Declare Dominance (M19: Lure for a turn, 2018 Japanese templating)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import card, set_card

LANGS = ["ja", "en"]


@pytest.mark.parametrize("lang", LANGS)
def test_prized_unicorn_every_able_creature_blocks_it(lang: str) -> None:
    """Prized Unicorn: Bob declares no blockers, yet both his untapped creatures block it;
    his tapped one can't (509.1a) and doesn't."""
    s = Scenario(active="Alice", step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("m20", "Prized Unicorn", lang))
    s.battlefield("Bob", set_card("m19", "Walking Corpse"), set_card("m19", "Dwarven Priest"))
    s.battlefield("Bob", card("Thraben Valiant"), tapped=True)
    s.attack("Prized Unicorn")
    s.block()
    unicorn = s.permanent("Prized Unicorn")
    assert sorted(b.name for b in unicorn.blockers) == ["Dwarven Priest", "Walking Corpse"]


@pytest.mark.parametrize("lang", LANGS)
def test_declare_dominance_every_able_creature_blocks_this_turn(lang: str) -> None:
    """Declare Dominance: +3/+3 until end of turn, and all Bob's creatures able to block
    Alice's Walking Corpse this turn do so."""
    s = Scenario(active="Alice")
    s.battlefield("Alice", set_card("m19", "Walking Corpse"), *[card("Forest") for _ in range(5)])
    s.battlefield("Bob", set_card("m19", "Dwarven Priest"), card("Thraben Valiant"))
    s.hand("Alice", set_card("m19", "Declare Dominance", lang))
    s.cast("Alice", "Declare Dominance", "Walking Corpse")
    s.resolve()
    assert s.pt("Walking Corpse") == (5, 5)
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.attack("Walking Corpse")
    s.block()
    blockers = sorted(b.name for b in s.permanent("Walking Corpse").blockers)
    assert blockers == ["Dwarven Priest", "Thraben Valiant"]
