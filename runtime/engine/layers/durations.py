"""Durations (611.2, 514.2): one answer to "has it ended?" for every continuous result of a
resolved spell or ability, wherever the engine keeps it.

A one-shot effect's continuous result lasts for the duration it states (611.2a: with none, as
long as the object it affects stays; 611.2b: "until end of turn" ends in the cleanup step,
514.2; "until your next turn" as the next turn of the effect's controller begins). Five stores
hold such results, each record with a ``duration`` and a ``controller``:

* ``Game.effects`` — continuous effects (:class:`~ofuda.runtime.engine.layers.layer_effects.LayerEffect`, 611.2);
* ``Game.replacements`` — replacement and prevention effects (614, 615);
* ``Game.timed_player_rules`` — rules on players (:class:`TimedRule`, e.g. 601.3e);
* ``Game.cast_permissions`` — permissions to cast a card (601.3);
* ``Game.ignoring`` — effects a player ignores by a special action (116.2d).

:func:`expire` ends, in all of them at once, what ends at a :class:`Moment`; :func:`has_ended`
is the one test it applies, from each duration's :class:`DurationRule` (in
:data:`~ofuda.runtime.engine.registry.DURATIONS`, one per ``Duration`` member), and :func:`text` is how
the log says the duration.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from ...definitions import Duration
from ..registry import DURATIONS

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


class Moment(Enum):
    """When durations end."""

    CLEANUP = "the cleanup step"  # 514.2
    TURN_BEGINS = "a turn begins"  # 611.2b: before its untap step (502)


@dataclass(frozen=True, slots=True)
class DurationRule:
    """When a duration ends, and how the log says it (after the effect, with a space)."""

    text: str
    ends_in_cleanup: bool = False  # 514.2
    ends_as_controllers_turn_begins: bool = False  # 611.2b


DURATIONS.add(Duration.END_OF_TURN, DurationRule(" until end of turn", ends_in_cleanup=True))
DURATIONS.add(
    Duration.UNTIL_YOUR_NEXT_TURN,
    DurationRule(" until your next turn", ends_as_controllers_turn_begins=True),
)
DURATIONS.add(Duration.PERMANENT, DurationRule(""))  # 611.2a: while its object stays


def has_ended(duration: Any, controller: Any, moment: Moment, whose_turn: Any = None) -> bool:
    """Whether a continuous result lasting ``duration``, controlled by ``controller``, ends at
    ``moment`` (``whose_turn``: the player whose turn begins). ``None`` is no duration of its
    own: a static ability's effect, which lasts as long as the ability applies (611.3)."""
    if duration is None:
        return False
    rule: DurationRule = DURATIONS.of(duration)
    if moment is Moment.CLEANUP:
        return rule.ends_in_cleanup
    return rule.ends_as_controllers_turn_begins and controller is whose_turn


def text(duration: Any) -> str:
    """How the log says ``duration`` (" until end of turn"; nothing when none is stated)."""
    if duration is None:
        return ""
    rule: DurationRule = DURATIONS.of(duration)
    return rule.text


@dataclass(slots=True, eq=False)
class TimedRule:
    """A rule on a player (:class:`~ofuda.runtime.engine.layers.rules.PlayerRule`) made by a resolving
    ability, for ``duration``; ``controller`` is that ability's controller."""

    rule: Any
    duration: Duration
    controller: Any


def expire(game: Game, moment: Moment, whose_turn: Any = None) -> None:
    """End, in every store, each result whose duration ends at ``moment``."""

    def lasting(records: list[Any]) -> list[Any]:
        return [r for r in records if not has_ended(r.duration, r.controller, moment, whose_turn)]

    before = (
        len(game.effects),
        len(game.replacements),
        len(game.timed_player_rules),
        len(game.cast_permissions),
        len(game.ignoring),
    )
    game.effects = lasting(game.effects)
    game.replacements = lasting(game.replacements)
    game.timed_player_rules = lasting(game.timed_player_rules)
    game.cast_permissions = lasting(game.cast_permissions)
    game.ignoring = lasting(game.ignoring)
    after = (
        len(game.effects),
        len(game.replacements),
        len(game.timed_player_rules),
        len(game.cast_permissions),
        len(game.ignoring),
    )
    if after != before:
        game.touch()
