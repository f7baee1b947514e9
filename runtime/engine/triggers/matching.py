"""The matching of trigger events (603.2): how a trigger event type meets the game's events.

Each trigger event type registers its matcher in
:data:`~ofuda.runtime.engine.registry.TRIGGER_EVENTS` with :func:`matcher`; the matchers of
:mod:`.triggered_abilities` and of the modules beside it (:mod:`.blocking`) use the subject and
player checks here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...definitions import ObjectFilter, ZoneKind
from ...statics import EnchantedPermanent, EquippedCreature
from ...statics_triggers import AnySource
from ..layers.affected import the_object
from ..objects.players import Player
from ..objects.relative import player_is
from ..objects.targets import object_matches
from ..registry import TRIGGER_EVENTS

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game

Matcher = Callable[["Game", Any, Any, Player, Any], Any]


@dataclass(frozen=True, slots=True)
class TriggerMeaning:
    """How a trigger event type matches the game's events (603.2): the event classes it
    listens to, the matcher (returning the triggering object, a list of them — one occurrence
    each — or None) and whether it looks back in time (603.10a: leaves-the-battlefield
    abilities of objects that left in the same event)."""

    events: tuple[type, ...]
    match: Matcher
    looks_back: bool = False


def matcher(
    trigger: type, *events: type, looks_back: bool = False, engine: bool = False
) -> Callable[[Matcher], Matcher]:
    """Register how triggers of class ``trigger`` match events of the classes ``events``
    (``engine``: a trigger condition of the engine's own abilities, not vocabulary)."""

    def register(fn: Matcher) -> Matcher:
        TRIGGER_EVENTS.add(trigger, TriggerMeaning(events, fn, looks_back), engine=engine)
        return fn

    return register


# --- subjects ----------------------------------------------------------------------------


def subject_matches(game: Game, subject: Any, holder: Any, controller: Player, obj: Any) -> bool:
    """Whether ``obj`` is the trigger's subject: the holder itself (None), an object matching
    a filter, or the one object an affected value names (``EquippedCreature``,
    ``EnchantedPermanent``: what the holder is or was attached to, 603.10a)."""
    if obj is None:
        return False
    if subject is None:
        return obj is holder
    if isinstance(subject, ObjectFilter):
        # 109.2: a description with a card type or "permanent" and without "spell", "card" or
        # "source" names a permanent: a spell on the stack is none ("Whenever a permanent you
        # control deals damage" does not see your instant's damage)
        if subject.zone is None and _on_the_stack(obj):
            return False
        return object_matches(obj, subject, controller, holder)
    if isinstance(subject, AnySource):  # 609.7, 120.1: any object, in any zone
        owner = getattr(obj, "controller", None) or getattr(obj, "owner", None)
        return owner is not None and player_is(subject.controller, owner, controller, holder)
    host = the_object(holder, subject)
    if host is not None and obj is host:
        return True
    return isinstance(subject, (EnchantedPermanent, EquippedCreature)) and _was_host(holder, obj)


def _on_the_stack(obj: Any) -> bool:
    """Whether ``obj`` is a spell: an object on the stack (405.1)."""
    return getattr(getattr(obj, "zone", None), "kind", None) == ZoneKind.STACK


def _was_host(holder: Any, obj: Any) -> bool:
    """603.10a: a trigger on leaving the battlefield looks back in time: ``obj`` (which left)
    was what ``holder`` (an Aura or Equipment) was attached to as it left, seen from either
    side's last known information (both may have left in one event)."""
    left = getattr(obj, "lki", None)
    if left is not None and holder in left.attachments:
        return True
    holder_left = getattr(holder, "lki", None)
    return holder_left is not None and holder_left.attached_to is obj


def player_matches(who: Any, player: Player, controller: Player, holder: Any = None) -> bool:
    """Whether ``player`` is who a trigger watches (``who`` relative to ``controller`` and the
    trigger's ``holder``: "enchanted player" is the player the holder is attached to)."""
    if who in (None, "each"):
        return True
    return player_is(who, player, controller, holder)
