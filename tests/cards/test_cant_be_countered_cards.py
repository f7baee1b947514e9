""" "This spell can't be countered." (101.2, 113.6) on a real card, each language alone: 稲妻
牝馬 / Lightning Mare (M19) — Cancel resolves and does nothing to it; it resolves and enters
the battlefield."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_lightning_mare_cant_be_countered(lang: str) -> None:
    """稲妻牝馬 / Lightning Mare: 「この呪文は打ち消されない。」 / "This spell can't be countered."
    — Bob's Cancel targets it and resolves; the Mare stays on the stack and then resolves."""
    mare = set_card("m19", "Lightning Mare", lang)
    cancel = set_card("m19", "Cancel")
    mountain = set_card("m19", "Mountain")
    island = set_card("m19", "Island")
    s = Scenario()
    s.battlefield("Alice", mountain, mountain)
    s.battlefield("Bob", island, island, island)
    s.hand("Alice", mare)
    s.hand("Bob", cancel)
    s.cast("Alice", "Lightning Mare")
    (spell,) = s.game.stack.objects
    s.cast("Bob", "Cancel", spell)
    s.resolve()
    assert s.permanent("Lightning Mare").controller is s.player("Alice")
    assert [c.name for c in s.player("Bob").graveyard.objects] == ["Cancel"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_cancel_still_counters_a_spell_without_it(lang: str) -> None:
    """The same Cancel counters Vine Mare (M19), which lacks the ability: the check is the
    spell's own static ability, not every creature spell."""
    vine = set_card("m19", "Vine Mare", lang)
    cancel = set_card("m19", "Cancel")
    forest = set_card("m19", "Forest")
    island = set_card("m19", "Island")
    s = Scenario()
    s.battlefield("Alice", *[forest] * 4)
    s.battlefield("Bob", island, island, island)
    s.hand("Alice", vine)
    s.hand("Bob", cancel)
    s.cast("Alice", "Vine Mare")
    (spell,) = s.game.stack.objects
    s.cast("Bob", "Cancel", spell)
    s.resolve()
    assert not [p for p in s.game.battlefield.objects if p.name == "Vine Mare"]
    assert "Vine Mare" in [c.name for c in s.player("Alice").graveyard.objects]
