"""Which players a :class:`~ofuda.runtime.definitions.Controller` word means.

Every filter, trigger, condition and rule that names players relative to an ability ("you",
"an opponent", "enchanted player") asks here, so a word has one meaning everywhere and a word
this module does not know is an error rather than "any player".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...definitions import Controller
from ..errors import RulesError
from .players import Player

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game


def enchanted_player(source: Any) -> Player | None:
    """303.4, 702.5: the player an Aura with "enchant player" is attached to (its last known
    attachment once it has left the battlefield), or None."""
    if source is None:
        return None
    lki = getattr(source, "lki", None)
    host = getattr(lki if lki is not None else source, "attached_to", None)
    return host if isinstance(host, Player) else None


def player_is(whose: Controller, player: Any, you: Any, source: Any = None) -> bool:
    """Whether ``player`` is a player ``whose`` means for an ability controlled by ``you``
    whose source is ``source`` (109.5: "you" is the ability's controller; 102.3 opponents)."""
    match whose:
        case Controller.ANY:
            return True
        case Controller.YOU:
            return player is you
        case Controller.OPPONENT:
            return player is not you
        case Controller.ENCHANTED_PLAYER:
            return player is not None and player is enchanted_player(source)
        case _:
            raise RulesError(f"no rule says which players {whose!r} means")


def players_meant(game: Game, whose: Controller, you: Any, source: Any = None) -> list[Player]:
    """The players in the game ``whose`` means, in turn order (``you`` first when meant)."""
    if whose == Controller.YOU:
        return [you] if you is not None else []
    return [p for p in game.players if p.in_game and player_is(whose, p, you, source)]
