"""Turn structure (500–514) and triggered abilities (603)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, Game, Order, Scenario, ScriptedAgent, Step, Targets
from rules_cards import EMBER_SPRITE, GRIZZLY, HERALD, MOURNER, SHOCK, TAXING_IMP, WATCHER
from slice_cards import (
    CATHEDRAL_SANCTIFIER,
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


def test_603_6a_etb_trigger_goes_on_stack_and_resolves() -> None:
    s = Scenario()
    s.battlefield("Alice", PLAINS)
    s.hand("Alice", CATHEDRAL_SANCTIFIER)
    s.cast("Alice", "Cathedral Sanctifier")
    s.resolve()
    kinds = [e.kind for e in s.game.log.events]
    assert kinds.index("trigger") < kinds.index("life")
    assert s.life("Alice") == 23


def test_603_6a_etb_trigger_with_filter_for_other_creatures_you_control() -> None:
    s = Scenario()
    s.battlefield("Alice", HERALD, PLAINS, PLAINS)
    s.hand("Alice", THRABEN_VALIANT)
    s.cast("Alice", "Thraben Valiant")
    s.resolve()
    assert s.life("Alice") == 21


def test_603_3d_targeted_trigger_chooses_target_when_put_on_stack() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", GRIZZLY)
    s.hand("Alice", EMBER_SPRITE)
    s.script("Alice", Targets(("Grizzly Bears",)))
    s.cast("Alice", "Ember Sprite")
    s.resolve()
    assert s.permanent("Grizzly Bears").damage == 1


def test_603_3d_trigger_without_legal_target_is_removed() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.hand("Alice", EMBER_SPRITE)
    s.cast("Alice", "Ember Sprite")
    s.resolve()
    assert "no legal targets" in s.log_text()
    assert s.on_stack() == []


def test_700_4_dies_trigger_uses_last_known_information() -> None:
    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", MOURNER)
    s.hand("Alice", SHOCK)
    s.cast("Alice", "Shock", "Mourner")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Mourner"]
    assert s.life("Bob") == 22  # the trigger's controller is the Mourner's last controller


def test_603_10a_leaves_battlefield_triggers_look_back_for_simultaneous_deaths() -> None:
    from ofuda.runtime.damage import deal_damage

    s = Scenario()
    (watcher, bears) = s.battlefield("Bob", WATCHER, GRIZZLY)
    s.library("Bob", PLAINS, PLAINS)
    deal_damage(s.game, bears, watcher, 3)
    deal_damage(s.game, watcher, bears, 2)
    s.resolve()  # both die at once; the Watcher still sees the Bears die
    assert s.in_hand("Bob") == ["Plains"]


def test_603_2b_beginning_of_upkeep_trigger() -> None:
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", TAXING_IMP)
    s.battlefield("Bob", TAXING_IMP)
    s.advance_to(Step.DRAW)
    assert (s.life("Alice"), s.life("Bob")) == (19, 20)


def test_603_3b_apnap_order_nonactive_players_trigger_resolves_first() -> None:
    from ofuda.runtime import BeginningOfStep, Controller, TriggeredAbility
    from rules_cards import creature

    class EachUpkeepLogs(TriggeredAbility):
        trigger = BeginningOfStep(Step.UPKEEP, whose=Controller.ANY)

        def resolve(self, ctx) -> None:
            ctx.gain_life(ctx.controller, 1)

    clock = creature("Clock", "{1}", 1, 1, abilities=(EachUpkeepLogs,))
    s = Scenario(step=Step.UNTAP)
    s.battlefield("Alice", clock)
    s.battlefield("Bob", clock)
    s.advance_to(Step.DRAW)
    gains = [e.data["player"] for e in s.game.log.of_kind("life")]
    assert gains == ["Bob", "Alice"]  # AP's trigger went on the stack first, so resolves last


def test_603_3b_player_orders_own_simultaneous_triggers() -> None:
    s = Scenario()
    s.battlefield("Alice", MOURNER, WATCHER, MOUNTAIN, MOUNTAIN)
    s.library("Alice", PLAINS)
    s.hand("Alice", SHOCK)
    s.script("Alice", Order(("Grim Watcher's triggered ability", "Mourner's triggered ability")))
    s.cast("Alice", "Shock", "Mourner")
    s.resolve()
    kinds = [e.kind for e in s.game.log.events if e.kind in ("draw", "life")]
    assert kinds == ["life", "draw"]  # the Mourner's trigger was put on the stack last


def test_script_error_explains_mismatch() -> None:
    from ofuda.runtime import ScriptError

    s = Scenario()
    s.battlefield("Alice", MOUNTAIN)
    s.battlefield("Bob", GRIZZLY)
    s.hand("Alice", EMBER_SPRITE)
    s.cast("Alice", "Ember Sprite")
    with pytest.raises(ScriptError, match="targets of Ember Sprite"):
        s.resolve()
