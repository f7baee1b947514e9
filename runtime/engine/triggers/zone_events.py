"""Trigger events of zone changes beyond entering and dying (603.6, 603.10a).

"When/Whenever <subject> leaves the battlefield" (603.6c): a permanent going from the
battlefield to any other zone. "When/Whenever <subject> is put into a graveyard from the
battlefield" (603.6c): any permanent going from the battlefield to a graveyard, not only a
creature (dying is a creature's, 700.4). Both are leaves-the-battlefield abilities: they look
back in time (603.10a), so the source's own ability triggers as it goes, and the subject is
checked as the permanent last existed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...statics_triggers import LeavesTheBattlefield, PutIntoGraveyardFromBattlefield
from ..objects.players import Player
from . import events as ev
from .matching import matcher, subject_matches

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


@matcher(PutIntoGraveyardFromBattlefield, ev.ZoneChange, looks_back=True)
def _battlefield_to_graveyard(
    game: Game, trig: PutIntoGraveyardFromBattlefield, holder: Any, ctrl: Player, e: ev.ZoneChange
) -> Any:
    if e.from_zone != "battlefield" or e.to_zone != "graveyard":
        return None
    return e.old if subject_matches(game, trig.subject, holder, ctrl, e.old) else None


@matcher(LeavesTheBattlefield, ev.ZoneChange, looks_back=True)
def _leaves_battlefield(
    game: Game, trig: LeavesTheBattlefield, holder: Any, ctrl: Player, e: ev.ZoneChange
) -> Any:
    # 603.6c: from the battlefield to any other zone (a token too, before it ceases to exist,
    # 111.7); 603.10a: the subject as it last existed on the battlefield
    if e.from_zone != "battlefield" or e.to_zone == "battlefield":
        return None
    return e.old if subject_matches(game, trig.subject, holder, ctrl, e.old) else None
