"""Triggered abilities (603).

When an event happens, every triggered ability whose trigger condition it
meets triggers (603.2).  Triggered abilities wait until the next time a
player would receive priority; then each player, in APNAP order, puts theirs
on the stack in the order they choose (603.3b), choosing targets as they do
(603.3d; an ability with no legal targets is removed from the stack).
Leaves-the-battlefield abilities "look back in time" (603.10a): the objects
that left at the same time, with their last known information, are checked too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .definitions import (
    BeginningOfStep,
    Controller,
    Dies,
    EntersTheBattlefield,
    Step,
    TriggeredAbility,
)
from .objects import Permanent, StackAbility
from .targets import describe, has_legal_targets, object_matches

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .players import Player


@dataclass(slots=True)
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (603.3)."""

    ability: TriggeredAbility
    source: Permanent
    controller: Player
    event: str

    @property
    def name(self) -> str:
        """``"<source>'s trigger"`` for agents and logs."""
        return f"{self.source.name}'s triggered ability"


def _subject_matches(subject: Any, holder: Permanent, obj: Permanent) -> bool:
    if subject is None:
        return obj is holder  # "this creature"
    return object_matches(obj, subject, holder.controller, holder)


def entered(game: Game, perm: Permanent) -> None:
    """603.6a: "When … enters the battlefield" abilities trigger."""
    for holder in game.battlefield.objects:
        for ability in holder.triggered:
            trig = ability.trigger
            if isinstance(trig, EntersTheBattlefield) and _subject_matches(
                trig.subject, holder, perm
            ):
                game.pending_triggers.append(
                    PendingTrigger(ability, holder, holder.controller, f"{perm.name} entered")
                )


def died(game: Game, perms: Sequence[Permanent]) -> None:
    """700.4 / 603.10a: "When … dies" abilities trigger, looking back in time."""
    holders = list(game.battlefield.objects) + [p for p in perms]
    for holder in holders:
        for ability in holder.triggered:
            trig = ability.trigger
            if not isinstance(trig, Dies):
                continue
            ctrl = holder.lki.controller if holder.lki is not None else holder.controller
            for dead in perms:
                if trig.subject is None:
                    ok = dead is holder
                else:
                    ok = object_matches(dead, trig.subject, ctrl, holder)
                if ok:
                    game.pending_triggers.append(
                        PendingTrigger(ability, holder, ctrl, f"{dead.name} died")
                    )


def step_began(game: Game, step: Step) -> None:
    """603.2b: "At the beginning of [whose] <step>" abilities trigger."""
    for holder in game.battlefield.objects:
        for ability in holder.triggered:
            trig = ability.trigger
            if not isinstance(trig, BeginningOfStep) or trig.step != step:
                continue
            mine = game.active is holder.controller
            if trig.whose == Controller.ANY or (trig.whose == Controller.YOU) == mine:
                game.pending_triggers.append(
                    PendingTrigger(ability, holder, holder.controller, f"beginning of {step}")
                )


def put_on_stack(game: Game) -> bool:
    """603.3b: put waiting triggered abilities on the stack in APNAP order; True if any were waiting."""
    if not game.pending_triggers:
        return False
    pending, game.pending_triggers = game.pending_triggers, []
    from .casting import choose_targets  # local: casting imports this module's users

    for player in game.apnap_order():
        mine = [t for t in pending if t.controller is player]
        if not mine:
            continue
        if len(mine) > 1:
            ordered = list(player.agent.order_triggers(game, player, mine))
            if sorted(map(id, ordered)) != sorted(map(id, mine)):
                raise ValueError(f"{player.name} must order exactly their triggers")
            mine = ordered
        for trig in mine:
            item = StackAbility(game, trig.source, player, trig.ability, "triggered")
            if trig.ability.targets and not has_legal_targets(
                game, trig.ability.targets, player, trig.source
            ):
                game.log.add(
                    "trigger",
                    f"{item.name} triggers ({trig.event}) but has no legal targets",
                    source=trig.source.name,
                )
                continue  # 603.3d
            game.stack.add(item)
            item.targets = choose_targets(game, player, trig.source, trig.ability, item)
            shown = [describe(t) for t in item.targets if t is not None]
            game.log.add(
                "trigger",
                f"{item.name} triggers ({trig.event})"
                + (f" targeting {', '.join(shown)}" if shown else ""),
                source=trig.source.name,
                controller=player.name,
                targets=shown,
            )
    return True
