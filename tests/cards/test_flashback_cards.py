"""Flashback (702.34) on real cards of ISD, each language alone: cast from the graveyard for
the flashback cost, exiled when it leaves the stack; the Gatherer rulings of Think Twice."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from ofuda.runtime.engine.casting.actions import CastSpell
from ofuda.runtime.engine.casting.spells import legal_actions
from ofuda.runtime.engine.stack.resolution import counter
from support.compiled import set_card


def _exiled(s: Scenario) -> list[str]:
    return [c.name for c in s.game.exile.objects]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_think_twice_draws_again_from_the_graveyard_then_is_exiled(lang: str) -> None:
    """熟慮 / Think Twice (ISD): 「カードを１枚引く。」「フラッシュバック {2}{U}」 / "Draw a card.
    Flashback {2}{U}". Cast from hand it goes to the graveyard; cast from there for {2}{U} it
    draws again and is exiled."""
    think = set_card("isd", "Think Twice", lang)
    island = set_card("isd", "Island")
    s = Scenario()
    s.battlefield("Alice", island, island, island, island, island)
    s.library("Alice", island, island)
    s.hand("Alice", think)
    s.cast("Alice", "Think Twice")
    s.resolve()
    assert s.in_graveyard("Alice") == ["Think Twice"] and len(s.in_hand("Alice")) == 1
    s.cast("Alice", "Think Twice")
    assert sum(p.tapped for p in s.game.battlefield.objects) == 5  # {1}{U} then {2}{U}
    s.resolve()
    assert len(s.in_hand("Alice")) == 2
    assert s.in_graveyard("Alice") == [] and _exiled(s) == ["Think Twice"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_think_twice_countered_after_flashback_is_exiled(lang: str) -> None:
    """Ruling (2021-03-19): "A spell cast using flashback will always be exiled afterward,
    whether it resolves, is countered, or leaves the stack in some other way." And: "You can
    cast a spell using flashback even if it was somehow put into your graveyard without having
    been cast." """
    think = set_card("isd", "Think Twice", lang)
    island = set_card("isd", "Island")
    s = Scenario()
    s.battlefield("Alice", island, island, island)
    s.graveyard("Alice", think)  # milled, never cast
    s.cast("Alice", "Think Twice")
    (spell,) = s.game.stack.objects
    counter(s.game, spell)
    assert s.in_graveyard("Alice") == [] and _exiled(s) == ["Think Twice"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_silent_departure_flashback_follows_sorcery_timing(lang: str) -> None:
    """静かな旅立ち / Silent Departure (ISD): 「クリーチャー１体を対象とし、それをオーナーの手札に
    戻す。」「フラッシュバック {4}{U}」. Ruling: "you can cast a sorcery using flashback only when
    you could normally cast a sorcery." In the main phase it bounces and is exiled."""
    departure = set_card("isd", "Silent Departure", lang)
    island = set_card("isd", "Island")
    bear = set_card("m19", "Walking Corpse")
    s = Scenario(step=Step.UPKEEP)
    s.battlefield("Alice", *[island] * 5)
    s.battlefield("Bob", bear)
    s.library("Alice", island)  # the draw step on the way to the main phase
    s.graveyard("Alice", departure)
    assert not any(isinstance(a, CastSpell) for a in legal_actions(s.game, s.player("Alice")))
    s.advance_to(Step.PRECOMBAT_MAIN)
    s.cast("Alice", "Silent Departure", "Walking Corpse")
    s.resolve()
    assert s.in_hand("Bob") == ["Walking Corpse"]
    assert _exiled(s) == ["Silent Departure"]
