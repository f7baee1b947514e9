"""Persist (702.79)."""

from __future__ import annotations

from typing import Any

from ...definitions import Dies, Keyword, TriggeredAbility
from ..objects.game_objects import MINUS_ONE


class PersistReturn(TriggeredAbility):
    """702.79a: When this creature dies, if it had no -1/-1 counters on it, return it to the
    battlefield under its owner's control with a -1/-1 counter on it."""

    text = "Persist"
    trigger = Dies()

    def condition(self, ctx: Any) -> bool:
        """Looks at the creature as it last existed on the battlefield (603.10a)."""
        return ctx.source.counter_count(MINUS_ONE) == 0

    def resolve(self, ctx: Any) -> None:
        card = ctx.source.current()
        if card.zone_kind != "graveyard":
            return  # it left the graveyard before the ability resolved (400.7)
        ctx.game.move(card, "battlefield", controller=card.owner, counters={MINUS_ONE: 1})


ABILITIES: dict[Keyword, tuple[Any, ...]] = {Keyword.PERSIST: (PersistReturn(),)}
