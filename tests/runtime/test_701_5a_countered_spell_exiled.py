"""701.5a, 614.1a: a countered spell is put into its owner's graveyard, or, where the countering
effect says "exile it instead", into exile; a spell that can't be countered stays either way."""

from __future__ import annotations

from ofuda.runtime import Scenario
from ofuda.runtime.engine.stack.resolution import counter
from support.compiled import card


def _swine_on_the_stack() -> tuple[Scenario, object]:
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 4)
    s.hand("Alice", card("Nettle Swine"))
    s.cast("Alice", "Nettle Swine")
    (spell,) = s.game.stack.objects
    return s, spell


def test_701_5a_a_countered_spell_goes_to_its_owners_graveyard() -> None:
    s, spell = _swine_on_the_stack()
    assert counter(s.game, spell)
    assert s.in_graveyard("Alice") == ["Nettle Swine"]
    assert s.in_exile() == []


def test_614_1a_exile_it_instead_of_putting_it_into_its_owners_graveyard() -> None:
    s, spell = _swine_on_the_stack()
    assert counter(s.game, spell, exile=True)
    assert s.in_graveyard("Alice") == []
    assert s.in_exile() == ["Nettle Swine"]
    assert s.on_stack() == []
