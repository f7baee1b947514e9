"""Trigger matchers of blocking a creature of a noun (509.3d, 509.3f, 603.2).

"Whenever <subject> blocks a creature with flying" triggers once for each attacking creature of
the noun it blocks (509.3d); "Whenever <subject> blocks or becomes blocked by a Vampire" also
once for each creature of the noun blocking it (509.3f). The event's object is the other creature, which
"that creature" names. Registered in :data:`~ofuda.runtime.engine.registry.TRIGGER_EVENTS` by
:func:`~ofuda.runtime.engine.triggers.matching.matcher`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...statics_triggers import BlocksCreature, BlocksOrBecomesBlocked
from ..objects.players import Player
from ..objects.targets import object_matches
from . import events as ev
from .matching import matcher, subject_matches

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


def blocked_by(game: Game, e: ev.Blocked) -> list[Any]:
    """Every attacking creature the event's blocker blocks: a creature able to block several
    is declared as blocking them all at once (509.1a), one event for the blocker (509.3c)."""
    combat = game.combat
    blocked = [a for a in combat.attackers if e.blocker in a.blockers] if combat else []
    return blocked or [e.attacker]


@matcher(BlocksCreature, ev.Blocked)
def _blocks_creature(
    game: Game, trig: BlocksCreature, holder: Any, ctrl: Player, e: ev.Blocked
) -> Any:
    # 509.3d: once for each attacking creature matching the noun that the subject blocks
    if not subject_matches(game, trig.subject, holder, ctrl, e.blocker):
        return None
    found = [a for a in blocked_by(game, e) if object_matches(a, trig.blocked, ctrl, holder)]
    return found or None


@matcher(BlocksOrBecomesBlocked, ev.Blocked, ev.BecameBlocked)
def _blocks_or_becomes_blocked(
    game: Game, trig: BlocksOrBecomesBlocked, holder: Any, ctrl: Player, e: Any
) -> Any:
    # 509.3d: blocking a creature (once for each it blocks); 509.3f: becoming blocked by a
    # creature (once for each blocking creature), each only for creatures of the noun.
    if isinstance(e, ev.Blocked):
        if not subject_matches(game, trig.subject, holder, ctrl, e.blocker):
            return None
        found = [a for a in blocked_by(game, e) if object_matches(a, trig.by, ctrl, holder)]
        return found or None
    if not subject_matches(game, trig.subject, holder, ctrl, e.attacker):
        return None
    blockers = [b for b in e.blockers if object_matches(b, trig.by, ctrl, holder)]
    return blockers or None
