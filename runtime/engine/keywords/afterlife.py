"""Afterlife N (702.135)."""

from __future__ import annotations

from typing import Any, ClassVar

from ...definitions import Color, Keyword, TokenSpec, TriggeredAbility
from ...statics_triggers import PutIntoGraveyardFromBattlefield

# 702.135a: "a 1/1 white and black Spirit creature token with flying"
SPIRIT = TokenSpec(1, 1, (Color.WHITE, Color.BLACK), ("Spirit",), keywords=(Keyword.FLYING,))


class AfterlifeSpirits(TriggeredAbility):
    """702.135a: When this permanent is put into a graveyard from the battlefield, create N 1/1
    white and black Spirit creature tokens with flying (each instance triggers separately,
    702.135b); the ability's controller creates them."""

    text = "Afterlife"
    amount: ClassVar[int] = 1
    # 702.135a: any permanent, not only a creature (603.6c)
    trigger = PutIntoGraveyardFromBattlefield()  # type: ignore[assignment]

    def resolve(self, ctx: Any) -> None:
        ctx.create_tokens(ctx.controller, SPIRIT, self.amount)


NUMBERED: dict[Keyword, type[TriggeredAbility]] = {Keyword.AFTERLIFE: AfterlifeSpirits}
