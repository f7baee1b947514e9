"""Bushido N (702.45)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ...definitions import Duration, Keyword, TriggeredAbility
from ..objects.game_objects import Permanent
from ..triggers import events as ev
from ..triggers.triggered_abilities import matcher

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


class ThisBlocksOrBecomesBlocked:
    """Trigger condition of bushido: its holder blocks (509.3c: once, however many creatures it
    blocks) or becomes blocked (509.3d: once, however many creatures block it)."""


@matcher(ThisBlocksOrBecomesBlocked, ev.Blocked, ev.BecameBlocked, engine=True)
def _blocks_or_becomes_blocked(game: Game, trig: Any, holder: Any, ctrl: Player, e: Any) -> Any:
    creature = e.blocker if isinstance(e, ev.Blocked) else e.attacker
    return creature if creature is holder else None


class BushidoPump(TriggeredAbility):
    """702.45a: Whenever this creature blocks or becomes blocked, it gets +N/+N until end of
    turn (each instance triggers separately, 702.45b)."""

    text = "Bushido"
    amount: ClassVar[int] = 1
    trigger = ThisBlocksOrBecomesBlocked()  # type: ignore[assignment]  # the engine's own

    def resolve(self, ctx: Any) -> None:
        source = ctx.source
        if isinstance(source, Permanent) and source.on_battlefield:
            ctx.modify_power_toughness(source, self.amount, self.amount, Duration.END_OF_TURN)


NUMBERED: dict[Keyword, type[TriggeredAbility]] = {Keyword.BUSHIDO: BushidoPump}
