"""Where a spell was cast from (601.2a) and which of its caster's spells it was this turn.

601.2a: to cast a spell, its card moves from where it is to the stack; the spell remembers that
zone (``Spell.cast_from``, set as it moves). Abilities look at it two ways: the spell's own
instructions ("If CARDNAME was cast from a graveyard, … instead", a condition of the spell as it
resolves, :class:`~ofuda.runtime.conditions.CastFrom`), and cast triggers ("Whenever you cast a
spell from your graveyard", 603.2; :func:`cast_from_matches`). A copy of a spell was never cast
(707.10): it was cast from nowhere, and matches no origin. A card in a hand, library or graveyard
is in its owner's (400.3), so "your graveyard" is the zone of a card its caster owns.

601.2i, 603.2: "Whenever you cast your second spell each turn" — the spell is the caster's nth
spell of this turn among those the trigger's noun describes (:func:`nth_cast_this_turn`), counted
whether or not the ability existed when the earlier ones were cast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...conditions import CastFrom
from ..registry import CONDITIONS

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


def cast_from_matches(spell: Any, origin: CastFrom) -> bool:
    """601.2a: whether ``spell`` was cast from the zone ``origin`` names (with ``own``, its
    caster's own zone; with ``other_than``, from anywhere else); a copy or a permanent matches
    no origin (707.10), nor its negation."""
    zone = getattr(spell, "cast_from", None)
    if zone is None:
        return False
    caster = getattr(spell, "cast_by", None) or getattr(spell, "controller", None)
    here = zone == origin.zone and (not origin.own or spell.owner is caster)
    return not here if origin.other_than else here


@CONDITIONS.register(CastFrom)
def _cast_from(game: Game, source: Any, cond: CastFrom) -> tuple[Any, bool]:
    """601.2a: the spell with the ability (the source, on the stack as it resolves) was cast
    from that zone."""

    def check(*_: Any) -> bool:
        return cast_from_matches(source, cond)

    return check, False


def nth_cast_this_turn(game: Game, spell: Any, caster: Any, matches: Any) -> int:
    """601.2i: the place of ``spell`` among the spells ``caster`` cast this turn for which
    ``matches(spell)`` holds (1 for the first), 0 when it is none of them."""
    place = 0
    for cast in game.spells_cast_this_turn:
        if getattr(cast, "cast_by", None) is not caster or not matches(cast):
            continue
        place += 1
        if cast is spell:
            return place
    return 0


__all__ = ["cast_from_matches", "nth_cast_this_turn"]
