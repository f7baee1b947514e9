"""103.6: actions a card allows from its owner's opening hand, taken once every player has kept
a hand (and put any cards on the bottom), the starting player first, then each other player in
turn order. "If CARDNAME is in your opening hand, you may begin the game with it on the
battlefield." (103.6a) puts the card onto the battlefield before the first turn begins.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..statics_opening_hand import BeginGameOnBattlefield
from .objects.game_objects import is_static

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game
    from .objects.players import Player


def begins_on_battlefield(card: Any) -> bool:
    """Whether ``card`` has a static ability that lets its owner begin the game with it on the
    battlefield (103.6a)."""
    return any(
        is_static(ability) and any(
            isinstance(effect, BeginGameOnBattlefield) for effect in getattr(ability, "effects", ())
        )
        for ability in card.abilities
    )


def opening_hand_actions(game: Game, player: Player) -> None:
    """103.6: ``player`` takes the actions the cards of their opening hand allow: each card that
    may begin the game on the battlefield is put there if the player chooses (103.6a)."""
    for card in list(player.hand.objects):
        if begins_on_battlefield(card) and player.agent.choose_may(game, player, card):
            game.move(card, "battlefield", controller=player, cause="opening hand")
