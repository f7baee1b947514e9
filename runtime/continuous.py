"""Continuous effects and the layer system (rules 611, 613) for what the slice needs.

Effects from resolving spells and abilities (611.2) are stored on the object
they affect, in timestamp order.  Characteristics are computed on demand:

* layer 6 — ability-adding and ability-removing effects (613.1f);
* layer 7b — effects that set power and/or toughness (613.4b);
* layer 7c — effects that modify power and/or toughness, and +1/+1 / -1/-1
  counters (613.4c).

Within a layer, effects apply in timestamp order (613.7).  Static abilities
(later) add effects to ``Game.static_effects`` with an ``applies_to`` test.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .definitions import Duration, Keyword

if TYPE_CHECKING:  # pragma: no cover
    from .objects import Permanent

LAYER_ABILITIES = "6"
LAYER_PT_SET = "7b"
LAYER_PT_MODIFY = "7c"

PLUS_ONE = "+1/+1"
MINUS_ONE = "-1/-1"


@dataclass(slots=True, eq=False)
class ContinuousEffect:
    """One continuous effect (611): its layer, timestamp, duration and what it does."""

    layer: str
    timestamp: int
    duration: Duration
    power: int = 0
    toughness: int = 0
    set_power: int | None = None
    set_toughness: int | None = None
    add_keywords: tuple[Keyword, ...] = ()
    remove_keywords: tuple[Keyword, ...] = ()
    applies_to: Callable[[Any], bool] | None = None  # for effects of static abilities
    source_name: str = ""


def _effects_for(perm: Permanent, layer: str) -> list[ContinuousEffect]:
    own = [e for e in perm.effects if e.layer == layer]
    statics = perm.game.static_effects
    if statics:
        own.extend(e for e in statics if e.layer == layer and e.applies_to and e.applies_to(perm))
        own.sort(key=lambda e: e.timestamp)  # 613.7: timestamp order within a layer
    return own


def compute_keywords(perm: Permanent) -> frozenset[Keyword]:
    """Keywords after layer 6 (613.1f): printed ones, plus gained, minus lost."""
    base = perm.card.keywords
    if not perm.effects and not perm.game.static_effects:
        return frozenset(base)
    kws = set(base)
    for e in _effects_for(perm, LAYER_ABILITIES):
        kws.update(e.add_keywords)
        kws.difference_update(e.remove_keywords)
    return frozenset(kws)


def compute_power_toughness(perm: Permanent) -> tuple[int, int]:
    """Power and toughness after layers 7a–7c (613.4)."""
    p = perm.card.power or 0
    t = perm.card.toughness or 0
    counters = perm.counters
    if not perm.effects and not counters and not perm.game.static_effects:
        return p, t
    for e in _effects_for(perm, LAYER_PT_SET):  # 7b
        if e.set_power is not None:
            p = e.set_power
        if e.set_toughness is not None:
            t = e.set_toughness
    for e in _effects_for(perm, LAYER_PT_MODIFY):  # 7c
        p += e.power
        t += e.toughness
    if counters:  # 7c: counters are modifications too
        n = counters.get(PLUS_ONE, 0) - counters.get(MINUS_ONE, 0)
        p += n
        t += n
    return p, t


def end_until_end_of_turn_effects(perm: Permanent) -> None:
    """514.2: "until end of turn" effects end in the cleanup step."""
    if perm.effects:
        perm.effects = [e for e in perm.effects if e.duration != Duration.END_OF_TURN]
