"""Annihilator N (702.86)."""

from __future__ import annotations

from typing import Any, ClassVar

from ...definitions import Keyword, ObjectFilter, TriggeredAbility
from ...statics_triggers import Attacks


class AnnihilatorSacrifice(TriggeredAbility):
    """702.86a: Whenever this creature attacks, defending player sacrifices N permanents (of
    their choice, 701.17; each instance triggers separately, 702.86b)."""

    text = "Annihilator"
    amount: ClassVar[int] = 1
    trigger = Attacks()  # type: ignore[assignment]  # an event trigger of statics_triggers

    def resolve(self, ctx: Any) -> None:
        defending = ctx.defending_player()  # 506.2
        if defending is not None:
            ctx.sacrifice(defending, None, ObjectFilter(), self.amount)


NUMBERED: dict[Keyword, type[TriggeredAbility]] = {Keyword.ANNIHILATOR: AnnihilatorSacrifice}
