"""State-triggered abilities (603.8).

"When Garruk Relentless has two or fewer loyalty counters on him, transform him.": the ability
triggers as soon as the game state matches its condition, not on an event. The game looks each
time state-based actions are checked (as a player would receive priority, 117.5), by the event
:class:`~ofuda.runtime.engine.triggers.events.StateChecked`. It then doesn't trigger again until
the ability has resolved, been countered, or otherwise left the stack (603.8): while it waits to
be put on the stack or is on it, the matcher finds nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...statics_triggers import StateTrigger
from ..objects.players import Player
from . import events as ev
from .matching import matcher

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


def _its_own(item: Any, holder: Any, trig: StateTrigger) -> bool:
    """Whether a waiting or stacked ability is this object's ability of this state trigger."""
    return item.source is holder and getattr(item.ability, "trigger", None) == trig


@matcher(StateTrigger, ev.StateChecked)
def _state(game: Game, trig: StateTrigger, holder: Any, ctrl: Player, e: ev.StateChecked) -> Any:
    # 603.8: not again while it waits to be put on the stack, or is on it
    if any(_its_own(t, holder, trig) for t in game.pending_triggers):
        return None
    if any(_its_own(item, holder, trig) for item in game.stack.objects if hasattr(item, "ability")):
        return None
    from ..layers.affected import condition_holds  # local: the layers import the triggers

    return holder if condition_holds(game, holder, trig.condition) else None
