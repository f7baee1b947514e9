"""What a resolving ability does with mana chosen as it resolves (106.1a, 106.4, 106.6). Part of
the :class:`~ofuda.runtime.effects_protocol.Effects` protocol."""

from __future__ import annotations

from typing import Any, Protocol

from ..statics import SpendOnly


class ManaEffects(Protocol):
    """Mana added by an ability that isn't a mana ability (605.5a)."""

    def add_mana_of_colors(
        self, player: Any, number: int, one_color: bool, restriction: SpendOnly | None = None
    ) -> None:
        """106.1a, 106.4: each player adds ``number`` mana of colours chosen as it resolves —
        one colour for all of it (``one_color``) or a colour for each mana; ``restriction``:
        what the mana may be spent on (106.6)."""
        ...
