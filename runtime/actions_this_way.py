"""Resolution-context methods for what an earlier instruction of the same resolution did.

"Aggravate deals 1 damage to each creature target player controls. Each creature
dealt damage this way attacks this turn if able." (AVR Aggravate; FAQ P2): a later
instruction refers to the objects the earlier damage was dealt to (608.2c: the
instructions are followed in order, and "this way" looks back at them). Mixed into
:class:`ofuda.runtime.effects.ResolutionContext` (every ``…Actions`` class of an
``actions_*`` module is), ahead of the core methods, so ``deal_damage`` here
records its result and hands it on.
"""

from __future__ import annotations

from typing import Any


class ThisWayActions:
    """Remembers what this resolution's damage was dealt to."""

    def deal_damage(self, source: Any, recipient: Any, amount: int) -> list[Any]:
        """The core ``deal_damage`` (120), remembering what was dealt damage (608.2c)."""
        dealt = list(super().deal_damage(source, recipient, amount))  # type: ignore[misc]
        self._dealt_this_way = [*getattr(self, "_dealt_this_way", []), *dealt]
        return dealt

    def dealt_damage_this_way(self) -> list[Any]:
        """The creatures this resolution has dealt damage to so far ("dealt damage this way")."""
        from .objects import Permanent

        return [
            o for o in getattr(self, "_dealt_this_way", [])
            if isinstance(o, Permanent) and o.on_battlefield
        ]
