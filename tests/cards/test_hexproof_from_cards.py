"""Hexproof from a quality on a real card, each language alone: 胞子網の織り手 / Sporeweb Weaver
(M21), 「到達、青からの呪禁」 / "Reach, hexproof from blue" (702.11d)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.engine.errors import IllegalActionError
from support.compiled import set_card
from support.slice_cards import ISLAND, MOUNTAIN


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_sporeweb_weaver_cant_be_the_target_of_an_opponents_blue_spell(lang: str) -> None:
    """Unsummon (blue) of an opponent can't target it; Shock (red) can, and its controller's own
    Unsummon can (702.11d: only the opponents' spells of that quality)."""
    weaver = set_card("m21", "Sporeweb Weaver", lang)
    unsummon, shock = set_card("m20", "Unsummon"), set_card("m21", "Shock")
    s = Scenario()
    s.battlefield("Alice", weaver)
    s.battlefield("Bob", ISLAND, MOUNTAIN)
    s.hand("Bob", unsummon, shock)
    s.game.active = s.player("Bob")
    with pytest.raises(IllegalActionError, match="can't cast Unsummon"):  # no legal target
        s.cast("Bob", "Unsummon", "Sporeweb Weaver")
    s.cast("Bob", "Shock", "Sporeweb Weaver")
    s.resolve()
    assert s.permanent("Sporeweb Weaver").damage == 2
    s = Scenario()
    s.battlefield("Alice", weaver, ISLAND)
    s.hand("Alice", unsummon)
    s.cast("Alice", "Unsummon", "Sporeweb Weaver")
    s.resolve()
    assert "Sporeweb Weaver" in s.in_hand("Alice")
