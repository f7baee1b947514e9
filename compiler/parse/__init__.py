"""The parse pass: card text → Lark parse trees (LALR, ofuda's contextual lexer).

:mod:`.parser` builds the parsers and turns a failed parse into a :class:`ParseFailure`;
:mod:`.lexing` and :mod:`.parse_table` make them fast and :mod:`.table_cache` makes them
load fast; :mod:`.vocabulary` and :mod:`.subtype_table` say what the grammars' word classes
mean; :mod:`.suggest` finds the hints of a parse error. Only this pass and build_ast import Lark.
"""

from __future__ import annotations

from .parser import (
    GRAMMAR_DIR,
    LANGUAGES,
    START_SYMBOLS,
    ParseFailure,
    ParseTree,
    get_parser,
    get_reference_parser,
    grammar_text,
    parse,
    terminal_spellings,
)

__all__ = [
    "GRAMMAR_DIR",
    "LANGUAGES",
    "START_SYMBOLS",
    "ParseFailure",
    "ParseTree",
    "get_parser",
    "get_reference_parser",
    "grammar_text",
    "parse",
    "terminal_spellings",
]
