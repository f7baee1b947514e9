"""Static effects that let a player play cards from another zone (305.1, 601.3).

"You may play land cards from your graveyard." (Crucible of Worlds): a rule on the
controller (its handler in engine/layers/static_abilities.py makes it a player rule);
``legal_actions`` offers those lands, each played as the turn's land play (305.2).
"""

from __future__ import annotations

from dataclasses import dataclass

from .definitions import ZoneKind


@dataclass(frozen=True, slots=True)
class MayPlayLandsFrom:
    """305.1: the controller may play land cards from their ``zone`` (a land play each)."""

    zone: ZoneKind

    def __post_init__(self) -> None:
        object.__setattr__(self, "zone", ZoneKind(self.zone))  # a zone's word is its ZoneKind
