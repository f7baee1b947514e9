"""Zones (rule 400): library, hand, battlefield, graveyard, stack, exile, command.

A zone is an ordered list.  For the library and the stack the *end* of the
list is the top (401.1, 405.1), so drawing and resolving pop from the end.
Each player has their own library, hand and graveyard (400.2); the
battlefield, stack, exile and command zone are shared.  Library and hand are
hidden zones (400.2): their cards are known to others only once revealed.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ...definitions import ZoneKind  # the zones of rule 400.1, vocabulary of generated code

if TYPE_CHECKING:  # pragma: no cover
    from .players import Player


HIDDEN_ZONES = (ZoneKind.LIBRARY, ZoneKind.HAND)  # 400.2


class Zone:
    """One zone: its kind, owner (None for shared zones) and objects in order."""

    __slots__ = ("kind", "objects", "owner")

    def __init__(self, kind: ZoneKind, owner: Player | None = None) -> None:
        self.kind = kind
        self.owner = owner
        self.objects: list[Any] = []

    def add(self, obj: Any, *, top: bool = True) -> None:
        """Put ``obj`` into this zone (on top, or at the bottom for ordered zones)."""
        if top:
            self.objects.append(obj)
        else:
            self.objects.insert(0, obj)
        obj.zone = self

    def remove(self, obj: Any) -> None:
        """Take ``obj`` out of this zone."""
        self.objects.remove(obj)
        obj.zone = None

    def top(self) -> Any | None:
        """The top object (library, stack), or None if empty."""
        return self.objects[-1] if self.objects else None

    def __iter__(self) -> Iterator[Any]:
        return iter(list(self.objects))

    def __len__(self) -> int:
        return len(self.objects)

    def __contains__(self, obj: object) -> bool:
        return obj in self.objects

    def __repr__(self) -> str:
        who = f" of {self.owner.name}" if self.owner is not None else ""
        return f"<Zone {self.kind}{who}: {len(self.objects)}>"
