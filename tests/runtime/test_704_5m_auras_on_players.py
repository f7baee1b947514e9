"""704.5m with Auras on players (303.4): an Aura attached to an illegal object *or player* is
put into its owner's graveyard — an "enchant player" Aura attached to a permanent, and an
"enchant creature" Aura attached to a player, are both illegal; a Curse on a player is not."""

from __future__ import annotations

from ofuda.runtime import Scenario
from support.compiled import set_card


def _scenario() -> Scenario:
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Curse of the Pierced Heart"))
    s.battlefield("Alice", set_card("isd", "Claustrophobia"))
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    return s


def test_an_enchant_player_aura_attached_to_a_permanent_goes_to_the_graveyard() -> None:
    s = _scenario()
    s.permanent("Curse of the Pierced Heart").attached_to = s.permanent("Walking Corpse")
    s.permanent("Claustrophobia").attached_to = s.permanent("Walking Corpse")
    s.check_state()
    assert s.in_graveyard("Alice") == ["Curse of the Pierced Heart"]


def test_an_enchant_creature_aura_attached_to_a_player_goes_to_the_graveyard() -> None:
    s = _scenario()
    s.permanent("Curse of the Pierced Heart").attached_to = s.player("Bob")
    s.permanent("Claustrophobia").attached_to = s.player("Bob")
    s.check_state()
    assert s.in_graveyard("Alice") == ["Claustrophobia"]
