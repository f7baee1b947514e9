"""614.1a on real cards, each language alone: 審問官のフレイル / Inquisitor's Flail (ISD) doubles
the combat damage the equipped creature deals and the combat damage another creature deals
to it; 焦熱の解放 / Fiery Emancipation (M21) triples the damage of sources its controller
controls, spells included."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import set_card


def _equipped_spider(lang: str) -> Scenario:
    """Alice's Giant Spider (2/4) equipped with Inquisitor's Flail; Bob has a Walking Corpse (2/2)."""
    flail = set_card("isd", "Inquisitor's Flail", lang)
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Giant Spider"), flail)
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    s.attach("Inquisitor's Flail", "Giant Spider")
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_inquisitors_flail_doubles_the_equipped_creatures_combat_damage(lang: str) -> None:
    """審問官のフレイル / Inquisitor's Flail: the unblocked Spider deals 4 combat damage, not 2."""
    s = _equipped_spider(lang)
    s.attack("Giant Spider")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 16


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_inquisitors_flail_doubles_combat_damage_dealt_to_the_equipped_creature(lang: str) -> None:
    """Blocked by the Corpse, the Spider is dealt 4 (2 doubled) and is destroyed; the Corpse
    is dealt 4 too."""
    s = _equipped_spider(lang)
    s.attack("Giant Spider")
    s.block(("Walking Corpse", "Giant Spider"))
    s.advance_to(Step.END_OF_COMBAT)
    assert "Giant Spider" not in s.on_battlefield("Alice")
    assert "Walking Corpse" not in s.on_battlefield("Bob")
    assert any(
        e.kind == "damage"
        and e.data.get("recipient") == "Giant Spider"
        and e.data.get("amount") == 4
        for e in s.game.log.events
    )


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_inquisitors_flail_leaves_noncombat_damage_alone(lang: str) -> None:
    """Bob's Shock deals 2 damage to the equipped Spider: not combat damage, not doubled."""
    s = _equipped_spider(lang)
    s.battlefield("Bob", set_card("m19", "Mountain"))
    s.hand("Bob", set_card("m19", "Shock"))
    s.cast("Bob", "Shock", s.permanent("Giant Spider"))
    s.resolve()
    assert s.permanent("Giant Spider").damage == 2


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_fiery_emancipation_triples_its_controllers_spell_damage(lang: str) -> None:
    """焦熱の解放 / Fiery Emancipation: Alice's Shock deals 6 damage to Bob; Bob's Shock,
    not a source Alice controls, deals 2 to Alice."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Fiery Emancipation", lang), set_card("m19", "Mountain"))
    s.battlefield("Bob", set_card("m19", "Mountain"))
    s.hand("Alice", set_card("m19", "Shock"))
    s.hand("Bob", set_card("m19", "Shock"))
    s.cast("Alice", "Shock", s.player("Bob"))
    s.resolve()
    assert s.life("Bob") == 14
    s.cast("Bob", "Shock", s.player("Alice"))
    s.resolve()
    assert s.life("Alice") == 18
