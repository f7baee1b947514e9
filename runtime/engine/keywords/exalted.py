"""Exalted (702.83)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...definitions import Duration, Keyword, TriggeredAbility
from ..objects.game_objects import Permanent
from ..triggers.events import Attacked
from ..triggers.triggered_abilities import matcher

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


class ACreatureYouControlAttacksAlone:
    """Trigger condition of exalted: a creature its holder's controller controls attacks alone
    (506.5: it is the only creature declared as an attacker in the declare attackers step)."""


@matcher(ACreatureYouControlAttacksAlone, Attacked, engine=True)
def _attacks_alone(game: Game, trig: Any, holder: Any, ctrl: Player, e: Attacked) -> Any:
    combat = game.combat
    if combat is None or len(combat.attackers) != 1:  # 506.5
        return None
    attacker = e.attacker
    return attacker if attacker.controller is ctrl else None


class ExaltedPump(TriggeredAbility):
    """702.83a: Whenever a creature you control attacks alone, that creature gets +1/+1 until
    end of turn."""

    text = "Exalted"
    trigger = ACreatureYouControlAttacksAlone()  # type: ignore[assignment]  # the engine's own

    def resolve(self, ctx: Any) -> None:
        attacker = ctx.triggering_object()
        if isinstance(attacker, Permanent) and attacker.on_battlefield:
            ctx.modify_power_toughness(attacker, 1, 1, Duration.END_OF_TURN)


ABILITIES: dict[Keyword, tuple[Any, ...]] = {Keyword.EXALTED: (ExaltedPump(),)}
