"""The game log: structured events that also render as lines a person can follow.

Every event has a ``kind`` (``"turn"``, ``"land"``, ``"cast"``, ``"activate"``,
``"trigger"``, ``"resolve"``, ``"attack"``, ``"block"``, ``"damage"``,
``"life"``, ``"dies"``, ``"loses"``, ``"game_over"`` …), the turn number, a
human-readable ``text`` and a ``data`` mapping of plain values (names, numbers)
for programs.  ``GameLog.render()`` joins the lines; turn headers are not
indented, everything else is.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


class LogEvent:
    """One thing that happened in the game (``kind``, ``turn``, ``text``, ``data``)."""

    __slots__ = ("data", "kind", "text", "turn")

    def __init__(self, kind: str, turn: int, text: str, data: dict[str, Any] | None = None) -> None:
        self.kind = kind
        self.turn = turn
        self.text = text
        self.data = data if data is not None else {}

    def line(self) -> str:
        """This event as one line of text (turn headers flush left, others indented)."""
        if self.kind in ("turn", "game_start", "game_over"):
            return self.text
        return "  " + self.text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LogEvent) and (self.kind, self.turn, self.text, self.data) == (
            other.kind,
            other.turn,
            other.text,
            other.data,
        )

    def __hash__(self) -> int:
        return hash((self.kind, self.turn, self.text))

    def __repr__(self) -> str:
        return f"LogEvent({self.kind!r}, {self.turn}, {self.text!r})"


class GameLog:
    """An append-only list of :class:`LogEvent`; render with :meth:`render`."""

    def __init__(self) -> None:
        self.events: list[LogEvent] = []
        self.turn = 0

    def add(self, kind: str, text: str, /, **data: Any) -> None:
        """Record an event of ``kind`` with its text and structured data."""
        self.events.append(LogEvent(kind, self.turn, text, data))

    def of_kind(self, *kinds: str) -> list[LogEvent]:
        """The events whose kind is one of ``kinds``, in order."""
        return [e for e in self.events if e.kind in kinds]

    def lines(self) -> list[str]:
        """Every event as a text line."""
        return [e.line() for e in self.events]

    def render(self) -> str:
        """The whole log as text, one event per line."""
        return "\n".join(self.lines())

    def __iter__(self) -> Iterator[LogEvent]:
        return iter(self.events)

    def __len__(self) -> int:
        return len(self.events)
