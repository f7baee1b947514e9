"""Cycling (702.29).

702.29a: cycling is an activated ability that functions only while the card with cycling is in
a player's hand; "Cycling [cost]" means "[Cost], Discard this card: Draw a card." 702.29b: the
ability exists in every zone (the card has it everywhere; it can be activated only from the
hand, 113.6). 702.29e: typecycling, "[Type]cycling [cost]", means "[Cost], Discard this card:
Search your library for a [type] card, reveal it, put it into your hand, then shuffle." 702.29f:
typecycling is cycling.

The ability of each cycling keyword is one class made once per keyword (its cost and what it
searches for are class facts, as a compiled ability's are); a card's printed characteristics
carry it (:func:`~ofuda.runtime.engine.objects.characteristics.base_chars`), and the activated
abilities of the cards in hands are offered by :mod:`~ofuda.runtime.engine.casting.activation`.
This module imports only the vocabulary: the object model reads it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, ClassVar

from ...definitions import ActivatedAbility, Cost, DiscardSelf, ObjectFilter, ZoneKind
from ...statics import Cycling


class CyclingAbility(ActivatedAbility):
    """702.29a: "[Cost], Discard this card: Draw a card."; 702.29e: typecycling searches for
    a ``search`` card instead. It functions only while its card is in a hand (113.6)."""

    text = "Cycling"
    functions_in = ZoneKind.HAND
    search: ClassVar[ObjectFilter | None] = None

    def resolve(self, ctx: Any) -> None:
        """Draw a card (702.29a), or search for the typecycling card, reveal it, put it into
        the hand, then shuffle (702.29e; 701.19b: the search may find nothing)."""
        player = ctx.controller
        if self.search is None:
            ctx.draw_cards(player, 1)
            return
        ctx.search_for(player=player, filter=self.search, count=1)
        ctx.reveal_cards(ctx.cards_this_way(None))
        ctx.return_to_hand(ctx.cards_this_way(None))
        ctx.shuffle(player)


@lru_cache(maxsize=256)
def cycling_ability(keyword: Cycling) -> CyclingAbility:
    """The activated ability ``keyword`` stands for: its cost is the cycling cost and
    discarding the card (discarded first, so no other discard chooses it, 601.2h)."""
    cost = Cost((DiscardSelf(), *keyword.cost.items))
    cls = type(
        "CyclingAbility",
        (CyclingAbility,),
        {"cost": cost, "search": keyword.search, "text": "Cycling"},
    )
    return cls()


def hand_abilities(keywords: frozenset[Any]) -> tuple[Any, ...]:
    """The abilities of a card's keywords that function in a hand (cycling's, 702.29a)."""
    if not keywords:
        return ()
    return tuple(
        cycling_ability(k) for k in sorted(keywords, key=str) if isinstance(k, Cycling)
    )


__all__ = ["CyclingAbility", "cycling_ability", "hand_abilities"]
