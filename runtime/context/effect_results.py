"""Resolution-context methods for what an instruction of this resolution just did (608.2c).

"Target opponent sacrifices a creature. You gain life equal to that creature's toughness."
(ISD Tribute to Hunger), "Destroy all enchantments. You gain 1 life for each enchantment
destroyed this way." (ISD Paraselene), "Target player puts the top card of their library into
their graveyard. If it's a creature card, …" (ISD Cellar Door): the instructions that choose
or move objects (``sacrifice``, ``destroy``, ``mill``, ``discard``, ``exile``) record what they
affected under their kind; a later instruction of the same resolution reads the record. A
permanent that left the battlefield is read as it last existed (608.2h, 113.7a: its last known
information), a card moved between other zones as the new object it became (400.7: the
effect that moved it can find it; 701.13b: cards milled are found where they went). A part of
:class:`ofuda.runtime.context.resolution.ResolutionContext`.
"""

from __future__ import annotations

from typing import Any

from ..definitions import ObjectFilter, ZoneKind
from ..engine.objects.targets import object_matches
from .state import ContextState


def _became(old: Any) -> Any:
    """The object ``old`` became by its latest move (400.7), or None."""
    return getattr(old, "moved_to", None)


class EffectResultActions(ContextState):
    """Records what this resolution's instructions affected, and reads it back (608.2c)."""

    def _record_results(self, kind: str, objects: list[Any]) -> None:
        """The objects the latest ``kind`` instruction affected, as they were before it, with
        what each became (read from the object's own record of its move, 400.7)."""
        self._results[kind] = [(old, _became(old)) for old in objects]

    def effect_result(self, kind: str, moved: bool = False) -> Any:
        """The one object the latest ``kind`` instruction affected: as it last existed
        (608.2h), or with ``moved`` the new object it became (400.7); None if it affected none
        or (``moved``) the new object has left that zone since."""
        pairs = self._results.get(kind, [])
        if not pairs:
            return None
        old, new = pairs[0]
        if not moved:
            return old
        if new is None or getattr(new, "zone", None) is None or getattr(new, "lki", None) is not None:
            return None
        return new

    def effect_results(
        self, kind: str, filter: ObjectFilter | None = None, zone: ZoneKind | None = None
    ) -> list[Any]:
        """The objects the latest ``kind`` instruction affected that match ``filter``: as they
        last existed (608.2h, "each enchantment destroyed this way"), or, with ``zone``, the new
        objects they became in that zone, still there ("each card put into a graveyard this
        way": 400.7)."""
        found: list[Any] = []
        for old, new in self._results.get(kind, []):
            obj = old
            if zone is not None:
                if new is None or getattr(new, "lki", None) is not None:
                    continue
                if getattr(new, "zone_kind", None) != zone:
                    continue
                obj = new
            if filter is None or object_matches(obj, filter, self.controller, self.source):
                found.append(obj)
        return found

    def any_affected(self, kind: str, filter: ObjectFilter | None = None) -> bool:
        """Whether the latest ``kind`` instruction affected an object that matched ``filter``
        as it last existed ("If a creature card is discarded this way", 608.2c, 608.2h)."""
        return bool(self.effect_results(kind, filter))
