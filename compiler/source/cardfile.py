"""Reading card source files: the layout pass, before any rules text is parsed.

A card file holds ``field: value`` lines and, under ``ja:`` and ``en:``, the
rules text as indented lines. This pass checks the layout (known fields, no
duplicates, the required ones present) and hands on each value and text line
with its offset in the file; the language grammars parse them afterwards.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field

from .. import parse
from ..build_ast.builder import build_card_file_entries
from ..diagnostics.diagnostic import Diagnostic, error
from .text import MappedText, SourceFile, Span

FIELDS = ("number", "name", "cost", "type", "pt", "loyalty", "ja", "en")
TEXT_FIELDS = ("ja", "en")
REQUIRED = ("name", "type")


@dataclass(frozen=True, slots=True)
class FieldValue:
    """A field's value and where it stands in the file."""

    text: str
    span: Span

    def mapped(self) -> MappedText:
        """The value as text mapped to its place in the file."""
        return MappedText.identity(self.text, self.span.start)


@dataclass
class CardSource:
    """A card file read into fields and per-language text lines."""

    source: SourceFile
    fields: dict[str, FieldValue] = field(default_factory=dict)
    text_lines: dict[str, list[FieldValue]] = field(default_factory=dict)

    def split_value(self, name: str) -> dict[str, FieldValue]:
        """A bilingual field ("天使の壁 / Angelic Wall") as its value per language.

        A value with no " / " belongs to the language its script says: any
        kana or kanji makes it Japanese.
        """
        value = self.fields.get(name)
        if value is None:
            return {}
        if " / " in value.text:
            left, right = value.text.split(" / ", 1)
            right_start = value.span.start + len(left) + 3
            return {
                "ja": FieldValue(left.strip(), Span(value.span.start, value.span.start + len(left.strip()))),
                "en": FieldValue(right.strip(), Span(right_start, right_start + len(right.strip()))),
            }
        return {"ja" if is_japanese(value.text) else "en": value}

    def languages(self) -> tuple[str, ...]:
        """The languages the card is written in (by its name and texts)."""
        present = set(self.split_value("name")) | {lang for lang, lines in self.text_lines.items() if lines}
        return tuple(lang for lang in TEXT_FIELDS if lang in present)


def is_japanese(text: str) -> bool:
    """Whether text contains kana or kanji (so it is the Japanese side)."""
    return any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in text)


def read_card_file(source: SourceFile) -> tuple[CardSource | None, list[Diagnostic]]:
    """Read the layout of a card file; None when it cannot be read at all."""
    diagnostics: list[Diagnostic] = []
    text = source.text if source.text.endswith("\n") else source.text + "\n"
    tree = parse.parse("cardfile", text)
    if isinstance(tree, parse.ParseFailure):
        found = tree.found or "end of file"
        diagnostics.append(
            error(
                "E001",
                f"this line is not a card file line: {found!r}",
                source,
                Span(tree.start, max(tree.end, tree.start + 1)),
                "write `field: value` (fields: " + ", ".join(FIELDS) + ") or, under `ja:`/`en:`, "
                "rules text indented by two spaces",
            )
        )
        return None, diagnostics
    card = CardSource(source)
    current_text: str | None = None
    for kind, value, start, end in build_card_file_entries(tree):
        span = Span(start, end)
        if kind == "line":
            if current_text is None:
                diagnostics.append(
                    error("E005", "indented text outside a `ja:` or `en:` block", source, span,
                          "start the block with a line `ja:` or `en:`")
                )
                continue
            card.text_lines[current_text].append(FieldValue(value, span))
            continue
        name = kind.removeprefix("field:")
        key = name.lower()
        current_text = None
        if key not in FIELDS:
            near = difflib.get_close_matches(key, FIELDS, n=1)
            hints = [f"did you mean `{near[0]}:`?"] if near else []
            hints.append("known fields: " + ", ".join(FIELDS))
            diagnostics.append(
                error("E002", f"unknown field `{name}`", source, Span(start - len(name) - 2, start), *hints)
            )
            continue
        if key in card.fields or key in card.text_lines:
            diagnostics.append(error("E004", f"field `{key}` appears twice", source, span))
            continue
        if key in TEXT_FIELDS:
            if value:
                diagnostics.append(
                    error("E005", f"rules text goes on the lines under `{key}:`, indented", source, span)
                )
            card.text_lines[key] = []
            current_text = key
            continue
        card.fields[key] = FieldValue(value, span)
    for required in REQUIRED:
        if required not in card.fields:
            diagnostics.append(
                error("E003", f"the card has no `{required}:` field", source, Span(0, 0),
                      f"add a line `{required}: …`")
            )
    return card, diagnostics
