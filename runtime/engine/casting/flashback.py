"""Flashback (702.34).

702.34a: "Flashback [cost]" means "You may cast this card from your graveyard if the resulting
spell is an instant or sorcery spell by paying [cost] rather than paying its mana cost" and
"If the flashback cost was paid, exile this card instead of putting it anywhere else any time
it would leave the stack." The first is a permission to cast from the graveyard with an
alternative cost (118.9; the card's normal timing still applies, 601.3); the second a
replacement effect on the spell's zone changes (614.1a), which this module gives to
:meth:`~ofuda.runtime.engine.objects.moves.MovesMixin.move_all`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...definitions import CardType, ManaCost
from ...statics import Flashback
from ..layers.rules import CastPermission
from ..objects.game_objects import Spell
from ..objects.zones import ZoneKind
from ..replacement.replacements import ZONE, Replacement, ZoneEvent

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player

#: The name a spell's alternative cost is recorded under (``Spell.alt_cost``) when it was cast
#: by paying its flashback cost.
FLASHBACK = "flashback"


def flashback_of(card: Any) -> Flashback | None:
    """The card's flashback keyword, or None."""
    for keyword in card.keywords:
        if isinstance(keyword, Flashback):
            return keyword
    return None


def flashback_casts(game: Game, player: Player) -> list[tuple[Any, CastPermission]]:
    """702.34a: the cards in ``player``'s graveyard that ``player`` may cast by flashback — an
    instant or sorcery card with flashback, cast by paying its flashback cost (each with the
    permission that carries that cost to :func:`~.spells.cast_spell`)."""
    out: list[tuple[Any, CastPermission]] = []
    for card in player.graveyard.objects:
        keyword = flashback_of(card)
        if keyword is None or not _instant_or_sorcery(card):
            continue
        mana = "".join(i.symbols for i in keyword.cost.items if isinstance(i, ManaCost))
        others = tuple(i for i in keyword.cost.items if not isinstance(i, ManaCost))
        permission = CastPermission(
            player, card, alt_cost=mana, alt_name=FLASHBACK, alt_costs=others
        )
        out.append((card, permission))
    return out


def _instant_or_sorcery(card: Any) -> bool:
    types = card.chars.card_types
    return CardType.INSTANT in types or CardType.SORCERY in types


def leaving_stack_replacements(event: ZoneEvent) -> list[Replacement] | None:
    """702.34a: a spell whose flashback cost was paid is exiled instead of going anywhere else
    when it leaves the stack (resolving, countered, or moved by an effect)."""
    spell = event.obj
    if not isinstance(spell, Spell) or spell.alt_cost != FLASHBACK or spell.is_copy:
        return None
    return [
        Replacement(
            ZONE,
            lambda e: e.obj is spell and e.to != ZoneKind.EXILE,
            _to_exile,
            source=spell,
            controller=spell.controller,
            text=f"{spell.name}'s flashback",
        )
    ]


def _to_exile(event: ZoneEvent) -> ZoneEvent:
    event.to = ZoneKind.EXILE
    return event


__all__ = ["FLASHBACK", "flashback_casts", "flashback_of", "leaving_stack_replacements"]
