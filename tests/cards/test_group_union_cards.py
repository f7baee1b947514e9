"""611.3a on real cards, each language alone: 死の男爵 / Death Baron (M19: "Skeletons you control
and other Zombies you control get +1/+1 and have deathtouch") and 夜群れの伏兵 / Nightpack
Ambusher (M20: "Other Wolves and Werewolves you control get +1/+1"; "if you didn't cast a spell
this turn")."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_death_baron_pumps_skeletons_and_other_zombies_you_control(lang: str) -> None:
    """Skeleton Archer and Diregraf Ghoul (Alice's) get +1/+1 and deathtouch; Death Baron itself
    (a Zombie, not another) does not; Bob's Zombie does not."""
    s = Scenario()
    s.battlefield(
        "Alice",
        set_card("m19", "Death Baron", lang),
        set_card("m19", "Skeleton Archer"),
        set_card("m19", "Diregraf Ghoul"),
    )
    s.battlefield("Bob", set_card("m19", "Gravedigger"))
    assert s.pt("Skeleton Archer") == (4, 4) and s.has_keyword("Skeleton Archer", "deathtouch")
    assert s.pt("Diregraf Ghoul") == (3, 3) and s.has_keyword("Diregraf Ghoul", "deathtouch")
    assert s.pt("Death Baron") == (2, 2) and not s.has_keyword("Death Baron", "deathtouch")
    assert s.pt("Gravedigger") == (2, 2)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_nightpack_ambusher_pumps_other_wolves_and_werewolves(lang: str) -> None:
    """Thornhide Wolves (a Wolf) and Gatstaf Shepherd (a Human Werewolf) get +1/+1; the
    Ambusher itself (another's only) does not."""
    s = Scenario()
    s.battlefield(
        "Alice",
        set_card("m20", "Nightpack Ambusher", lang),
        set_card("m19", "Thornhide Wolves"),
        set_card("isd", "Gatstaf Shepherd"),
    )
    assert s.pt("Thornhide Wolves") == (5, 6)
    assert s.pt("Nightpack Ambusher") == (4, 4)
    assert s.pt("Gatstaf Shepherd") == (3, 3)  # a Human Werewolf: a Werewolf


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize(("cast", "wolves"), [(False, 1), (True, 0)])
def test_nightpack_ambusher_makes_a_wolf_if_you_cast_no_spell(lang: str, cast: bool, wolves: int) -> None:
    """603.4: at the beginning of Alice's end step, a 2/2 Wolf only if she cast no spell this turn."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Nightpack Ambusher", lang), set_card("m19", "Mountain"))
    if cast:
        s.hand("Alice", set_card("m19", "Shock"))
        s.cast("Alice", "Shock", s.player("Bob"))
        s.resolve()
    s.advance_to(Step.END)
    s.resolve()
    assert s.on_battlefield("Alice").count("Wolf Token") == wolves
