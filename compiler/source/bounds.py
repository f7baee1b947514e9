"""The bounds on what a card may write (numbers, line lengths), checked before anything is parsed.

Numbers stay numbers through every pass (an amount of damage, of cards, of
counters is an ``int`` in the IR and in the generated code), but a few places
turn a number into work: mana *produced* is a symbol per mana ({C}{C}{C}), and
the game creates each token, draws each card and adds each counter. So a card
may write numbers up to :data:`MAX_NUMBER`; a larger one is the diagnostic E018
at the number itself, and no pass ever sees it. Real cards stay far below
(the largest in black-bordered Magic is 200, Battle of Wits).

Digits are read as the normalize pass reads them (NFKC: ``１２`` and ``12`` are
the same number); the scan is one pass over each value, linear in its length.
"""

from __future__ import annotations

import unicodedata

from ..diagnostics.diagnostic import Diagnostic, error
from .cardfile import CardSource, FieldValue
from .text import Span

#: The largest number a card file may write in its rules text, cost, P/T or loyalty.
MAX_NUMBER = 1000

#: The longest field value or rules-text line (characters); real lines stay under 320.
MAX_LINE_CHARS = 1000

#: Fields whose values hold numbers of the game (``number:`` is a collector number, text).
_NUMERIC_FIELDS = ("cost", "pt", "loyalty")


def oversized_lines(card: CardSource) -> list[Diagnostic]:
    """An E019 diagnostic for each field value or rules-text line past :data:`MAX_LINE_CHARS`.

    Parsing one line costs more than linear time in its length in places (Lark builds
    the tree of a long run of repeated phrases, 「飛行、飛行、…」, in quadratic time), so
    bounding each line keeps the whole file's work linear in its size.
    """
    values = list(card.fields.values())
    for lines in card.text_lines.values():
        values.extend(lines)
    return [
        error(
            "E019",
            f"this line is {len(value.text):,} characters long; a line of a card file holds "
            f"at most {MAX_LINE_CHARS:,}",
            card.source,
            Span(value.span.start + MAX_LINE_CHARS, value.span.end),
            "one ability per line: the longest real ability is about 320 characters",
        )
        for value in values
        if len(value.text) > MAX_LINE_CHARS
    ]


def oversized_numbers(card: CardSource) -> list[Diagnostic]:
    """An E018 diagnostic for each number past :data:`MAX_NUMBER` in the card's values."""
    values: list[FieldValue] = [
        card.fields[name] for name in _NUMERIC_FIELDS if name in card.fields
    ]
    for lines in card.text_lines.values():
        values.extend(lines)
    diagnostics: list[Diagnostic] = []
    for value in values:
        for start, end in _large_numbers(value.text):
            span = Span(value.span.start + start, value.span.start + end)
            diagnostics.append(
                error(
                    "E018",
                    f"this number is larger than {MAX_NUMBER:,}, the largest a card may write",
                    card.source,
                    span,
                    f"numbers in rules text, costs, P/T and loyalty go up to {MAX_NUMBER:,}",
                )
            )
    return diagnostics


def _large_numbers(text: str) -> list[tuple[int, int]]:
    """(start, end) of each run of digits whose value is past the bound."""
    found: list[tuple[int, int]] = []
    start = -1
    digits: list[str] = []
    for index, char in enumerate(text + " "):
        digit = _digit(char)
        if digit:
            if start < 0:
                start, digits = index, []
            if len(digits) <= 8:  # more digits than that is past the bound anyway
                digits.append(digit)
            continue
        if start >= 0:
            if len(digits) > 8 or int("".join(digits)) > MAX_NUMBER:
                found.append((start, index))
            start = -1
    return found


def _digit(char: str) -> str:
    """The ASCII digits ``char`` folds to under NFKC (``"１"`` → ``"1"``), or ""."""
    if "0" <= char <= "9":
        return char
    if char.isascii() or not char.isdigit() and not char.isnumeric():
        return ""
    folded = unicodedata.normalize("NFKC", char)
    return folded if folded.isascii() and folded.isdigit() else ""
