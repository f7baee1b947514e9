"""Battle cry (702.91)."""

from __future__ import annotations

from typing import Any

from ...definitions import Duration, Keyword, TriggeredAbility
from ...statics_triggers import Attacks


class BattleCryPump(TriggeredAbility):
    """702.91a: Whenever this creature attacks, each other attacking creature gets +1/+0 until
    end of turn (the attacking creatures as the ability resolves, 608.2h; one effect on that
    set, 611.2c)."""

    text = "Battle cry"
    trigger = Attacks()  # type: ignore[assignment]  # an event trigger of statics_triggers

    def resolve(self, ctx: Any) -> None:
        combat = ctx.game.combat
        source = ctx.source
        others = [a for a in (combat.attackers if combat else ()) if a is not source]
        if others:
            ctx.modify_power_toughness(others, 1, 0, Duration.END_OF_TURN)


ABILITIES: dict[Keyword, tuple[Any, ...]] = {Keyword.BATTLE_CRY: (BattleCryPump(),)}
