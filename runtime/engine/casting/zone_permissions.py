"""A permanent's permission to play or cast cards from a zone (601.3, 305.1, 118.9).

"You may cast Goblin spells from the top of your library." (M21 Conspicuous Snoop), "You may
play lands from the top of your library." (M21 Radha, Heart of Keld): a rule on the permanent's
controller, read by :func:`library_top_casts` and
:func:`~ofuda.runtime.engine.casting.permissions.lands_from_other_zones` — the top card of
that player's library, while it is the top card (401.2), may be cast if it is a nonland card the
rule names, and played as the turn's land (305.2) if it is a land card the rule names and the
rule says "play". "You may cast spells from your hand without paying their mana costs." (M19
Omniscience): an alternative cost of nothing (118.9) the controller may choose for spells from
that zone, offered as any permanent's alternative cost is (casting/permissions.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...definitions import Cost
from ...statics_zones import MayCastWithoutPaying, MayPlayFromLibraryTop
from ..layers.affected import condition, controller_of
from ..layers.rules import PLAY_FROM_LIBRARY_TOP, AlternativeCostOffer, PlayerRule
from ..objects.targets import object_matches
from ..registry import STATIC_EFFECTS

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


@STATIC_EFFECTS.register(MayPlayFromLibraryTop)
def _may_play_from_library_top(
    game: Game, source: Any, ability: Any, effect: MayPlayFromLibraryTop, cond: Any
) -> Any:
    """601.3, 305.1: a rule on the controller (its data the effect: which cards, play or cast)."""
    check, _ = condition(game, source, cond)
    rule = PlayerRule(controller_of(source), PLAY_FROM_LIBRARY_TOP, source, check, effect)
    game.player_rules.append(rule)
    return []


@STATIC_EFFECTS.register(MayCastWithoutPaying)
def _may_cast_without_paying(
    game: Game, source: Any, ability: Any, effect: MayCastWithoutPaying, cond: Any
) -> Any:
    """118.9: an alternative cost of nothing for the controller's spells of the filter cast from
    the zone (read by ``casting.permissions.alternative_casts``)."""
    check, _ = condition(game, source, cond)
    offer = AlternativeCostOffer(
        (effect.spells,), Cost(()), source, controller_of(source), check, zone=effect.zone
    )
    game.alternative_costs.append(offer)
    return []


def library_top_rules(game: Game, player: Player) -> list[tuple[MayPlayFromLibraryTop, Any]]:
    """The rules that let ``player`` play from the top of their library now, with the permanent
    each comes from."""
    game.ensure_fresh()  # (the rules of statics are the layers')
    if not game.player_rules:
        return []
    return [
        (rule.data, rule.source)
        for rule in game.player_rules
        if rule.player is player
        and rule.kind == PLAY_FROM_LIBRARY_TOP
        and (rule.condition is None or rule.condition())
    ]


def library_top_card(game: Game, player: Player, *, land: bool) -> Any:
    """The top card of ``player``'s library if a rule lets them play it now: a land card to play
    as a land (``land``), else a nonland card to cast (601.3, 305.1); None otherwise."""
    rules = library_top_rules(game, player)
    if not rules:
        return None
    top = game.library_top(player, 1)
    if not top:
        return None
    card = top[0]
    if bool(card.is_land) != land:
        return None
    for effect, source in rules:
        if land and not effect.play:
            continue  # "cast … spells": a land card is never cast (305.1)
        if object_matches(card, effect.cards, player, source):
            return card
    return None


__all__ = ["library_top_card", "library_top_rules"]
