"""615.1a on a real card, each language alone: 幽霊の憑依 / Ghostly Possession (ISD), an Aura
whose static ability prevents all combat damage that would be dealt to and dealt by the
enchanted creature — in a block neither creature is dealt combat damage, the defending
player takes none from it unblocked, and damage that isn't combat damage still is dealt."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import set_card


def _possessed(lang: str) -> Scenario:
    """Alice's Walking Corpse (2/2) enchanted by Ghostly Possession; Bob has a Giant Spider (2/4)."""
    possession = set_card("isd", "Ghostly Possession", lang)
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Walking Corpse"), possession)
    s.battlefield("Bob", set_card("m19", "Giant Spider"))
    s.attach("Ghostly Possession", "Walking Corpse")
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_ghostly_possession_prevents_combat_damage_to_and_by_enchanted_creature(lang: str) -> None:
    """幽霊の憑依 / Ghostly Possession: blocked by the Spider, the Corpse deals no combat damage
    to it and is dealt none by it."""
    s = _possessed(lang)
    s.attack("Walking Corpse")
    s.block(("Giant Spider", "Walking Corpse"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.permanent("Walking Corpse").damage == 0
    assert s.permanent("Giant Spider").damage == 0


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_ghostly_possession_unblocked_deals_no_combat_damage(lang: str) -> None:
    """Unblocked, the enchanted creature deals no combat damage to the defending player."""
    s = _possessed(lang)
    s.attack("Walking Corpse")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_ghostly_possession_lets_noncombat_damage_through(lang: str) -> None:
    """Only combat damage is prevented: Bob's Shock still deals 2 damage to the Corpse."""
    s = _possessed(lang)
    mountain = set_card("m19", "Mountain")
    s.battlefield("Bob", mountain)
    s.hand("Bob", set_card("m19", "Shock"))
    s.cast("Bob", "Shock", s.permanent("Walking Corpse"))
    s.resolve()
    assert "Walking Corpse" not in s.on_battlefield("Alice")


def test_without_the_aura_the_same_block_deals_damage() -> None:
    """The control: without the Aura, the same block deals combat damage both ways."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Walking Corpse"))
    s.battlefield("Bob", set_card("m19", "Giant Spider"))
    s.attack("Walking Corpse")
    s.block(("Giant Spider", "Walking Corpse"))
    s.advance_to(Step.END_OF_COMBAT)
    assert "Walking Corpse" not in s.on_battlefield("Alice")
    assert s.permanent("Giant Spider").damage == 2
