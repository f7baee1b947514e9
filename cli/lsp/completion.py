"""Completion: the phrases the grammar accepts at the cursor, each with an example from a real card.

In a rules-text line the text of the ability up to the cursor is read by the
parser of the line's language (the ``ja:`` or ``en:`` block it stands in); the
terminals it accepts next are offered by their spelling, those that start with
the word being typed. Each comes with an example: the phrasebook's (docs/phrases.md),
else the shortest line of the known cards (the workspace's and the project's) that uses
it, and the items
are ranked by how often the cards use them. At the start of a header line the
offers are the field names; in a ``type:`` value, the type-line words.
"""

from __future__ import annotations

import threading
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from lsprotocol import types

from .. import phrasebook
from . import compile_bridge as bridge
from .analysis import lsp_range
from .layout import LineContext, ability_pieces, context_at, line_contexts, name_in, self_names
from .positions import LineIndex

# Word classes by terminal-name prefix, for an item's detail and kind.
_CLASSES = (
    ("KW_", "keyword", "キーワード能力", types.CompletionItemKind.Keyword),
    ("TYPE_", "card type", "カード・タイプ", types.CompletionItemKind.Class),
    ("SUPER_", "supertype", "特殊タイプ", types.CompletionItemKind.Class),
    ("SUB_", "subtype", "サブタイプ", types.CompletionItemKind.EnumMember),
)
# A word being typed is at most this long; past it the line broke earlier than the cursor.
_MAX_PARTIAL = 40
_MAX_ITEMS = 300

# One example per field, from real cards (DESIGN.md's Silverblade Paladin, AVR 36).
FIELD_EXAMPLES: dict[str, str] = {
    "number": "number: 36",
    "name": "name: 銀刃の聖騎士 / Silverblade Paladin",
    "cost": "cost: {1}{W}{W}",
    "type": "type: クリーチャー — 人間・騎士 / Creature — Human Knight",
    "pt": "pt: 2/2",
    "loyalty": "loyalty: 4",
    "ja": "ja:\n  結魂",
    "en": "en:\n  Soulbond",
    "color": "color: blue",
    "back": "back: 昆虫の逸脱者 / Insectile Aberration",
}


@dataclass(frozen=True, slots=True)
class Example:
    """A line of a real card that uses a phrase."""

    text: str
    card: str


class ExampleIndex:
    """For each terminal of each language: how often the known cards use it, and the
    shortest line that does. Filled from card files (in a background thread at start);
    it may be asked while it fills."""

    def __init__(self) -> None:
        self._examples: dict[tuple[str, str], Example] = {}
        self._phrasebook: dict[tuple[str, str], Example] = {}
        self._counts: Counter[tuple[str, str]] = Counter()
        self._lock = threading.Lock()
        self._seen: set[str] = set()

    def add_files(self, files: list[Path], limit: int = 5000) -> None:
        """Read the ability lines of up to ``limit`` card files (unreadable ones are skipped)."""
        for file in files[:limit]:
            key = file.resolve().as_posix()
            if key in self._seen:
                continue
            self._seen.add(key)
            # Read as the compiler reads card files: a FIFO or a device never blocks the server.
            source, problem = bridge.read_source(file)
            if problem is None:
                self.add_text(source.text, file.stem)

    def add_text(self, text: str, fallback_name: str) -> None:
        """Read the ability lines of one card file's text."""
        names = front = self_names(text)
        card = " / ".join(names) or fallback_name
        for context in line_contexts(text):
            if context.kind == "field" and context.field == "back":  # 712: the back face's own name
                names = self_names(text, context.start) or front
            if context.kind != "rules" or context.lang not in bridge.RULES_LANGUAGES:
                continue
            body = context.text[context.content_start - context.start :].strip()
            tokens = bridge.line_tokens(context.lang, bridge.normalized(body, 0, names).text)
            if not tokens:
                continue
            with self._lock:
                for name, written in tokens:  # each way a terminal is written, for its variants
                    self._counts[(context.lang, f"{name}={written.lower()}")] += 1
                for name in {name for name, _text in tokens}:
                    key = (context.lang, name)
                    self._counts[key] += 1
                    known = self._examples.get(key)
                    if known is None or len(body) < len(known.text):
                        self._examples[key] = Example(body, card)

    def add_phrasebook(self, markdown: str, names: tuple[str, ...]) -> None:
        """Read the phrasebook's examples (docs/phrases.md): for a terminal they use, the
        shortest of them is offered before any card's line. ``names`` are the test cards'
        names, which stand for "this card" in the examples."""
        for lang, line, family in phrasebook.markdown_examples(markdown):
            if lang not in bridge.RULES_LANGUAGES:
                continue
            tokens = bridge.line_tokens(lang, bridge.normalized(line, 0, names).text)
            with self._lock:
                for name in {name for name, _text in tokens or ()}:
                    known = self._phrasebook.get((lang, name))
                    if known is None or len(line) < len(known.text):
                        self._phrasebook[(lang, name)] = Example(line, f"phrasebook: {family}")

    def example(self, lang: str, name: str) -> Example | None:
        """The phrasebook's shortest example of ``lang`` that uses terminal ``name``, else
        the shortest known card line that does."""
        with self._lock:
            return self._phrasebook.get((lang, name)) or self._examples.get((lang, name))

    def count(self, lang: str, name: str, written: str | None = None) -> int:
        """How many known lines of ``lang`` use terminal ``name`` (written as ``written``:
        how many times)."""
        key = name if written is None else f"{name}={written.lower()}"
        with self._lock:
            return self._counts[(lang, key)]


def _class_of(name: str) -> tuple[str, str, types.CompletionItemKind]:
    for prefix, english, japanese, kind in _CLASSES:
        if name.startswith(prefix):
            return english, japanese, kind
    return "phrase", "語句", types.CompletionItemKind.Text


def complete(
    text: str, offset: int, encoding: str, examples: ExampleIndex
) -> list[types.CompletionItem]:
    """The completion items at character ``offset`` of a card file's text."""
    context = context_at(text, offset)
    if context.kind in ("blank", "other") or (
        context.kind == "field" and offset <= context.start + context.text.find(":")
    ):
        return _field_items(text, context, offset, encoding)
    if context.kind == "field" and context.field == "type":
        return _type_items(text, context, offset, encoding, examples)
    if context.kind == "rules" and context.lang in bridge.RULES_LANGUAGES:
        if offset < context.content_start:
            return []
        contexts = line_contexts(text)
        pieces = ability_pieces(contexts, context, offset)
        return _phrase_items(
            text, pieces, offset, context.lang, bridge.ABILITY_START, encoding, examples
        )
    return []


def _field_items(
    text: str, context: LineContext, offset: int, encoding: str
) -> list[types.CompletionItem]:
    typed = context.text[: offset - context.start]
    if not typed.isascii() or not all(char.isalpha() for char in typed):
        return []
    # the fields of the face the cursor is on (a double-faced card's back face starts at its
    # `back:` line, 712.1), and which names a face may have there
    contexts = line_contexts(text)
    back_at = next((c.line for c in contexts if c.kind == "field" and c.field == "back"
                    and c.line != context.line), None)
    on_back = back_at is not None and context.line > back_at
    present = {
        c.field
        for c in contexts
        if c.kind == "field" and c.line != context.line
        and (back_at is None or (c.line >= back_at) == on_back)
    }
    if back_at is not None:
        present.add("back")
    allowed = bridge.BACK_FIELDS if on_back else bridge.FIELDS
    index = LineIndex(text, encoding)
    edit_range = lsp_range(index, bridge.Span(context.start, offset))
    items = []
    for order, name in enumerate(bridge.FIELDS):
        if name in present or name not in allowed or not name.startswith(typed.lower()):
            continue
        insert = f"{name}:" if name in bridge.TEXT_FIELDS else f"{name}: "
        items.append(
            types.CompletionItem(
                label=f"{name}:",
                kind=types.CompletionItemKind.Field,
                detail="card file field",
                documentation=_markdown(f"Example:\n\n```\n{FIELD_EXAMPLES[name]}\n```"),
                text_edit=types.TextEdit(range=edit_range, new_text=insert),
                sort_text=f"{order:03d}",
            )
        )
    return items


def _type_items(
    text: str, context: LineContext, offset: int, encoding: str, examples: ExampleIndex
) -> list[types.CompletionItem]:
    if offset < context.value_start:
        return []
    value = text[context.value_start : offset]
    if " / " in value:
        start = context.value_start + value.index(" / ") + 3
        lang = "en"
    else:
        start = context.value_start
        lang = "en" if value.strip() and not bridge.is_japanese(value) else "ja"
    return _phrase_items(
        text,
        [(text[start:offset], start)],
        offset,
        lang,
        bridge.TYPE_LINE_START,
        encoding,
        examples,
    )


def _mapped(pieces: list[tuple[str, int]], names: tuple[str, ...]) -> bridge.MappedText:
    """The pieces of an ability normalized as the parser reads them, offsets into the file."""
    chars: list[str] = []
    offsets: list[int] = []
    end = pieces[-1][1] + len(pieces[-1][0])
    for piece, start in pieces:
        mapped = bridge.normalized(piece, start, names)
        chars.append(mapped.text)
        offsets.extend(mapped.offsets[:-1])
    return bridge.MappedText("".join(chars), (*offsets, end))


def _phrase_items(
    text: str,
    pieces: list[tuple[str, int]],
    offset: int,
    lang: str,
    start_symbol: str,
    encoding: str,
    examples: ExampleIndex,
) -> list[types.CompletionItem]:
    names = self_names(text, offset)
    mapped = _mapped(pieces, names)
    index = LineIndex(text, encoding)
    line_start = len(mapped.text) - len(pieces[-1][0])
    items: dict[str, types.CompletionItem] = {}
    for number, expected in enumerate(bridge.expected_at(lang, mapped.text, start_symbol)):
        partial = mapped.text[expected.start :]
        if len(partial) > _MAX_PARTIAL or expected.start < line_start:
            continue  # the text broke before the word at the cursor: a diagnostic says where
        replace_from = (
            mapped.offsets[expected.start] if expected.start < len(mapped.text) else offset
        )
        edit_range = lsp_range(index, bridge.Span(replace_from, offset))
        before = mapped.text[: expected.start].rstrip()
        sentence_start = not before or before.endswith(".")
        for label, (name, detail) in _offers(lang, expected.names, names, bool(partial)).items():
            compare = (label.lower(), partial.lower()) if lang == "en" else (label, partial)
            # the second answer (the last whole token as the start of a longer phrase)
            # offers only the longer phrases
            if not compare[0].startswith(compare[1]) or (number and len(label) <= len(partial)):
                continue
            capitalized = (
                label[:1].upper() + label[1:] if lang == "en" and sentence_start else label
            )
            shown = bridge.printed(capitalized, lang)  # as printed: 「１ターン」, 「＋１/＋１」
            example = examples.example(lang, name)
            # one item per text: where two terminals are written alike, the one a known line
            # shows in use (its example) is offered
            if shown in items and (items[shown].documentation is not None or example is None):
                continue
            english, japanese, kind = _class_of(name)
            items[shown] = types.CompletionItem(
                label=shown,
                kind=kind,
                detail=detail or (english if lang == "en" else japanese),
                documentation=_example_doc(example, lang),
                text_edit=types.TextEdit(range=edit_range, new_text=shown),
                filter_text=shown,
                sort_text=_rank(examples, lang, name, label, example is not None),
            )
    return sorted(items.values(), key=lambda item: item.sort_text or "")[:_MAX_ITEMS]


def _offers(
    lang: str, terminals: frozenset[str], names: tuple[str, ...], begun: bool
) -> dict[str, tuple[str, str]]:
    """The texts that may be written for the accepted terminals: text → (terminal, detail)."""
    own_name = name_in(lang, names) or "CARDNAME"
    offers: dict[str, tuple[str, str]] = {}
    for name in sorted(terminals):
        if name == "SELF_NAME":
            offers.setdefault(own_name, (name, "the card's own name"))
            continue
        words = bridge.word_class_words(lang, name)
        if words:
            if begun:  # a whole word class (300 creature types) only once a word is begun
                english, japanese, _kind = _class_of(name)
                for word in words:
                    offers.setdefault(word, (name, english if lang == "en" else japanese))
            continue
        for spelling in bridge.spelling_variants(lang, name):
            if spelling.strip() and name != "VARIABLE_X":
                offers.setdefault(spelling.replace("CARDNAME", own_name), (name, ""))
    return offers


def _rank(examples: ExampleIndex, lang: str, name: str, label: str, has_example: bool) -> str:
    """Items with an example first, then the phrases the cards use most, then the way of
    writing a phrase the cards use most ("gets" before "get" if so)."""
    used = min(examples.count(lang, name), 99999)
    written = min(examples.count(lang, name, label), 99999)
    return f"{0 if has_example else 1}{99999 - used:05d}{99999 - written:05d}{label}"


def _example_doc(example: Example | None, lang: str) -> types.MarkupContent | None:
    if example is None:
        return None
    label = "例" if lang == "ja" else "Example"
    return _markdown(f"{label} ({example.card}):\n\n> {example.text}")


def _markdown(value: str) -> types.MarkupContent:
    return types.MarkupContent(kind=types.MarkupKind.Markdown, value=value)


def deck_items(
    text: str, offset: int, encoding: str, names: list[str]
) -> list[types.CompletionItem]:
    """Card names after the count of a deck line (``4 Name``)."""
    index = LineIndex(text, encoding)
    line = index.line_of(offset)
    start = index.line_start(line)
    typed = text[start:offset]
    count = typed.lstrip()
    digits = len(count) - len(count.lstrip("0123456789"))
    if digits == 0 or digits > 3:
        return []
    rest = count[digits:]
    if rest[:1] in ("x", "X"):
        rest = rest[1:]
    if not rest[:1].isspace():
        return []
    partial = rest.lstrip()
    replace_from = offset - len(partial)
    edit_range = lsp_range(index, bridge.Span(replace_from, offset))
    return [
        types.CompletionItem(
            label=name,
            kind=types.CompletionItemKind.Value,
            detail="card",
            text_edit=types.TextEdit(range=edit_range, new_text=name),
        )
        for name in names
        if name.lower().startswith(partial.lower())
    ][:_MAX_ITEMS]
