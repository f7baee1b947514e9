"""601.3: a rule forbidding spells of a kind to be cast — "Spells with the chosen name can't be
cast." (Nevermore) — a permanent's static ability that puts a rule on every player
(layers/static_abilities.py); a card matching it can't be cast by anyone, checked as legal
actions are offered and as a spell is cast. The kind is matched against the card about to be
cast, with the permanent as the source its words speak of ("the chosen name", 201.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..layers.rules import CANT_BE_CAST
from ..objects.targets import object_matches

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


def cast_prohibited(game: Game, player: Player, card: Any) -> bool:
    """Whether a rule forbids ``player`` to cast ``card`` (601.3)."""
    game.ensure_fresh()
    for rule in game.player_rules:
        if rule.player is not player or rule.kind != CANT_BE_CAST:
            continue
        if rule.condition is not None and not rule.condition():
            continue
        if object_matches(card, rule.data, rule.source.controller, rule.source):
            return True
    return False


def has_cast_prohibitions(game: Game) -> bool:
    """Whether any rule forbids casting now (most games: none, and nothing to check)."""
    game.ensure_fresh()
    return any(rule.kind == CANT_BE_CAST for rule in game.player_rules)
