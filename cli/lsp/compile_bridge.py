"""The one place where the editor tools (``ofuda lsp``, ``ofuda watch``) call the compiler.

Everything the language server and the watcher need from ``ofuda.compiler`` goes
through the functions and names of this module, so that when the compiler's
modules move, the import paths are fixed here and nowhere else. The entry
points used are the compiler's public ones (the pipeline, the card-file
layout, the parser's start symbols and spellings, decks, render, codegen via
``ofuda explain``, ``ofuda fmt``). Two things are read that the compiler does not
yet offer as functions of its own, and are kept here until it does:

- what the grammar accepts at a cursor (Lark's interactive parser, fed the
  tokens of the text before the cursor): completion needs the terminals that
  may come *next*, where a parse error only says what was expected where it
  broke;
- the replacement a did-you-mean hint proposes, read back from the hint's
  text (its wording is made by :func:`ofuda.compiler.suggest.quote`).
"""

from __future__ import annotations

import functools
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lark import Token
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken
from ofuda.cli.explain import AbilityExplanation, explain_card
from ofuda.cli.fmt import format_text, printed_style
from ofuda.compiler import ir
from ofuda.compiler import parse as _parse
from ofuda.compiler.source.cardfile import BACK_FIELDS, FIELDS, TEXT_FIELDS, is_japanese
from ofuda.compiler.source.decks import DECK_SUFFIX, default_card_root, load_deck
from ofuda.compiler.diagnostics import Diagnostic, Severity, has_errors
from ofuda.compiler.ir.dump import dump
from ofuda.compiler.source.normalize import normalize
from ofuda.compiler.pipeline import CompiledCard, compile_file, compile_source
from ofuda.compiler.project import (
    Catalogue,
    ProjectResult,
    compile_paths,
    write_package,
)
from ofuda.compiler.source.paths import CARD_SUFFIX, display_path, find_card_files
from ofuda.compiler.source.reading import read_source
from ofuda.compiler.render import RenderError, render_card
from ofuda.compiler.diagnostics.report import color_enabled, render_text
from ofuda.compiler.source import MappedText, SourceFile, Span

__all__ = [
    "BACK_FIELDS",
    "CARD_SUFFIX",
    "DECK_SUFFIX",
    "FIELDS",
    "TEXT_FIELDS",
    "AbilityExplanation",
    "Catalogue",
    "CompiledCard",
    "Diagnostic",
    "MappedText",
    "ProjectResult",
    "Severity",
    "SourceFile",
    "Span",
    "color_enabled",
    "compile_file",
    "compile_paths",
    "display_path",
    "find_card_files",
    "read_source",
    "has_errors",
    "is_japanese",
    "render_text",
    "write_package",
]

# The rules-text grammars, and the start symbols of a card's other fields.
RULES_LANGUAGES = ("ja", "en")
ABILITY_START, TYPE_LINE_START, MANA_COST_START = "ability_line", "type_line", "mana_cost"


def warm_up() -> None:
    """Load every grammar and the renderer now, so the first keystroke is answered warm."""
    for name, starts in _parse.START_SYMBOLS.items():
        _parse.get_parser(name)
        if name in RULES_LANGUAGES:
            _parse.terminal_spellings(name)
            for start in starts:
                _parse.parse(name, "", start)


def project_card_folders() -> list[Path]:
    """The card folders of ofuda's own source tree (its real cards), when it runs from one."""
    folder = _parse.GRAMMAR_DIR.parent / "cards_src"
    return [folder] if folder.is_dir() else []


def check_card(path: str, text: str) -> CompiledCard:
    """Compile one card file's text as the editor holds it (never raises for bad input)."""
    return compile_source(SourceFile(path, text))


def normalized(text: str, base: int, self_names: tuple[str, ...] = ()) -> MappedText:
    """Rules text as the parser reads it, mapped back to the file from offset ``base``."""
    return normalize(MappedText.identity(text, base), self_names)


# --- what the grammar accepts at a point ----------------------------------------


@dataclass(frozen=True, slots=True)
class Expected:
    """What may be written at the end of a text: from ``start`` on (the unfinished word
    there), one of the terminals ``names``."""

    start: int
    names: frozenset[str]


def expected_at(lang: str, text: str, start_symbol: str = ABILITY_START) -> list[Expected]:
    """The terminals the grammar accepts after ``text`` (a prefix of a line).

    The text is lexed and fed to the LALR parser token by token; where a token
    cannot be read or does not fit (the word being typed, or a mistake), the
    parser's state before it tells what may come there. The state is rebuilt
    from the tokens that fitted, since a failed feed may have reduced the stack.

    When the text ends with a whole token, that token may also be the start of a
    longer phrase being typed (「クリーチャー」 of 「クリーチャー・カード」): the
    state before it is the second answer, from the token's start.
    """
    parser = _parse.get_parser(lang)
    fitted: list[Token] = []
    stuck = len(text)
    interactive = parser.parse_interactive(text, start=start_symbol)
    try:
        for token in interactive.iter_parse():
            fitted.append(token)  # noqa: PERF402 - the tokens before the failure are the point
    except UnexpectedToken as failure:
        stuck = failure.token.start_pos if failure.token.start_pos is not None else len(text)
    except UnexpectedCharacters as failure:
        stuck = failure.pos_in_stream if failure.pos_in_stream is not None else len(text)
    except UnexpectedInput:
        return [Expected(len(text), frozenset())]
    fresh = parser.parse_interactive("", start=start_symbol)
    before_last: Expected | None = None
    for number, token in enumerate(fitted):
        if number == len(fitted) - 1 and stuck == len(text) and token.end_pos == len(text):
            before_last = Expected(token.start_pos or 0, frozenset(fresh.accepts()))
        fresh.feed_token(token)
    answers = [Expected(stuck, frozenset(fresh.accepts()))]
    return answers if before_last is None else [*answers, before_last]


def line_tokens(lang: str, text: str) -> list[tuple[str, str]] | None:
    """The (terminal, text) tokens of a whole ability line, or None if it does not parse."""
    interactive = _parse.get_parser(lang).parse_interactive(text, start=ABILITY_START)
    tokens: list[tuple[str, str]] = []
    try:
        for token in interactive.iter_parse():
            tokens.append((token.type, str(token)))
        interactive.resume_parse()
    except UnexpectedInput:
        return None
    return tokens


def spellings(lang: str) -> dict[str, tuple[str, bool]]:
    """Each literal terminal of a language: name → (its text, case-insensitive?)."""
    return _parse.terminal_spellings(lang)


_OPTIONAL_ENDING = re.compile(r"([A-Za-z][A-Za-z ']*)(s|es)\?(?:\\b)?")


def spelling_variants(lang: str, name: str) -> tuple[str, ...]:
    """Every way a terminal is written: one text, or a word with and without its ending
    (``gets?`` is "get" and "gets"); () for a terminal with no fixed text."""
    spelling = _parse.terminal_spellings(lang).get(name)
    if spelling is None:
        return ()
    terminal = _terminals(lang).get(name)
    if terminal is not None and terminal.pattern.type == "re":
        ending = _OPTIONAL_ENDING.fullmatch(terminal.pattern.value)
        if ending:
            return (ending.group(1), ending.group(1) + ending.group(2))
    return (spelling[0],)


def word_class_words(lang: str, name: str) -> tuple[str, ...]:
    """The words of a closed word class terminal (creature types), else ()."""
    return _word_classes(lang).get(name, ())


@functools.cache
def _word_classes(lang: str) -> dict[str, tuple[str, ...]]:
    """Each word-class terminal of a language and its words (the spellings keyed
    ``NAME:word`` beside the class's first word under ``NAME``)."""
    table = _parse.terminal_spellings(lang)
    words: dict[str, list[str]] = {}
    for key, (text, _folded) in table.items():
        if ":" in key:
            words.setdefault(key.split(":", 1)[0], []).append(text)
    return {
        name: tuple(sorted([table[name][0], *rest] if name in table else rest))
        for name, rest in words.items()
    }


@functools.cache
def _terminals(lang: str) -> dict[str, Any]:
    return {terminal.name: terminal for terminal in _parse.get_parser(lang).terminals}


# --- abilities and their lines -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlacedAbility:
    """One ability of a card's IR and the span of the source line it came from; ``index``
    counts the front face's abilities, then a double-faced card's back face's (712), as
    ``ofuda explain`` lists them; ``face`` is the face the ability is on."""

    index: int
    ability: ir.Ability
    line: Span
    face: ir.CardFace


def placed_abilities(card: CompiledCard, lang: str) -> list[PlacedAbility]:
    """Each ability of one language's IR with the span of its line in the file.

    Abilities come in the order of their lines (one line may give several:
    「飛行、先制攻撃」); each ability's ``origin`` text is looked for in the line
    where the previous one was found, then in the next line.
    """
    reading = card.by_language.get(lang)
    if reading is None:
        return []
    placed = _placed(card.source.text, reading, card.asts.get(lang, []), 0)
    if reading.back is not None:
        placed += _placed(card.source.text, reading.back, card.back_asts.get(lang, []),
                          len(reading.abilities))
    return placed


def _placed(text: str, reading: ir.CardIR, asts: list[Any], first: int) -> list[PlacedAbility]:
    lines = [line.span for line in asts]
    if not lines:
        return []
    placed: list[PlacedAbility] = []
    line, cursor, used = 0, lines[0].start, False
    for index, ability in enumerate(reading.abilities):
        origin = getattr(ability, "origin", "")
        found = text.find(origin, cursor, lines[line].end) if origin else -1
        if found < 0 and line + 1 < len(lines):
            following = (
                text.find(origin, lines[line + 1].start, lines[line + 1].end) if origin else -1
            )
            if following >= 0 or used:
                line, found, used = line + 1, following, False
        if found >= 0:
            cursor = found + len(origin)
        used = True
        placed.append(PlacedAbility(first + index, ability, lines[line], reading.face))
    return placed


def _all_abilities(reading: ir.CardIR) -> tuple[ir.Ability, ...]:
    """A card's abilities, the front face's then its back face's (as placed_abilities counts)."""
    return reading.abilities + (reading.back.abilities if reading.back is not None else ())


def first_difference(card: CompiledCard) -> int | None:
    """The index of the first ability where the Japanese and English IR differ, if any."""
    if "ja" not in card.by_language or "en" not in card.by_language:
        return None
    ja, en = _all_abilities(card.by_language["ja"]), _all_abilities(card.by_language["en"])
    for index in range(max(len(ja), len(en))):
        if (ja[index] if index < len(ja) else None) != (en[index] if index < len(en) else None):
            return index
    return None


def canonical_text(face: ir.CardFace, ability: ir.Ability, lang: str) -> str | None:
    """One ability's canonical text in ``lang``, rendered from its IR (None: no wording yet)."""
    try:
        return "\n".join(render_card(ir.CardIR(face, (ability,)), lang))
    except RenderError:
        return None


def ir_text(ability: ir.Ability) -> str:
    """An ability's IR as the indented tree `ofuda ir` prints."""
    return dump(ability)


def explanations(card: CompiledCard) -> list[AbilityExplanation]:
    """Per ability of a compiled card: texts, IR, canonical texts, generated Python."""
    return explain_card(card)


# --- did-you-mean ---------------------------------------------------------------

_QUOTED = re.compile(r"did you mean (?:「(?P<ja>[^」]+)」|\"(?P<en>[^\"]+)\")\?")
_FIELD = re.compile(r"did you mean `(?P<field>[A-Za-z]+):`\?")
_NAMES = re.compile(r"did you mean ((?:'[^']*'|\"[^\"]*\")(?:, (?:'[^']*'|\"[^\"]*\"))*)\?")


def replacements(diagnostic: Diagnostic) -> list[str]:
    """The texts a diagnostic's did-you-mean hints propose for its span, best first."""
    found: list[str] = []
    spanned = diagnostic.source.text[diagnostic.span.start : diagnostic.span.end]
    for hint in diagnostic.hints:
        if (quoted := _QUOTED.search(hint)) is not None:
            found.append(quoted.group("ja") or quoted.group("en"))
        elif (field := _FIELD.search(hint)) is not None:
            # the span is the field name with its colon: keep what follows the name
            old = spanned.split(":", 1)[0]
            found.append(field.group("field") + spanned[len(old) :])
        elif (names := _NAMES.search(hint)) is not None:
            found.extend(match[1:-1] for match in re.findall(r"'[^']*'|\"[^\"]*\"", names.group(1)))
    return [text for text in found if text != spanned]


# --- formatting -----------------------------------------------------------------


def format_card(path: str, text: str) -> tuple[str | None, str]:
    """The text `ofuda fmt` would write for a card file, or None and why it would not.

    As fmt does, a result that would compile to something else, or add a
    diagnostic, is refused rather than written.
    """
    formatted = format_text(text)
    if formatted is None:
        return None, "its layout does not parse"
    if formatted == text:
        return formatted, ""
    before, after = check_card(path, text), check_card(path, formatted)
    if not {d.code for d in after.diagnostics} <= {d.code for d in before.diagnostics}:
        return None, "formatting would add diagnostics"
    if before.ok and (before.card != after.card or before.by_language != after.by_language):
        return None, "formatting would change what the card compiles to"
    return formatted, ""


def printed(text: str, lang: str) -> str:
    """Rules text in the widths of printed cards (「１体」, 「＋２/＋２」 in Japanese), as
    `ofuda fmt --text` writes it."""
    return printed_style(text, lang)


# --- decks ------------------------------------------------------------------------


def catalogue_of(folders: list[Path]) -> Catalogue:
    """The compiled cards under ``folders``, by every name they go by."""
    return Catalogue.from_paths(folders)


def catalogue_names(catalogue: Catalogue) -> list[str]:
    """Every card name a deck may use with this catalogue (compiled or not)."""
    return sorted({*catalogue.by_name, *catalogue.rejected})


def card_folders(deck: Path, workspace_roots: list[Path]) -> list[Path]:
    """Where the cards of a deck are looked for.

    The cards_src folder of the workspace that holds the deck (or of any
    workspace folder), else the folder :mod:`ofuda.compiler.source.decks` uses by
    default (the cards_src above the deck's folder) — what `ofuda play` finds.
    """
    resolved = deck.resolve()
    for root in sorted(workspace_roots, key=lambda path: len(path.parts), reverse=True):
        cards = root / "cards_src"
        if cards.is_dir() and resolved.is_relative_to(root.resolve()):
            return [cards]
    for root in workspace_roots:
        if (root / "cards_src").is_dir():
            return [root / "cards_src"]
    return [default_card_root(deck)]


def check_deck(path: str, text: str, catalogue: Catalogue) -> list[Diagnostic]:
    """The diagnostics of a deck list's text, its names resolved against ``catalogue``.

    :func:`ofuda.compiler.source.decks.load_deck` reads a file, so the text is put
    in a temporary one of the same name; the spans are offsets in the text.
    """
    with tempfile.TemporaryDirectory(prefix="ofuda-deck-") as folder:
        temporary = Path(folder) / (Path(path).name or f"deck{DECK_SUFFIX}")
        temporary.write_text(text, encoding="utf-8")
        _deck, diagnostics = load_deck(temporary, catalogue)
    source = SourceFile(path, text)
    return [Diagnostic(d.code, d.severity, d.message, source, d.span, d.hints) for d in diagnostics]
