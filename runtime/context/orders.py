"""Resolution-context methods for an order of card types chosen as a spell resolves.

"Choose an order for artifacts, creatures, and lands. Each player sacrifices one
permanent of the first type, …" (AVR Rite of Ruin): the order is a choice made
on resolution (101.4c: one player's several choices in the order written), and
later instructions of the same resolution refer to its positions. A part of :class:`ofuda.runtime.context.resolution.ResolutionContext`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..definitions import CardType, ObjectFilter
from ..engine.objects.game_objects import Permanent
from ..engine.objects.players import Player
from ..engine.objects.targets import object_matches
from .state import ContextState
from .values import each


class OrderActions(ContextState):
    """Card-type orders and the sacrifices that use them."""

    if TYPE_CHECKING:  # provided by the other parts of the context

        def _can_make_sacrifice(self, player: Player, permanent: Any) -> bool: ...

    def choose_order(self, player: Any, card_types: Sequence[CardType]) -> None:
        """``player`` (default: the controller) puts ``card_types`` in an order (101.4c)."""
        who = player if isinstance(player, Player) else self.controller
        given = list(card_types)
        order = list(who.agent.order_cards(self.game, who, given, "order of card types"))
        if sorted(order) != sorted(given):
            order = given  # an agent's answer that isn't an order of these types
        self._type_order = order
        self.game.log.add(
            "choice", f"{who.name} orders {', '.join(str(t) for t in order)}", player=who.name
        )

    def ordered_type(self, position: int) -> ObjectFilter:
        """The permanents of the ``position``-th type of the order chosen (0: the first)."""
        order = self._type_order
        if not 0 <= position < len(order):
            return ObjectFilter(mana_value_max=-1)  # no order chosen: nothing matches
        return ObjectFilter(card_types=(order[position],))

    def sacrifice_groups(
        self, player: Any, filters: Sequence[ObjectFilter], counts: Sequence[int]
    ) -> None:
        """701.17: each player (APNAP, 101.4) chooses ``counts[i]`` permanents matching
        ``filters[i]`` for every i — a permanent counts once — then all are sacrificed at once."""
        chosen: list[Any] = []
        for who in [p for p in each(player) if isinstance(p, Player)] or self.game.apnap_order():
            mine: list[Any] = []
            for flt, count in zip(filters, counts, strict=True):
                cands = [
                    p
                    for p in self.game.battlefield.objects
                    if p.controller is who
                    and p not in mine
                    and object_matches(p, flt, who, self.source)
                    and self._can_make_sacrifice(who, p)
                ]
                picks = cands
                if len(cands) > count:
                    picks = list(
                        who.agent.choose_permanents(self.game, who, cands, count, "sacrifice")
                    )
                    if len(picks) != count or any(p not in cands for p in picks):
                        picks = cands[:count]
                mine.extend(picks)
            chosen.extend(p for p in mine if isinstance(p, Permanent))
        if chosen:
            self.game.sacrifice_all(chosen)
