"""Source files, spans and the mapping from normalized text back to the original.

Every diagnostic points into the file as the designer wrote it, counted in
characters (1-based lines and columns), so the passes that rewrite text keep an
offset map back to the original (:class:`MappedText`).
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Span:
    """A half-open range of character offsets in one source file."""

    start: int
    end: int

    def union(self, other: Span) -> Span:
        """The smallest span covering both."""
        return Span(min(self.start, other.start), max(self.end, other.end))


@dataclass(frozen=True, slots=True)
class SourceFile:
    """A source file's path and text, with line lookup."""

    path: str
    text: str
    line_starts: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        starts = [0]
        for index, char in enumerate(self.text):
            if char == "\n":
                starts.append(index + 1)
        object.__setattr__(self, "line_starts", tuple(starts))

    def position(self, offset: int) -> tuple[int, int]:
        """1-based (line, column) of a character offset."""
        offset = max(0, min(offset, len(self.text)))
        line_index = bisect.bisect_right(self.line_starts, offset) - 1
        return line_index + 1, offset - self.line_starts[line_index] + 1

    def line_text(self, line: int) -> str:
        """The text of a 1-based line, without its newline."""
        start = self.line_starts[line - 1]
        end = self.line_starts[line] - 1 if line < len(self.line_starts) else len(self.text)
        return self.text[start:end].rstrip("\r")


@dataclass(frozen=True, slots=True)
class MappedText:
    """Text derived from a source file, with each character's original offset.

    ``offsets`` has one entry per character of ``text`` plus one for the end,
    so a span in ``text`` maps back with :meth:`to_source`.
    """

    text: str
    offsets: tuple[int, ...]

    @staticmethod
    def identity(text: str, base: int = 0) -> MappedText:
        """Text that stands at ``base`` in its file, unchanged."""
        return MappedText(text, tuple(range(base, base + len(text) + 1)))

    def to_source(self, start: int, end: int) -> Span:
        """The original span of the characters ``text[start:end]``."""
        start = max(0, min(start, len(self.text)))
        end = max(start, min(end, len(self.text)))
        if end > start:
            return Span(self.offsets[start], self.offsets[end - 1] + 1)
        return Span(self.offsets[start], self.offsets[start])


class TextBuilder:
    """Builds a :class:`MappedText` piece by piece, keeping the offset map."""

    def __init__(self) -> None:
        self._chars: list[str] = []
        self._offsets: list[int] = []

    def append(self, text: str, origin: int, origin_end: int | None = None) -> None:
        """Add ``text`` that replaces the original characters at ``origin``.

        When one original character becomes several (or several become one),
        every new character maps to ``origin``; ``origin_end`` records where
        the replaced original text ended, for the span of the last character.
        """
        if len(text) == 1 and origin_end is None:  # the common case: one character for one
            self._chars.append(text)
            self._offsets.append(origin)
            return
        for char in text:
            self._chars.append(char)
            self._offsets.append(origin)
        if origin_end is not None and text and origin_end - 1 > origin:
            self._offsets[-1] = origin_end - 1

    def build(self, end_offset: int) -> MappedText:
        """The finished text; ``end_offset`` is the original offset of its end."""
        return MappedText("".join(self._chars), (*self._offsets, end_offset))
