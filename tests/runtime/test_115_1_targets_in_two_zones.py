"""115.1: a target whose kinds are in two zones ("target spell or creature"): a spell on the
stack or a creature on the battlefield may be chosen (TargetSpec.other_zones, each kind's
ObjectFilter.zone); a permanent of another kind, or a creature card elsewhere, may not."""

from __future__ import annotations

from ofuda.runtime import ObjectFilter, Scenario, TargetSpec
from ofuda.runtime.definitions import CardType, ZoneKind
from ofuda.runtime.engine.objects.targets import candidates_for
from support.compiled import card

SPELL_OR_CREATURE = TargetSpec(
    ObjectFilter(any_of=(ObjectFilter(zone=ZoneKind.STACK),
                         ObjectFilter(card_types=(CardType.CREATURE,), zone=ZoneKind.BATTLEFIELD))),
    zone=ZoneKind.STACK,
    other_zones=(ZoneKind.BATTLEFIELD,),
)


def test_115_1_a_spell_or_a_creature_but_no_other_permanent_or_card() -> None:
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 4, card("Thraben Valiant"))
    s.graveyard("Alice", card("Moorland Inquisitor"))
    s.hand("Alice", card("Nettle Swine"))
    s.cast("Alice", "Nettle Swine")
    (spell,) = s.game.stack.objects
    chosen = candidates_for(s.game, SPELL_OR_CREATURE, s.player("Bob"), None)
    assert chosen == [spell, s.permanent("Thraben Valiant")]
