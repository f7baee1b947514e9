"""Triggered abilities (603): enters-the-battlefield and dies triggers, targets chosen as
they go on the stack, look-back (603.10a), beginning of step, APNAP order."""

from __future__ import annotations

from ofuda.runtime import Order, Scenario, Step, Targets
from support.rules_cards import EMBER_SPRITE, GRIZZLY, HERALD, MOURNER, SHOCK, TAXING_IMP, WATCHER
from support.slice_cards import (
    CATHEDRAL_SANCTIFIER,
    MOUNTAIN,
    PLAINS,
    THRABEN_VALIANT,
)


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
    from ofuda.runtime.engine.replacement.damage import deal_damage

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
    from support.rules_cards import creature

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
