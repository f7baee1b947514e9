"""What one resolution of a spell or ability has and remembers (608.2): the state every part of
the resolution context (:class:`ofuda.runtime.context.resolution.ResolutionContext`) shares.

608.2c: the instructions are followed in order, and a later one may refer back to what an
earlier one did — "if you do", "this way", "that card", "the rest", "those tokens". Each of
these is one attribute here, empty as the resolution begins.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.game import Game
    from ..engine.objects.players import Player


class ContextState:
    """The resolving item, its source and controller, its targets, and what its instructions
    did so far."""

    def __init__(
        self,
        game: Game,
        source: Any,
        controller: Player,
        targets: Sequence[Any] = (),
        *,
        item: Any = None,
        index: int = 0,
    ) -> None:
        self.game = game
        self.source = source  # the card, permanent or emblem the ability belongs to
        self.controller = controller
        self._targets = list(targets)  # one per target slot; None: illegal now (608.2b)
        self.item = item  # the spell or ability resolving
        self.index = index  # which SpellAbility class of a spell (its targets, its division)
        self._did = False  # "if you do": whether the last optional instruction was done
        self._chooser: Player | None = None  # who took an option offered to several players
        self._moved_objects: dict[int, Any] = {}  # id(object) → what it became (400.7)
        self._looked_cards: list[tuple[Any, Any]] = []  # the latest cards looked at / revealed
        self._chosen_cards: list[Any] = []  # "that card": cards chosen on resolution
        self._searched_library = False  # "If you search your library this way" (701.19)
        self._flip_won: bool | None = None  # 705.3: whether the latest coin flip was won
        self._dealt_this_way: list[Any] = []  # what this resolution's damage was dealt to
        self._revealed: list[Any] = []  # the cards this resolution's latest reveal revealed
        self._created: list[Any] = []  # the tokens this resolution created
        self._type_order: list[Any] = []  # card types in the order a player chose
        self._sacrificed_this_way: list[Any] = []  # what was sacrificed at random
        # 608.2c: what the latest instruction of each kind affected ("sacrificed", "destroyed",
        # "milled", "discarded", "exiled"), as (the object it was, what it became or None)
        self._results: dict[str, list[tuple[Any, Any]]] = {}
