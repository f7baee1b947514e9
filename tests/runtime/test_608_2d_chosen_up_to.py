"""608.2d: a choice an instruction asks for as it resolves ("untap up to four lands"): the player
chooses any number of the objects up to the count, none included (ChosenObjects.up_to); only
objects that match may be chosen."""

from __future__ import annotations

from ofuda.runtime import Choose, ObjectFilter, Scenario
from ofuda.runtime.context.resolution import ResolutionContext
from ofuda.runtime.definitions import CardType
from support.compiled import card

LANDS = ObjectFilter(card_types=(CardType.LAND,))


def test_608_2d_up_to_n_chosen_objects() -> None:
    s = Scenario()
    lands = s.battlefield("Alice", *[card("Plains")] * 3)
    ctx = ResolutionContext(s.game, None, s.player("Alice"))
    s.script("Alice", Choose((lands[0], lands[2])))
    assert ctx.chosen_objects(s.player("Alice"), LANDS, 4, up_to=True) == [lands[0], lands[2]]
    s.script("Alice", Choose(()))
    assert ctx.chosen_objects(s.player("Alice"), LANDS, 4, up_to=True) == []
