"""The table of the keyword abilities that stand for triggered abilities (702): each
keyword, the abilities an object with it has (one module per rule in this package); and those
with a number N ("Bushido 2"), each keyword's ability class, made for each N by
:func:`.numbered.with_amount`."""

from __future__ import annotations

from typing import Any

from ...definitions import Keyword, TriggeredAbility
from . import (
    afterlife,
    annihilator,
    battle_cry,
    bushido,
    evolve,
    exalted,
    extort,
    flanking,
    mentor,
    persist,
)

TRIGGERED: dict[Keyword, tuple[Any, ...]] = {
    **persist.ABILITIES,
    **exalted.ABILITIES,
    **battle_cry.ABILITIES,
    **flanking.ABILITIES,
    **mentor.ABILITIES,
    **evolve.ABILITIES,
    **extort.ABILITIES,
}

NUMBERED: dict[Keyword, type[TriggeredAbility]] = {
    **bushido.NUMBERED,
    **annihilator.NUMBERED,
    **afterlife.NUMBERED,
}
