"""Damage that may target a player may target a planeswalker (the 2018 Oracle errata that
replaced the redirection rule; "any target", 115.4): printed 2012 wordings read as Oracle's."""

from __future__ import annotations

from ofuda.runtime.testkit.scenario import Scenario
from support.compiled import card, card_from_text

WALKER = card_from_text(
    "name: 試作の歩き手 / Test Walker\n"
    "type: プレインズウォーカー — タミヨウ / Legendary Planeswalker — Tamiyo\n"
    "loyalty: 3\n"
)


def test_scalding_devil_pings_a_planeswalker() -> None:
    """煮えたぎりの小悪魔 / Scalding Devil — printed "target player", Oracle "target player or
    planeswalker": 1 damage removes a loyalty counter (120.3c)."""
    s = Scenario()
    s.battlefield("Bob", WALKER)
    s.battlefield("Alice", card("Scalding Devil"), *[card("Mountain")] * 3)
    s.activate("Alice", "Scalding Devil", s.permanent("Test Walker"))
    s.resolve()
    assert s.permanent("Test Walker").loyalty == 2
    assert s.life("Bob") == 20


def test_thunderous_wrath_kills_a_planeswalker() -> None:
    """轟く怒り / Thunderous Wrath — "target creature or player" is "any target" today: 5
    damage to a planeswalker with 3 loyalty puts it into the graveyard (704.5i)."""
    s = Scenario()
    s.battlefield("Bob", WALKER)
    s.battlefield("Alice", *[card("Mountain")] * 6)
    s.hand("Alice", card("Thunderous Wrath"))
    s.cast("Alice", "Thunderous Wrath", s.permanent("Test Walker"))
    s.resolve()
    assert s.in_graveyard("Bob") == ["Test Walker"]


def test_bonfire_of_the_damned_at_a_planeswalker_hits_its_controllers_creatures() -> None:
    """忌むべき者のかがり火 / Bonfire of the Damned — Oracle: "X damage to target player or
    planeswalker and each creature that player or that planeswalker's controller controls"."""
    s = Scenario()
    s.battlefield("Bob", WALKER, card("Thraben Valiant"))
    s.battlefield("Alice", card("Thraben Valiant"), *[card("Mountain")] * 7)  # {X}{X}{R}, X=3
    s.hand("Alice", card("Bonfire of the Damned"))
    s.cast("Alice", "Bonfire of the Damned", s.permanent("Test Walker"), x=3)
    s.resolve()
    assert sorted(s.in_graveyard("Bob")) == ["Test Walker", "Thraben Valiant"]
    assert s.life("Bob") == 20
    assert s.on_battlefield("Alice")[0] == "Thraben Valiant"
