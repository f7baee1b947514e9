"""Trigger matchers of a player's actions on permanents: tapping and untapping (701.26),
sacrificing (701.17), activating their abilities (602.2), 603.2.

"Whenever CARDNAME becomes untapped" (Ghostly Pilferer), "Whenever a creature you control
becomes tapped", "Whenever you sacrifice a permanent" (Havoc Jester). The event's object is the
permanent tapped, untapped or sacrificed (as it last existed on the battlefield), which "that
creature" names. Registered in :data:`~ofuda.runtime.engine.registry.TRIGGER_EVENTS` by
:func:`~ofuda.runtime.engine.triggers.matching.matcher`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...statics_triggers import Activates, BecomesTapped, BecomesUntapped, Sacrifices
from ..objects.game_objects import Permanent
from ..objects.players import Player
from ..objects.targets import object_matches
from . import events as ev
from .matching import matcher, player_matches, subject_matches

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


@matcher(BecomesTapped, ev.Tapped)
def _becomes_tapped(
    game: Game, trig: BecomesTapped, holder: Any, ctrl: Player, e: ev.Tapped
) -> Any:
    # 701.26a: once for each permanent of the subject that became tapped
    return e.obj if subject_matches(game, trig.subject, holder, ctrl, e.obj) else None


@matcher(BecomesUntapped, ev.Untapped)
def _becomes_untapped(
    game: Game, trig: BecomesUntapped, holder: Any, ctrl: Player, e: ev.Untapped
) -> Any:
    # 701.26b: once for each permanent of the subject that became untapped
    return e.obj if subject_matches(game, trig.subject, holder, ctrl, e.obj) else None


@matcher(Sacrifices, ev.Sacrificed, looks_back=True)
def _sacrifices(game: Game, trig: Sacrifices, holder: Any, ctrl: Player, e: ev.Sacrificed) -> Any:
    # 701.17a: once for each permanent sacrificed; 603.10a: it looks back in time, so the
    # source sacrificed itself (or with others) triggers, the permanent as it last existed
    if not player_matches(trig.player, e.player, ctrl, holder):
        return None
    return e.old if object_matches(e.old, trig.objects, ctrl, holder) else None


@matcher(Activates, ev.Activated)
def _activates(game: Game, trig: Activates, holder: Any, ctrl: Player, e: ev.Activated) -> Any:
    # 602.2i: once for each ability activated; the source is a permanent of the noun then (an
    # ability of a card in a hand or graveyard is none, Runic Armasaur's rulings)
    if not player_matches(trig.player, e.player, ctrl, holder):
        return None
    if (e.mana and not trig.mana_abilities) or (trig.loyalty_only and not e.loyalty):
        return None
    source = e.source
    if not isinstance(source, Permanent) or not source.on_battlefield:
        return None
    return source if object_matches(source, trig.sources, ctrl, holder) else None
