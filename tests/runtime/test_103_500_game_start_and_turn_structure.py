"""Starting the game (103: starting player, opening hands, mulligans, life) and the turn
structure (500–514: untap, draw, summoning sickness, cleanup)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, Game, Scenario, ScriptedAgent, Step
from support.rules_cards import EMBER_SPRITE, GRIZZLY, SHOCK
from support.slice_cards import (
    MOUNTAIN,
    NETTLE_SWINE,
    PLAINS,
    THRABEN_VALIANT,
    ZEALOUS_STRIKE,
)


def test_103_7a_starting_player_skips_first_draw() -> None:
    decks = [[PLAINS] * 20, [PLAINS] * 20]
    g = Game(decks, [ScriptedAgent(), ScriptedAgent()], seed=1, starting_player=0)
    g.play(max_turns=2)
    draws = [(e.turn, e.data["player"]) for e in g.log.of_kind("draw")]
    assert (1, "Alice") not in draws
    assert (2, "Bob") in draws


def test_103_5_opening_hand_is_seven_cards() -> None:
    g = Game([[PLAINS] * 20, [PLAINS] * 20], [ScriptedAgent(), ScriptedAgent()], seed=3)
    g.start()
    assert [len(p.hand) for p in g.players] == [7, 7]
    assert [len(p.library) for p in g.players] == [13, 13]


def test_103_5_london_mulligan_draws_seven_then_bottoms_one() -> None:
    from ofuda.runtime import Mulligan

    a = ScriptedAgent([Mulligan(keep=False), Mulligan(keep=True), Choose(("Plains",))])
    g = Game(
        [[PLAINS] * 10 + [GRIZZLY] * 10, [PLAINS] * 20],
        [a, ScriptedAgent()],
        seed=3,
        starting_player=0,
    )
    g.start()
    assert len(g.players[0].hand) == 6
    assert len(g.players[0].library) == 14
    assert "Alice mulligans" in g.log.render()


def test_103_3_starting_life_is_20() -> None:
    g = Game([[PLAINS], [PLAINS]], [ScriptedAgent(), ScriptedAgent()])
    assert [p.life for p in g.players] == [20, 20]


def test_502_3_untap_step_untaps_active_players_permanents() -> None:
    s = Scenario(step=Step.END)
    s.battlefield("Alice", PLAINS, tapped=True)
    s.battlefield("Bob", PLAINS, tapped=True)
    s.library("Bob", PLAINS)
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert s.game.active.name == "Bob"
    assert [p.tapped for p in s.game.battlefield.objects] == [True, False]


def test_504_1_active_player_draws_in_draw_step() -> None:
    s = Scenario(step=Step.UPKEEP)
    s.library("Alice", NETTLE_SWINE, PLAINS)
    s.advance_to(Step.DRAW)
    assert s.in_hand("Alice") == ["Nettle Swine"]


def test_302_6_summoning_sickness_ends_when_controllers_turn_begins() -> None:
    s = Scenario(step=Step.END, active="Bob")
    (bears,) = s.battlefield("Alice", GRIZZLY, sick=True)
    s.library("Alice", PLAINS)
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert not bears.sick


def test_514_1_discard_down_to_maximum_hand_size() -> None:
    s = Scenario(step=Step.END)
    s.hand("Alice", *([PLAINS] * 8), NETTLE_SWINE)
    s.script("Alice", Choose(("Nettle Swine", "Plains")))
    s.advance_to(Step.CLEANUP)
    assert len(s.in_hand("Alice")) == 7
    assert sorted(s.in_graveyard("Alice")) == ["Nettle Swine", "Plains"]


def test_514_2_damage_wears_off_and_until_end_of_turn_effects_end() -> None:
    s = Scenario()
    s.battlefield("Alice", THRABEN_VALIANT, PLAINS, PLAINS, MOUNTAIN)
    s.hand("Alice", ZEALOUS_STRIKE, SHOCK)
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    s.cast("Alice", "Shock", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 3)
    assert s.permanent("Thraben Valiant").damage == 2
    s.advance_to(Step.CLEANUP)
    assert s.pt("Thraben Valiant") == (2, 1)
    assert s.permanent("Thraben Valiant").damage == 0  # both at once: it survives


def test_500_turn_order_alternates_and_log_has_turn_headers() -> None:
    g = Game(
        [[PLAINS] * 20, [PLAINS] * 20],
        [ScriptedAgent(), ScriptedAgent()],
        seed=0,
        starting_player=1,
    )
    result = g.play(max_turns=4)
    headers = [e.data["player"] for e in g.log.of_kind("turn")]
    assert headers == ["Bob", "Alice", "Bob", "Alice"]
    assert result.is_draw and "turn limit" in result.reason


def test_script_error_explains_mismatch() -> None:
    from ofuda.runtime import ScriptError

    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", GRIZZLY)
    s.hand("Alice", EMBER_SPRITE)
    s.cast("Alice", "Ember Sprite")
    with pytest.raises(ScriptError, match="targets of Ember Sprite"):
        s.resolve()
