"""The abilities of a keyword with a number N (702.1: "Bushido 2"): one ability class per
keyword, made once for each N it is printed with (``amount`` is its N)."""

from __future__ import annotations

from typing import Any

from ...definitions import TriggeredAbility

_MADE: dict[tuple[type[TriggeredAbility], int], Any] = {}


def with_amount(ability: type[TriggeredAbility], amount: int) -> Any:
    """An instance of ``ability`` whose N is ``amount`` ("Bushido 2": text and amount 2), made
    once for each N (an ability is the same object each time its keyword's abilities are
    worked out)."""
    made = _MADE.get((ability, amount))
    if made is None:
        attrs = {"amount": amount, "text": f"{ability.text} {amount}"}
        made = _MADE[(ability, amount)] = type(ability.__name__, (ability,), attrs)()
    return made
