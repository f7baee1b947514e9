"""Game events that triggered abilities look for (603.2).

The engine emits one of these whenever something happens that a trigger
condition can refer to; :mod:`ofuda.runtime.engine.triggers.triggered_abilities` matches them against
the triggered abilities in play.  A resolving triggered ability sees its
event as ``ctx.event`` (``ctx.triggering_object()``, ``…_player()``,
``…_amount()``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..objects.targets import describe


class GameEvent:
    """Something that happened that a trigger condition can refer to (603.2); each kind of event
    is a subclass (``GameEvent.__subclasses__()`` is every kind)."""

    __slots__ = ()


@dataclass(slots=True, eq=False)
class ZoneChange(GameEvent):
    """``old`` moved from ``from_zone`` to ``to_zone`` and became ``new`` (400.7).

    Entering the battlefield (603.6a), leaving it and dying (603.6c, 700.4),
    going to a graveyard from anywhere.  ``old`` keeps its last known
    information.
    """

    old: Any
    new: Any
    from_zone: str
    to_zone: str

    @property
    def obj(self) -> Any:
        """The object the event is about: the new one, for entering; the old one otherwise."""
        return self.new if self.to_zone == "battlefield" else self.old


@dataclass(slots=True, eq=False)
class StepBegan(GameEvent):
    """The beginning of a step or phase (503.1a, 513.1a)."""

    step: Any
    active: Any


@dataclass(slots=True, eq=False)
class Cast(GameEvent):
    """A spell became cast (601.2i)."""

    spell: Any
    player: Any


@dataclass(slots=True, eq=False)
class Drew(GameEvent):
    """A player drew a card (121.1)."""

    player: Any
    card: Any


@dataclass(slots=True, eq=False)
class Discarded(GameEvent):
    """``player`` discarded ``card`` (701.8), which became ``new`` where it went (400.7; None
    if it ceased to exist)."""

    player: Any
    card: Any
    new: Any


@dataclass(slots=True, eq=False)
class Tapped(GameEvent):
    """An untapped permanent became tapped (701.26a)."""

    obj: Any


@dataclass(slots=True, eq=False)
class Untapped(GameEvent):
    """A tapped permanent became untapped (701.26b)."""

    obj: Any


@dataclass(slots=True, eq=False)
class Sacrificed(GameEvent):
    """``player`` sacrificed ``old`` (701.17a), which became ``new`` where it went (400.7; None
    if it ceased to exist); ``old`` keeps its last known information."""

    player: Any
    old: Any
    new: Any


@dataclass(slots=True, eq=False)
class Activated(GameEvent):
    """``player`` activated ``ability`` of ``source`` (602.2i: its costs paid); ``mana``: a mana
    ability (605.3a), ``loyalty``: a loyalty ability (606.3)."""

    player: Any
    source: Any
    ability: Any
    mana: bool = False
    loyalty: bool = False


@dataclass(slots=True, eq=False)
class Attacked(GameEvent):
    """A creature was declared as an attacker (508.3a)."""

    attacker: Any
    defender: Any


@dataclass(slots=True, eq=False)
class Blocked(GameEvent):
    """A creature blocked an attacker (509.3c)."""

    blocker: Any
    attacker: Any


@dataclass(slots=True, eq=False)
class BecameBlocked(GameEvent):
    """An attacker became blocked (509.3d), by ``blockers``."""

    attacker: Any
    blockers: list[Any]


@dataclass(slots=True, eq=False)
class DamageDealt(GameEvent):
    """``source`` dealt ``amount`` damage to ``recipient`` (120.3)."""

    source: Any
    recipient: Any
    amount: int
    combat: bool


@dataclass(slots=True, eq=False)
class DamageReceived(GameEvent):
    """``recipient`` was dealt ``amount`` damage in one simultaneous damage event, by one
    source or several (120.3, 510.2): what "is dealt damage" triggers look at."""

    recipient: Any
    amount: int
    combat: bool


@dataclass(slots=True, eq=False)
class LifeLost(GameEvent):
    """A player lost life (119.3)."""

    player: Any
    amount: int


@dataclass(slots=True, eq=False)
class LifeGained(GameEvent):
    """A player gained life (119.3)."""

    player: Any
    amount: int


@dataclass(slots=True, eq=False)
class BecameTarget(GameEvent):
    """An object or player became the target of a spell or ability (115.1)."""

    target: Any
    by: Any


@dataclass(slots=True, eq=False)
class CountersPut(GameEvent):
    """Counters were put on an object (122)."""

    obj: Any
    kind: str
    amount: int


@dataclass(slots=True, eq=False)
class Transformed(GameEvent):
    """A permanent transformed: turned over so that its other face is up (701.28a)."""

    obj: Any


@dataclass(slots=True, eq=False)
class StateChecked(GameEvent):
    """The game's state is looked at for state triggers (603.8), each time state-based actions
    are checked (as a player would receive priority, 117.5)."""


@dataclass(slots=True, eq=False)
class Simultaneous(GameEvent):
    """Events of one kind that happened at the same time (603.2c): the attackers declared
    together (508.1), the zone changes of one event, the damage dealt at once (510.2). Emitted
    after each of them, for "one or more" triggers, which trigger once for them all."""

    events: tuple[GameEvent, ...]


@dataclass(slots=True, eq=False)
class EventGroup:
    """One occurrence of a "one or more" trigger (603.2c): the objects of the simultaneous
    events it saw ("they", "that many") and the player they were about, if any (damage dealt
    to a player: "that player")."""

    objects: tuple[Any, ...]
    player: Any = None


def describe_event(event: Any) -> str:
    """How the log names the event a triggered ability triggered on (603.2)."""
    if event is None:  # 603.12: a reflexive ability triggers on its own ability's instruction
        return "its instruction was done"
    e, obj = event if isinstance(event, tuple) else (event, None)
    if isinstance(e, Simultaneous) and isinstance(obj, EventGroup):
        names = ", ".join(getattr(o, "name", "?") for o in obj.objects)
        return f"one or more: {names}"
    if isinstance(e, ZoneChange):
        if e.to_zone == "battlefield":
            return f"{e.new.name} entered the battlefield"
        if e.from_zone == "battlefield" and e.to_zone == "graveyard":
            return f"{e.old.name} died"
        return f"{e.old.name} moved to {e.to_zone}"
    if isinstance(e, StepBegan):
        return f"beginning of {e.step}"
    if isinstance(e, Cast):
        return f"{e.player.name} cast {e.spell.name}"
    if isinstance(e, Attacked):
        return f"{e.attacker.name} attacked"
    if isinstance(e, Blocked):
        return f"{e.blocker.name} blocked"
    if isinstance(e, BecameBlocked):
        return f"{e.attacker.name} became blocked" + (f" by {obj.name}" if obj is not None else "")
    if isinstance(e, DamageDealt):
        return f"{e.source.name} dealt damage to {e.recipient.name}"
    if isinstance(e, (LifeLost, LifeGained)):
        verb = "lost" if isinstance(e, LifeLost) else "gained"
        return f"{e.player.name} {verb} {e.amount} life"
    if isinstance(e, BecameTarget):
        return f"{describe(e.target)} became a target of {e.by.name}"
    if isinstance(e, Drew):
        return f"{e.player.name} drew a card"
    if isinstance(e, (Tapped, Untapped)):
        return f"{e.obj.name} became {'tapped' if isinstance(e, Tapped) else 'untapped'}"
    if isinstance(e, Sacrificed):
        return f"{e.player.name} sacrificed {e.old.name}"
    return repr(e)
