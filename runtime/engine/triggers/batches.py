""" "One or more" triggers (603.2c) and leaving a graveyard (603.6, 603.10a).

"Whenever one or more creatures you control attack" triggers once for all the attackers declared
together (508.1), "Whenever one or more tokens enter the battlefield under your control" once for
the tokens one event puts there, "Whenever one or more Cats you control deal combat damage to a
player" once for each player dealt combat damage by them in one damage step (510.2). The engine
emits a :class:`~.events.Simultaneous` event after the events of one kind that happen at once;
a :class:`~ofuda.runtime.statics_triggers.OneOrMore` trigger matches it by matching each of its
events with its own event's matcher, and triggers once for the objects it found (an
:class:`~.events.EventGroup`: "they", "that many").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...statics_triggers import LeavesGraveyard, OneOrMore
from ..objects.players import Player
from ..registry import TRIGGER_EVENTS
from . import events as ev
from .matching import TriggerMeaning, matcher, player_matches, subject_matches

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


@matcher(LeavesGraveyard, ev.ZoneChange, looks_back=True)
def _leaves_graveyard(
    game: Game, trig: LeavesGraveyard, holder: Any, ctrl: Player, e: ev.ZoneChange
) -> Any:
    # 603.10a: the card as it was in the graveyard (the old object)
    if e.from_zone != "graveyard" or e.to_zone == "graveyard":
        return None
    if not player_matches(trig.owner, e.old.owner, ctrl, holder):
        return None
    return e.old if subject_matches(game, trig.subject, holder, ctrl, e.old) else None


@matcher(OneOrMore, ev.Simultaneous, looks_back=True)
def _one_or_more(game: Game, trig: OneOrMore, holder: Any, ctrl: Player, e: ev.Simultaneous) -> Any:
    meaning: TriggerMeaning = TRIGGER_EVENTS.of(trig.event)
    if not meaning.looks_back and _left_battlefield(holder):
        return None  # 603.10a: only leaves-the-battlefield events look back to a source gone
    found: dict[int, tuple[Any, list[Any]]] = {}  # by the player dealt damage (or none)
    for one in e.events:
        if not isinstance(one, meaning.events):
            continue
        matched = meaning.match(game, trig.event, holder, ctrl, one)
        if matched is None:
            continue
        player = one.recipient if isinstance(one, ev.DamageDealt) else None
        objects = found.setdefault(id(player), (player, []))[1]
        for obj in matched if isinstance(matched, list) else [matched]:
            if not any(obj is seen for seen in objects):  # one object once (510.2: one source)
                objects.append(obj)
    # "with two or more creatures": only a group of at least that many triggers it (508.1)
    groups = [(player, objects) for player, objects in found.values() if len(objects) >= trig.at_least]
    if not groups:
        return None
    return [ev.EventGroup(tuple(objects), player) for player, objects in groups]


def _left_battlefield(holder: Any) -> bool:
    """Whether the trigger's holder is a permanent that has left the battlefield (its last
    known information, 603.10a)."""
    return getattr(holder, "lki", None) is not None
