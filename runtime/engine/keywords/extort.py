"""Extort (702.101)."""

from __future__ import annotations

from typing import Any

from ...definitions import Controller, Keyword, ObjectFilter, TriggeredAbility
from ...statics_triggers import SpellCast


class ExtortDrain(TriggeredAbility):
    """702.101a: Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1
    life and you gain life equal to the total life lost this way. The choice to pay is made
    as the ability resolves, with white or black mana (107.4e); it resolves even if the spell
    that made it trigger was countered."""

    text = "Extort"
    trigger = SpellCast(ObjectFilter(), Controller.YOU)  # type: ignore[assignment]

    def resolve(self, ctx: Any) -> None:
        if not ctx.pay_mana(ctx.controller, "{W/B}"):
            return
        game = ctx.game
        lost = sum(game.lose_life(opponent, 1) for opponent in game.opponents(ctx.controller))
        game.gain_life(ctx.controller, lost)  # "the total life lost this way"


ABILITIES: dict[Keyword, tuple[Any, ...]] = {Keyword.EXTORT: (ExtortDrain(),)}
