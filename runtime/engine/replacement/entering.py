"""How a permanent enters the battlefield (614.1c, 614.12, 616.1c, 707.9, 107.3m).

The entering object's own abilities that replace how it enters — "enters the battlefield with
X +1/+1 counters on it" (:class:`~ofuda.runtime.statics_entering.EntersWithCounters`) and
"you may have CARDNAME enter the battlefield as a copy of any creature on the battlefield"
(:class:`~ofuda.runtime.statics_entering.EntersAsChosenCopy`) — become replacement effects
of that one event (:func:`ofuda.runtime.engine.objects.moves.entering_self_replacements`). They apply only if
the object as it would exist on the battlefield still has the ability (614.12): after a copy
effect made it a copy of something else, its own abilities are gone (FAQ P75(8), P75(9)).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...statics_entering import CastX, EntersAsChosenCopy
from ..layers.evaluate import static_value
from ..layers.layer_effects import copiable_values
from ..objects.characteristics import base_chars
from ..objects.game_objects import Spell
from ..objects.targets import object_matches
from ..registry import VALUES
from .replacements import TIER_COPY, ZONE, Replacement, ZoneEvent

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


def cast_x(obj: Any) -> int:
    """107.3m: the X of the spell that is becoming (or became) ``obj`` — a resolving spell's
    own X, or the X a permanent remembers from the spell it was; 0 for anything else."""
    if isinstance(obj, Spell):
        return int(obj.x or 0)
    return int(getattr(obj, "cast_x", 0) or 0)


def entering_count(event: ZoneEvent, count: Any) -> int:
    """The number of counters an "enters with N counters" ability puts on ``event``'s object:
    a number, the X of the spell that becomes the permanent (107.3m), or a count ("for each
    other creature you control") taken now, as the replacement applies before the object
    enters (614.12): what enters at the same time isn't on the battlefield yet, and a card
    entering from a graveyard is still in it (it counts itself there). "You" is the player
    it would enter under."""
    if isinstance(count, CastX):
        return cast_x(event.obj)
    if isinstance(count, int):
        return count
    obj = event.obj
    controller = event.controller or getattr(obj, "controller", None) or obj.owner
    return static_value(obj.game, obj, count, controller=controller)


def _has_it_as_it_would_enter(event: ZoneEvent, effect: Any) -> bool:
    """614.12: whether the object, as it would exist on the battlefield (a copy, if a copy
    effect applied first, 616.1c), has the ability whose effect is ``effect``."""
    chars = event.copy_of if event.copy_of is not None else base_chars(event.obj.card)
    return any(effect in (getattr(a, "effects", ()) or ()) for a in chars.abilities)


def chosen_copy_replacement(obj: Any, effect: EntersAsChosenCopy) -> Replacement:
    """707.9: "You may have CARDNAME enter the battlefield as a copy of any creature on the
    battlefield" — as ``obj`` enters, its controller chooses the object to copy (not a target,
    so hexproof doesn't stop it); with nothing chosen, it enters as itself. A copy effect of the
    616.1c step: with another copy effect (Infinite Reflection), its controller chooses the
    order (616.1), and the one applied last decides (FAQ P75(8), P75(11))."""
    game: Game = obj.game

    def applies(e: ZoneEvent) -> bool:
        return e.obj is obj and e.to == "battlefield" and _has_it_as_it_would_enter(e, effect)

    def apply(e: ZoneEvent) -> ZoneEvent:
        chooser = e.controller or getattr(obj, "controller", None) or obj.owner
        candidates = [
            p for p in game.battlefield.objects if object_matches(p, effect.among, chooser, obj)
        ]
        minimum = 0 if effect.optional or not candidates else 1
        chosen = list(
            chooser.agent.choose_cards(
                game,
                chooser,
                candidates,
                minimum,
                min(1, len(candidates)),
                f"{obj.name} enters as a copy of",
            )
        )
        model = next((c for c in chosen if any(c is p for p in candidates)), None)
        if model is None:
            game.log.add("copy", f"{obj.name} enters as itself", card=obj.name)
            return e
        e.copy_of = copiable_values(model)  # 707.2: only the copiable values
        game.log.add(
            "copy", f"{obj.name} enters as a copy of {model.name}", card=obj.name, model=model.name
        )
        return e

    return Replacement(
        ZONE,
        applies,
        apply,
        source=obj,
        tier=TIER_COPY,
        text=f"{obj.name}: enters as a copy of a chosen object",
    )


def own_entering_replacement(obj: Any, effect: Any) -> Replacement | None:
    """The replacement effect of one of ``obj``'s own entering abilities defined here, or None."""
    if isinstance(effect, EntersAsChosenCopy):
        return chosen_copy_replacement(obj, effect)
    return None


@VALUES.register(CastX)
def _cast_x(game: Game, source: Any, value: CastX, controller: Any, x: int) -> int:
    """107.3m: X in a permanent's static or triggered ability is what it remembers from the
    spell it was."""
    return cast_x(source)
