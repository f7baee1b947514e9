"""601.3: a limit on how many spells a player may cast each turn — "Each player can't cast more
than one spell each turn.", "Enchanted player can't cast more than one spell each turn." — a
permanent's static ability that puts a rule on each player it means (layers/static_abilities.py);
a spell of the rule's kind can't be cast once that player has cast that many this turn (601.3: no
effect may prohibit the cast), checked as legal actions are offered and as a spell is cast."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..layers.rules import CAST_LIMIT
from ..objects.targets import object_matches

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


def cast_limited(game: Game, player: Player, card: Any) -> bool:
    """Whether a limit forbids ``player`` to cast ``card`` now: it is a spell of a rule's kind
    and the player has cast that many spells of the kind this turn (601.2i: spells cast, copies
    never)."""
    game.ensure_fresh()
    for rule in game.player_rules:
        if rule.player is not player or rule.kind != CAST_LIMIT:
            continue
        if rule.condition is not None and not rule.condition():
            continue
        most, spells, you = rule.data
        if not object_matches(card, spells, you, rule.source):
            continue
        cast = sum(
            1
            for spell in game.spells_cast_this_turn
            if spell.cast_by is player and object_matches(spell, spells, you, rule.source)
        )
        if cast >= most:
            return True
    return False


def has_cast_limits(game: Game) -> bool:
    """Whether any limit on casting applies now (most games: none, and nothing to check)."""
    game.ensure_fresh()
    return any(rule.kind == CAST_LIMIT for rule in game.player_rules)
