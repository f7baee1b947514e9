"""The parse pass: Lark LALR parsers for card files and rules text.

This is the only module that builds Lark parsers or sees Lark exceptions; it
turns a failed parse into a :class:`ParseFailure` (where, what was found, what
each grammar would accept there, in the grammar's own words). Trees go on to
:mod:`ofuda.compiler.build_ast`, the only module that reads them.
"""

from __future__ import annotations

import functools
import re
import weakref
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeAlias

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken
from lark.lexer import TerminalDef

from ..cache_folder import cache_folder
from .lexing import TableContextualLexer
from .parse_table import CachedTableLALRParser
from .reminders import read_reminders
from .table_cache import cached_parser
from .vocabulary import WORD_CLASS_TERMINALS

GRAMMAR_DIR = Path(__file__).resolve().parents[2] / "grammar"
if not (GRAMMAR_DIR / "common.lark").exists():  # installed layout: ofuda/grammar beside ofuda/compiler
    from ofuda import grammar as _grammar_package

    GRAMMAR_DIR = Path(next(iter(_grammar_package.__path__)))

LANGUAGES = ("ja", "en")


def _cache_dir() -> Path | None:
    """Where Lark's grammar cache lives: build/ of the project, else the user cache."""
    return cache_folder()


def _cache_path(name: str, strict: bool, suffix: str = ".lark.cache") -> Path | None:
    """The cache file ``suffix`` of grammar ``name`` (Lark's by default), None when there is
    no writable cache folder."""
    directory = _cache_dir()
    if directory is None:
        return None
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return directory / f"{name}{'-strict' if strict else ''}{suffix}"


# The start symbols of each grammar: what a piece of a card file can be.
START_SYMBOLS = {
    "cardfile": ("start",),
    "deck": ("start",),
    "ja": ("ability_line", "type_line", "mana_cost", "reminder_body"),
    "en": ("ability_line", "type_line", "mana_cost", "reminder_body"),
}


def grammar_text(name: str) -> str:
    """The text of grammar ``name``.

    ``cardfile`` and ``deck`` are single files; a rules-text language is the
    folder grammar/<lang>/, its files read in name order after common.lark, so
    that each area of the language (keywords, nouns, effects, …) has a file of
    its own and later files extend earlier word classes with ``%extend``.
    """
    single = GRAMMAR_DIR / f"{name}.lark"
    if single.exists():
        return single.read_text(encoding="utf-8")
    parts = [GRAMMAR_DIR / "common.lark", *sorted((GRAMMAR_DIR / name).glob("*.lark"))]
    return "\n".join(f"// ==== {part.name}\n" + part.read_text(encoding="utf-8") for part in parts)


@functools.cache
def get_parser(name: str, strict: bool = False) -> Lark:
    """The LALR parser of grammar ``name`` (contextual lexer, positions kept, cached).

    ``strict`` also fails on shift/reduce conflicts and terminal collisions
    (Lark's strict mode; the tests build every grammar this way). Its lexer is
    :class:`~ofuda.compiler.parse.lexing.TableContextualLexer`: Lark's tokens, found
    faster, and its table is decoded state by state (parse/parse_table.py); both are
    plugged in through Lark's ``_plugins`` hook. It loads from ofuda's grammar table
    cache (parse/table_cache.py), kept beside Lark's cache and derived from it.
    """
    return _build_parser(name, strict, PLUGINS)


# ofuda's lexer and parse table, plugged into Lark (see get_parser).
PLUGINS: dict[str, type] = {
    "ContextualLexer": TableContextualLexer, "LALR_Parser": CachedTableLALRParser
}


@functools.cache
def get_reference_parser(name: str) -> Lark:
    """The same parser with Lark's own contextual lexer: the reference that
    tests/compiler/test_lexing.py holds :func:`get_parser` to, and the
    baseline of the lexing benchmark."""
    return _build_parser(name, False, {})


def lark_options(name: str, strict: bool) -> dict[str, Any]:
    """Lark's options for grammar ``name`` (but the cache and the plugins)."""
    return {
        "parser": "lalr",
        "lexer": "contextual",
        "propagate_positions": True,
        "maybe_placeholders": True,
        "strict": strict,
        "start": list(START_SYMBOLS[name]),
    }


def _build_parser(name: str, strict: bool, plugins: dict[str, type]) -> Lark:
    options = lark_options(name, strict)
    lark_cache = _cache_path(name, strict)
    table = _cache_path(name, strict, ".table")
    if plugins.get("LALR_Parser") is CachedTableLALRParser and lark_cache and table:
        # ofuda's own table cache beside Lark's (parse/table_cache.py): the cold start's load.
        return cached_parser(grammar_text(name), options, plugins, table, lark_cache)
    # Lark keys its cache by its keyword arguments in this order (and the cache path's text):
    # kept as they were, so that existing caches stay valid.
    return Lark(grammar_text(name), **options, cache=str(lark_cache) if lark_cache else False,
                _plugins=plugins)


@dataclass(frozen=True, slots=True)
class ParseFailure:
    """Where a parse stopped and what the grammar would have accepted there.

    Offsets are in the parsed (normalized) text; ``found`` is the text there;
    ``expected`` is each expected terminal's text or readable name and
    ``expected_terminals`` the terminals' names (for grouping them by word class).
    """

    start: int
    end: int
    found: str
    expected: tuple[str, ...]
    at_end: bool
    expected_terminals: tuple[str, ...] = ()


# A parse tree, as the build_ast pass reads it.
ParseTree: TypeAlias = Tree[Token]


def parse(
    name: str, text: str, start: str | None = None, *, explain: bool = True
) -> ParseTree | ParseFailure:
    """Parse ``text`` as ``start`` of grammar ``name``; a tree, or where and why it failed.

    An ability line's reminder texts are read apart (:mod:`.reminders`). With
    ``explain=False`` a failure says only where it stopped (its ``expected`` lists are
    empty): finding what the grammar would accept costs more than the parse itself,
    and a caller that only needs the position should not pay for it."""
    parser = get_parser(name)
    start = start or START_SYMBOLS[name][0]
    try:
        tree = parser.parse(text, start=start)
    except UnexpectedInput as failure:
        if not explain:
            return _position(text, failure)
        return _failure(parser, text, failure)
    if start == "ability_line":
        read_reminders(tree, name)
    return tree


def _position(text: str, failure: UnexpectedInput) -> ParseFailure:
    """Where a parse stopped and the text there, without what was expected."""
    if isinstance(failure, UnexpectedToken) and failure.token.type != "$END":
        token = failure.token
        start = token.start_pos if token.start_pos is not None else len(text)
        end = token.end_pos if token.end_pos is not None else start + len(str(token))
        return ParseFailure(start, end, str(token), (), False)
    if isinstance(failure, UnexpectedCharacters):
        start = failure.pos_in_stream if failure.pos_in_stream is not None else len(text)
        end = _word_end(text, start)
        return ParseFailure(start, end, text[start:end], (), False)
    return ParseFailure(len(text), len(text), "", (), True)


def _failure(parser: Lark, text: str, failure: UnexpectedInput) -> ParseFailure:
    expected_names: set[str] = set()
    if isinstance(failure, UnexpectedToken):
        expected_names = set(failure.accepts or failure.expected)
        token = failure.token
        if token.type == "$END":
            return ParseFailure(len(text), len(text), "", _describe(parser, expected_names), True,
                                _known(parser, expected_names))
        start = token.start_pos if token.start_pos is not None else len(text)
        end = token.end_pos if token.end_pos is not None else start + len(str(token))
        return ParseFailure(start, end, str(token), _describe(parser, expected_names), False,
                            _known(parser, expected_names))
    if isinstance(failure, UnexpectedCharacters):
        expected_names = set(failure.allowed or ())
        start = failure.pos_in_stream if failure.pos_in_stream is not None else len(text)
        end = _word_end(text, start)
        return ParseFailure(start, end, text[start:end], _describe(parser, expected_names), False,
                            _known(parser, expected_names))
    if isinstance(failure, UnexpectedEOF):
        expected_names = set(failure.expected)
        return ParseFailure(len(text), len(text), "", _describe(parser, expected_names), True,
                            _known(parser, expected_names))
    position = getattr(failure, "pos_in_stream", len(text)) or 0
    return ParseFailure(position, position, "", (), position >= len(text))


_WORD = re.compile(r"[A-Za-z0-9'-]+|[^\sA-Za-z0-9、。「」（）()]{1,8}")


def _word_end(text: str, start: int) -> int:
    """The end of the word or phrase that starts at ``start`` (for the caret)."""
    match = _WORD.match(text, start)
    return match.end() if match else min(len(text), start + 1)


def _known(parser: Lark, names: set[str]) -> tuple[str, ...]:
    """The names of the expected terminals the grammar defines, sorted (no $END)."""
    defined = _terminals_by_name(parser)
    return tuple(sorted(name for name in names if name in defined))


def _terminals_by_name(parser: Lark) -> dict[str, TerminalDef]:
    """The parser's terminals by name, built once per parser (a grammar has ~1,000)."""
    table = _TERMINAL_TABLES.get(parser)
    if table is None:
        table = {terminal.name: terminal for terminal in parser.terminals}
        _TERMINAL_TABLES[parser] = table
    return table


_TERMINAL_TABLES: weakref.WeakKeyDictionary[Lark, dict[str, TerminalDef]] = weakref.WeakKeyDictionary()


@functools.cache
def terminal_spellings(name: str) -> dict[str, tuple[str, bool]]:
    """Each literal terminal of grammar ``name``: its name → (its text, case-insensitive?).

    Regular-expression terminals that are a word with an optional ending
    (``/gains?\\b/i``) count too, spelt without the ending; the others (numbers,
    mana symbols) have no spelling. Used for "did you mean" and "expected".
    """
    spellings: dict[str, tuple[str, bool]] = {}
    for terminal in get_parser(name).terminals:
        pattern = terminal.pattern
        folded = "i" in pattern.flags
        if pattern.type == "str":
            spellings[terminal.name] = (pattern.value, folded)
            continue
        word = re.fullmatch(r"([A-Za-z][A-Za-z ']*)(?:s\?|es\?)?(?:\\b)?", pattern.value)
        if word:
            spellings[terminal.name] = (word.group(1), folded)
        elif terminal.name in WORD_CLASS_TERMINALS:
            # A closed word list (grammar/*/92-creature-types.lark): every word is a spelling,
            # the terminal itself spelt by its first word in alphabetical order.
            words = sorted(_word_list(pattern.value))
            spellings[terminal.name] = (words[0], folded)
            spellings.update({f"{terminal.name}:{w}": (w, folded) for w in words[1:]})
    return spellings


def _word_list(pattern: str) -> list[str]:
    """The words of a word-class pattern ``(?:Elf|Goblin|…)(?!…)``."""
    body = pattern.removeprefix("(?:").split(")", 1)[0]
    return [re.sub(r"\\(.)", r"\1", word) for word in body.split("|")]


def _describe(parser: Lark, names: set[str]) -> tuple[str, ...]:
    """The literal text (or a readable name) of each expected terminal, sorted."""
    by_name = _terminals_by_name(parser)
    shown: set[str] = set()
    for name in names:
        terminal = by_name.get(name)
        if terminal is None:
            continue
        pattern = terminal.pattern
        if pattern.type == "str":
            shown.add(pattern.value)
        else:
            shown.add(_PATTERN_NAMES.get(name, name.strip("_").lower().replace("_", " ")))
    return tuple(sorted(shown))


# Readable names of the regular-expression terminals, for "expected …" lists.
_PATTERN_NAMES = {
    "MANA_SYMBOL": "a mana symbol such as {2} or {W}",
    "NUMBER": "a number",
    "PT_MODIFIER": "a power/toughness change such as +2/+2",
    "FIELD_NAME": "a field name such as name:",
    "COUNT": "a number of copies",
    "CARD_NAME": "a card name",
    "FIELD_VALUE": "a value",
    "INDENTED_TEXT": "an indented line of text",
    "REMINDER_TEXT": "reminder text in parentheses",
}
