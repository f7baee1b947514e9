"""Conditions on the game's state and this turn's history: data only, no game logic.

"As long as you have 25 or more life" (611.3b), "if a creature died this turn" (603.4), "if
you gained life this turn", "Activate only if …" (602.5b): compiled card modules name these
with the frozen dataclasses below, members of :data:`ofuda.runtime.statics.Condition`; the
engine gives each its meaning by its type (:mod:`ofuda.runtime.engine.layers.affected`,
registry ``CONDITIONS``). Players are relative to the ability's controller.
"""

from __future__ import annotations

from dataclasses import dataclass

from .definitions import Controller, ObjectFilter, ZoneKind


@dataclass(frozen=True, slots=True)
class LifeTotal:
    """The controller's life total is at least ``at_least`` / at most ``at_most`` (119):
    "as long as you have 25 or more life", "if you have 5 or less life" (fateful hour)."""

    at_least: int | None = None
    at_most: int | None = None


@dataclass(frozen=True, slots=True)
class CardsInZone:
    """A zone holds at least ``at_least`` / at most ``at_most`` objects matching ``filter``
    (400.1, 404): "as long as there are three or more land cards in your graveyard" (the
    filter's controller is the zone's owner, relative to the ability's controller);
    ``one_player``: one player's zone on its own — "as long as an opponent has eight or more
    cards in their graveyard" holds when some opponent's graveyard has eight, never by adding
    two opponents' graveyards; "if you have no cards in hand"."""

    filter: ObjectFilter
    zone: ZoneKind
    at_least: int | None = None
    at_most: int | None = None
    one_player: bool = False


@dataclass(frozen=True, slots=True)
class DiedThisTurn:
    """At least ``at_least`` permanents matching ``filter`` died this turn (700.4: put into a
    graveyard from the battlefield): "if a creature died this turn" (morbid)."""

    filter: ObjectFilter
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class GainedLifeThisTurn:
    """``player`` gained at least ``at_least`` life this turn (119.3; for an opponent: one
    opponent did): "if you gained life this turn", "… 3 or more life this turn"."""

    player: Controller = Controller.YOU
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class LostLifeThisTurn:
    """``player`` lost at least ``at_least`` life this turn (119.3; damage is life lost, for
    an opponent or any player: one of them did): "if an opponent lost life this turn"."""

    player: Controller = Controller.OPPONENT
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class CastSpellsThisTurn:
    """``player`` cast at least ``at_least`` spells this turn (601.2i; for an opponent: one
    opponent did): "if you cast a spell this turn" ("didn't": :class:`~.statics.Not`); with
    ``spells``, only spells it describes count ("if you've cast an instant or sorcery spell this
    turn"; a copy was never cast, 707.10)."""

    player: Controller = Controller.YOU
    at_least: int = 1
    spells: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class Kicked:
    """702.33d: the spell with the ability was kicked (its kicker cost was paid as it was cast,
    601.2b), or the permanent with the ability is one such spell became (702.33e: "if it was
    kicked" in the entering trigger of a permanent): "if this spell was kicked"."""


@dataclass(frozen=True, slots=True)
class CastFrom:
    """601.2a: the spell with the ability was cast from ``zone`` (the zone the card was in as it
    was moved to the stack, a fact of the spell: a copy was never cast, 707.10, and no permanent
    remembers it). ``own``: from its caster's own zone ("your hand", "your graveyard" — a card in
    a hand, library or graveyard is in its owner's, 400.3, so the card's owner is its caster);
    ``other_than``: the negation, "from anywhere other than your hand". "If CARDNAME was cast from
    a graveyard" is ``CastFrom(ZoneKind.GRAVEYARD)``."""

    zone: ZoneKind
    own: bool = False
    other_than: bool = False


@dataclass(frozen=True, slots=True)
class DrewCardsThisTurn:
    """``player`` drew at least ``at_least`` cards this turn (121.2: only cards drawn — a card
    put into a hand without the word "draw" is none; Gnarled Sage's rulings): "as long as you've
    drawn two or more cards this turn"."""

    player: Controller = Controller.YOU
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class AttackedThisTurn:
    """``player`` attacked this turn: declared one or more creatures as attackers (508.1),
    whatever became of them; a creature put onto the battlefield attacking was never declared
    (508.4): "if you attacked this turn" (raid)."""

    player: Controller = Controller.YOU


@dataclass(frozen=True, slots=True)
class ThisAttackedThisTurn:
    """The object with the ability was declared as an attacker this turn (508.1; one put onto
    the battlefield attacking was never declared, 508.4): "if Homicidal Brute didn't attack this
    turn" (negated by :class:`~ofuda.runtime.statics.Not`)."""


@dataclass(frozen=True, slots=True)
class CountersOnThis:
    """122.1: the object with the ability has at least ``at_least`` / at most ``at_most``
    counters of ``kind`` on it: "if there are five or more hatchling counters on it", "When
    Garruk Relentless has two or fewer loyalty counters on him" (603.8)."""

    kind: str
    at_least: int | None = None
    at_most: int | None = None


HistoryCondition = (
    LifeTotal
    | CardsInZone
    | DiedThisTurn
    | GainedLifeThisTurn
    | LostLifeThisTurn
    | CastSpellsThisTurn
    | DrewCardsThisTurn
    | AttackedThisTurn
    | ThisAttackedThisTurn
)
