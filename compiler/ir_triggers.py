"""IR, trigger events: what a triggered ability's own event names (603.2, 603.7).

"That creature", 「そのクリーチャー」 in a triggered ability whose event has an
object of its own (the blocker, the creature that became a target) mean that
object; "that card" / 「そのカード」 after a zone change mean the card it became
(400.7); "that much" / 「その点数」 mean the event's amount. The lowering binds
them (compiler/lower.py); the runtime reads them from the event the ability
triggered on (``ctx.triggering_object()`` …). See :mod:`ofuda.compiler.ir`,
which re-exports every node.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class TriggeringObject:
    """The object the trigger event is about: the blocker of "becomes blocked by a creature"
    (509.3c), the creature that became a target (115), the creature that entered."""


@dataclass(frozen=True, slots=True)
class TriggeringCard:
    """The new object the event's object became by moving ("that card": the card a creature
    that died became in its owner's graveyard, 400.7; nothing once it has left that zone)."""


@dataclass(frozen=True, slots=True)
class TriggeringAmount:
    """The amount of the trigger event ("that much", 「その点数」: life lost, damage dealt)."""


@dataclass(frozen=True, slots=True)
class ControlsGreatestPower:
    """A condition: ``player`` controls the creature with the greatest power among all
    creatures on the battlefield, or one tied for it (checked on resolution)."""

    player: object


@dataclass(frozen=True, slots=True)
class PayMana:
    """"You may pay {1}" (「{1}を支払ってもよい」): on resolution ``player`` may pay ``symbols``
    ``times`` times (the amount is worked out now, FAQ P55); "If you do" is whether they paid."""

    player: object
    symbols: str
    times: object
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DeclinesToPay:
    """The condition of "… unless <player> pays {1} for each …" (118.12): ``player`` is asked
    to pay ``symbols`` ``times`` times on resolution and doesn't (or can't)."""

    player: object
    symbols: str
    times: object
