"""Modal triggered abilities (700.2, 603.3c) on real cards, each language alone: the mode is
chosen as the ability goes on the stack, its targets after it, and only that mode happens."""

from __future__ import annotations

import pytest
from ofuda.runtime import Modes, Scenario, Targets
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize(("mode", "pt", "life"), [(0, (3, 3), 20), (1, (2, 2), 24)])
def test_trufflesnout_counter_or_life(lang: str, mode: int, pt: tuple[int, int], life: int) -> None:
    """トリュフ嗅ぎ / Trufflesnout (M21): "When Trufflesnout enters the battlefield, choose one —
    • Put a +1/+1 counter on Trufflesnout. • You gain 4 life." — the chosen mode only."""
    forest = set_card("m19", "Forest")
    s = Scenario()
    s.battlefield("Alice", forest, forest, forest)
    s.hand("Alice", set_card("m21", "Trufflesnout", lang))
    s.script("Alice", Modes((mode,)))
    s.cast("Alice", "Trufflesnout")
    s.resolve()
    assert s.pt("Trufflesnout") == pt
    assert s.life("Alice") == life


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_dread_presence_mode_with_a_target(lang: str) -> None:
    """戦慄の存在 / Dread Presence (M20): "Whenever a Swamp enters the battlefield under your
    control, choose one — • You draw a card and you lose 1 life. • Dread Presence deals 2
    damage to any target and you gain 2 life." — the second mode's target is chosen after the
    mode; no card is drawn and no life lost."""
    swamp = set_card("m19", "Swamp")
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Dread Presence", lang))
    s.hand("Alice", swamp)
    s.library("Alice", set_card("m19", "Forest"))
    s.script("Alice", Modes((1,)), Targets(("Bob",)))
    s.play_land("Alice", "Swamp")
    s.resolve()
    assert s.life("Bob") == 18
    assert s.life("Alice") == 22
    assert s.in_hand("Alice") == []
