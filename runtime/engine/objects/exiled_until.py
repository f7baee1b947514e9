"""Exiled until a permanent leaves the battlefield (610.3).

"Exile target nonland permanent an opponent controls until Hieromancer's Cage leaves the
battlefield": one one-shot effect exiles the object; a second one, created right after the
permanent leaves the battlefield, returns it to the zone it was in (610.3) — a permanent under
its owner's control (610.3c). If the permanent has already left when the first would exile,
nothing is exiled (610.3a). A card that has left exile meanwhile is a new object and stays
where it is (400.7); a token exiled this way has ceased to exist (111.7).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..replacement.replacements import ZoneEvent
from .zones import ZoneKind

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


@dataclass(slots=True, eq=False)
class ExiledUntil:
    """610.3: ``card`` (in exile) was exiled from ``zone`` until ``source`` leaves the
    battlefield."""

    source: Any
    card: Any
    zone: str


def exile_until_leaves(game: Game, source: Any, objects: Sequence[Any]) -> None:
    """610.3: exile ``objects`` until ``source`` (a permanent) leaves the battlefield."""
    if not getattr(source, "on_battlefield", False):
        return  # 610.3a: it has already left; nothing is exiled
    zones = {id(o): o.zone.kind for o in objects}
    moved = game.move_all([ZoneEvent(o, ZoneKind.EXILE) for o in objects])
    for old, new in moved:
        if new is not None and new.zone is not None and new.zone.kind == ZoneKind.EXILE:
            game.exiled_until.append(ExiledUntil(source, new, zones[id(old)]))


def return_exiled(game: Game, left: Sequence[Any]) -> None:
    """610.3: right after the permanents ``left`` leave the battlefield, the cards exiled until
    then go back to the zones they were in, at the same time."""
    gone = {id(p) for p in left}
    due = [e for e in game.exiled_until if id(e.source) in gone]
    if not due:
        return
    game.exiled_until = [e for e in game.exiled_until if id(e.source) not in gone]
    back = [
        ZoneEvent(e.card, e.zone)
        for e in due
        if e.card.zone is not None and e.card.lki is None and e.card.zone.kind == ZoneKind.EXILE
    ]
    if back:
        game.move_all(back)
