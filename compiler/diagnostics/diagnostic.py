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


def error(code: str, message: str, source: SourceFile, span: Span, *hints: str) -> Diagnostic:
    """An error-severity diagnostic."""
    return Diagnostic(code, Severity.ERROR, message, source, span, tuple(hints))


def warning(code: str, message: str, source: SourceFile, span: Span, *hints: str) -> Diagnostic:
    """A warning-severity diagnostic: reported, the card still compiles."""
    return Diagnostic(code, Severity.WARNING, message, source, span, tuple(hints))


def has_errors(diagnostics: list[Diagnostic] | tuple[Diagnostic, ...]) -> bool:
    """Whether any diagnostic is an error."""
    return any(d.severity is Severity.ERROR for d in diagnostics)
