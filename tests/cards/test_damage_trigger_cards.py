""" "Is dealt damage" triggers (120.3, 603.2) through real cards of the later sets, in each
language: Brash Taunter / 無作法な挑発者 (m21: a permanent dealt damage by several sources at once
triggers once, with the total) and Chandra's Spitfire / チャンドラの吐火 (m20: an opponent dealt
noncombat damage, 120.2). Each card is compiled from its Japanese text alone and from its
English text alone, and plays as the text says."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step, Targets
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_brash_taunter_blocked_by_two_triggers_once_with_the_total(lang: str) -> None:
    """Brash Taunter (m21): "Whenever Brash Taunter is dealt damage, it deals that much damage
    to target opponent." Ruling (Sporeweb Weaver's, the same trigger): it triggers just once
    however many things deal damage to it at once. Blocked by a 2/1 and a 2/2, the
    indestructible 1/1 is dealt 4 damage in one event: one trigger, 4 damage to Bob."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Brash Taunter", lang))
    s.battlefield("Bob", card("Thraben Valiant"), card("Moorland Inquisitor"))
    s.attack("Brash Taunter")
    s.block(("Thraben Valiant", "Brash Taunter"), ("Moorland Inquisitor", "Brash Taunter"))
    s.script("Alice", Targets(("Bob",)))
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert s.life("Bob") == 16
    assert "Brash Taunter" in s.on_battlefield("Alice")


@pytest.mark.parametrize("lang", LANGS)
def test_brash_taunter_damage_from_a_spell(lang: str) -> None:
    """Alice's own Pillar of Flame deals 2 damage to Brash Taunter: it deals 2 damage to Bob
    (the amount dealt, not its toughness: first ruling)."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Brash Taunter", lang), card("Mountain"))
    s.hand("Alice", card("Pillar of Flame"))
    s.cast("Alice", "Pillar of Flame", "Brash Taunter")
    s.script("Alice", Targets(("Bob",)))
    s.resolve()
    assert s.life("Bob") == 18
    assert s.life("Alice") == 20


@pytest.mark.parametrize("lang", LANGS)
def test_chandras_spitfire_noncombat_damage_to_an_opponent_only(lang: str) -> None:
    """Chandra's Spitfire (m20): "Whenever an opponent is dealt noncombat damage, Chandra's
    Spitfire gets +3/+0 until end of turn." Pillar of Flame to Bob: +3/+0. Its own combat
    damage to Bob is combat damage (ruling) and damage to Alice is no opponent's: neither
    triggers it."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Chandra's Spitfire", lang), card("Mountain"))
    s.battlefield("Alice", card("Mountain"))
    s.hand("Alice", card("Pillar of Flame"), card("Pillar of Flame"))
    s.cast("Alice", "Pillar of Flame", "Alice")
    s.resolve()
    assert s.pt("Chandra's Spitfire") == (1, 3)
    s.cast("Alice", "Pillar of Flame", "Bob")
    s.resolve()
    assert s.life("Bob") == 18
    assert s.pt("Chandra's Spitfire") == (4, 3)
    s.attack("Chandra's Spitfire")
    s.block()
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert s.life("Bob") == 14
    assert s.pt("Chandra's Spitfire") == (4, 3)


@pytest.mark.parametrize("damage_to", ["Alice", "Bob"])
def test_mikaeus_destroys_a_human_that_deals_damage_to_you(damage_to: str) -> None:
    """Mikaeus, the Unhallowed (DKA, English text): "Whenever a Human deals damage to you,
    destroy it." Bob's Thraben Valiant (a Human) attacks Alice unblocked: it deals her 2 damage
    and is destroyed. Attacking Bob instead (Alice's own Human), the damage is dealt to Bob,
    not to Mikaeus's controller: nothing triggers. (The Japanese text of the data runs the
    next ability into this line: docs/data-quirks.md.)"""
    attacker, defender = ("Bob", "Alice") if damage_to == "Alice" else ("Alice", "Bob")
    s = Scenario(active=attacker)
    s.battlefield("Alice", set_card("dka", "Mikaeus, the Unhallowed", "en"))
    s.battlefield(attacker, card("Thraben Valiant"))
    s.attack("Thraben Valiant")
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert s.life(defender) == 18
    destroyed = "Thraben Valiant" in s.in_graveyard(attacker)
    assert destroyed is (damage_to == "Alice")
