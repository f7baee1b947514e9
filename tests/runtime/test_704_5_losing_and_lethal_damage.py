"""State-based actions (704.5): losing the game (704.5a–c, 104.4a), zero toughness, lethal
damage and deathtouch (704.5f–h)."""

from __future__ import annotations

from ofuda.runtime import Scenario, Step
from support.rules_cards import (
    FORKED_BOLT,
    GRIZZLY,
    SHOCK,
    STONE_IDOL,
    VENOM_SNAKE,
    WITHER,
)
from support.slice_cards import (
    MOUNTAIN,
    PLAINS,
    SWAMP,
    THRABEN_VALIANT,
    ZEALOUS_STRIKE,
)


def test_704_5a_player_with_zero_life_loses() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.hand("Alice", SHOCK)
    s.set_life("Bob", 2)
    s.cast("Alice", "Shock", "Bob")
    s.resolve()
    assert s.winner == "Alice"
    assert "704.5a" in s.result.reason
    assert "Alice wins" in s.log_text()


def test_704_5b_drawing_from_empty_library_loses_at_next_check() -> None:
    s = Scenario(step=Step.UPKEEP)
    s.advance_to(Step.DRAW)
    assert s.player("Alice").drew_from_empty_library and s.winner is None  # not yet checked
    s.check_state()
    assert s.winner == "Bob"


def test_104_4a_both_players_losing_at_once_is_a_draw() -> None:
    s = Scenario()
    s.set_life("Alice", 0)
    s.set_life("Bob", 0)
    s.check_state()
    assert s.result is not None and s.result.is_draw


def test_704_5c_ten_poison_counters_lose() -> None:
    s = Scenario()
    s.player("Bob").poison = 10
    s.check_state()
    assert s.winner == "Alice"


def test_704_5f_toughness_zero_goes_to_graveyard() -> None:
    s = Scenario()
    s.battlefield("Alice", SWAMP)
    s.battlefield("Bob", GRIZZLY)
    s.hand("Alice", WITHER)
    s.cast("Alice", "Wither", "Grizzly Bears")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Grizzly Bears"]


def test_704_5f_indestructible_does_not_save_from_zero_toughness() -> None:
    s = Scenario()
    s.battlefield("Alice", SWAMP)
    s.battlefield("Bob", STONE_IDOL)
    s.hand("Alice", WITHER)
    s.cast("Alice", "Wither", "Stone Idol")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Stone Idol"]


def test_704_5g_lethal_damage_destroys_creature() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", GRIZZLY)
    s.hand("Alice", SHOCK)
    s.cast("Alice", "Shock", "Grizzly Bears")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Grizzly Bears"]
    assert "destroyed" in s.log_text()


def test_704_5g_nonlethal_damage_stays_marked() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", THRABEN_VALIANT, PLAINS, PLAINS)
    s.hand("Bob", ZEALOUS_STRIKE)
    s.hand("Alice", SHOCK)
    s.cast("Bob", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    s.cast("Alice", "Shock", "Thraben Valiant")
    s.resolve()
    assert s.permanent("Thraben Valiant").damage == 2


def test_704_5g_indestructible_survives_lethal_damage() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", STONE_IDOL)
    s.hand("Alice", SHOCK)
    s.cast("Alice", "Shock", "Stone Idol")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Stone Idol"]


def test_704_5g_damage_then_toughness_loss_is_lethal() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN, SWAMP, SWAMP)
    s.battlefield("Bob", STONE_IDOL, GRIZZLY)
    s.hand("Alice", FORKED_BOLT, WITHER)
    s.cast("Alice", "Forked Bolt", "Grizzly Bears", "Stone Idol")
    s.resolve()
    assert s.permanent("Grizzly Bears").damage == 1
    s.cast("Alice", "Wither", "Grizzly Bears")
    s.resolve()
    assert "Grizzly Bears" in s.in_graveyard("Bob")


def test_704_5h_deathtouch_damage_destroys() -> None:
    from ofuda.runtime.engine.replacement.damage import deal_damage

    s = Scenario()
    (snake,) = s.battlefield("Alice", VENOM_SNAKE)
    (wall,) = s.battlefield("Bob", STONE_IDOL, GRIZZLY)[1:]
    deal_damage(s.game, snake, wall, 1)
    s.check_state()
    assert s.in_graveyard("Bob") == ["Grizzly Bears"]
