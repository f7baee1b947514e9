"""702.91a battle cry: "Whenever this creature attacks, each other attacking creature gets +1/+0
until end of turn." (the attackers as the ability resolves; not the creature itself)."""

from __future__ import annotations

from ofuda.runtime import Keyword, Scenario
from support.kit import creature

PALADIN = creature("Paladin", "{1}{W}", 3, 1, "Human", "Knight", keywords=(Keyword.BATTLE_CRY,))
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
WOLF = creature("Wolf", "{1}{G}", 2, 2, "Wolf")


def test_702_91a_each_other_attacking_creature_gets_plus_one_plus_zero() -> None:
    s = Scenario()
    s.battlefield("Alice", PALADIN, BEAR, WOLF)
    s.attack("Paladin", "Bear")
    s.resolve()
    assert s.pt("Paladin") == (3, 1)  # "each other": not itself
    assert s.pt("Bear") == (3, 2)
    assert s.pt("Wolf") == (2, 2)  # not attacking


def test_702_91a_two_battle_cries_pump_each_other() -> None:
    s = Scenario()
    s.battlefield("Alice", PALADIN, PALADIN, BEAR)
    s.attack("Paladin", "Bear")  # the first Paladin only
    s.resolve()
    assert s.pt("Bear") == (3, 2)
    paladins = [p for p in s.game.battlefield.objects if p.name == "Paladin"]
    assert sorted(p.power_toughness for p in paladins) == [(3, 1), (3, 1)]


def test_702_91a_alone_it_pumps_nobody() -> None:
    s = Scenario()
    s.battlefield("Alice", PALADIN, BEAR)
    s.attack("Paladin")
    s.resolve()
    assert (s.pt("Paladin"), s.pt("Bear")) == ((3, 1), (2, 2))
