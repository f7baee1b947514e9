"""Rendering diagnostics for people (rustc style) and for scripts (JSON).

The text form shows the source line as written with carets under the exact
phrase. Columns in the ``path:line:column`` header count characters of the
original file (DESIGN.md); the caret line is laid out in terminal cells, so it
lines up under full-width characters (two cells), combining marks (none),
tabs and escaped control characters. Nothing from the card reaches the
terminal raw: control, bidi and other invisible characters are shown as
escapes, so a hostile card cannot recolour or reorder the terminal.
"""

from __future__ import annotations

import json
import os
import unicodedata
from collections.abc import Iterable
from typing import TextIO

from .diagnostic import Diagnostic, Severity

_COLORS = {Severity.ERROR: "31", Severity.WARNING: "33", Severity.NOTE: "36"}
_BOLD_BLUE = "1;34"

# A source line wider than this (in terminal cells) is shown as a window
# around the phrase, with … at the cut ends.
MAX_LINE_CELLS = 120
# At most this many lines of a span that covers several lines are shown.
MAX_SPAN_LINES = 4
TAB_CELLS = 4


def color_enabled(stream: TextIO | None) -> bool:
    """Whether to colour output to ``stream``: only on a terminal, never with NO_COLOR set.

    NO_COLOR (https://no-color.org) wins over everything, whatever its value;
    FORCE_COLOR turns colour on for pipes (CI logs that render it).
    """
    if "NO_COLOR" in os.environ:
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    try:
        return bool(stream is not None and stream.isatty())
    except (AttributeError, ValueError):  # a closed or unusual stream
        return False


def cell_width(char: str) -> int:
    """Terminal cells one character takes: 2 for wide/full-width, 0 for combining marks."""
    if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me"):
        return 0
    return 2 if unicodedata.east_asian_width(char) in "WF" else 1


def _shown(char: str) -> str:
    """How one source character is shown: tabs as spaces, invisible ones as escapes."""
    if char == "\t":
        return " " * TAB_CELLS
    if char.isprintable() or char == " ":
        return char
    return char.encode("unicode_escape").decode("ascii")


def printable(text: str) -> str:
    """``text`` with control and invisible characters escaped (newlines kept)."""
    return "\n".join("".join(_shown(ch) for ch in line) for line in text.split("\n"))


def _cells(text: str) -> int:
    return sum(cell_width(ch) for ch in text)


def _blank(shown: str) -> str:
    """Padding as wide as ``shown``: an ideographic space under each wide character.

    A full-width space keeps the alignment right even where a terminal's
    font draws wide characters a little wider or narrower than two cells.
    """
    return "".join("\u3000" if cell_width(ch) == 2 else ("" if cell_width(ch) == 0 else " ")
                   for ch in shown)


def _marks(shown: str) -> str:
    """Carets as wide as ``shown``."""
    return "".join("^^" if cell_width(ch) == 2 else ("" if cell_width(ch) == 0 else "^")
                   for ch in shown)


def _window(before: str, marked: str, after: str) -> tuple[str, str, str]:
    """Cut a long line down to a window around the marked phrase (with …)."""
    length = len(before) + len(marked) + len(after)
    if length <= MAX_LINE_CELLS or (
        length <= 2 * MAX_LINE_CELLS and _cells(before) + _cells(marked) + _cells(after) <= MAX_LINE_CELLS
    ):
        return before, marked, after
    budget = max(20, (MAX_LINE_CELLS - min(_cells(marked), MAX_LINE_CELLS // 2)) // 2)
    if _cells(marked) > MAX_LINE_CELLS // 2 or len(marked) > MAX_LINE_CELLS:
        marked = _take(marked, MAX_LINE_CELLS // 2) + "…"
    if _cells(before) > budget or len(before) > 2 * budget:
        before = "…" + _take(before[::-1], budget)[::-1]
    if _cells(after) > budget or len(after) > 2 * budget:
        after = _take(after, budget) + "…"
    return before, marked, after


def _take(text: str, cells: int) -> str:
    """The start of ``text`` that fits in ``cells`` cells (and at most twice as many
    characters: zero-width ones, combining marks, would otherwise never fill it)."""
    out: list[str] = []
    used = 0
    for ch in text:
        used += cell_width(ch)
        if used > cells or len(out) >= 2 * cells:
            break
        out.append(ch)
    return "".join(out)


def _source_lines(diagnostic: Diagnostic) -> list[tuple[int, str, str, str]]:
    """(line number, text before, marked text, text after) for each line the span covers."""
    source = diagnostic.source
    line, column = diagnostic.start
    end_line, end_column = diagnostic.end
    if end_line < line or (end_line == line and end_column < column):
        end_line, end_column = line, column
    rows = []
    for number in range(line, min(end_line, line + MAX_SPAN_LINES - 1) + 1):
        text = source.line_text(number)
        indent = len(text) - len(text.lstrip(" \t\u3000"))
        first = column - 1 if number == line else indent  # a continued span starts at the text
        last = end_column - 1 if number == end_line else len(text)
        first = min(first, len(text))
        last = max(first, min(last, len(text)))
        if number != line and last <= first:
            continue  # a span ending at the very start of a line marks nothing there
        rows.append((number, text[:first], text[first:last], text[last:]))
    return rows


def render_text(diagnostic: Diagnostic, color: bool = False) -> str:
    """One diagnostic as a person reads it: code, message, location, source line, carets, hints."""

    def paint(text: str, code: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if color and text else text

    severity = diagnostic.severity
    line, column = diagnostic.start
    head = paint(f"{severity}[{diagnostic.code}]", "1;" + _COLORS[severity])
    message = printable(diagnostic.message).replace("\n", " ")
    out = [f"{head}: {paint(message, '1') if color else message}"]
    rows = _source_lines(diagnostic) if diagnostic.source.text else []
    gutter_width = max([len(str(number)) for number, *_ in rows] or [1])
    arrow = paint("-->", _BOLD_BLUE)
    out.append(f"{' ' * gutter_width}{arrow} {printable(diagnostic.source.path)}:{line}:{column}")
    bar = paint("|", _BOLD_BLUE)
    if rows:
        out.append(f"{' ' * gutter_width} {bar}")
    for number, before, marked, after in rows:
        shown_before = "".join(_shown(ch) for ch in before)
        shown_marked = "".join(_shown(ch) for ch in marked)
        shown_after = "".join(_shown(ch) for ch in after)
        shown_before, shown_marked, shown_after = _window(shown_before, shown_marked, shown_after)
        carets = _marks(shown_marked) or "^"  # an empty span (end of line) still gets one caret
        gutter = str(number).rjust(gutter_width)
        out.append(f"{paint(gutter, _BOLD_BLUE)} {bar} {shown_before}{shown_marked}{shown_after}".rstrip())
        out.append(f"{' ' * gutter_width} {bar} {_blank(shown_before)}{paint(carets, '1;' + _COLORS[severity])}")
    for hint in diagnostic.hints:
        first, *rest = printable(hint).split("\n")
        label = paint("help", "1")
        out.append(f"{' ' * gutter_width} = {label}: {first}")
        out.extend(f"{' ' * gutter_width}         {more}" for more in rest)
    return "\n".join(out)


def render_all(diagnostics: Iterable[Diagnostic], color: bool = False) -> str:
    """Several diagnostics, each followed by a blank line, in file order."""
    return "".join(render_text(d, color) + "\n\n" for d in sort_diagnostics(diagnostics))


def sort_diagnostics(diagnostics: Iterable[Diagnostic]) -> list[Diagnostic]:
    """Diagnostics in reading order: by file, then position (stable for equal places)."""
    return sorted(diagnostics, key=lambda d: (d.source.path, d.span.start, d.span.end))


def render_json(diagnostics: Iterable[Diagnostic]) -> str:
    """The diagnostics as a JSON array in the shape of DESIGN.md (one object each)."""
    return json.dumps([d.as_json() for d in diagnostics], ensure_ascii=False, indent=2)
