"""Rendering diagnostics for people (rustc style) and for scripts (JSON).

The text form shows the source line exactly as written with carets under the
exact phrase; columns are counted in characters, and the caret line is padded
so that it lines up under full-width characters on a terminal.
"""

from __future__ import annotations

import unicodedata

from .diagnostics import Diagnostic, Severity

_COLORS = {Severity.ERROR: "31", Severity.WARNING: "33", Severity.NOTE: "36"}


def _width(char: str) -> int:
    if unicodedata.combining(char):
        return 0
    return 2 if unicodedata.east_asian_width(char) in "WF" else 1


def _pad(text: str) -> str:
    """Spaces as wide as ``text`` on a terminal (a full-width space per wide character)."""
    return "".join("\u3000" if _width(ch) == 2 else ("" if _width(ch) == 0 else " ") for ch in text)


def render_text(diagnostic: Diagnostic, color: bool = False) -> str:
    """One diagnostic as a person reads it: code, message, location, source line, carets, hints."""
    line, column = diagnostic.start
    end_line, end_column = diagnostic.end

    def paint(text: str, code: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if color else text

    severity = diagnostic.severity
    head = paint(f"{severity}[{diagnostic.code}]", "1;" + _COLORS[severity])
    out = [f"{head}: {diagnostic.message}"]
    out.append(f"  --> {diagnostic.source.path}:{line}:{column}")
    if diagnostic.source.text:
        source_line = diagnostic.source.line_text(line)
        gutter = str(line)
        last = end_column - 1 if end_line == line else len(source_line)
        marked = source_line[column - 1 : max(last, column)]
        carets = "".join("^^" if _width(ch) == 2 else ("" if _width(ch) == 0 else "^") for ch in marked)
        carets = carets or "^"
        visible = source_line.replace("\t", " ")
        out.append(f"{' ' * len(gutter)} |")
        out.append(f"{gutter} | {_printable(visible)}")
        out.append(f"{' ' * len(gutter)} | {_pad(_printable(visible[: column - 1]))}{paint(carets, _COLORS[severity])}")
    for hint in diagnostic.hints:
        first, *rest = hint.split("\n")
        out.append(f"  = help: {first}")
        out.extend(f"          {more}" for more in rest)
    return "\n".join(out)


def _printable(text: str) -> str:
    """The line with control characters shown as escapes (never sent raw to a terminal)."""
    return "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in text)
