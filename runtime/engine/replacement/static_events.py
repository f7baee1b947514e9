"""An event replaced by instructions (614.1a, 614.6; 615.1a): the meaning of
:class:`~ofuda.runtime.statics_replacement.ReplaceEvent`.

"If <event would happen>, <instructions> instead." The event is described by a trigger event
of :mod:`ofuda.runtime.statics_triggers` (603.2's vocabulary); :data:`WOULD_EVENTS` says, for
each kind a replacement can watch, which replaceable event it is and how the event looks to
the trigger's matcher before it happens. When the effect applies, the event never happens
(614.6) and the instructions happen at once, not on the stack (614.1): "that player", "that
many", "it" are the event's, as for a triggered ability. With ``prevention`` ("prevent that
damage and …", 615.1a) the damage is prevented, unless it can't be (615.12), and the
instructions happen either way (FAQ P64(2)). An effect never applies to the events its own
instructions make (614.5); the affected player orders several that apply (616.1,
:func:`~ofuda.runtime.engine.replacement.replacements.replace`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...definitions import Dies, EntersTheBattlefield
from ...statics_replacement import EVENTS_REPLACEABLE, ReplaceEvent
from ...statics_triggers import (
    CardPutIntoGraveyard,
    DealsDamageToPlayer,
    Draws,
    IsDealtDamage,
    PlayerIsDealtDamage,
)
from ..layers.affected import condition, controller_of
from ..layers.static_abilities import instance_of
from ..registry import STATIC_EFFECTS, TRIGGER_EVENTS
from ..triggers import events as ev
from ..triggers.matching import player_matches
from ..triggers.triggered_abilities import PendingTrigger
from .replacements import DAMAGE, DRAW, ZONE, DamageEvent, DrawEvent, Replacement, ZoneEvent

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


@dataclass(frozen=True, slots=True)
class WouldEvent:
    """How a trigger event kind is watched before it happens: the kind of replaceable event
    (:mod:`.replacements`) and the game event it would be (what the trigger's matcher and the
    instructions see: ``ctx.event``)."""

    kind: str
    record: Callable[[Any], Any]


def _damage_dealt(event: DamageEvent) -> ev.DamageDealt:
    return ev.DamageDealt(event.source, event.recipient, event.amount, event.combat)


def _damage_received(event: DamageEvent) -> ev.DamageReceived:
    return ev.DamageReceived(event.recipient, event.amount, event.combat)


def _zone_change(event: ZoneEvent) -> ev.ZoneChange:
    # the object hasn't moved yet: "it" is the object itself, where it is (614.6)
    obj = event.obj
    return ev.ZoneChange(obj, obj, obj.zone.kind, str(event.to))


def _card_drawn(event: DrawEvent) -> ev.Drew:
    return ev.Drew(event.player, None)  # no card is drawn yet (121.3: maybe none can be)


WOULD_EVENTS: dict[type, WouldEvent] = {
    DealsDamageToPlayer: WouldEvent(DAMAGE, _damage_dealt),  # 120.3, 510.3a
    IsDealtDamage: WouldEvent(DAMAGE, _damage_received),  # 120.3
    PlayerIsDealtDamage: WouldEvent(DAMAGE, _damage_received),  # 120.3
    Draws: WouldEvent(DRAW, _card_drawn),  # 121.2
    Dies: WouldEvent(ZONE, _zone_change),  # 700.4
    CardPutIntoGraveyard: WouldEvent(ZONE, _zone_change),  # 603.6
    EntersTheBattlefield: WouldEvent(ZONE, _zone_change),  # 603.6a, 614.12
}
assert set(WOULD_EVENTS) == EVENTS_REPLACEABLE, "every replaceable event kind is watched here"


def _matches(game: Game, trigger: Any, holder: Any, controller: Player, record: Any) -> Any:
    """What the event is about if ``record`` meets ``trigger`` (603.2), or None."""
    if isinstance(trigger, Draws):  # 121.2: one card; the nth draw of a turn is not watched
        if trigger.nth is not None:
            return None
        return record.player if player_matches(trigger.player, record.player, controller, holder) else None
    return TRIGGER_EVENTS.of(trigger).match(game, trigger, holder, controller, record)


@STATIC_EFFECTS.register(ReplaceEvent)
def _replace_event(game: Game, source: Any, ability: Any, effect: ReplaceEvent, cond: Any) -> Any:
    """614.1a, 614.6, 615.1a: list the replacement effect of "If <event>, <instructions>
    instead" / "…, prevent that damage and <instructions>" while the ability applies."""
    check, _ = condition(game, source, cond)
    instead = instance_of(effect.instead)
    trigger = instead.trigger
    watched = WOULD_EVENTS.get(type(trigger))
    if watched is None:  # the compiler rejects these (E290): never ignore one
        raise TypeError(f"{trigger!r} is not an event a replacement effect can watch")
    key = (id(source), effect)
    prevention = effect.prevention

    def found(event: Any) -> Any:
        if getattr(event, "amount", 1) <= 0 or (check is not None and not check()):
            return None
        return _matches(game, trigger, source, controller_of(source), watched.record(event))

    def run(record: Any, about: Any) -> None:
        """The instructions, at once (614.1), seeing the event as a trigger's would."""
        from ...context.resolution import ResolutionContext

        controller = controller_of(source)
        pending = PendingTrigger(instead, source, controller, (record, about))
        game.replacing.append(key)
        try:
            instead.resolve(ResolutionContext(game, source, controller, (), item=pending))
        finally:
            game.replacing.remove(key)

    def replace_it(event: Any) -> Any:
        record = watched.record(event)
        about = _matches(game, trigger, source, controller_of(source), record)
        game.log.add(
            "replacement",
            f"{event.describe()}; {source.name}'s replacement effect applies",
            source=source.name,
        )
        if isinstance(event, DamageEvent):
            # the damage is dealt with the rest of its simultaneous event (510.2); what
            # replaces it happens then, as a follow-up of the event
            if prevention and not event.preventable:  # 615.12: dealt all the same
                event.after.append(lambda: run(record, about))
                return event
            event.amount = 0  # 614.6 / 615.1a: none of it is dealt
            event.after.append(lambda: run(record, about))
            return event
        run(record, about)  # a draw, a zone change: the instructions instead of it
        return None

    game.static_replacements.append(
        Replacement(
            watched.kind,
            lambda event: found(event) is not None,
            replace_it,
            source=source,
            timestamp=source.timestamp,
            # not marked a prevention: it still applies to damage that can't be prevented, to
            # do its instructions (615.12, FAQ P64(2)); replace_it leaves that damage dealt
            text=f"{source.name}'s {'prevention' if prevention else 'replacement'} effect",
            key=key,
        )
    )
    return []
