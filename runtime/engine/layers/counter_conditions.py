"""The meaning of conditions on the counters on the object with the ability (122.1).

"if there are five or more hatchling counters on it", "When Garruk Relentless has two or fewer
loyalty counters on him" (603.8): a check of the game now, never per affected object; an object
that has left the battlefield has no counters (400.7), its last known information aside.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...conditions import CountersOnThis
from ..registry import CONDITIONS

if TYPE_CHECKING:  # pragma: no cover
    from ..game import Game

Check = Callable[..., bool]


@CONDITIONS.register(CountersOnThis)
def _counters_on_this(game: Game, source: Any, cond: CountersOnThis) -> tuple[Check, bool]:
    def check(*_: Any) -> bool:
        counters = getattr(source, "counters", None) or {}
        if not getattr(source, "on_battlefield", False):
            counters = {}
        count = counters.get(cond.kind, 0)
        low_ok = cond.at_least is None or count >= cond.at_least
        high_ok = cond.at_most is None or count <= cond.at_most
        return low_ok and high_ok

    return check, False
