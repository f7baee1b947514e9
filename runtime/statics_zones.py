"""Static effects that let a player play cards from another zone (305.1, 601.3, 118.9).

"You may play land cards from your graveyard." (Crucible of Worlds): a rule on the
controller (its handler in engine/layers/static_abilities.py makes it a player rule);
``legal_actions`` offers those lands, each played as the turn's land play (305.2). "You may
cast Goblin spells from the top of your library." and "You may cast spells from your hand
without paying their mana costs." likewise (engine/casting/zone_permissions.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from .definitions import ObjectFilter, ZoneKind


@dataclass(frozen=True, slots=True)
class MayPlayLandsFrom:
    """305.1: the controller may play land cards from their ``zone`` (a land play each)."""

    zone: ZoneKind

    def __post_init__(self) -> None:
        object.__setattr__(self, "zone", ZoneKind(self.zone))  # a zone's word is its ZoneKind


@dataclass(frozen=True, slots=True)
class MayPlayFromLibraryTop:
    """601.3, 305.1: the controller may cast the top card of their library if it is a spell
    matching ``cards`` (a nonland card), and with ``play`` also play it as a land if it is a land
    card matching ``cards`` (a land play, 305.2)."""

    cards: ObjectFilter
    play: bool = False


@dataclass(frozen=True, slots=True)
class MayCastWithoutPaying:
    """118.9, 601.3: the controller may cast spells matching ``spells`` from their ``zone``
    without paying their mana costs (an alternative cost of nothing, 118.9a: no other
    alternative cost with it; X is 0, 107.3)."""

    spells: ObjectFilter
    zone: ZoneKind

    def __post_init__(self) -> None:
        object.__setattr__(self, "zone", ZoneKind(self.zone))
