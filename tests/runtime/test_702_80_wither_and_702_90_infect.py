"""120.3 / 702.80 wither / 702.90 infect: damage from a source with wither or infect is dealt to
a creature as that many -1/-1 counters, not marked (120.3d, 702.80c, 702.90c); damage from a
source with infect is dealt to a player as that many poison counters, with no life lost (120.3b,
702.90b); a player with ten or more poison counters loses (704.5c). It is damage in every other
respect: lifelink (702.15b), deathtouch (702.2b) and planeswalkers (120.3c) work as usual."""

from __future__ import annotations

from ofuda.runtime import Keyword, Scenario
from ofuda.runtime.definitions import CardType
from ofuda.runtime.engine.objects.game_objects import LOYALTY, MINUS_ONE
from ofuda.runtime.engine.replacement.damage import deal_damage
from support.kit import card, creature

RIPPER = creature("Ripper", "{1}{B}", 2, 1, "Elemental", keywords=(Keyword.WITHER,))
STINGER = creature("Stinger", "{1}{B}", 1, 1, "Insect", keywords=(Keyword.INFECT,))
BEAR = creature("Bear", "{1}{G}", 2, 2, "Bear")
OX = creature("Ox", "{3}{G}", 3, 5, "Ox")


def test_702_80c_wither_damage_to_a_creature_is_minus_one_counters() -> None:
    s = Scenario()
    (ripper,) = s.battlefield("Alice", RIPPER)
    (ox,) = s.battlefield("Bob", OX)
    assert deal_damage(s.game, ripper, ox, 2) == 2
    assert ox.counters.get(MINUS_ONE) == 2 and ox.damage == 0
    assert s.pt("Ox") == (1, 3)
    s.check_state()
    assert "Ox" in s.on_battlefield("Bob")


def test_702_80c_wither_damage_to_a_player_is_life_loss() -> None:
    s = Scenario()
    (ripper,) = s.battlefield("Alice", RIPPER)
    deal_damage(s.game, ripper, s.player("Bob"), 2)
    assert s.life("Bob") == 18 and s.player("Bob").poison == 0


def test_702_90b_infect_damage_to_a_player_is_poison_counters_not_life_loss() -> None:
    s = Scenario()
    (stinger,) = s.battlefield("Alice", STINGER)
    assert deal_damage(s.game, stinger, s.player("Bob"), 3) == 3
    assert s.life("Bob") == 20 and s.player("Bob").poison == 3


def test_704_5c_ten_poison_counters_lose_the_game() -> None:
    s = Scenario()
    (stinger,) = s.battlefield("Alice", STINGER)
    deal_damage(s.game, stinger, s.player("Bob"), 9)
    s.check_state()
    assert s.game.result is None
    deal_damage(s.game, stinger, s.player("Bob"), 1)
    s.check_state()
    assert s.game.result is not None and s.player("Bob").lost


def test_702_90c_infect_damage_to_a_creature_is_minus_one_counters() -> None:
    s = Scenario()
    (stinger,) = s.battlefield("Alice", STINGER)
    (bear,) = s.battlefield("Bob", BEAR)
    deal_damage(s.game, stinger, bear, 2)
    assert bear.counters.get(MINUS_ONE) == 2 and bear.damage == 0
    s.check_state()
    assert "Bear" not in s.on_battlefield("Bob")  # 704.5f: toughness 0


def test_702_15b_lifelink_still_gains_life_from_infect_damage() -> None:
    vampire = creature(
        "Vampire", "{2}{B}", 2, 2, "Vampire", keywords=(Keyword.INFECT, Keyword.LIFELINK)
    )
    s = Scenario()
    (source,) = s.battlefield("Alice", vampire)
    deal_damage(s.game, source, s.player("Bob"), 2)
    assert s.life("Alice") == 22 and s.player("Bob").poison == 2


def test_702_2b_deathtouch_with_wither_destroys_the_creature() -> None:
    assassin = creature(
        "Assassin", "{2}{B}", 1, 1, "Human", keywords=(Keyword.WITHER, Keyword.DEATHTOUCH)
    )
    s = Scenario()
    (source,) = s.battlefield("Alice", assassin)
    (ox,) = s.battlefield("Bob", OX)
    deal_damage(s.game, source, ox, 1)
    assert ox.counters.get(MINUS_ONE) == 1
    s.check_state()
    assert "Ox" not in s.on_battlefield("Bob")


def test_120_3c_infect_damage_to_a_planeswalker_removes_loyalty() -> None:
    walker = card("Walker", "{3}", CardType.PLANESWALKER, subtypes=("Test",), loyalty=5)
    s = Scenario()
    (stinger,) = s.battlefield("Alice", STINGER)
    (pw,) = s.battlefield("Bob", walker)
    deal_damage(s.game, stinger, pw, 2)
    assert pw.counters.get(LOYALTY) == 3 and pw.counters.get(MINUS_ONE, 0) == 0
