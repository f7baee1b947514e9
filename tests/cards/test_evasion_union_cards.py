"""Evasion by a union (509.1b) on real cards, each language alone: 果樹園の霊魂 / Orchard Spirit
(ISD, "can't be blocked except by creatures with flying or reach"), 猛火の松明 / Blazing Torch
(ISD, 2011 「吸血鬼やゾンビによってはブロックされない」 / "can't be blocked by Vampires or
Zombies")."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.engine.errors import ScriptError
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_orchard_spirit_is_blocked_only_by_flying_or_reach(lang: str) -> None:
    """A creature with reach (Giant Spider) or flying (Pegasus Courser) blocks it; a creature
    with neither (Walking Corpse) can't."""
    spirit = set_card("isd", "Orchard Spirit", lang)
    corpse, spider = set_card("m19", "Walking Corpse"), set_card("m19", "Giant Spider")
    pegasus = set_card("m19", "Pegasus Courser")
    for blocker in ("Giant Spider", "Pegasus Courser"):
        s = Scenario()
        s.battlefield("Alice", spirit)
        s.battlefield("Bob", corpse, spider, pegasus)
        s.attack("Orchard Spirit")
        s.block((blocker, "Orchard Spirit"))
        assert [b.name for b in s.permanent("Orchard Spirit").blockers] == [blocker]
    s = Scenario()
    s.battlefield("Alice", spirit)
    s.battlefield("Bob", corpse, spider, pegasus)
    s.attack("Orchard Spirit")
    with pytest.raises(ScriptError):
        s.block(("Walking Corpse", "Orchard Spirit"))


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_blazing_torch_keeps_vampires_and_zombies_from_blocking(lang: str) -> None:
    """The equipped creature can't be blocked by a Vampire (Stromkirk Noble) or a Zombie (Walking
    Corpse); a Spider (Giant Spider) blocks it."""
    torch = set_card("isd", "Blazing Torch", lang)
    knight = set_card("m19", "Knight of the Tusk")
    noble, corpse = set_card("isd", "Stromkirk Noble"), set_card("m19", "Walking Corpse")
    spider = set_card("m19", "Giant Spider")
    for blocker in ("Stromkirk Noble", "Walking Corpse"):
        s = Scenario()
        s.battlefield("Alice", knight, torch)
        s.attach("Blazing Torch", "Knight of the Tusk")
        s.battlefield("Bob", noble, corpse, spider)
        s.attack("Knight of the Tusk")
        with pytest.raises(ScriptError):
            s.block((blocker, "Knight of the Tusk"))
    s = Scenario()
    s.battlefield("Alice", knight, torch)
    s.attach("Blazing Torch", "Knight of the Tusk")
    s.battlefield("Bob", noble, corpse, spider)
    s.attack("Knight of the Tusk")
    s.block(("Giant Spider", "Knight of the Tusk"))
    assert s.permanent("Knight of the Tusk").blocked
