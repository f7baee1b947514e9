"""A document's check as the editor sees it: the compiler's diagnostics as LSP diagnostics.

Ranges are the compiler's spans (characters of the original file) converted to
the position encoding of the session. A difference in meaning between the
Japanese and the English text (E301) is shown on both lines, each pointing to
the other. Did-you-mean hints are kept as fixes for the code actions.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lsprotocol import types

from . import compile_bridge as bridge
from .positions import UTF16, LineIndex

SOURCE = "ofuda"

SEVERITIES = {
    bridge.Severity.ERROR: types.DiagnosticSeverity.Error,
    bridge.Severity.WARNING: types.DiagnosticSeverity.Warning,
    bridge.Severity.NOTE: types.DiagnosticSeverity.Information,
}


@dataclass(frozen=True, slots=True)
class Fix:
    """A did-you-mean of one diagnostic: the range to replace and the texts proposed."""

    range: types.Range
    replacements: tuple[str, ...]
    diagnostic: types.Diagnostic


@dataclass
class Analysis:
    """One document as last checked: its text, its diagnostics and the fixes they offer."""

    uri: str
    version: int | None
    text: str
    index: LineIndex
    diagnostics: list[types.Diagnostic] = field(default_factory=list)
    fixes: list[Fix] = field(default_factory=list)
    card: bridge.CompiledCard | None = None


def lsp_range(index: LineIndex, span: bridge.Span) -> types.Range:
    """A compiler span (character offsets) as an LSP range (code units of the session)."""
    start_line, start_character = index.position(span.start)
    end_line, end_character = index.position(span.end)
    return types.Range(
        start=types.Position(line=start_line, character=start_character),
        end=types.Position(line=end_line, character=end_character),
    )


def _message(diagnostic: bridge.Diagnostic, message: str | None = None) -> str:
    lines = [message or diagnostic.message]
    lines.extend(f"help: {hint}" for hint in diagnostic.hints)
    return "\n".join(lines)


def lsp_diagnostic(
    diagnostic: bridge.Diagnostic,
    index: LineIndex,
    span: bridge.Span | None = None,
    message: str | None = None,
    related: list[types.DiagnosticRelatedInformation] | None = None,
) -> types.Diagnostic:
    """One compiler diagnostic as an LSP diagnostic (its hints under its message)."""
    return types.Diagnostic(
        range=lsp_range(index, span or diagnostic.span),
        message=_message(diagnostic, message),
        severity=SEVERITIES.get(diagnostic.severity, types.DiagnosticSeverity.Error),
        code=diagnostic.code,
        source=SOURCE,
        related_information=related,
    )


def analyse_card(
    uri: str, path: str, text: str, version: int | None = None, encoding: str = UTF16
) -> Analysis:
    """Compile a card file's text and turn the outcome into diagnostics and fixes."""
    card = bridge.check_card(path, text)
    analysis = Analysis(uri, version, text, LineIndex(text, encoding), card=card)
    for diagnostic in card.diagnostics:
        if diagnostic.code == "E301":
            analysis.diagnostics.extend(_equivalence(analysis, card, diagnostic))
            continue
        _add(analysis, diagnostic)
    return analysis


def analyse_deck(
    uri: str,
    path: str,
    text: str,
    catalogue: bridge.Catalogue,
    version: int | None = None,
    encoding: str = UTF16,
) -> Analysis:
    """Check a deck list's text against the cards of ``catalogue``."""
    analysis = Analysis(uri, version, text, LineIndex(text, encoding))
    for diagnostic in bridge.check_deck(path, text, catalogue):
        _add(analysis, diagnostic)
    return analysis


def _add(analysis: Analysis, diagnostic: bridge.Diagnostic) -> None:
    shown = lsp_diagnostic(diagnostic, analysis.index)
    analysis.diagnostics.append(shown)
    proposed = bridge.replacements(diagnostic)
    if proposed:
        analysis.fixes.append(Fix(shown.range, tuple(proposed), shown))


def _equivalence(
    analysis: Analysis, card: bridge.CompiledCard, diagnostic: bridge.Diagnostic
) -> list[types.Diagnostic]:
    """E301 on the Japanese line and on the English line of the ability that differs,
    each with the other as related information (the compiler puts it on the Japanese
    line only)."""
    index = bridge.first_difference(card)
    spans: dict[str, bridge.Span] = {}
    if index is not None:
        for lang in ("ja", "en"):
            placed = bridge.placed_abilities(card, lang)
            if index < len(placed):
                spans[lang] = placed[index].line
            elif placed:  # one text has fewer abilities: its last line is where one is missing
                spans[lang] = placed[-1].line
    spans.setdefault("ja", diagnostic.span)
    if "en" not in spans:
        return [lsp_diagnostic(diagnostic, analysis.index)]
    shown = []
    for lang, other in (("ja", "en"), ("en", "ja")):
        related = [
            types.DiagnosticRelatedInformation(
                location=types.Location(
                    uri=analysis.uri, range=lsp_range(analysis.index, spans[other])
                ),
                message=f"the {'English' if other == 'en' else 'Japanese'} reading",
            )
        ]
        shown.append(lsp_diagnostic(diagnostic, analysis.index, spans[lang], related=related))
    return shown
