"""`ofuda fmt`: card files in their canonical layout, without changing a word.

Canonical layout: fields in the order number, name, cost, color, type, pt, loyalty,
ja, en, and for a double-faced card then ``back:`` and the back face's color, type, pt,
loyalty, ja, en; ``field: value`` with one space; `` / `` between the Japanese and the
English side, `` — `` before subtypes; mana costs as ``{2}{W}{W}``; P/T as
``2/2``; rules text indented by exactly two spaces, no trailing or blank lines
inside a block; LF line ends and one final newline; comments stay with the
field they stand above.

The rules text itself is the card's words and is left as written (a real
card's text, quirks and all, is never rewritten). With ``--text`` the rules
text is also written in the printed style: in Japanese, single digits and the
signs of a P/T change full-width (「１体」, 「＋２/＋２」) and the cost colon
「：」; in English, full-width letters and digits half-width. Only character
widths change, so every line normalizes to the same text as before; fmt checks
that, and that the card compiles the same, before it writes anything.

A file whose layout cannot be read, or that would not compile the same, is
left untouched and reported.
"""

from __future__ import annotations

import difflib
import re
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import click
from ofuda.compiler.codegen.output import write_atomically
from ofuda.compiler.diagnostics import has_errors
from ofuda.compiler.diagnostics.report import render_text
from ofuda.compiler.pipeline import compile_source
from ofuda.compiler.source import MappedText, SourceFile
from ofuda.compiler.source.cardfile import BACK_FIELDS, FIELDS, TEXT_FIELDS
from ofuda.compiler.source.normalize import normalize
from ofuda.compiler.source.paths import display_path, find_card_files
from ofuda.compiler.source.reading import read_source

_FIELD_LINE = re.compile(r"^([A-Za-z][A-Za-z0-9_-]*)[ \t]*:[ \t]*(.*)$")
_INDENT = re.compile(r"^[ \t\u3000]+")
_UNREADABLE = {"E000", "E001", "E002", "E004"}


@dataclass
class FormatResult:
    """What fmt made of one file: the new text, or why it left the file alone."""

    path: Path
    original: str
    formatted: str | None  # None: left untouched
    problem: str = ""

    @property
    def changed(self) -> bool:
        """Whether the file would be rewritten."""
        return self.formatted is not None and self.formatted != self.original


# --- field values ---------------------------------------------------------------


def _fold_width(text: str) -> str:
    """Full-width ASCII variants (ＡＢＣ１２３｛｝) as ASCII; everything else as it is."""
    return "".join(
        unicodedata.normalize("NFKC", ch) if "\uff01" <= ch <= "\uff5e" else ch for ch in text
    )


def _bilingual(value: str) -> str:
    return re.sub(r"\s+/\s+", " / ", value.strip())


def _type_value(value: str) -> str:
    value = _bilingual(value)
    # The subtype dash (205.1): one space either side. A designer's spaced hyphen becomes the
    # em dash; a dash already written (— or the horizontal bar ― of some printings) is kept as
    # it is, and so is anything after it (the printed back faces' 「― - 」, a data quirk the
    # normalizer reads), so fmt leaves the real cards' type lines character for character.
    return " / ".join(_type_side(side) for side in value.split(" / "))


def _type_side(value: str) -> str:
    if re.search(r"[\u2014\u2015]", value):
        return re.sub(r"\s*([\u2014\u2015])\s*", r" \1 ", value, count=1)
    return re.sub(r"\s+-\s+", " — ", value, count=1)


def _cost_value(value: str) -> str:
    folded = _fold_width(value).replace(" ", "")
    return re.sub(r"\{([^}]*)\}", lambda m: "{" + m.group(1).upper() + "}", folded)


def _pt_value(value: str) -> str:
    return _fold_width(value).replace(" ", "").replace("／", "/")


_VALUE_FORMATS = {
    "name": _bilingual,
    "type": _type_value,
    "cost": _cost_value,
    "pt": _pt_value,
    "loyalty": lambda value: _fold_width(value).strip(),
    "number": lambda value: value.strip(),
    "back": _bilingual,
}


# --- rules text in the printed style (only with --text) ---------------------------

_FULL_DIGITS = str.maketrans("0123456789+-", "０１２３４５６７８９＋－")


def printed_style(line: str, lang: str) -> str:
    """One rules-text line with the widths of printed cards (never another word)."""
    if lang == "en":
        return _fold_width(line)
    loyalty = re.match(r"^[+\-\u2212]?[0-9X]+\s*[:：]", line)  # a loyalty cost stays as printed: +1：
    if loyalty:
        head = loyalty.group()[:-1].rstrip() + "："
        return head + printed_style(line[loyalty.end():], lang)
    out = []
    # Mana and tap symbols stay ASCII ({2}, {T}); a lone digit outside them and
    # a P/T change (+2/+2, -1/-1) are full-width; several digits (10) stay ASCII.
    for piece in re.split(r"(\{[^}]*\})", _fold_width(line)):
        if piece.startswith("{"):
            out.append(piece)
            continue
        piece = re.sub(r"(?<![0-9])[+-]?[0-9](?![0-9])", lambda m: m.group().translate(_FULL_DIGITS), piece)
        piece = re.sub(r"([＋－][０-９Ｘ])/([+-])", lambda m: m.group(1) + "/" + m.group(2).translate(_FULL_DIGITS), piece)
        out.append(piece)
    text = "".join(out)
    # The cost colon of an activated ability: 「{T}：」 (after a mana or tap symbol).
    return re.sub(r"(\})\s*:", r"\1：", text)


# --- whole files -----------------------------------------------------------------


@dataclass
class _Face:
    """One face's fields (comments above, value) and its text blocks' lines, as read."""

    fields: dict[str, tuple[list[str], str]]
    block_lines: list[str]  # "lang\x00line"


def _blocks(text: str) -> tuple[list[_Face], list[str], list[str]] | None:
    """The faces (fields and text lines), trailing and header comments; None when the
    layout cannot be read without losing something."""
    faces = [_Face({}, [])]
    comments: list[str] = []
    header: list[str] = []  # comments above the first field stay at the top
    current: str | None = None
    for raw in text.replace("\r\n", "\n").split("\n"):
        line = raw.rstrip(" \t\r\u3000")
        if not line.strip():
            continue
        if line.lstrip().startswith("#") and not _INDENT.match(line):
            comments.append(line)
            continue
        if _INDENT.match(line):
            if current is None:
                return None
            faces[-1].block_lines.append(f"{current}\x00{_INDENT.sub('', line)}")
            continue
        match = _FIELD_LINE.match(line)
        if not match:
            return None
        name, value = match.group(1).lower(), match.group(2)
        if name == "back":
            if len(faces) > 1:
                return None
            faces.append(_Face({}, []))
        known = FIELDS if len(faces) == 1 else BACK_FIELDS
        fields = faces[-1].fields
        if name in fields or (name in TEXT_FIELDS and value.strip()) or name not in known:
            return None  # reported by the compiler (E002, E004, E005, E008); nothing to lose here
        if not faces[0].fields:
            header, comments = comments, []
        fields[name] = (comments, value)
        comments = []
        current = name if name in TEXT_FIELDS else None
    return faces, comments, header


def format_text(text: str, printed: bool = False) -> str | None:
    """The canonical layout of a card file's text, or None if its layout cannot be read."""
    read = _blocks(text)
    if read is None:
        return None
    faces, trailing, header = read
    out: list[str] = list(header)
    for face, order in zip(faces, (FIELDS, BACK_FIELDS)):
        for name in order:
            if name not in face.fields or (name == "back" and face is faces[0]):
                continue
            comments, value = face.fields[name]
            out.extend(comments)
            if name in TEXT_FIELDS:
                out.append(f"{name}:")
                for entry in face.block_lines:
                    lang, line = entry.split("\x00", 1)
                    if lang == name:
                        out.append("  " + (printed_style(line, lang) if printed else line))
                continue
            shaped = _VALUE_FORMATS.get(name, str.strip)(value)
            out.append(f"{name}: {shaped}" if shaped else f"{name}:")
    out.extend(trailing)
    return "\n".join(out) + "\n"


def _same_meaning(original: str, formatted: str, path: str) -> str:
    """Why the formatted file is not the same card, or "" when it is."""
    before = compile_source(SourceFile(path, original))
    after = compile_source(SourceFile(path, formatted))
    # Formatting may mend a field (a lower-case {w}, a spaced hyphen before subtypes)
    # but never break one, and a card that compiled must compile to the same.
    if not {d.code for d in after.diagnostics} <= {d.code for d in before.diagnostics}:
        return "formatting would add diagnostics"
    if before.ok and (before.card != after.card or before.by_language != after.by_language):
        return "formatting would change what it compiles to"
    # Each block's lines, in order: fmt may move a whole block (en: written before ja:) but
    # never a line out of its block, nor a word of a line.
    if _block_texts(original) != _block_texts(formatted):
        return "formatting would change the rules text"
    return ""


def _block_texts(text: str) -> list[dict[str, list[str]]] | None:
    """Per face, each rules-text block's lines as the compiler reads them."""
    read = _blocks(text)
    if read is None:
        return None
    texts: list[dict[str, list[str]]] = []
    for face in read[0]:
        blocks: dict[str, list[str]] = {}
        for entry in face.block_lines:
            lang, line = entry.split("\x00", 1)
            if line.strip():
                blocks.setdefault(lang, []).append(_normal(line))
        texts.append(blocks)
    return texts


def _normal(line: str) -> str:
    return normalize(MappedText.identity(line.strip())).text


def format_file(path: Path, printed: bool = False) -> FormatResult:
    """Format one card file in memory (nothing is written)."""
    shown = display_path(path)
    # Read as every command reads a card file: never blocking on a FIFO, any UTF-8, bounded.
    source, problem = read_source(path, shown)
    if problem is not None:
        return FormatResult(path, "", None, f"cannot read it: [{problem.code}] {problem.message}")
    original = source.text
    layout = compile_source(SourceFile(shown, original))
    # Unreadable, unknown or repeated fields: reformatting could lose something.
    layout_errors = [d for d in layout.diagnostics if d.code in _UNREADABLE]
    if has_errors(layout_errors):
        return FormatResult(path, original, None, "its layout does not parse:\n" + "\n".join(
            render_text(d) for d in layout_errors))
    formatted = format_text(original, printed)
    if formatted is None:
        return FormatResult(path, original, None, "its layout does not parse")
    if formatted != original:
        changed = _same_meaning(original, formatted, shown)
        if changed:
            return FormatResult(path, original, None, changed + " (a bug in ofuda fmt: please report)")
    return FormatResult(path, original, formatted)


@click.command("fmt")
@click.argument("paths", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--check", is_flag=True, help="Change nothing; exit 1 if a file would change.")
@click.option("--diff", "show_diff", is_flag=True,
              help="Change nothing; show each change as a unified diff (with --check: exit 1).")
@click.option("--text", "printed", is_flag=True,
              help="Also write the rules text in the printed style (character widths only).")
def fmt_command(paths: tuple[Path, ...], check: bool, show_diff: bool, printed: bool) -> None:
    """Rewrite card files under PATHS in the canonical layout (never changing their words)."""
    failed = would_change = 0
    for file, _root in find_card_files(list(paths)):
        result = format_file(file, printed)
        shown = display_path(file)
        if result.formatted is None:
            failed += 1
            click.echo(f"left untouched: {shown}: {result.problem}", err=True)
            continue
        if not result.changed:
            continue
        would_change += 1
        if show_diff:
            click.echo("".join(difflib.unified_diff(
                result.original.splitlines(keepends=True),
                result.formatted.splitlines(keepends=True),
                f"{shown} (as it is)", f"{shown} (formatted)",
            )), nl=False)
        elif check:
            click.echo(f"would reformat: {shown}")
        else:
            write_atomically(file, result.formatted)
            click.echo(f"formatted: {shown}")
    if (check or show_diff) and would_change:
        click.echo(f"{would_change} file(s) would be reformatted", err=True)
    sys.exit(1 if failed or (check and would_change) else 0)
