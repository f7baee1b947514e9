"""The LALR parse table in a compact form that loads at once and decodes a state on first use.

Lark stores a table as one small dictionary per action (its cache pickles about
560,000 of them for the two rules-text grammars) and rebuilds every action when it
loads, yet parsing the cards of a set enters only a small share of the states. Here
the table is stored compactly (:func:`compact_table`): each state is the index of its
token list (states share about a thousand distinct lists) and its actions packed as
integers in a ``bytes`` object, which unpickles as one copy. :func:`lazy_parse_table`
turns that into Lark's :class:`IntParseTable`, whose states are :class:`StateActions`:
mappings that know their tokens at once and build their ``(Shift, state)`` /
``(Reduce, rule)`` actions — the rule being the memo's object, as Lark's — when the
parser first asks for one. It is plugged in through Lark's ``_plugins`` option (see
:func:`ofuda.compiler.parse.get_parser`), and tests/compiler/test_lexing.py holds the
table to Lark's own.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, KeysView, Mapping
from typing import Any

from lark.grammar import Rule
from lark.parsers.lalr_analysis import IntParseTable, Reduce, Shift
from lark.parsers.lalr_parser import LALR_Parser, _Parser

# Bumped whenever the compact form changes: a table stored in an older form is rebuilt.
COMPACT_FORMAT = 1

# The packed actions: a signed 32-bit array (a state number or a memo id, shifted left
# once; the low bit says "reduce"). Both stay far below 2**30 (about 6,000 states).
_ACTION_CODE = "i"


class ActionsByCode(dict[int, tuple[Any, Any]]):
    """Each packed action code's action, shared by every state of a table: ``(Reduce, rule)``
    for each rule of the memo, ``(Shift, state)`` made the first time a state is shifted to.
    Decoding a state is then one C-level lookup per action (``map`` over ``__getitem__``)."""

    def __missing__(self, code: int) -> tuple[Any, Any]:
        if code & 1:  # a reduce by a rule the memo does not hold
            raise KeyError(code)
        action = self[code] = (Shift, code >> 1)
        return action


class StateActions(Mapping[str, tuple[Any, Any]]):
    """The actions of one parser state: token → ``(Shift, state)`` or ``(Reduce, rule)``.

    Its tokens are known at once (the contextual lexer asks every state for them when
    it is built); the actions are decoded from the packed codes on the first lookup,
    and the decoded dictionary then takes this object's place in the table's
    ``states``, so that the parser's later lookups are plain dictionary lookups.
    """

    __slots__ = ("_actions", "_by_code", "_codes", "_state", "_states", "_tokens")

    def __init__(
        self,
        tokens: tuple[str, ...],
        codes: bytes,
        by_code: ActionsByCode,
        states: dict[int, Any],
        state: int,
    ) -> None:
        self._tokens = tokens
        self._codes = codes
        self._by_code = by_code
        self._actions: dict[str, tuple[Any, Any]] | None = None
        self._states = states
        self._state = state

    def _decoded(self) -> dict[str, tuple[Any, Any]]:
        codes = memoryview(self._codes).cast("i")  # _ACTION_CODE (typeshed wants the literal)
        actions = self._actions = dict(zip(self._tokens, map(self._by_code.__getitem__, codes)))
        # Replacing a value (not adding a key) is safe even while someone iterates the states.
        self._states[self._state] = actions
        return actions

    def __getitem__(self, token: str) -> tuple[Any, Any]:
        actions = self._actions
        if actions is None:
            actions = self._decoded()
        return actions[token]

    def __iter__(self) -> Iterator[str]:
        return iter(self._tokens)

    def __len__(self) -> int:
        return len(self._tokens)

    def keys(self) -> KeysView[str]:
        """The state's tokens, without decoding its actions."""
        return _TokenKeys(self)

    def __repr__(self) -> str:
        return f"StateActions({dict(self.items())!r})"


class _TokenKeys(KeysView[str]):
    """A state's tokens as a keys view whose iteration is the token tuple's own (C-speed):
    Lark lists the tokens of every state when it builds the contextual lexer."""

    _mapping: StateActions

    def __iter__(self) -> Iterator[str]:
        return iter(self._mapping._tokens)


def compact_table(serialized: dict[str, Any]) -> dict[str, Any]:
    """The compact form of a table serialized in Lark's format (``{"tokens", "states", …}``).

    Lark's format holds each action as ``(0, state)`` (shift) or ``(1, {"@": memo id})``
    (reduce) under the token's index; the compact one as described in the module
    docstring, with the same memo ids.
    """
    names = serialized["tokens"]
    token_lists: dict[tuple[str, ...], int] = {}
    states: dict[int, tuple[int, bytes]] = {}
    for state, actions in serialized["states"].items():
        ordered = list(actions.items())  # Lark's order of the state's tokens, kept
        tokens = tuple(names[token] for token, _action in ordered)
        codes = array(
            _ACTION_CODE,
            ((argument["@"] << 1) | 1 if action == 1 else argument << 1
             for _token, (action, argument) in ordered),
        )
        states[state] = (token_lists.setdefault(tokens, len(token_lists)), codes.tobytes())
    return {
        "format": COMPACT_FORMAT,
        "token_lists": list(token_lists),
        "states": states,
        "start_states": serialized["start_states"],
        "end_states": serialized["end_states"],
    }


def is_compact(data: dict[str, Any]) -> bool:
    """Whether ``data`` is a table in the compact form of this version of ofuda."""
    return data.get("format") == COMPACT_FORMAT


def lazy_parse_table(compact: dict[str, Any], memo: dict[int, Any]) -> IntParseTable:
    """Lark's parse table from its compact form, each state decoded on first use."""
    # One shared (Reduce, rule) pair per rule, as in the reduce actions of Lark's table.
    by_code = ActionsByCode(
        ((key << 1) | 1, (Reduce, value)) for key, value in memo.items() if isinstance(value, Rule)
    )
    token_lists = compact["token_lists"]
    states: dict[int, Any] = {}
    for state, (tokens, codes) in compact["states"].items():
        states[state] = StateActions(token_lists[tokens], codes, by_code, states, state)
    return IntParseTable(states, compact["start_states"], compact["end_states"])


class CachedTableLALRParser(LALR_Parser):
    """Lark's LALR parser, whose table loads from a cache without rebuilding every action.

    The cache holds either Lark's own format (Lark's grammar cache) or ofuda's compact
    one (parse/table_cache.py); either way the states are decoded on first use.
    """

    # Lark calls it with the callbacks, as its own LALR_Parser.deserialize (whose typing is
    # Serialize's): hence the override.
    @classmethod
    def deserialize(  # type: ignore[override]
        cls, data: dict[str, Any], memo: dict[int, Any], callbacks: Any, debug: bool = False
    ) -> CachedTableLALRParser:
        """The parser of a cached grammar: its table from ``data``, rules from ``memo``."""
        parser = cls.__new__(cls)
        compact = data if is_compact(data) else compact_table(data)
        # an IntParseTable, as Lark's own deserialize sets (its typing says ParseTable)
        parser._parse_table = lazy_parse_table(compact, memo)  # type: ignore[assignment]
        parser.parser = _Parser(parser._parse_table, callbacks, debug)
        return parser
