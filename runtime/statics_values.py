"""Numbers a static ability counts continuously (107.1, 613.4c, 611.3a).

Data only, like :mod:`ofuda.runtime.statics`: "+1/+1 for each Forest you control" is an
``AddPowerToughness`` whose power and toughness are :class:`ObjectCount` values. The engine
works them out every time it applies the effect (:mod:`ofuda.runtime.engine.layers.evaluate`
registers the handlers), so the number follows the game as objects come and go.
"""

from __future__ import annotations

from dataclasses import dataclass

from .definitions import ObjectFilter, ZoneKind


@dataclass(frozen=True, slots=True)
class ObjectCount:
    """A value: how many objects in ``zone`` match ``filter`` (its controller relative to the
    ability's controller; "another" excludes the ability's source)."""

    filter: ObjectFilter
    zone: ZoneKind = ZoneKind.BATTLEFIELD


@dataclass(frozen=True, slots=True)
class CountersOnSource:
    """A value: how many ``kind`` counters are on the object with the ability (122.1)."""

    kind: str


@dataclass(frozen=True, slots=True)
class GreatestPowerAmong:
    """A value: the greatest power among the cards in ``zone`` that match ``filter`` (0 if
    none; "the greatest power among creature cards in your graveyard"). Outside the
    battlefield a card's power is its printed one, or what its characteristic-defining
    ability says (604.3: such an ability works in every zone)."""

    filter: ObjectFilter
    zone: ZoneKind = ZoneKind.GRAVEYARD


@dataclass(frozen=True, slots=True)
class TotalPowerOf:
    """A value: the total power (``toughness``: toughness) of the permanents that match
    ``filter`` (208.1; 0 if none): "the total power of creatures you control". Their current
    power, after every layer (613): so it is read where no layer depends on it — a spell's
    total cost (601.2f), never a P/T change (the lowering refuses it there)."""

    filter: ObjectFilter
    toughness: bool = False


@dataclass(frozen=True, slots=True)
class CountSum:
    """A value: the counts ``values`` added (107.1: "for each other Zombie you control and each
    Zombie card in your graveyard")."""

    values: tuple[object, ...]


@dataclass(frozen=True, slots=True)
class Times:
    """A value: ``factor`` times ``value`` ("+2/+2 for each …", "-1/-1 for each …")."""

    factor: int
    value: object
