"""Character offsets ↔ LSP positions.

The compiler counts characters (code points) of the original file; an LSP
position is a line and a count of code units in the encoding the client and
server agreed on at initialize: UTF-16 unless the client offers another
(LSP 3.17 ``positionEncoding``). A kanji is one unit in UTF-16, a character
outside the Basic Multilingual Plane (𠮷, an emoji) two; in UTF-8 a kanji is
three. Lines end at "\\n" as they do for the compiler; a "\\r" before it belongs to
no column, and a "\\r" alone is a character like any other.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field

UTF8, UTF16, UTF32 = "utf-8", "utf-16", "utf-32"


def units(char: str, encoding: str) -> int:
    """How many code units one character takes in ``encoding``."""
    point = ord(char)
    if encoding == UTF16:
        return 2 if point > 0xFFFF else 1
    if encoding == UTF8:
        return 1 if point < 0x80 else 2 if point < 0x800 else 3 if point <= 0xFFFF else 4
    return 1


def width(text: str, encoding: str) -> int:
    """The length of ``text`` in code units of ``encoding``."""
    if encoding == UTF32:
        return len(text)
    return sum(units(char, encoding) for char in text)


@dataclass(frozen=True)
class LineIndex:
    """A document's line starts, for converting offsets and positions both ways."""

    text: str
    encoding: str = UTF16
    starts: tuple[int, ...] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        starts = [0]
        starts.extend(index + 1 for index, char in enumerate(self.text) if char == "\n")
        object.__setattr__(self, "starts", tuple(starts))

    def line_of(self, offset: int) -> int:
        """The 0-based line an offset stands on."""
        offset = max(0, min(offset, len(self.text)))
        return bisect.bisect_right(self.starts, offset) - 1

    def line_text(self, line: int) -> str:
        """A 0-based line's text without its line end ("" past the last line)."""
        if line < 0 or line >= len(self.starts):
            return ""
        if line + 1 < len(self.starts):  # "\r\n": the "\r" is part of the line end
            return self.text[self.starts[line] : self.starts[line + 1] - 1].removesuffix("\r")
        return self.text[self.starts[line] :]

    def line_start(self, line: int) -> int:
        """The offset where a 0-based line starts (the text's end past the last line)."""
        if line < 0:
            return 0
        return self.starts[line] if line < len(self.starts) else len(self.text)

    def position(self, offset: int) -> tuple[int, int]:
        """(line, character in code units) of a character offset."""
        offset = max(0, min(offset, len(self.text)))
        line = self.line_of(offset)
        column_text = self.text[self.starts[line] : offset]
        if self.text[offset : offset + 1] == "\n":  # at the "\n" of "\r\n": the line's end
            column_text = column_text.removesuffix("\r")
        return line, width(column_text, self.encoding)

    def offset(self, line: int, character: int) -> int:
        """The character offset of an LSP position.

        A position inside a character (between the two halves of a surrogate
        pair) or past the line's end is clamped to the character's start or the
        line's end, as the protocol asks.
        """
        if line >= len(self.starts):
            return len(self.text)
        start = self.line_start(line)
        text = self.line_text(line)
        if self.encoding == UTF32:
            return start + max(0, min(character, len(text)))
        used = 0
        for index, char in enumerate(text):
            step = units(char, self.encoding)
            if used + step > character:
                return start + index
            used += step
        return start + len(text)
