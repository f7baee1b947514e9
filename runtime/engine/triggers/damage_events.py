"""Trigger matchers of damage dealt to a permanent (510.3a, 120.3, 603.2).

"Whenever CARDNAME deals combat damage to a creature", "Whenever a creature you control with
deathtouch deals damage to a planeswalker": once for each permanent of the noun that a source of
the subject deals damage to (each recipient is dealt its damage as part of one event, 120.3, but
each is an object of its own for the trigger, as a player dealt damage is). The event's object is
the permanent dealt damage, which "that creature" / "that planeswalker" names; its amount is the
damage ("that much"). Registered in :data:`~ofuda.runtime.engine.registry.TRIGGER_EVENTS` by
:func:`~ofuda.runtime.engine.triggers.matching.matcher`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...statics_triggers import DealsDamageToPermanent
from ..objects.game_objects import Permanent
from ..objects.players import Player
from ..objects.targets import object_matches
from . import events as ev
from .matching import matcher, subject_matches

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


@matcher(DealsDamageToPermanent, ev.DamageDealt)
def _damage_to_permanent(
    game: Game, trig: DealsDamageToPermanent, holder: Any, ctrl: Player, e: ev.DamageDealt
) -> Any:
    # 510.3a: combat damage only; 120.2: noncombat damage is any other damage
    if (trig.combat_only and not e.combat) or (trig.noncombat_only and e.combat):
        return None
    if not isinstance(e.recipient, Permanent) or e.amount <= 0:
        return None
    if not object_matches(e.recipient, trig.recipients, ctrl, holder):
        return None
    if not subject_matches(game, trig.subject, holder, ctrl, e.source):
        return None
    return e.recipient  # "that creature", "that planeswalker": the permanent dealt damage
