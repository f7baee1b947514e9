"""Flanking (702.25)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...definitions import Duration, Keyword, TriggeredAbility
from ..objects.game_objects import Permanent
from ..triggers import events as ev
from ..triggers.triggered_abilities import matcher

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


class BlockedByACreatureWithoutFlanking:
    """Trigger condition of flanking: a creature without flanking blocks its holder (509.3d:
    once for each such blocker, which the ability refers to as "the blocking creature")."""


@matcher(BlockedByACreatureWithoutFlanking, ev.BecameBlocked, engine=True)
def _blocked_without_flanking(
    game: Game, trig: Any, holder: Any, ctrl: Player, e: ev.BecameBlocked
) -> Any:
    if e.attacker is not holder:
        return None
    blockers = [b for b in e.blockers if Keyword.FLANKING not in b.keywords]
    return blockers or None


class FlankingShrink(TriggeredAbility):
    """702.25a: Whenever a creature without flanking blocks this creature, the blocking
    creature gets -1/-1 until end of turn (each instance triggers separately, 702.25b)."""

    text = "Flanking"
    trigger = BlockedByACreatureWithoutFlanking()  # type: ignore[assignment]  # the engine's own

    def resolve(self, ctx: Any) -> None:
        blocker = ctx.triggering_object()
        if isinstance(blocker, Permanent) and blocker.on_battlefield:
            ctx.modify_power_toughness(blocker, -1, -1, Duration.END_OF_TURN)


ABILITIES: dict[Keyword, tuple[Any, ...]] = {Keyword.FLANKING: (FlankingShrink(),)}
