"""Evolve (702.100)."""

from __future__ import annotations

from typing import Any

from ...definitions import (
    CardType,
    Controller,
    EntersTheBattlefield,
    Keyword,
    ObjectFilter,
    TriggeredAbility,
)
from ..objects.game_objects import PLUS_ONE, Permanent

# 702.100a: "Whenever a creature enters the battlefield under your control" (this creature's
# own entering meets it too, but a creature is never greater than itself)
_A_CREATURE_YOU_CONTROL = ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)


class EvolveCounter(TriggeredAbility):
    """702.100a: Whenever a creature enters the battlefield under your control, if that
    creature's power is greater than this creature's power and/or that creature's toughness
    is greater than this creature's toughness, put a +1/+1 counter on this creature."""

    text = "Evolve"
    trigger = EntersTheBattlefield(subject=_A_CREATURE_YOU_CONTROL)

    def condition(self, ctx: Any) -> bool:
        """The intervening "if" (603.4), checked as it triggers and again as it resolves
        (702.100c); power is compared with power and toughness with toughness (702.100b), the
        entering creature's last known values if it has left the battlefield (603.10)."""
        entered = ctx.triggering_object()
        this = ctx.source
        if not isinstance(entered, Permanent) or not isinstance(this, Permanent):
            return False
        return entered.power > this.power or entered.toughness > this.toughness

    def resolve(self, ctx: Any) -> None:
        this = ctx.source
        if isinstance(this, Permanent) and this.on_battlefield:
            ctx.add_counters(this, PLUS_ONE, 1)


ABILITIES: dict[Keyword, tuple[Any, ...]] = {Keyword.EVOLVE: (EvolveCounter(),)}
