"""Where the cursor is in a card file: a field of the header, or a rules-text line of a language.

The layout pass of the compiler rejects a file it cannot read, but an editor
asks about files being typed, half-written lines and all; so this reads the
layout line by line, the way the card-file grammar does (a field line at the
left margin, indented lines under ``ja:`` or ``en:``), and never fails.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .compile_bridge import TEXT_FIELDS, is_japanese
from .positions import LineIndex

_FIELD_LINE = re.compile(r"^([A-Za-z][A-Za-z0-9_-]*)[ \t]*:[ \t]*")
_INDENT = re.compile(r"^[ \t\u3000]+")
BULLET = "•"


@dataclass(frozen=True, slots=True)
class LineContext:
    """One line of a card file and what it holds.

    ``kind`` is "rules" (an indented line under ``ja:``/``en:``, ``lang`` set),
    "field" (a ``name: value`` line, ``field`` set; ``value_start`` is the
    offset of its value), "comment", "blank", or "other" (not a card-file line).
    ``content_start`` is the offset where the line's text begins (after the
    indentation of a rules line).
    """

    line: int
    start: int
    text: str
    kind: str
    lang: str | None = None
    field: str | None = None
    content_start: int = 0
    value_start: int = 0


def line_contexts(text: str) -> list[LineContext]:
    """Every line of a card file with what it holds, in order."""
    index = LineIndex(text)
    contexts: list[LineContext] = []
    block: str | None = None
    for number in range(len(index.starts)):
        start = index.line_start(number)
        line = index.line_text(number)
        indent = _INDENT.match(line)
        if indent and block is not None:  # an indented line (blank so far) of rules text
            contexts.append(
                LineContext(number, start, line, "rules", block, content_start=start + indent.end())
            )
            continue
        if not line.strip():
            contexts.append(LineContext(number, start, line, "blank", block, content_start=start))
            continue
        if indent:
            kind = "rules" if block is not None else "other"
            contexts.append(
                LineContext(number, start, line, kind, block, content_start=start + indent.end())
            )
            continue
        if line.startswith("#"):
            contexts.append(LineContext(number, start, line, "comment", content_start=start))
            continue
        field = _FIELD_LINE.match(line)
        if field is None:
            block = None
            contexts.append(LineContext(number, start, line, "other", content_start=start))
            continue
        name = field.group(1).lower()
        block = name if name in TEXT_FIELDS else None
        contexts.append(
            LineContext(
                number,
                start,
                line,
                "field",
                field=name,
                content_start=start,
                value_start=start + field.end(),
            )
        )
    return contexts


def context_at(text: str, offset: int) -> LineContext:
    """The line the offset stands on, with what it holds."""
    contexts = line_contexts(text)
    line = LineIndex(text).line_of(offset)
    return contexts[min(line, len(contexts) - 1)]


def self_names(text: str, offset: int | None = None) -> tuple[str, ...]:
    """The card's own names from its ``name:`` field (each side of " / "); at ``offset``
    in a double-faced card's back face (after its ``back:`` line, 712), the back face's."""
    contexts = line_contexts(text)
    names: tuple[str, ...] = ()
    for context in contexts:
        if context.kind != "field" or context.field not in ("name", "back"):
            continue
        if context.field == "back" and (offset is None or context.start > offset):
            continue
        value = context.text[context.value_start - context.start :].strip()
        found = tuple(part.strip() for part in value.split(" / ") if part.strip())
        if context.field == "back" or not names:
            names = found
    return names


def name_in(lang: str, names: tuple[str, ...]) -> str | None:
    """The card's name in one language, from the names of its ``name:`` field."""
    for name in names:
        if is_japanese(name) == (lang == "ja"):
            return name
    return None


def ability_pieces(
    contexts: list[LineContext], context: LineContext, offset: int
) -> list[tuple[str, int]]:
    """The rules text of the ability at a cursor, up to the cursor, as pieces of the file
    (each with its offset there).

    A mode line ("• …", 700.2) continues the ability of the lines above it, so
    its text is theirs joined with it (no space in Japanese, one in English, the
    space standing at the end of the line above).
    """
    here = context.text[context.content_start - context.start : offset - context.start]
    pieces = [(here, context.content_start)]
    if not here.startswith(BULLET):
        return pieces
    separator = "" if context.lang == "ja" else " "
    number = context.line - 1
    while (
        number >= 0 and contexts[number].kind == "rules" and contexts[number].lang == context.lang
    ):
        above = contexts[number]
        body = above.text[above.content_start - above.start :]
        pieces.insert(0, (body + separator, above.content_start))
        if not body.startswith(BULLET):
            break
        number -= 1
    return pieces
