"""Players (rule 102): life, poison, their own zones, mana pool, per-turn counters."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..mana.pool import ManaPool
from .zones import Zone, ZoneKind

if TYPE_CHECKING:  # pragma: no cover
    from ...agents.agent import Agent


class Player:
    """A player: ``index`` in turn order, ``name``, ``agent`` that makes their choices."""

    def __init__(self, index: int, name: str, agent: Agent, life: int = 20) -> None:
        self.index = index
        self.name = name
        self.agent = agent
        self.game: Any = None
        self._life = life  # 103.4: 20 in a two-player game
        self.poison = 0  # 704.5c
        self.library = Zone(ZoneKind.LIBRARY, self)
        self.hand = Zone(ZoneKind.HAND, self)
        self.graveyard = Zone(ZoneKind.GRAVEYARD, self)
        self.mana_pool = ManaPool()
        self.lands_played_this_turn = 0  # 305.2
        self.land_plays_allowed = 1  # 305.2
        self.max_hand_size = 7  # 402.2
        self.drew_from_empty_library = False  # 704.5b
        self.lost = False  # 104.3
        self.loss_reason = ""
        self.cards_drawn_this_turn = 0  # 702.94a: miracle looks at the first draw of a turn
        self.life_gained_this_turn = 0
        self.life_lost_this_turn = 0
        self.spells_cast_this_turn = 0
        self.attacked_this_turn = False  # 508.1: declared one or more attackers this turn
        self.spells_cast_last_turn = 0  # the werewolves' condition (603.4): counted as a turn ends
        self.turn_began = -1  # the game clock when this player's most recent turn began (302.6)
        self.turns_taken = 0

    @property
    def life(self) -> int:
        """119: the life total."""
        return self._life

    @life.setter
    def life(self, value: int) -> None:
        if value != self._life:
            self._life = value
            game = self.game
            if game is not None:
                game.sba_version += 1  # 704.5a
                if game.life_sensitive:  # a characteristic-defining ability looks at life totals
                    game.touch()

    @property
    def in_game(self) -> bool:
        """Whether the player has not left the game (104.5)."""
        return not self.lost

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        return f"<Player {self.name} life={self._life}>"
