"""115.1, 603.2: "Whenever you become the target of a spell or ability an opponent controls"
(``PlayerBecomesTarget``): a spell of an opponent's targeting the ability's controller
triggers it, and "that spell or ability" (``ctx.targeting_source()``) is that spell; the
controller's own spell, or one targeting another player, does not."""

from __future__ import annotations

from typing import Any

from ofuda.runtime import CardType, Controller, PlayerFilter, Scenario, TargetSpec
from ofuda.runtime.statics_triggers import PlayerBecomesTarget
from support.kit import card, instant, triggered

SEEN: list[Any] = []


def _record(ctx: Any) -> None:
    SEEN.append(ctx.targeting_source())


WARD = card(
    "Ward", "{1}", CardType.ARTIFACT,
    abilities=(
        triggered(
            PlayerBecomesTarget(Controller.YOU, abilities=True, controller=Controller.OPPONENT),
            _record,
        ),
    ),
)
JAB = instant("Jab", "{0}", lambda ctx: None, TargetSpec(players=PlayerFilter()))


def test_115_1_an_opponents_spell_targeting_you_triggers() -> None:
    SEEN.clear()
    s = Scenario(active="Bob")
    s.battlefield("Alice", WARD)
    s.hand("Bob", JAB)
    s.cast("Bob", "Jab", "Alice")
    jab = s.game.stack.objects[-1]
    s.resolve()
    assert SEEN == [jab]


def test_115_1_a_spell_targeting_another_player_or_your_own_does_not() -> None:
    SEEN.clear()
    s = Scenario(active="Bob")
    s.battlefield("Alice", WARD)
    s.hand("Bob", JAB)
    s.cast("Bob", "Jab", "Bob")
    s.resolve()
    s = Scenario()
    s.battlefield("Alice", WARD)
    s.hand("Alice", JAB)
    s.cast("Alice", "Jab", "Alice")
    s.resolve()
    assert SEEN == []
