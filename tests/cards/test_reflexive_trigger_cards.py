""" "When you do, …" / 「そうしたとき、…」 (603.12) on real cards, each language alone: the
reflexive ability triggers only if the optional instruction before it was done, and goes on
the stack with a target of its own."""

from __future__ import annotations

import pytest
from ofuda.runtime import May, Scenario, Targets
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize(("pay", "bob"), [(True, 17), (False, 20)])
def test_sparktongue_dragon_deals_three_only_when_paid(lang: str, pay: bool, bob: int) -> None:
    """電光吠えのドラゴン / Sparktongue Dragon (M19): "When Sparktongue Dragon enters the
    battlefield, you may pay {2}{R}. When you do, it deals 3 damage to any target." — paid:
    the reflexive ability targets Bob (3 damage); declined: nothing triggers (no target is
    asked for: the script would fail)."""
    mountain = set_card("m19", "Mountain")
    s = Scenario()
    s.battlefield("Alice", *[mountain] * 8)
    s.hand("Alice", set_card("m19", "Sparktongue Dragon", lang))
    s.script("Alice", May(pay), *([Targets(("Bob",))] if pay else []))
    s.cast("Alice", "Sparktongue Dragon")
    s.resolve()
    assert s.life("Bob") == bob
    assert "Sparktongue Dragon" in s.on_battlefield("Alice")
    tapped = [p for p in s.game.battlefield.objects if p.name == "Mountain" and p.tapped]
    assert len(tapped) == (8 if pay else 5)
