"""Durations (611.2, 514.2): one answer to "has it ended?" for every continuous result of a
resolved spell or ability, wherever the engine keeps it.

A one-shot effect's continuous result lasts for the duration it states (611.2a: with none, as
long as the object it affects stays; 611.2b: "until end of turn" ends in the cleanup step,
514.2; "until your next turn" as the next turn of the effect's controller begins; "for as long
as …" as soon as its condition stops holding, :class:`WhileHolds`, checked each time the game
state changes and never started again). Six stores
hold such results, each record with a ``duration`` and a ``controller``:

* ``Game.effects`` — continuous effects (:class:`~ofuda.runtime.engine.layers.layer_effects.LayerEffect`, 611.2);
* ``Game.replacements`` — replacement and prevention effects (614, 615);
* ``Game.timed_player_rules`` — rules on players (:class:`TimedRule`, e.g. 601.3e);
* ``Game.cast_permissions`` — permissions to cast a card (601.3);
* ``Game.ignoring`` — effects a player ignores by a special action (116.2d);
* ``Game.delayed_triggers`` — delayed triggered abilities with a stated duration ("Whenever a
  creature attacks this turn, …", 603.7b).

:func:`expire` ends, in all of them at once, what ends at a :class:`Moment`; :func:`has_ended`
is the one test it applies, from each duration's :class:`DurationRule` (in
:data:`~ofuda.runtime.engine.registry.DURATIONS`, one per ``Duration`` member), and :func:`text` is how
the log says the duration.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from ...definitions import Duration, LastsWhile
from ..registry import DURATIONS

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


class Moment(Enum):
    """When durations end."""

    CLEANUP = "the cleanup step"  # 514.2
    TURN_BEGINS = "a turn begins"  # 611.2b: before its untap step (502)
    STATE_CHANGES = "the game state changes"  # 611.2b: "for as long as …" ends at once


@dataclass(frozen=True, slots=True)
class DurationRule:
    """When a duration ends, and how the log says it (after the effect, with a space)."""

    text: str
    ends_in_cleanup: bool = False  # 514.2
    ends_as_controllers_turn_begins: bool = False  # 611.2b
    # 611.2b: whether a duration "for as long as …" still holds (of the duration and the
    # effect's controller); the effect ends the first time it does not
    holds: Callable[[Any, Any], bool] | None = None
    describe: Callable[[Any], str] | None = None  # the log's words, from the duration


@dataclass(frozen=True, slots=True, eq=False)
class WhileHolds:
    """A duration "for as long as …" bound as the instruction resolved (611.2b): ``condition``
    of ``obj``, the object as it was then (400.7: once it changes zones it is another object,
    and the condition no longer holds of it)."""

    condition: LastsWhile
    obj: Any


def _holds(duration: WhileHolds, controller: Any) -> bool:
    """611.2b: whether the condition of ``duration`` still holds; "you" is the effect's
    controller."""
    obj = duration.obj
    if obj is None or not getattr(obj, "alive", False):
        return False  # gone, or never found (a target illegal on resolution, 608.2b)
    if duration.condition is LastsWhile.EXILED:
        return bool(obj.zone_kind == "exile")
    if obj.zone_kind != "battlefield":
        return False
    if duration.condition is LastsWhile.YOU_CONTROL:
        return bool(obj.controller is controller)
    return True


def _while_text(duration: WhileHolds) -> str:
    name = getattr(duration.obj, "name", "it")
    if duration.condition is LastsWhile.YOU_CONTROL:
        return f" for as long as its controller controls {name}"
    return f" for as long as {name} {duration.condition.value}"


DURATIONS.add(Duration.END_OF_TURN, DurationRule(" until end of turn", ends_in_cleanup=True))
DURATIONS.add(
    Duration.UNTIL_YOUR_NEXT_TURN,
    DurationRule(" until your next turn", ends_as_controllers_turn_begins=True),
)
DURATIONS.add(Duration.PERMANENT, DurationRule(""))  # 611.2a: while its object stays
DURATIONS.add(WhileHolds, DurationRule("", holds=_holds, describe=_while_text), engine=True)


def has_ended(duration: Any, controller: Any, moment: Moment, whose_turn: Any = None) -> bool:
    """Whether a continuous result lasting ``duration``, controlled by ``controller``, ends at
    ``moment`` (``whose_turn``: the player whose turn begins). ``None`` is no duration of its
    own: a static ability's effect, which lasts as long as the ability applies (611.3)."""
    if duration is None:
        return False
    rule: DurationRule = DURATIONS.of(duration)
    if moment is Moment.STATE_CHANGES:
        return rule.holds is not None and not rule.holds(duration, controller)
    if moment is Moment.CLEANUP:
        return rule.ends_in_cleanup
    return rule.ends_as_controllers_turn_begins and controller is whose_turn


def text(duration: Any) -> str:
    """How the log says ``duration`` (" until end of turn"; nothing when none is stated)."""
    if duration is None:
        return ""
    rule: DurationRule = DURATIONS.of(duration)
    return rule.describe(duration) if rule.describe is not None else rule.text


@dataclass(slots=True, eq=False)
class TimedRule:
    """A rule on a player (:class:`~ofuda.runtime.engine.layers.rules.PlayerRule`) made by a resolving
    ability, for ``duration``; ``controller`` is that ability's controller."""

    rule: Any
    duration: Duration
    controller: Any


def expire(game: Game, moment: Moment, whose_turn: Any = None) -> bool:
    """End, in every store, each result whose duration ends at ``moment``; whether any ended."""

    def lasting(records: list[Any]) -> list[Any]:
        return [r for r in records if not has_ended(r.duration, r.controller, moment, whose_turn)]

    before = (
        len(game.effects),
        len(game.replacements),
        len(game.timed_player_rules),
        len(game.cast_permissions),
        len(game.ignoring),
        len(game.delayed_triggers),
    )
    game.effects = lasting(game.effects)
    game.replacements = lasting(game.replacements)
    game.timed_player_rules = lasting(game.timed_player_rules)
    game.cast_permissions = lasting(game.cast_permissions)
    game.ignoring = lasting(game.ignoring)
    game.delayed_triggers = lasting(game.delayed_triggers)  # 603.7b
    after = (
        len(game.effects),
        len(game.replacements),
        len(game.timed_player_rules),
        len(game.cast_permissions),
        len(game.ignoring),
        len(game.delayed_triggers),
    )
    if after != before:
        game.touch()
        return True
    return False
