"""Numbers in static effects (107.1–107.3), computed for a source.

A number is an ``int``, or a value of the vocabulary that says what it computes
(``HighestLife``, ``Half``, ``CastX``, ``ObjectCount``, ``Times``…), its handler found by its type in
:data:`~ofuda.runtime.engine.registry.VALUES`.  Numbers are integers (107.1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...definitions import ZoneKind
from ...statics_replacement import Half, HighestLife, PowerToughnessDefining
from ...statics_values import (
    CountersOnSource,
    CountSum,
    GreatestPowerAmong,
    ObjectCount,
    Times,
    TotalPowerOf,
)
from ..objects.relative import players_meant
from ..objects.targets import object_matches, objects_in
from ..registry import VALUES

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


def static_value(game: Game, source: Any, value: Any, *, controller: Any = None, x: int = 0) -> int:
    """The integer ``value`` stands for, for an ability of ``source`` (X is ``x``)."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return value
    handler = VALUES.of(value)
    ctrl = controller if controller is not None else getattr(source, "controller", None)
    return int(handler(game, source, value, ctrl, x))




@VALUES.register(HighestLife)
def _highest_life(game: Game, source: Any, v: HighestLife, ctrl: Any, x: int) -> int:
    """The highest life total among the players ``v.whose`` names (119)."""
    lives = [p.life for p in players_meant(game, v.whose, ctrl, source)]
    return max(lives) if lives else 0


@VALUES.register(Half)
def _half(game: Game, source: Any, v: Half, ctrl: Any, x: int) -> int:
    """107.1a: half of a number, rounded up or down as the text says."""
    n = static_value(game, source, v.value, controller=ctrl, x=x)
    return -((-n) // 2) if v.round_up else n // 2


@VALUES.register(ObjectCount)
def _object_count(game: Game, source: Any, v: ObjectCount, ctrl: Any, x: int) -> int:
    """How many objects in the zone match, counted now (611.3a: a static ability's number
    follows the game; 613.4c for "+1/+1 for each …")."""
    return sum(1 for o in objects_in(game, v.zone) if object_matches(o, v.filter, ctrl, source))


@VALUES.register(CountersOnSource)
def _counters_on_source(game: Game, source: Any, v: CountersOnSource, ctrl: Any, x: int) -> int:
    """122.1: the number of counters of a kind on the object with the ability."""
    return int(getattr(source, "counters", {}).get(v.kind, 0))


@VALUES.register(CountSum)
def _count_sum(game: Game, source: Any, v: CountSum, ctrl: Any, x: int) -> int:
    """107.1: counts added ("for each A and each B": one for each object of either)."""
    return sum(static_value(game, source, value, controller=ctrl, x=x) for value in v.values)


@VALUES.register(Times)
def _times(game: Game, source: Any, v: Times, ctrl: Any, x: int) -> int:
    """``factor`` times a number (107.1)."""
    return v.factor * static_value(game, source, v.value, controller=ctrl, x=x)


def _defining(card: Any) -> PowerToughnessDefining | None:
    """The characteristic-defining ability for power and toughness among a card's abilities."""
    for ability in getattr(card, "abilities", ()):
        for effect in getattr(ability, "effects", ()):
            if isinstance(effect, PowerToughnessDefining):
                return effect
    return None


def card_power(game: Game, card: Any) -> int:
    """The power of a card outside the battlefield: what its characteristic-defining ability
    says (604.3: it works in every zone), else the printed power (0 if none, 107.2)."""
    defining = _defining(card)
    if defining is not None:
        return static_value(game, card, defining.power, controller=card.controller)
    return int(card.power)


def card_toughness(game: Game, card: Any) -> int:
    """The toughness of a card outside the battlefield (604.3, as :func:`card_power`)."""
    defining = _defining(card)
    if defining is not None and defining.toughness is not None:
        return static_value(game, card, defining.toughness, controller=card.controller)
    return int(card.toughness)


@VALUES.register(TotalPowerOf)
def _total_power_of(game: Game, source: Any, v: TotalPowerOf, ctrl: Any, x: int) -> int:
    """208.1: the sum of the current power (or toughness) of the matching permanents; a
    negative power counts as it is (107.1b)."""
    total = 0
    for o in objects_in(game, ZoneKind.BATTLEFIELD):
        if object_matches(o, v.filter, ctrl, source):
            total += int(o.toughness if v.toughness else o.power)
    return total


@VALUES.register(GreatestPowerAmong)
def _greatest_power_among(game: Game, source: Any, v: GreatestPowerAmong, ctrl: Any, x: int) -> int:
    """The greatest power among the matching cards (0 if there are none)."""
    powers = [
        card_power(game, o)
        for o in objects_in(game, v.zone)
        if object_matches(o, v.filter, ctrl, source)
    ]
    return max(powers, default=0)
