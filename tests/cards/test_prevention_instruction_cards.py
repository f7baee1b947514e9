"""Prevention and replacement instructions for the turn on real cards of M19–M21, each language
alone: a Fog (Root Snare, 615.1a), combat damage to Dogs prevented (Pack Leader), the target
exiled instead if it would die this turn (Reduce to Ashes, 614.1a), with their Gatherer rulings."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_root_snare_prevents_all_combat_damage_this_turn(lang: str) -> None:
    """根の罠 / Root Snare (M19): 「このターン、与えられる戦闘ダメージをすべて軽減する。」 / "Prevent
    all combat damage that would be dealt this turn." — to players and creatures, both ways."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Nettle Swine"), card("Thraben Valiant"))
    s.battlefield("Bob", card("Griselbrand"), *[set_card("m19", "Forest")] * 2)
    s.hand("Bob", set_card("m19", "Root Snare", lang))
    s.attack("Nettle Swine", "Thraben Valiant")
    s.block(("Griselbrand", "Nettle Swine"))
    s.cast("Bob", "Root Snare")
    s.resolve()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20
    assert "Nettle Swine" in s.on_battlefield("Alice")
    assert s.permanent("Nettle Swine").damage == 0
    assert s.permanent("Griselbrand").damage == 0


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_pack_leader_prevents_combat_damage_to_dogs(lang: str) -> None:
    """群れを導くもの / Pack Leader (M21): "Whenever Pack Leader attacks, prevent all combat damage
    that would be dealt this turn to Dogs you control." — blocked by a 4/3, it takes none and
    deals its 2; the player it attacks is not protected (only Dogs you control are)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("m21", "Pack Leader", lang))
    s.battlefield("Bob", card("Nettle Swine"))
    s.attack("Pack Leader")
    s.block(("Nettle Swine", "Pack Leader"))
    s.advance_to(Step.END_OF_COMBAT)
    assert "Pack Leader" in s.on_battlefield("Alice")
    assert s.permanent("Pack Leader").damage == 0
    assert s.permanent("Nettle Swine").damage == 2


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_pack_leader_unblocked_the_defending_player_still_takes_damage(lang: str) -> None:
    """Pack Leader: the prevention is of damage to Dogs, not by them (Bob loses 2)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("m21", "Pack Leader", lang))
    s.attack("Pack Leader")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 18


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_reduce_to_ashes_exiles_the_creature_it_kills(lang: str) -> None:
    """灰と化す / Reduce to Ashes (M20): 5 damage to a 4/3: it would die, it is exiled instead."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m20", "Mountain")] * 5)
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", set_card("m20", "Reduce to Ashes", lang))
    s.cast("Alice", "Reduce to Ashes", "Nettle Swine")
    s.resolve()
    assert "Nettle Swine" not in s.on_battlefield("Bob")
    assert "Nettle Swine" not in s.in_graveyard("Bob")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_reduce_to_ashes_ruling_exiles_it_if_it_dies_later_this_turn_for_any_reason(
    lang: str,
) -> None:
    """Gatherer ruling: "The replacement effect of Reduce to Ashes will exile the target creature
    if it would die this turn for any reason, not just due to lethal damage." — Griselbrand (7/7)
    survives the 5 damage, then Death Wind (X=2) makes the damage lethal: it is exiled."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m20", "Mountain")] * 5, *[set_card("m20", "Swamp")] * 3)
    s.battlefield("Bob", card("Griselbrand"))
    s.hand("Alice", set_card("m20", "Reduce to Ashes", lang), card("Death Wind"))
    s.cast("Alice", "Reduce to Ashes", "Griselbrand")
    s.resolve()
    assert "Griselbrand" in s.on_battlefield("Bob")
    s.cast("Alice", "Death Wind", "Griselbrand", x=2)
    s.resolve()
    assert "Griselbrand" not in s.on_battlefield("Bob")
    assert "Griselbrand" not in s.in_graveyard("Bob")
