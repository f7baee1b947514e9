"""506.2 on real cards, each language alone: "defending player" (「防御プレイヤー」) is the player
attacked in the current combat — 地獄乗り / Hellrider (DKA) deals damage to them for each attacking
creature; 星冠の雄鹿 / Star-Crowned Stag (M19) and 心臓貫きの弓 / Heart-Piercer Bow (M20) may
target only a creature they control."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, ScriptError, Step, Targets
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_hellrider_deals_one_damage_to_defending_player_per_attacker(lang: str) -> None:
    """Two creatures attack: Hellrider triggers for each, 1 damage each to Bob (the defending
    player) before combat damage; Alice is not dealt damage."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("dka", "Hellrider", lang), card("Thraben Valiant"))
    s.attack("Hellrider", "Thraben Valiant")
    s.resolve()
    assert s.life("Bob") == 18
    assert s.life("Alice") == 20


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_star_crowned_stag_taps_a_creature_defending_player_controls(lang: str) -> None:
    """When the Stag attacks, Bob's untapped creature is tapped (so it can't block)."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("m19", "Star-Crowned Stag", lang))
    s.battlefield("Bob", card("Yew Spirit"))
    s.script("Alice", Targets(("Yew Spirit",)))
    s.attack("Star-Crowned Stag")
    s.resolve()
    assert s.is_tapped("Yew Spirit")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_star_crowned_stag_cannot_target_the_attacking_players_creature(lang: str) -> None:
    """Alice's own creature is not controlled by the defending player: not a legal target."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("m19", "Star-Crowned Stag", lang), card("Nephalia Smuggler"))
    s.battlefield("Bob", card("Yew Spirit"))
    s.script("Alice", Targets(("Nephalia Smuggler",)))
    s.attack("Star-Crowned Stag")
    with pytest.raises(ScriptError, match="the choices are: Yew Spirit$"):
        s.resolve()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_heart_piercer_bow_deals_one_damage_to_a_creature_defending_player_controls(
    lang: str,
) -> None:
    """The equipped creature attacks: the Bow deals 1 damage to Bob's 1/1, which dies."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("m20", "Heart-Piercer Bow", lang), card("Thraben Valiant"))
    s.attach("Heart-Piercer Bow", "Thraben Valiant")
    s.battlefield("Bob", card("Nephalia Smuggler"))
    s.script("Alice", Targets(("Nephalia Smuggler",)))
    s.attack("Thraben Valiant")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Nephalia Smuggler"]
