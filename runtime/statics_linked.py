"""Static effects tied to cards exiled by the same object (607, linked abilities).

"Dark Impostor has all activated abilities of all creature cards exiled with it." (FAQ P34):
the cards a permanent's own abilities exiled are remembered on it (607.2a; see
``ZoneEffects.exile`` of the resolution context); this effect gives the permanent the activated
abilities of those that match ``filter`` (layer 6, 613.1f); its handler is registered for
its type (engine/layers/static_abilities.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from .definitions import ObjectFilter


@dataclass(frozen=True, slots=True)
class GainActivatedAbilitiesOfExiled:
    """The source has every activated ability of the cards matching ``filter`` that were
    exiled with it (607.2a) and are still in exile (P34(1): activated abilities only)."""

    filter: ObjectFilter
