"""Real cards whose static ability replaces an event by instructions (614.1a, 614.6), in each
language alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_containment_priest_exiles_a_creature_put_onto_the_battlefield(lang: str) -> None:
    """Containment Priest / 封じ込める僧侶 (m21): "If a nontoken creature would enter the
    battlefield and it wasn't cast, exile it instead." Bob's Defy Death returns Thraben Valiant
    from his graveyard: it is exiled instead (its ruling: a creature put onto the battlefield
    from any zone other than the stack)."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", set_card("m21", "Containment Priest", lang))
    s.battlefield("Bob", *(card("Plains") for _ in range(5)))
    s.graveyard("Bob", card("Thraben Valiant"))
    s.hand("Bob", card("Defy Death"))
    s.cast("Bob", "Defy Death", "Thraben Valiant")
    s.resolve()
    assert "Thraben Valiant" not in s.on_battlefield("Bob")
    assert "Thraben Valiant" in s.in_exile()


@pytest.mark.parametrize("lang", LANGS)
def test_containment_priest_lets_a_cast_creature_and_a_token_enter(lang: str) -> None:
    """A creature spell that was cast enters as usual, and so does a token (nontoken only):
    Voice of the Provinces and its 1/1 Human token."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", set_card("m21", "Containment Priest", lang))
    s.battlefield("Bob", *(card("Plains") for _ in range(6)))
    s.hand("Bob", card("Voice of the Provinces"))
    s.cast("Bob", "Voice of the Provinces")
    s.resolve()
    on = s.on_battlefield("Bob")
    assert "Voice of the Provinces" in on
    assert "Human Token" in on
    assert s.in_exile() == []


@pytest.mark.parametrize("lang", LANGS)
def test_curse_of_bloodletting_doubles_damage_to_enchanted_player(lang: str) -> None:
    """流血の呪い / Curse of Bloodletting (dka): "If a source would deal damage to enchanted
    player, it deals double that damage to that player instead." On Bob, Alice's Pillar of
    Flame deals 4 damage to Bob; to Alice, 2 (she isn't the enchanted player)."""
    s = Scenario()
    s.battlefield("Alice", *(card("Mountain") for _ in range(7)))
    s.hand("Alice", set_card("dka", "Curse of Bloodletting", lang))
    s.hand("Alice", card("Pillar of Flame"), card("Pillar of Flame"))
    s.cast("Alice", "Curse of Bloodletting", s.player("Bob"))
    s.resolve()
    assert s.permanent("Curse of Bloodletting").attached_to is s.player("Bob")
    s.cast("Alice", "Pillar of Flame", "Bob")
    s.resolve()
    assert s.life("Bob") == 16
    s.cast("Alice", "Pillar of Flame", "Alice")
    s.resolve()
    assert s.life("Alice") == 18
