"""「追加で…の修整を受ける」 / "gets an additional +N/+N" (613.4c) through real cards, in each
language: the additional change applies besides the card's first one."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_silver_inlaid_dagger_gives_a_human_an_additional_plus_one(lang: str) -> None:
    """銀の象眼の短刀 / Silver-Inlaid Dagger: "Equipped creature gets +2/+0. As long as equipped
    creature is a Human, it gets an additional +1/+0." — +3/+0 on a Human, +2/+0 on another."""
    s = Scenario()
    dagger = set_card("isd", "Silver-Inlaid Dagger", lang)
    s.battlefield("Alice", dagger, card("Thraben Valiant"), card("Nettle Swine"))
    s.attach("Silver-Inlaid Dagger", "Thraben Valiant")  # a 2/1 Human Soldier
    assert s.pt("Thraben Valiant") == (5, 1)
    s.attach("Silver-Inlaid Dagger", "Nettle Swine")  # a 4/3 Boar
    assert s.pt("Nettle Swine") == (6, 3)
    assert s.pt("Thraben Valiant") == (2, 1)


@pytest.mark.parametrize("lang", LANGS)
def test_heavy_mattock_gives_a_human_an_additional_plus_one_plus_one(lang: str) -> None:
    """重いつるはし / Heavy Mattock: +1/+1, and an additional +1/+1 on a Human."""
    s = Scenario()
    s.battlefield("Alice", set_card("dka", "Heavy Mattock", lang), card("Thraben Valiant"))
    s.attach("Heavy Mattock", "Thraben Valiant")
    assert s.pt("Thraben Valiant") == (4, 3)


@pytest.mark.parametrize("lang", LANGS)
def test_growth_cycle_counts_the_growth_cycles_in_your_graveyard(lang: str) -> None:
    """成長周期 / Growth Cycle: "Target creature gets +3/+3 until end of turn. It gets an
    additional +2/+2 until end of turn for each card named Growth Cycle in your graveyard." —
    with two in Alice's graveyard (the one cast is still on the stack as it resolves, 608.2h),
    +7/+7."""
    s = Scenario()
    cycle = set_card("m20", "Growth Cycle", lang)
    s.graveyard("Alice", cycle, cycle, card("Forest"))
    s.battlefield("Alice", card("Thraben Valiant"), card("Forest"), card("Forest"))
    s.hand("Alice", cycle)
    s.cast("Alice", "Growth Cycle", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (2 + 3 + 4, 1 + 3 + 4)
