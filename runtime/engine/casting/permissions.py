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

from ...definitions import ManaCost
from ...statics import MayCastFromZone
from ...statics_costs import AlternativeCost
from ..layers.affected import condition_holds
from ..layers.rules import PLAY_LANDS_FROM_GRAVEYARD, CastPermission
from ..objects.game_objects import is_static
from ..objects.targets import object_matches
from ..objects.zones import ZoneKind
from .flashback import flashback_casts
from .zone_permissions import library_top_card

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


def castable_cards(game: Game, player: Player) -> list[tuple[Any, CastPermission | None]]:
    """Cards ``player`` may try to cast: from hand, and by permissions from other zones (601.3)."""
    out: list[tuple[Any, CastPermission | None]] = [(c, None) for c in player.hand.objects]
    for perm in game.cast_permissions:
        if perm.player is player and _permits(perm):  # (an ended permission is gone: durations.expire)
            out.append((perm.card, perm))
    for card in game.exile.objects:  # "You may cast CARDNAME from exile" (FAQ P88)
        if card.owner is player and _may_cast_from(game, card, ZoneKind.EXILE):
            out.append((card, CastPermission(player, card)))
    for card in player.graveyard.objects:  # "You may cast CARDNAME from your graveyard"
        if _may_cast_from(game, card, ZoneKind.GRAVEYARD):
            out.append((card, CastPermission(player, card)))
    top = library_top_card(game, player, land=False)  # "… spells from the top of your library"
    if top is not None:
        out.append((top, CastPermission(player, top)))
    out.extend(flashback_casts(game, player))  # 702.34a: from the graveyard
    out.extend(alternative_casts(game, player, out))
    return out


#: The name a spell's alternative cost is recorded under (``Spell.alt_cost``) when it was cast
#: by paying an alternative cost of "You may pay … rather than pay …" (118.9).
ALTERNATIVE = "alternative"


def own_alternative_costs(abilities: Any) -> list[AlternativeCost]:
    """A card's own alternative costs ("… rather than pay this spell's mana cost", 118.9)."""
    return [
        effect
        for ability in abilities
        if is_static(ability)
        for effect in getattr(ability, "effects", ()) or ()
        if isinstance(effect, AlternativeCost) and effect.spells is None
    ]


def alternative_casts(
    game: Game, player: Player, casts: list[tuple[Any, CastPermission | None]]
) -> list[tuple[Any, CastPermission]]:
    """118.9: each cast of ``casts`` that pays no cost of its own, once more for each alternative
    cost ``player`` may pay instead of the card's mana cost: the card's own and those the
    permanents ``player`` controls offer for it (at most one alternative cost, 118.9a)."""
    game.ensure_fresh()
    offers = [
        offer
        for offer in game.alternative_costs
        if offer.controller is player and (offer.condition is None or offer.condition())
    ]
    out: list[tuple[Any, CastPermission]] = []
    for card, via in casts:
        if via is not None and (via.free or via.alt_cost is not None or via.alt_costs):
            continue
        costs = [effect.cost for effect in own_alternative_costs(card.abilities)]
        zone = card.zone.kind if card.zone is not None else None
        costs += [
            offer.cost
            for offer in offers
            if (offer.zone is None or offer.zone == zone)  # "… from your hand …"
            and any(object_matches(card, flt, player, offer.source) for flt in offer.spells)
        ]
        for cost in costs:
            mana = "".join(i.symbols for i in cost.items if isinstance(i, ManaCost))
            others = tuple(i for i in cost.items if not isinstance(i, ManaCost))
            permission = CastPermission(
                player, card, alt_cost=mana, alt_name=ALTERNATIVE, alt_costs=others, base=via
            )
            out.append((card, permission))
    return out


def _permits(perm: CastPermission) -> bool:
    """Whether a permission's card is still a card it permits: the same object (an ended
    permission is gone: durations.expire; a card that moved is a new object, 400.7) in a zone
    cards are played from — a permanent or a spell is no card to cast (601.3, 305.1)."""
    card = perm.card
    if card.zone is None or card.lki is not None:
        return False
    return card.zone.kind not in (ZoneKind.BATTLEFIELD, ZoneKind.STACK)


def _may_cast_from(game: Game, card: Any, zone: str) -> bool:
    """Whether the card's own static ability lets it be cast from ``zone`` now: "You may cast
    CARDNAME from your graveyard as long as you control a Zombie" holds only while its condition
    does (611.3b; the card is the source, and its owner "you", 113.6k)."""
    for ability in card.abilities:
        for effect in getattr(ability, "effects", ()) or ():
            here = isinstance(effect, MayCastFromZone) and effect.zone == zone
            if here and condition_holds(game, card, getattr(ability, "condition", None)):
                return True
    return False


def lands_from_other_zones(game: Game, player: Player, is_land: Callable[[Any], bool]) -> list[Any]:
    """The land cards ``player`` may play from zones other than the hand (305.1): from their
    graveyard under "You may play land cards from your graveyard", the top card of their library
    under "You may play lands from the top of your library", and those a "you may play"
    permission names (601.3)."""
    out: list[Any] = []
    if player.graveyard.objects and game.has_player_rule(player, PLAY_LANDS_FROM_GRAVEYARD):
        out += [card for card in player.graveyard.objects if is_land(card)]
    top = library_top_card(game, player, land=True)  # "play lands from the top of …"
    if top is not None:
        out.append(top)
    for perm in game.cast_permissions:  # "You may play that card this turn"
        card = perm.card
        if perm.play and perm.player is player and _permits(perm) and is_land(card) and card not in out:
            out.append(card)
    return out
