"""Vocabulary of a card's changes to its own costs (601.2f, 118.7, 113.6c): "This spell costs
{1} less to cast if you control a creature with flying.", and of alternative costs (118.9): "You
may pay {W} … rather than pay this spell's mana cost." Data only; the engine gives it its
meaning while the card is cast (:func:`ofuda.runtime.engine.casting.spells.total_mana_cost`,
:func:`ofuda.runtime.engine.casting.permissions.alternative_casts`).
"""

from __future__ import annotations

from dataclasses import dataclass

from .definitions import Cost, ObjectFilter


@dataclass(frozen=True, slots=True)
class OwnCostChange:
    """601.2f: this card costs ``mana`` (mana symbols, e.g. ``"{2}{U}{U}"``) less to cast, or
    more with ``more``; with ``each`` (a number of :mod:`ofuda.runtime.statics_values`, e.g. an
    ``ObjectCount``), ``mana`` for each unit of it. A coloured reduction takes that colour off
    the cost, or generic mana where the cost has none of it (118.7b, 118.7c). The ability
    functions on the stack, as the spell is cast (113.6c); the static ability's condition is
    checked then. ``mana`` ``"{X}"`` with ``each``: "This spell costs {X} less to cast, where X
    is …" — X generic mana, X the value of ``each`` as the total cost is determined (601.2f)."""

    mana: str
    more: bool = False
    each: object | None = None


@dataclass(frozen=True, slots=True)
class AlternativeCost:
    """118.9: "You may pay ``cost`` rather than pay this spell's mana cost" (``spells`` None: the
    card's own ability, which functions as the card is cast, 601.2b) or "… rather than pay the
    mana cost for <spells> you cast" (a permanent's static ability: its controller's spells
    matching one of ``spells``). The caster chooses it as the spell is cast (601.2b; at most one
    alternative cost, 118.9a); the total cost starts from it (601.2f), its other items are paid
    with the additional costs (601.2h). The spell's mana cost and mana value don't change
    (118.9c)."""

    cost: Cost
    spells: tuple[ObjectFilter, ...] | None = None
