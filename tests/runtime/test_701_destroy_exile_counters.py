"""Effects beyond the slice: destroy, exile, bounce, tap, counters (701, 122), layers (613)."""

from __future__ import annotations

from ofuda.runtime import Scenario
from support.rules_cards import (
    BANISH,
    FROST,
    GRIZZLY,
    MOURNER,
    MURDER,
    STONE_IDOL,
    UNSUMMON,
    WITHER,
)
from support.slice_cards import ISLAND, PLAINS, SWAMP, ZEALOUS_STRIKE


def test_701_7_destroy_puts_creature_into_graveyard_and_it_dies() -> None:
    s = Scenario()
    s.battlefield("Alice", SWAMP)
    s.battlefield("Bob", MOURNER)
    s.hand("Alice", MURDER)
    s.cast("Alice", "Murder", "Mourner")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Mourner"]
    assert s.life("Bob") == 22  # its dies trigger fired


def test_702_12b_indestructible_is_not_destroyed() -> None:
    s = Scenario()
    s.battlefield("Alice", SWAMP)
    s.battlefield("Bob", STONE_IDOL)
    s.hand("Alice", MURDER)
    s.cast("Alice", "Murder", "Stone Idol")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Stone Idol"]


def test_701_13_exiled_creature_does_not_die() -> None:
    s = Scenario()
    s.battlefield("Alice", PLAINS)
    s.battlefield("Bob", MOURNER)
    s.hand("Alice", BANISH)
    s.cast("Alice", "Banish", "Mourner")
    s.resolve()
    assert [c.name for c in s.game.exile.objects] == ["Mourner"]
    assert s.life("Bob") == 20


def test_400_7_returned_creature_is_a_new_object_without_effects() -> None:
    s = Scenario()
    s.battlefield("Alice", PLAINS, PLAINS, ISLAND)
    (bears,) = s.battlefield("Alice", GRIZZLY)
    s.hand("Alice", ZEALOUS_STRIKE, UNSUMMON)
    s.cast("Alice", "Zealous Strike", "Grizzly Bears")
    s.resolve()
    s.cast("Alice", "Unsummon", "Grizzly Bears")
    s.resolve()
    assert "Grizzly Bears" in s.in_hand("Alice")
    assert not bears.alive
    assert bears.power_toughness == (4, 4)  # last known information of the old object


def test_613_4c_counters_and_modifications_add_up() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND, SWAMP)
    s.battlefield("Alice", GRIZZLY)
    s.battlefield("Bob", STONE_IDOL)
    s.hand("Alice", FROST, WITHER)
    s.cast("Alice", "Frost Blessing", "Stone Idol", "Grizzly Bears")
    s.resolve()
    assert s.is_tapped("Stone Idol")
    assert s.pt("Grizzly Bears") == (3, 3)
    s.cast("Alice", "Wither", "Grizzly Bears")
    s.resolve()
    assert "Grizzly Bears" in s.in_graveyard("Alice")  # 3/3 - 3/3 = 0 toughness


def test_115_1_up_to_one_target_may_be_left_unchosen() -> None:
    s = Scenario()
    s.battlefield("Alice", ISLAND)
    s.battlefield("Bob", GRIZZLY)
    s.hand("Alice", FROST)
    s.cast("Alice", "Frost Blessing", "Grizzly Bears")
    s.resolve()
    assert s.is_tapped("Grizzly Bears")
    assert s.pt("Grizzly Bears") == (2, 2)


def test_704_5q_plus_and_minus_counters_annihilate() -> None:
    s = Scenario()
    (bears,) = s.battlefield("Alice", GRIZZLY)
    bears.counters.update({"+1/+1": 2, "-1/-1": 1})
    s.check_state()
    assert bears.counters == {"+1/+1": 1, "-1/-1": 0}
    assert s.pt("Grizzly Bears") == (3, 3)


def test_scenario_rejects_extra_targets() -> None:
    import pytest
    from ofuda.runtime import ScriptError

    s = Scenario()
    s.battlefield("Alice", SWAMP)
    s.battlefield("Bob", GRIZZLY, MOURNER)
    s.hand("Alice", MURDER)
    with pytest.raises(ScriptError, match="too many targets"):
        s.cast("Alice", "Murder", "Grizzly Bears", "Mourner")
