"""A parse failure as a diagnostic: where, what was found, what would fit, did you mean.

Used for every field the language grammars read: the rules text (E101, E102), the type
line (E103) and the mana cost (E104).
"""

from __future__ import annotations

from . import parse
from .diagnostics import not_yet
from .diagnostics.diagnostic import Diagnostic, error
from .parse import suggest
from .source.cardfile import FieldValue
from .source.normalize import drop_stray_subtype_hyphen, normalize
from .source.text import MappedText, SourceFile

LANGUAGE_NAMES = {"ja": "Japanese", "en": "English"}


def parse_field(
    source: SourceFile,
    lang: str,
    start: str,
    value: FieldValue,
    code: str,
    diagnostics: list[Diagnostic],
) -> tuple[parse.ParseTree, MappedText] | None:
    """Parse one field's value from the grammar's ``start`` symbol; None after reporting
    why it does not parse (with ``code``)."""
    text = normalize(value.mapped())
    if start == "type_line":
        text = drop_stray_subtype_hyphen(text)
    tree = parse.parse(lang, text.text, start)
    if isinstance(tree, parse.ParseFailure):
        diagnostics.append(parse_diagnostic(source, lang, text, tree, code, start))
        return None
    return tree, text


def parse_diagnostic(
    source: SourceFile,
    lang: str,
    text: MappedText,
    failure: parse.ParseFailure,
    code: str,
    start_symbol: str | None = None,
) -> Diagnostic:
    """A parse failure as a diagnostic: where, what was found, and what would help.

    Real Magic that ofuda lacks says so by name (E105, compiler/diagnostics/not_yet.py);
    else a near miss gets its did-you-mean; the expected list holds only what would let
    the line read on; a word ofuda has elsewhere points to the phrasebook.
    """
    hints: list[str] = []
    start, end = failure.start, max(failure.end, failure.start + 1)
    if code == "E101" and not failure.at_end:
        keyword_expected = any(name.startswith("KW_") for name in failure.expected_terminals)
        found_row = not_yet.find(lang, text.text, start, keyword_expected)
        if found_row is not None:
            row, at = found_row
            span = text.to_source(at, at + len((row.ja if lang == "ja" else row.en) or ""))
            return error(
                "E105", row.message(lang), source, span,
                "ofuda rejects the card rather than compile something close to it",
            )
    suggestion = suggest.did_you_mean(lang, text.text, failure, start_symbol)
    if suggestion is not None:
        start, end = suggestion.start, suggestion.end
        hints.append(f"did you mean {suggest.quote(lang, suggestion.word)}?")
    # what may stand where the parse stopped: not where a suggestion moved the mark to
    expected = None
    if suggestion is None or suggestion.start == failure.start:
        expected = suggest.expected_hint(
            lang, failure, text.text, lambda candidate: parse.parse(lang, candidate, start_symbol)
        )
    if expected:
        hints.append(expected)
    span = text.to_source(start, end)
    # the text as the file has it (「２」, not the parser's folded "2")
    found = source.text[span.start : span.end] if span.end > span.start else failure.found
    if suggestion is None and not expected and code == "E101":
        elsewhere = suggest.known_elsewhere(lang, text.text[start:end])
        if elsewhere:
            hints.append(elsewhere)
    where = {"E103": "type line", "E104": "mana cost"}.get(code, "text")
    language = "the mana cost" if code == "E104" else f"the {LANGUAGE_NAMES[lang]} {where}"
    if failure.at_end:
        if code == "E101":
            code = "E102"
        message = f"{language} ends too early"
    else:
        message = f"unexpected {suggest.quote(lang, found)} in {language}"
    return error(code, message, source, span, *hints)
