"""Reading card source files: the layout pass, before any rules text is parsed.

A card file holds ``field: value`` lines and, under ``ja:`` and ``en:``, the
rules text as indented lines. This pass checks the layout (known fields, no
duplicates, the required ones present) and hands on each value and text line
with its offset in the file; the language grammars parse them afterwards.

A double-faced card (CR 712) is one file: the line ``back: <name>`` ends the
front face's fields and starts the back face's, which has its own type line,
colour indicator, P/T or loyalty and rules text, but no number and no mana cost
(712.8e: a back face's mana value is its front face's).
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass, field

from .. import parse
from ..build_ast.builder import build_card_file_entries
from ..diagnostics.diagnostic import Diagnostic, error
from .text import MappedText, SourceFile, Span

FIELDS = (
    "number", "printed", "name", "cost", "color", "type", "pt", "loyalty", "ja", "en", "back",
)
TEXT_FIELDS = ("ja", "en")
REQUIRED = ("name", "type")
# The fields of a back face, after its ``back: <name>`` line (the name is that line's value).
BACK_FIELDS = ("back", "color", "type", "pt", "loyalty", "ja", "en")


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
    # The back face of a double-faced card (712.1), read the same way; its ``name`` field
    # is the value of the ``back:`` line. None for a card with one face.
    back: CardSource | None = None

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
        """The languages the card is written in (by its names and texts, of either face)."""
        present = set(self.split_value("name")) | {lang for lang, lines in self.text_lines.items() if lines}
        if self.back is not None:
            present |= set(self.back.languages())
        return tuple(lang for lang in TEXT_FIELDS if lang in present)

    def faces(self) -> tuple[CardSource, ...]:
        """The card's faces: itself, then its back face if it has one."""
        return (self,) if self.back is None else (self, self.back)


# The words a `color:` field (a colour indicator, 204) may name a colour by, in either
# language, as the colour's letter (105.1); the letters themselves are words too.
COLOR_WORDS = {
    "white": "W", "blue": "U", "black": "B", "red": "R", "green": "G",
    "白": "W", "青": "U", "黒": "B", "赤": "R", "緑": "G",
    **{letter.lower(): letter for letter in "WUBRG"},
}
COLOR_ORDER = "WUBRG"  # 105.1
_COLOR_SEPARATORS = (",", "、", "・", "/", "と")


def color_letters(value: str) -> list[str] | None:
    """The colours a `color:` field names, as letters in the order of 105.1 ("black, green"
    → ["B", "G"]); None when a word is not a colour."""
    text = value.lower()
    for separator in _COLOR_SEPARATORS:
        text = text.replace(separator, " ")
    words = [word for word in text.split() if word != "and"]
    if not words or any(word not in COLOR_WORDS for word in words):
        return None
    found = {COLOR_WORDS[word] for word in words}
    return [letter for letter in COLOR_ORDER if letter in found]


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
    face = card  # the face the fields being read belong to
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
            face.text_lines[current_text].append(FieldValue(value, span))
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
        if key == "back":
            if card.back is not None:
                diagnostics.append(error("E004", "field `back` appears twice", source, span,
                                         "a card has at most two faces (712.1)"))
                continue
            if not value:
                diagnostics.append(
                    error("E005", "`back:` names the back face: `back: <Japanese> / <English>`",
                          source, span)
                )
            card.back = face = CardSource(source)
            face.fields["name"] = FieldValue(value, span)
            continue
        if face is not card and key not in BACK_FIELDS:
            diagnostics.append(
                error("E008", f"a back face has no `{key}:`", source, Span(start - len(name) - 2, end),
                      *_back_face_hints(key))
            )
            continue
        if key in face.fields or key in face.text_lines:
            diagnostics.append(error("E004", f"field `{key}` appears twice", source, span))
            continue
        if key in TEXT_FIELDS:
            if value:
                diagnostics.append(
                    error("E005", f"rules text goes on the lines under `{key}:`, indented", source, span)
                )
            face.text_lines[key] = []
            current_text = key
            continue
        face.fields[key] = FieldValue(value, span)
    for each in card.faces():
        for required in REQUIRED:
            if required not in each.fields:
                diagnostics.append(
                    error("E003", f"the card has no `{required}:` field"
                          + (" on its back face" if each is not card else ""), source, Span(0, 0),
                          f"add a line `{required}: …`" if each is card
                          else f"add a line `{required}: …` under `back:`")
                )
    return card, diagnostics


def _back_face_hints(key: str) -> tuple[str, ...]:
    """Why a field cannot stand on a back face, and what to write instead."""
    if key == "cost":
        return ("a back face has no mana cost; its mana value is its front face's (rule 712.8e)",
                "give the back face's colour with `color:` (a colour indicator, rule 204)")
    if key == "name":
        return ("the back face's name is the value of the `back:` line",)
    return ("the card's number belongs to the front face, above `back:`",)
