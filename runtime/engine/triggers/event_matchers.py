"""Matchers of the trigger events about what happens to an object or a player (603.2):
being dealt damage (120.3), discarding a card (701.8).

Registered like :mod:`ofuda.runtime.engine.triggers.triggered_abilities`' own matchers (by the
type of an ability's trigger, :data:`~ofuda.runtime.engine.registry.TRIGGER_EVENTS`); that
module imports this one, so every matcher is known once triggered abilities are.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...statics_triggers import Discards, IsDealtDamage, PlayerIsDealtDamage
from ..objects.players import Player
from . import events as ev
from .triggered_abilities import matcher, player_matches, subject_matches

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


@matcher(IsDealtDamage, ev.DamageReceived)
def _is_dealt_damage(
    game: Game, trig: IsDealtDamage, holder: Any, ctrl: Player, e: ev.DamageReceived
) -> Any:
    # 120.3: once per damage event and recipient (its sources' damage summed)
    if isinstance(e.recipient, Player):
        return None
    return e.recipient if subject_matches(game, trig.subject, holder, ctrl, e.recipient) else None


@matcher(PlayerIsDealtDamage, ev.DamageReceived)
def _player_is_dealt_damage(
    game: Game, trig: PlayerIsDealtDamage, holder: Any, ctrl: Player, e: ev.DamageReceived
) -> Any:
    if not isinstance(e.recipient, Player) or (trig.noncombat_only and e.combat):
        return None  # 120.2: noncombat damage is any damage not dealt in combat damage steps
    return e.recipient if player_matches(trig.player, e.recipient, ctrl) else None


@matcher(Discards, ev.Discarded)
def _discards(game: Game, trig: Discards, holder: Any, ctrl: Player, e: ev.Discarded) -> Any:
    # 701.8: one event per card discarded; the event's object is the card in its new zone
    if not player_matches(trig.player, e.player, ctrl):
        return None
    return e.new if e.new is not None else e.card
