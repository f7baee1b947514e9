"""Loading the LALR parse table from Lark's grammar cache, without per-action overhead.

Lark rebuilds each of the table's actions through its generic deserializer,
which for every "reduce" rebuilds a little namespace dictionary before finding
the rule in the memo. The rules-text grammars have about 190,000 actions, so
that was a large part of loading a cached grammar. This parser class builds the
same table (each action ``(Shift, state)`` or ``(Reduce, rule)``, the rule
being the memo's object, as Lark's) with one lookup per action. It is plugged
in through Lark's ``_plugins`` option (see :func:`ofuda.compiler.parse.get_parser`),
and tests/compiler/test_lexing.py holds the parser to Lark's own.
"""

from __future__ import annotations

from typing import Any

from lark.grammar import Rule
from lark.parsers.lalr_analysis import IntParseTable, Reduce, Shift
from lark.parsers.lalr_parser import LALR_Parser, _Parser


class CachedTableLALRParser(LALR_Parser):
    """Lark's LALR parser, whose table loads from the cache in one pass."""

    # Lark calls it with the callbacks, as its own LALR_Parser.deserialize (whose typing is
    # Serialize's): hence the override.
    @classmethod
    def deserialize(  # type: ignore[override]
        cls, data: dict[str, Any], memo: dict[int, Any], callbacks: Any, debug: bool = False
    ) -> CachedTableLALRParser:
        """The parser of a cached grammar: its table from ``data``, rules from ``memo``."""
        parser = cls.__new__(cls)
        # an IntParseTable, as Lark's own deserialize sets (its typing says ParseTable)
        parser._parse_table = parse_table(data, memo)  # type: ignore[assignment]
        parser.parser = _Parser(parser._parse_table, callbacks, debug)
        return parser


def parse_table(data: dict[str, Any], memo: dict[int, Any]) -> IntParseTable:
    """The parse table serialized in ``data`` (Lark's format), its rules taken from ``memo``."""
    tokens = data["tokens"]
    # One shared (Reduce, rule) pair per rule; a reduce action is stored as {"@": memo id}.
    reduces = {key: (Reduce, value) for key, value in memo.items() if isinstance(value, Rule)}
    states = {
        state: {
            tokens[token]: ((Shift, argument) if action == 0 else reduces[argument["@"]])
            for token, (action, argument) in actions.items()
        }
        for state, actions in data["states"].items()
    }
    return IntParseTable(states, data["start_states"], data["end_states"])
