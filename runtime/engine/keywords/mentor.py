"""Mentor (702.134)."""

from __future__ import annotations

from typing import Any

from ...definitions import (
    CardType,
    CombatState,
    Keyword,
    ObjectFilter,
    TargetSpec,
    TriggeredAbility,
)
from ...statics_triggers import Attacks
from ..objects.game_objects import PLUS_ONE

# 702.134a: "target attacking creature with lesser power" (checked as the ability is put on
# the stack and again as it resolves, 608.2b, against this creature's power then)
_LESSER_ATTACKER = ObjectFilter(
    card_types=(CardType.CREATURE,),
    combat_states=(CombatState.ATTACKING,),
    power_less_than_source=True,
)


class MentorCounter(TriggeredAbility):
    """702.134a: Whenever this creature attacks, put a +1/+1 counter on target attacking
    creature with lesser power (each instance triggers separately, 702.134b)."""

    text = "Mentor"
    trigger = Attacks()  # type: ignore[assignment]  # an event trigger of statics_triggers
    targets = (TargetSpec(objects=_LESSER_ATTACKER),)

    def resolve(self, ctx: Any) -> None:
        target = ctx.target(0)
        if target is not None:
            ctx.add_counters(target, PLUS_ONE, 1)


ABILITIES: dict[Keyword, tuple[Any, ...]] = {Keyword.MENTOR: (MentorCounter(),)}
