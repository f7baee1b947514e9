"""Escape (702.138).

702.138a: escape is a static ability that functions while the card with escape is in a
player's graveyard; "Escape [cost]" means "You may cast this card from your graveyard by paying
[cost] rather than paying its mana cost." — a permission to cast it from the graveyard with an
alternative cost (118.9: its mana value is unchanged, 118.9c; the card's timing still applies,
601.3), carried by a :class:`~ofuda.runtime.engine.layers.rules.CastPermission` to
:func:`~.spells.cast_spell` the way flashback's is. Unlike flashback, nothing happens to the
spell as it leaves the stack: an escaped instant or sorcery goes to its owner's graveyard and
may escape again. A spell cast this way "escaped" (702.138b: ``Spell.alt_cost`` is
:data:`ESCAPE`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...definitions import CardType, ManaCost
from ...statics import Escape
from ..layers.rules import CastPermission

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player

#: The name a spell's alternative cost is recorded under (``Spell.alt_cost``) when it was cast
#: by paying its escape cost (702.138b: it escaped).
ESCAPE = "escape"


def escape_of(card: Any) -> Escape | None:
    """The card's escape keyword, or None."""
    for keyword in card.keywords:
        if isinstance(keyword, Escape):
            return keyword
    return None


def escape_casts(game: Game, player: Player) -> list[tuple[Any, CastPermission]]:
    """702.138a: the cards in ``player``'s graveyard that ``player`` may cast by escape (any
    card with escape but a land, which is never cast, 305.9), each with the permission that
    carries its escape cost (mana, then the other items: "Exile three other cards from your
    graveyard", paid with the additional costs, 601.2h)."""
    out: list[tuple[Any, CastPermission]] = []
    for card in player.graveyard.objects:
        keyword = escape_of(card)
        if keyword is None or CardType.LAND in card.chars.card_types:
            continue
        mana = "".join(i.symbols for i in keyword.cost.items if isinstance(i, ManaCost))
        others = tuple(i for i in keyword.cost.items if not isinstance(i, ManaCost))
        out.append(
            (card, CastPermission(player, card, alt_cost=mana, alt_name=ESCAPE, alt_costs=others))
        )
    return out


__all__ = ["ESCAPE", "escape_casts", "escape_of"]
