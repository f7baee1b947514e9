"""Resolution-context methods for what an earlier instruction of the same resolution did.

"Aggravate deals 1 damage to each creature target player controls. Each creature
dealt damage this way attacks this turn if able." (AVR Aggravate; FAQ P2): a later
instruction refers to the objects the earlier damage was dealt to (608.2c: the
instructions are followed in order, and "this way" looks back at them): ``deal_damage``
(effects.py) records what it dealt damage to.
"""

from __future__ import annotations

from typing import Any

from .state import ContextState


class ThisWayActions(ContextState):
    """What this resolution's damage was dealt to."""

    def dealt_damage_this_way(self) -> list[Any]:
        """The creatures this resolution has dealt damage to so far ("each creature dealt damage
        this way", "a creature dealt damage this way": every phrase of the language names
        creatures, so a planeswalker dealt damage this way is not among them)."""
        from ..engine.objects.game_objects import Permanent

        return [
            o
            for o in self._dealt_this_way
            if isinstance(o, Permanent) and o.on_battlefield and o.is_creature
        ]
