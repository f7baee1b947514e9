"""Ward (702.21)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar

from ...definitions import ManaCost, PayLife, TriggeredAbility
from ...statics import Ward
from ..triggers.events import BecameTarget
from ..triggers.triggered_abilities import matcher

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game
    from ..objects.players import Player


class TargetedByAnOpponent:
    """Trigger condition of ward: its holder becomes the target of a spell or ability an
    opponent of its controller controls (702.21a; 115.1: activated and triggered abilities
    target too)."""


@matcher(TargetedByAnOpponent, BecameTarget, engine=True)
def _targeted_by_an_opponent(
    game: Game, trig: Any, holder: Any, ctrl: Player, e: BecameTarget
) -> Any:
    by = e.by
    if e.target is not holder or by is None or by.controller is ctrl:
        return None
    return by  # "that spell or ability"


class WardCounter(TriggeredAbility):
    """702.21a: Whenever this permanent becomes the target of a spell or ability an opponent
    controls, counter that spell or ability unless that player pays the ward cost (118.12a:
    the player may pay, only if they can; 702.21b: a cost of life)."""

    text = "Ward"
    trigger = TargetedByAnOpponent()  # type: ignore[assignment]  # the engine's own
    ward_cost: ClassVar[ManaCost | PayLife] = ManaCost("{0}")

    def resolve(self, ctx: Any) -> None:
        item = ctx.triggering_object()
        if item is None or item.zone is not ctx.game.stack:
            return  # it left the stack: nothing to counter (608.2b)
        payer = item.controller
        cost = self.ward_cost
        paid = (
            ctx.pay_life(payer, cost.amount)
            if isinstance(cost, PayLife)
            else ctx.pay_mana(payer, cost.symbols)
        )
        if not paid:
            ctx.counter_spell(item)  # 701.5: a spell or an ability alike


@lru_cache(maxsize=64)
def ward_ability(keyword: Ward) -> WardCounter:
    """The triggered ability a Ward keyword stands for, with its cost (one mana cost, or a
    life payment: the compiler refuses any other cost)."""
    (cost,) = keyword.cost.items
    cls = type("WardCounter", (WardCounter,), {"ward_cost": cost, "text": "Ward"})
    return cls()
