"""Vocabulary of how a permanent enters the battlefield: with counters (614.1c, 107.3m) and as
a copy of an object chosen as it enters (707.9).

Data only, like :mod:`ofuda.runtime.statics`; the engine gives these types their meaning, found
by the type (:mod:`ofuda.runtime.engine.replacement.entering` builds their replacement
effects).
"""

from __future__ import annotations

from dataclasses import dataclass

from .definitions import ObjectFilter
from .statics_values import CountSum, ObjectCount, Times


@dataclass(frozen=True, slots=True)
class CastX:
    """A value: the X chosen for the spell that became this permanent (107.3m) — what an
    enters-the-battlefield replacement effect or triggered ability of the permanent means by
    X; 0 if it wasn't cast (or was cast without paying its mana cost, 107.3b/601.2b)."""


@dataclass(frozen=True, slots=True)
class EntersWithCounters:
    """614.1c: "CARDNAME enters the battlefield with ``count`` ``kind`` counters on it"
    (``filter`` None) or, with a ``filter``, the permanents matching it do. ``count`` is an
    ``int``, :class:`CastX` (107.3m) or a counted value of :mod:`ofuda.runtime.statics_values`
    ("a +1/+1 counter on it for each other creature you control"), counted as the replacement
    applies, just before the permanent enters (614.12)."""

    kind: str
    count: int | CastX | ObjectCount | CountSum | Times
    filter: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class EntersTapped:
    """614.1c: "CARDNAME enters the battlefield tapped" (``filter`` None) or, with a
    ``filter``, the permanents matching it do ("Creatures your opponents control enter the
    battlefield tapped"): a replacement effect on the event of entering, so the permanent is
    never untapped on the battlefield (614.12 decides which apply)."""

    filter: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class EntersAsChosenCopy:
    """707.9, 614.1c: "You may have CARDNAME enter the battlefield as a copy of any creature on
    the battlefield": as it enters, its controller chooses an object on the battlefield
    matching ``among`` (not targeted; none, if ``optional``) and it enters as a copy of it. A
    copy effect (616.1c), applied only if the object as it would enter still has this
    ability (614.12)."""

    among: ObjectFilter
    optional: bool = True
