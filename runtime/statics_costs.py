"""Vocabulary of a card's changes to its own costs (601.2f, 118.7, 113.6c): "This spell costs
{1} less to cast if you control a creature with flying." Data only; the engine gives it its
meaning while the total cost of casting the card is determined
(:func:`ofuda.runtime.engine.casting.spells.total_mana_cost`).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class OwnCostChange:
    """601.2f: this card costs ``mana`` (mana symbols, e.g. ``"{2}{U}{U}"``) less to cast, or
    more with ``more``; with ``each`` (a number of :mod:`ofuda.runtime.statics_values`, e.g. an
    ``ObjectCount``), ``mana`` for each unit of it. A coloured reduction takes that colour off
    the cost, or generic mana where the cost has none of it (118.7b, 118.7c). The ability
    functions on the stack, as the spell is cast (113.6c); the static ability's condition is
    checked then."""

    mana: str
    more: bool = False
    each: object | None = None
