"""The contextual lexer of the rules-text grammars: Lark's semantics, shared terminals.

Lark's contextual lexer gives every parser state a scanner of its own: one
regular expression joining the terminals that state accepts, compiled the
first time the state is reached. The two rules-text grammars have about a
thousand distinct states, and compiled expressions cannot be cached on disk,
so a cold ``ofuda compile`` spent most of its parsing time in ``re.compile``
and in Lark's "unless" analysis, again in every new process.

This lexer produces exactly the tokens Lark's would (tests/compiler/
test_lexing.py compares the two on every card and on generated text); only the
way a state finds its token differs:

- each terminal is prepared once per grammar and shared by every state; a
  plain string terminal is compared with ``str.startswith`` and never compiled;
- a state looks its candidates up by the next character: only the terminals
  that can start with that character are tried, in Lark's order (priority,
  longest pattern, longer definition, name), and the first that matches wins,
  as the first matching branch of Lark's alternation does;
- Lark's "unless" rule (a string terminal that a regular-expression terminal of
  the same priority matches in full is produced by that terminal and renamed
  afterwards) is decided per pair of terminals and remembered.

It is plugged in through Lark's ``_plugins`` option (see
:func:`ofuda.compiler.parse.get_parser`), so Lark's grammar cache is unchanged.
"""

from __future__ import annotations

import copy
import functools
import re
from collections.abc import Callable, Collection, Iterable
from re import _constants as sre
from re import _parser as sre_parse
from typing import Any

from lark.common import LexerConf
from lark.lexer import (
    BasicLexer,
    CallChain,
    ContextualLexer,
    PatternRE,
    PatternStr,
    TerminalDef,
    Token,
    _regexp_has_newline,
)

# The widest character range whose members are listed as possible first
# characters; a wider one (a CJK block) makes the terminal a candidate everywhere.
_MAX_LISTED_RANGE = 1024

# The version of what :meth:`TerminalTable.prepared` stores (part of the grammar table's key):
# 2 added the terminals' ranks.
PREPARED_FORMAT = 2

_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT)
_ZERO_WIDTH = (sre.AT, sre.ASSERT, sre.ASSERT_NOT)


class _Starts:
    """The characters a terminal's match can begin with.

    ``exact`` must equal the text's character; ``folded`` holds lower-case
    forms matched case-insensitively.
    """

    __slots__ = ("exact", "folded")

    def __init__(self) -> None:
        self.exact: set[str] = set()
        self.folded: set[str] = set()

    def add(self, char: str, ignorecase: bool) -> None:
        """Record ``char`` as a possible first character."""
        if ignorecase:
            self.folded.update(_fold_keys(char))
        else:
            self.exact.add(char)


def _fold_keys(char: str) -> tuple[str, ...]:
    """The lower-case forms under which ``re.IGNORECASE`` may equate ``char``.

    Both the lower case and the lower case of the upper case: "ſ" and "s" meet
    at "s", the Kelvin sign and "k" at "k".
    """
    keys = [char.lower(), char.upper().lower()]
    return tuple(key for key in keys if len(key) == 1)


def _first_chars(pattern: str, flags: int) -> _Starts | None:
    """The possible first characters of ``pattern``, or None when it may start anywhere.

    An over-approximation: anchors and lookarounds are skipped (they only
    narrow), and anything not analysed (classes such as ``\\w``, negations,
    ``.``) gives None, so the terminal is tried at every character.
    """
    parsed = sre_parse.parse(pattern, flags)
    starts = _Starts()
    nullable = _walk(parsed.data, bool(parsed.state.flags & re.IGNORECASE), starts)
    if nullable is None or nullable:
        return None
    return starts


def _walk(items: Iterable[tuple[Any, Any]], ignorecase: bool, starts: _Starts) -> bool | None:
    """Add the first characters of a sequence; whether it can match empty (None: unknown)."""
    for op, arg in items:
        if op in _ZERO_WIDTH:
            continue
        if op is sre.LITERAL:
            starts.add(chr(arg), ignorecase)
            return False
        if op is sre.IN:
            if not _add_set(arg, ignorecase, starts):
                return None
            return False
        if op is sre.BRANCH:
            branch_nullable = False
            for branch in arg[1]:
                result = _walk(branch.data, ignorecase, starts)
                if result is None:
                    return None
                branch_nullable = branch_nullable or result
            if not branch_nullable:
                return False
            continue
        if op is sre.SUBPATTERN:
            _group, add_flags, del_flags, body = arg
            inner = (
                ignorecase or bool(add_flags & re.IGNORECASE)
            ) and not del_flags & re.IGNORECASE
            result = _walk(body.data, inner, starts)
            if result is None:
                return None
            if not result:
                return False
            continue
        if op in _REPEATS:
            low, _high, body = arg
            result = _walk(body.data, ignorecase, starts)
            if result is None:
                return None
            if low > 0 and not result:
                return False
            continue
        if op is sre.ATOMIC_GROUP:
            result = _walk(arg.data, ignorecase, starts)
            if result is None:
                return None
            if not result:
                return False
            continue
        return None  # ., negated literals, categories, group references: anywhere
    return True


def _add_set(members: Iterable[tuple[Any, Any]], ignorecase: bool, starts: _Starts) -> bool:
    """Add the members of a character set ``[...]``; False when it can't be listed."""
    for op, arg in members:
        if op is sre.LITERAL:
            starts.add(chr(arg), ignorecase)
        elif op is sre.RANGE:
            low, high = arg
            if high - low > _MAX_LISTED_RANGE:
                return False
            for code in range(low, high + 1):
                starts.add(chr(code), ignorecase)
        else:  # NEGATE, CATEGORY (\w, \d, \s)
            return False
    return True


class TerminalTable:
    """Every terminal of one grammar, prepared once and shared by all lexer states."""

    def __init__(
        self,
        terminals: Collection[TerminalDef],
        regex_flags: int,
        prepared: dict[str, Any] | None = None,
    ) -> None:
        self.by_name = {terminal.name: terminal for terminal in terminals}
        self.regex_flags = regex_flags
        self._sort_keys: dict[str, tuple[int, int, int, str]] = {}
        self._ranks: dict[str, int] | None = None
        self._newline: dict[str, bool] = {}
        self._newline_names: frozenset[str] | None = None
        self._compiled: dict[str, re.Pattern[str]] = {}
        self._literals: dict[str, str | None] = {}
        self._starting: dict[str, frozenset[str]] = {}
        self._embedded: dict[str, tuple[str, ...]] = {}
        self._index: tuple[dict[str, set[str]], dict[str, set[str]], set[str]] | None = None
        if prepared is not None:
            # What :meth:`prepared` computed for this grammar in an earlier process (the grammar
            # table cache, parse/table_cache.py): finding it again parses every terminal's
            # regular expression and tries every pair of terminals.
            self._index = prepared["first_characters"]
            self._embedded = dict(prepared["embedded"])
            # Lark's order of the terminals needs each regular expression's widths (a parse
            # of each): a fifth of the first card's compile.
            self._ranks = prepared.get("ranks")

    def prepared(self) -> dict[str, Any]:
        """What can be computed once for the grammar and stored with it (plain data): every
        terminal's first characters, every regular expression's embedded strings and every
        terminal's rank in Lark's order (:data:`PREPARED_FORMAT` is the version of this form)."""
        embedded = {
            name: self.embedded_in(name)
            for name, terminal in self.by_name.items()
            if isinstance(terminal.pattern, PatternRE)
        }
        ranks = {name: self.rank(name) for name in self.by_name}
        return {"first_characters": self._first_char_index(), "embedded": embedded, "ranks": ranks}

    def rank(self, name: str) -> int:
        """The terminal's place in Lark's order (:meth:`sort_key`) among all the grammar's."""
        return self.ranks()[name]

    def ranks(self) -> dict[str, int]:
        """Every terminal's place in Lark's order (:meth:`sort_key`) among all the grammar's."""
        ranks = self._ranks
        if ranks is None:
            ranks = self._ranks = {
                name: place for place, name in enumerate(sorted(self.by_name, key=self.sort_key))
            }
        return ranks

    def in_lark_order(self, terminals: Iterable[TerminalDef]) -> list[TerminalDef]:
        """``terminals`` sorted in Lark's order (a state's scanner tries them in it)."""
        ranks = self.ranks()
        return sorted(terminals, key=lambda terminal: ranks[terminal.name])

    def newline_names(self) -> frozenset[str]:
        """The names of the terminals whose match may span lines (Lark counts lines for them)."""
        names = self._newline_names
        if names is None:
            names = self._newline_names = frozenset(
                name for name in self.by_name if self.has_newline(name)
            )
        return names

    def sort_key(self, name: str) -> tuple[int, int, int, str]:
        """Lark's order of terminals in a scanner: priority, longest, longer pattern, name."""
        key = self._sort_keys.get(name)
        if key is None:
            pattern = self.by_name[name].pattern
            key = (-self.by_name[name].priority, -pattern.max_width, -len(pattern.value), name)
            self._sort_keys[name] = key
        return key

    def has_newline(self, name: str) -> bool:
        """Whether a match of the terminal may span lines (Lark counts lines for it)."""
        known = self._newline.get(name)
        if known is None:
            known = self._newline[name] = _regexp_has_newline(
                self.by_name[name].pattern.to_regexp()
            )
        return known

    def literal(self, name: str) -> str | None:
        """The terminal's text when it is a plain, case-sensitive string, else None."""
        if name not in self._literals:
            pattern = self.by_name[name].pattern
            plain = isinstance(pattern, PatternStr) and not pattern.flags and not self.regex_flags
            self._literals[name] = pattern.value if plain else None
        return self._literals[name]

    def compiled(self, name: str) -> re.Pattern[str]:
        """The terminal's regular expression, compiled (once per grammar)."""
        expression = self._compiled.get(name)
        if expression is None:
            expression = re.compile(self.by_name[name].pattern.to_regexp(), self.regex_flags)
            self._compiled[name] = expression
        return expression

    def _starts(self, name: str) -> _Starts | None:
        literal = self.literal(name)
        if literal is not None:
            starts = _Starts()
            starts.add(literal[0], ignorecase=False)
            return starts
        return _first_chars(self.by_name[name].pattern.to_regexp(), self.regex_flags)

    def _first_char_index(self) -> tuple[dict[str, set[str]], dict[str, set[str]], set[str]]:
        """Terminal names by exact first character, by folded first character, and anywhere."""
        if self._index is None:
            exact: dict[str, set[str]] = {}
            folded: dict[str, set[str]] = {}
            anywhere: set[str] = set()
            for name in self.by_name:
                starts = self._starts(name)
                if starts is None:
                    anywhere.add(name)
                    continue
                for char in starts.exact:
                    exact.setdefault(char, set()).add(name)
                for key in starts.folded:
                    folded.setdefault(key, set()).add(name)
            self._index = (exact, folded, anywhere)
        return self._index

    def starting_with(self, char: str) -> frozenset[str]:
        """The names of the terminals whose match can begin with the text's ``char``."""
        names = self._starting.get(char)
        if names is None:
            exact, folded, anywhere = self._first_char_index()
            found = set(anywhere)
            found.update(exact.get(char, ()))
            for key in _fold_keys(char):
                found.update(folded.get(key, ()))
            names = self._starting[char] = frozenset(found)
        return names

    def matches_whole(self, name: str, text: str) -> bool:
        """Whether the terminal matches all of ``text``."""
        literal = self.literal(name)
        if literal is not None:
            return literal == text
        return self.compiled(name).fullmatch(text) is not None

    def embedded_in(self, regexp_name: str) -> tuple[str, ...]:
        """The string terminals of the same priority whose whole text the regular expression matches.

        This is Lark's test for "unless": such a string is produced by the
        regular expression and then renamed.
        """
        found = self._embedded.get(regexp_name)
        if found is None:
            regexp = self.by_name[regexp_name]
            expression = self.compiled(regexp_name)
            names = []
            for name, terminal in self.by_name.items():
                pattern = terminal.pattern
                if not isinstance(pattern, PatternStr) or terminal.priority != regexp.priority:
                    continue
                if regexp_name not in self.starting_with(pattern.value[0]):
                    continue
                match = expression.match(pattern.value)
                if match is not None and match.group(0) == pattern.value:
                    names.append(name)
            found = self._embedded[regexp_name] = tuple(names)
        return found


class _Rename:
    """Lark's "unless" callback: a regular-expression token whose text is a string terminal's."""

    __slots__ = ("names", "table")

    def __init__(self, names: list[str], table: TerminalTable) -> None:
        self.names = names
        self.table = table

    def __call__(self, token: Token) -> Token:
        for name in self.names:
            if self.table.matches_whole(name, token.value):
                token.type = name
                break
        return token


# (terminal name, its literal text or None, its compiled expression or None)
_Candidate = tuple[str, str | None, "re.Pattern[str] | None"]


class DispatchScanner:
    """One state's scanner: candidates by first character, tried in Lark's order."""

    def __init__(self, names: list[str], table: TerminalTable) -> None:
        self.names = names
        self.table = table
        self.allowed_types = set(names)
        self._place = {name: index for index, name in enumerate(names)}
        self._by_char: dict[str, tuple[_Candidate, ...]] = {}

    def _candidates(self, char: str) -> tuple[_Candidate, ...]:
        table = self.table
        # The state's terminals that can start with the character, in the state's order: a
        # set intersection and a sort of the few found, not a pass over all the state's names.
        here = sorted(table.starting_with(char) & self.allowed_types, key=self._place.__getitem__)
        found = []
        for name in here:
            literal = table.literal(name)
            found.append((name, literal, None if literal is not None else table.compiled(name)))
        candidates = tuple(found)
        self._by_char[char] = candidates
        return candidates

    def match(self, text: Any, pos: int) -> tuple[str, str] | None:
        """The first terminal matching at ``pos`` of the text slice: (its text, its name)."""
        string = text.text
        char = string[pos]
        candidates = self._by_char.get(char)
        if candidates is None:
            candidates = self._candidates(char)
        end = text.end
        for name, literal, expression in candidates:
            if literal is not None:
                if string.startswith(literal, pos, end):
                    return literal, name
            else:
                assert expression is not None
                found = expression.match(string, pos, end)
                if found:
                    return found.group(0), name
        return None


class TableBasicLexer(BasicLexer):
    """Lark's basic lexer for one parser state, scanning through a shared :class:`TerminalTable`."""

    def __init__(self, conf: LexerConf, comparator: Any = None, *, table: TerminalTable) -> None:
        self.table = table
        if not conf.skip_validation:
            # A grammar built from source: Lark checks terminals (and collisions in strict mode).
            super().__init__(conf, comparator)
            return
        self.re = conf.re_module
        self.ignore_types = frozenset(conf.ignore)
        # Sorted on first use (see __getattr__): a compile reaches about half the states.
        self._unsorted = conf.terminals
        self.user_callbacks = conf.callbacks
        self.g_regex_flags = conf.g_regex_flags
        self.use_bytes = conf.use_bytes
        self.terminals_by_name = conf.terminals_by_name
        self._scanner = None

    def __getattr__(self, name: str) -> Any:
        """``terminals`` in Lark's order and ``newline_types``, computed when first asked for."""
        if name not in ("terminals", "newline_types") or "_unsorted" not in self.__dict__:
            raise AttributeError(name)
        self.terminals = self.table.in_lark_order(self._unsorted)
        self.newline_types = self.table.newline_names().intersection(
            terminal.name for terminal in self._unsorted
        )
        return self.__dict__[name]

    def _build_scanner(self) -> DispatchScanner:  # type: ignore[override]
        """The state's scanner, with Lark's "unless" renaming (see the module docstring)."""
        table = self.table
        regexps = [t for t in self.terminals if isinstance(t.pattern, PatternRE)]
        # The state's string terminals, in its order (a dictionary keeps it).
        strings = {t.name: t for t in self.terminals if isinstance(t.pattern, PatternStr)}
        place = {name: index for index, name in enumerate(strings)}
        embedded: set[str] = set()
        self.callback: dict[str, Callable[[Token], Token]] = {}
        for regexp in regexps:
            embedded_here = table.embedded_in(regexp.name)
            if not embedded_here:
                continue
            renamed = [
                strings[name]
                for name in sorted((n for n in embedded_here if n in strings), key=place.__getitem__)
            ]
            for string in renamed:
                if set(string.pattern.flags) <= set(regexp.pattern.flags):
                    embedded.add(string.name)
            if renamed:
                self.callback[regexp.name] = _Rename([string.name for string in renamed], table)
        for type_, function in self.user_callbacks.items():
            if type_ in self.callback:
                self.callback[type_] = CallChain(
                    self.callback[type_], function, lambda t, name=type_: t.type == name
                )
            else:
                self.callback[type_] = function
        names = [t.name for t in self.terminals if t.name not in embedded]
        return DispatchScanner(names, table)


class _LexersByState(dict[int, Any]):
    """Each parser state's lexer, built when the parser first enters the state (a compile
    enters about a third of them)."""

    def __init__(self, build: Callable[[Collection[str]], Any], states: dict[int, Collection[str]]):
        super().__init__()
        self._build = build
        self._states = states

    def __missing__(self, state: int) -> Any:
        lexer = self[state] = self._build(self._states[state])
        return lexer


class TableContextualLexer(ContextualLexer):
    """Lark's contextual lexer whose per-state lexers share one :class:`TerminalTable`.

    ``prepared`` is what :meth:`TerminalTable.prepared` gave for this grammar in an earlier
    process (kept in the grammar table cache, parse/table_cache.py).
    """

    def __init__(
        self,
        conf: LexerConf,
        states: dict[int, Collection[str]],
        always_accept: Collection[str] = (),
        prepared: dict[str, Any] | None = None,
    ) -> None:
        self.table = table = TerminalTable(conf.terminals, conf.g_regex_flags, prepared)
        if not conf.skip_validation and not getattr(conf, "strict", False):
            # Outside strict mode Lark only logs the regex collisions it finds, yet finding
            # them (interegular, where installed) costs most of a grammar build: about a minute
            # for the Japanese grammar's word classes. The strict build of the tests
            # (tests/compiler/test_grammar_health.py) is where terminals are validated. (A
            # configuration loaded from the cache has no ``strict`` and skips validation.)
            conf = copy.copy(conf)
            conf.skip_validation = True
        # Lark builds each state's lexer through self.BasicLexer(conf, comparator).
        self.BasicLexer = functools.partial(TableBasicLexer, table=table)  # type: ignore[assignment]
        if not conf.skip_validation:
            # A strict build: Lark checks every state's terminals as it builds its lexer.
            super().__init__(conf, states, always_accept)
            return
        # As Lark's ContextualLexer.__init__ without validation, but each state's lexer is
        # built on first use: building them all was a share of every cold start.
        terminals = list(conf.terminals)
        by_name = conf.terminals_by_name
        shared_conf = copy.copy(conf)
        shared_conf.terminals = terminals
        also_accepted = set(conf.ignore) | set(always_accept)
        by_tokens: dict[frozenset[str], Any] = {}

        def build(accepts: Collection[str]) -> Any:
            key = frozenset(accepts)
            lexer = by_tokens.get(key)
            if lexer is None:
                state_conf = copy.copy(shared_conf)
                state_conf.terminals = [by_name[n] for n in key | also_accepted if n in by_name]
                lexer = by_tokens[key] = self.BasicLexer(state_conf, None)
            return lexer

        self.lexers = _LexersByState(build, states)
        self.root_lexer = self.BasicLexer(shared_conf, None)
