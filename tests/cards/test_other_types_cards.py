"""Auras and Equipment that add a creature type "in addition to its other types" (205.1b,
layer 4) in the 2019 Japanese wording 「それの他のタイプに加えて…でもある」, each language
alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card

LANGS = ["ja", "en"]


@pytest.mark.parametrize("lang", LANGS)
def test_dub_makes_the_creature_a_knight_with_first_strike(lang: str) -> None:
    """叙爵 / Dub (M21): the enchanted Walking Corpse (a 2/2 Zombie) becomes a 4/4 Zombie
    Knight with first strike; it keeps its other types."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m21", "Plains")] * 3, set_card("m19", "Walking Corpse"))
    s.hand("Alice", set_card("m21", "Dub", lang))
    corpse = s.permanent("Walking Corpse")
    s.cast("Alice", "Dub", corpse)
    s.resolve()
    assert s.pt("Walking Corpse") == (4, 4)
    assert s.has_keyword("Walking Corpse", "first strike")
    assert {"Zombie", "Knight"} <= set(corpse.subtypes)
