"""Diagnostics: the values every pass reports problems as.

Passes never raise for bad input; they return :class:`Diagnostic` values with a
stable code (documented in docs/errors.md), a severity, a span in the original
file and hints. :mod:`ofuda.compiler.diagnostics.report` renders them for people and as JSON.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..source.text import SourceFile, Span


class Severity(StrEnum):
    """How bad a diagnostic is; only errors reject a card."""

    ERROR = "error"
    WARNING = "warning"
    NOTE = "note"


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One problem found in one source file."""

    code: str
    severity: Severity
    message: str
    source: SourceFile
    span: Span
    hints: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        # A diagnostic quotes the text it is about; from a hostile file that can be huge.
        # No diagnostic prints more than a screenful: long messages and hints are cut.
        if len(self.message) > MAX_MESSAGE_CHARS:
            object.__setattr__(self, "message", _cut(self.message, MAX_MESSAGE_CHARS, 1))
        if any(len(hint) > MAX_HINT_CHARS or hint.count("\n") >= MAX_HINT_LINES for hint in self.hints):
            hints = tuple(_cut(hint, MAX_HINT_CHARS, MAX_HINT_LINES) for hint in self.hints[:MAX_HINTS])
            object.__setattr__(self, "hints", hints)

    @property
    def start(self) -> tuple[int, int]:
        """1-based (line, column) where the problem starts."""
        return self.source.position(self.span.start)

    @property
    def end(self) -> tuple[int, int]:
        """1-based (line, column) just past the problem."""
        return self.source.position(self.span.end)

    def as_json(self) -> dict[str, object]:
        """The diagnostic in the JSON shape of DESIGN.md."""
        line, column = self.start
        end_line, end_column = self.end
        return {
            "code": self.code,
            "severity": str(self.severity),
            "message": self.message,
            "path": self.source.path,
            "line": line,
            "column": column,
            "end_line": end_line,
            "end_column": end_column,
            "hints": list(self.hints),
        }


#: Bounds on what one diagnostic says (characters of its message, of each hint, lines of a hint).
MAX_MESSAGE_CHARS = 400
MAX_HINT_CHARS = 1600
MAX_HINT_LINES = 30
MAX_HINTS = 8


def _cut(text: str, chars: int, lines: int) -> str:
    """``text`` cut to at most ``chars`` characters and ``lines`` lines, with … where cut."""
    kept = text.split("\n")
    cut = len(kept) > lines
    shown = "\n".join(kept[:lines])
    if len(shown) > chars:
        shown, cut = shown[: chars - 1], True
    return shown + "…" if cut else shown


def error(code: str, message: str, source: SourceFile, span: Span, *hints: str) -> Diagnostic:
    """An error-severity diagnostic."""
    return Diagnostic(code, Severity.ERROR, message, source, span, tuple(hints))


def warning(code: str, message: str, source: SourceFile, span: Span, *hints: str) -> Diagnostic:
    """A warning-severity diagnostic: reported, the card still compiles."""
    return Diagnostic(code, Severity.WARNING, message, source, span, tuple(hints))


def has_errors(diagnostics: list[Diagnostic] | tuple[Diagnostic, ...]) -> bool:
    """Whether any diagnostic is an error."""
    return any(d.severity is Severity.ERROR for d in diagnostics)
