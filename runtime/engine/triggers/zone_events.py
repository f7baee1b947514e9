"""Trigger events of zone changes beyond entering and dying (603.6, 603.10a).

"When/Whenever <subject> is put into a graveyard from the battlefield" (603.6c): any permanent
going from the battlefield to a graveyard, not only a creature (dying is a creature's, 700.4).
It is a leaves-the-battlefield ability: it looks back in time (603.10a), so the source's own
ability triggers as it goes, and the subject is checked as the permanent last existed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...statics_triggers import PutIntoGraveyardFromBattlefield
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
