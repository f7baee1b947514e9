"""Casting and playing cards from zones other than the hand (601.3, 305.1).

A card is cast from its owner's hand unless something permits another zone: a permission an
effect created for a while ("Until end of turn, you may cast that card", "You may play that card
this turn": :class:`~ofuda.runtime.engine.layers.rules.CastPermission`), the card's own static
ability ("You may cast CARDNAME from exile / from your graveyard", which works in that zone,
113.6b), flashback (702.34a), or a rule on the player ("You may play land cards from your
graveyard"). A land played this way is still the turn's land play (305.2).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...statics import MayCastFromZone
from ..layers.rules import PLAY_LANDS_FROM_GRAVEYARD, CastPermission
from ..objects.zones import ZoneKind
from .flashback import flashback_casts

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


def castable_cards(game: Game, player: Player) -> list[tuple[Any, CastPermission | None]]:
    """Cards ``player`` may try to cast: from hand, and by permissions from other zones (601.3)."""
    out: list[tuple[Any, CastPermission | None]] = [(c, None) for c in player.hand.objects]
    for perm in game.cast_permissions:
        live = perm.card.zone is not None and perm.card.lki is None
        if perm.player is player and live:  # (an ended permission is gone: durations.expire)
            out.append((perm.card, perm))
    for card in game.exile.objects:  # "You may cast CARDNAME from exile" (FAQ P88)
        if card.owner is player and _may_cast_from(card, ZoneKind.EXILE):
            out.append((card, CastPermission(player, card)))
    for card in player.graveyard.objects:  # "You may cast CARDNAME from your graveyard"
        if _may_cast_from(card, ZoneKind.GRAVEYARD):
            out.append((card, CastPermission(player, card)))
    out.extend(flashback_casts(game, player))  # 702.34a: from the graveyard
    return out


def _may_cast_from(card: Any, zone: str) -> bool:
    for ability in card.abilities:
        for effect in getattr(ability, "effects", ()) or ():
            if isinstance(effect, MayCastFromZone) and effect.zone == zone:
                return True
    return False


def lands_from_other_zones(game: Game, player: Player, is_land: Callable[[Any], bool]) -> list[Any]:
    """The land cards ``player`` may play from zones other than the hand (305.1): from their
    graveyard under "You may play land cards from your graveyard", and those a "you may play"
    permission names (601.3)."""
    out: list[Any] = []
    if player.graveyard.objects and game.has_player_rule(player, PLAY_LANDS_FROM_GRAVEYARD):
        out += [card for card in player.graveyard.objects if is_land(card)]
    for perm in game.cast_permissions:  # "You may play that card this turn"
        card = perm.card
        live = card.zone is not None and card.lki is None
        if perm.play and perm.player is player and live and is_land(card) and card not in out:
            out.append(card)
    return out
