"""601.2f, 118.7: "This spell costs {X} less to cast, where X is the total power of creatures
you control." — X is worked out as the total cost is determined (and as the player is asked
whether the spell can be cast, 118.3); it reduces generic mana only, never below nothing (118.7a),
and never the coloured part."""

from __future__ import annotations

from typing import Any

from ofuda.runtime import Scenario
from ofuda.runtime.engine.casting.actions import CastSpell
from ofuda.runtime.engine.casting.spells import legal_actions
from support.compiled import card_from_text
from support.kit import creature
from support.slice_cards import MOUNTAIN

SALVO = card_from_text(
    "name: 試作 / Test\ncost: {5}{R}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  この呪文を唱えるためのコストは{X}少なくなる。Ｘはあなたがコントロールしているクリーチャーのパワーの合計に等しい。\n"
    "  あなたは３点のライフを得る。\n"
    "en:\n  This spell costs {X} less to cast, where X is the total power of creatures you control.\n"
    "  You gain 3 life.\n"
)
BEAR = creature("Bear", "{G}", 2, 2)
OGRE = creature("Ogre", "{R}", 3, 3)
GIANT = creature("Giant", "{R}", 7, 7)


def _castable(s: Scenario) -> bool:
    return any(isinstance(a, CastSpell) for a in legal_actions(s.game, s.player("Alice")))


def _tapped(s: Scenario) -> int:
    return sum(bool(p.tapped) for p in s.game.battlefield.objects)


def _with(*creatures: Any, lands: int) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", *creatures, *[MOUNTAIN] * lands)
    s.hand("Alice", SALVO)
    return s


def test_601_2f_x_is_the_total_power_as_the_cost_is_determined() -> None:
    s = _with(BEAR, OGRE, lands=1)  # {5}{R} less 5: {R}
    assert _castable(s)
    s.cast("Alice", "Test")
    s.resolve()
    assert _tapped(s) == 1 and s.life("Alice") == 23


def test_601_2f_a_smaller_total_reduces_less() -> None:
    s = _with(BEAR, lands=1)  # {5}{R} less 2: {3}{R}
    assert not _castable(s)
    s = _with(BEAR, lands=4)
    s.cast("Alice", "Test")
    assert _tapped(s) == 4


def test_118_7a_generic_mana_is_not_reduced_below_nothing_nor_the_coloured_part() -> None:
    s = _with(GIANT, lands=0)  # less 7 of {5}{R}: {R} still
    assert not _castable(s)
    s = _with(GIANT, lands=1)
    s.cast("Alice", "Test")
    assert _tapped(s) == 1
