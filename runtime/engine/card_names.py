"""201.3: choosing a card name ("As Nevermore enters the battlefield, choose a nonland card name.").

A player who chooses a card name must choose the name of a card (201.3): not of a token that is
no card's name, and, when the effect says a kind ("a nonland card name"), the name of a card of
that kind. The runtime offers the names of the cards in the game — every zone, every player — of
the kinds said: a name of a card outside the game would match no object in it, so it could make
no difference to anything the chosen name is used for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import IllegalActionError
from .objects.game_objects import GameObject
from .objects.targets import object_matches

if TYPE_CHECKING:  # pragma: no cover
    from ..definitions import ObjectFilter
    from .game import Game
    from .objects.players import Player


def nameable_cards(game: Game, kinds: ObjectFilter | None) -> list[str]:
    """The card names a player may choose (201.3): those of the cards in the game matching
    ``kinds`` (any card if None), tokens excepted, each once, in a fixed order."""
    zones = [game.battlefield.objects, game.stack.objects, game.exile.objects]
    for player in game.players:
        zones += [player.library.objects, player.hand.objects, player.graveyard.objects]
    names: set[str] = set()
    for zone in zones:
        for obj in zone:
            if not isinstance(obj, GameObject) or obj.is_token:
                continue  # 201.3: a token's name is no card name; an ability is no card
            if kinds is None or object_matches(obj, kinds, None, None):
                names.add(obj.name)
    return sorted(names)


def choose_card_name(game: Game, player: Player, source: Any, kinds: ObjectFilter | None) -> str | None:
    """201.3: ``player`` chooses a card name of ``kinds``; None when the game holds no such card
    (nothing then has the chosen name)."""
    names = nameable_cards(game, kinds)
    if not names:
        return None
    value = player.agent.choose_card_name(game, player, source, names)
    if value not in names:
        raise IllegalActionError(f"{value!r} is not the name of a card that may be chosen (201.3)")
    return str(value)
