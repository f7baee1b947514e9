"""The grammars load in Lark's strict mode and keep the house rules."""

from __future__ import annotations

import re

import pytest
from lark.common import ParserConf
from lark.parsers.lalr_analysis import LALR_Analyzer

from ofuda.compiler.parse import START_SYMBOLS, get_parser

RULES_TEXT_GRAMMARS = ("ja", "en")


@pytest.mark.parametrize("name", sorted(START_SYMBOLS))
def test_grammar_has_no_lalr_conflicts(name: str) -> None:
    """The LALR(1) tables of each grammar have no shift/reduce or reduce/reduce conflict: Lark's
    strict analysis of the grammar's rules raises on either (a lenient build would take the
    shift silently, a parse the grammar's author did not choose)."""
    parser = get_parser(name)
    analysis = LALR_Analyzer(ParserConf(parser.rules, None, list(parser.options.start)), strict=True)
    analysis.compute_lalr()
    assert analysis.parse_table.states


@pytest.mark.grammar_strict
@pytest.mark.parametrize("name", sorted(START_SYMBOLS))
def test_grammar_loads_strict_without_conflicts_or_collisions(name: str) -> None:
    """The whole strict build: the conflicts above, and no two terminals of one lexer state that
    match the same text (every pair checked, minutes for the Japanese grammar: `make
    grammar-strict`, run before landing a grammar change)."""
    parser = get_parser(name, strict=True)
    assert parser.terminals


@pytest.mark.parametrize("name", RULES_TEXT_GRAMMARS)
def test_every_terminal_has_an_ascii_name(name: str) -> None:
    for terminal in get_parser(name).terminals:
        assert terminal.name.isascii(), terminal.name
        assert not terminal.name.startswith("__ANON"), (
            f"{terminal.name} = {terminal.pattern.value!r}: give the literal a named terminal"
        )


# A catch-all would be a regex terminal that matches arbitrary words: a negated
# class or a dot with a repetition.
_CATCH_ALL = re.compile(r"\[\^[^\]]*\][*+]|\.[*+]|\\S[*+]|\\w[*+]")


# The one bounded exception (DESIGN.md, 207.2): reminder text, the words between balanced
# parentheses on one line, with no parenthesis inside.
_REMINDER_TEXT = ("REMINDER_TEXT", "\\([^()\n]*\\)")  # Lark stores the newline itself


@pytest.mark.parametrize("name", RULES_TEXT_GRAMMARS)
def test_no_catch_all_text_terminal_in_rules_text(name: str) -> None:
    for terminal in get_parser(name).terminals:
        if terminal.pattern.type == "re" and terminal.name != _REMINDER_TEXT[0]:
            assert not _CATCH_ALL.search(terminal.pattern.value), terminal.name


@pytest.mark.parametrize("name", RULES_TEXT_GRAMMARS)
def test_reminder_text_is_the_one_bounded_exception(name: str) -> None:
    """The reminder terminal is bounded (one line, balanced parentheses, nothing nested) and
    stands only in the rule ``reminder``, which follows a whole ability."""
    parser = get_parser(name)
    (terminal,) = [t for t in parser.terminals if t.name == _REMINDER_TEXT[0]]
    assert terminal.pattern.value == _REMINDER_TEXT[1]
    users = {
        rule.origin.name
        for rule in parser.rules
        if any(getattr(symbol, "name", None) == _REMINDER_TEXT[0] for symbol in rule.expansion)
    }
    assert users == {"reminder"}


def test_both_languages_share_their_meaningful_terminal_names() -> None:
    """Keyword, type and subtype terminals mean the same word in both grammars."""
    meaningful = re.compile(r"^(KW|TYPE|SUB|SUPER)_")
    ja = {t.name for t in get_parser("ja").terminals if meaningful.match(t.name)}
    en = {t.name for t in get_parser("en").terminals if meaningful.match(t.name)}
    assert ja == en


def test_a_grammar_built_once_loads_from_its_cache_in_the_next_process(tmp_path) -> None:
    """The cache is what makes a cold start fast: the second process must load it, not rebuild
    the grammar (Lark logs a failed load and builds again, which costs a minute for ja). The
    first process writes Lark's cache and ofuda's table cache derived from it
    (compiler/parse/table_cache.py); the second loads the table cache alone."""
    import os
    import subprocess
    import sys

    script = (
        "import logging, lark\n"
        "logging.basicConfig(level=logging.DEBUG)\n"
        "lark.logger.setLevel(logging.DEBUG)\n"
        "from ofuda.compiler.parse import get_parser\n"
        "get_parser('cardfile')\n"
    )
    env = {**os.environ, "OFUDA_CACHE_DIR": str(tmp_path)}
    runs = [
        subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True)
        for _ in range(2)
    ]
    assert all(run.returncode == 0 for run in runs), runs[-1].stderr
    assert "Saving grammar to cache" in runs[0].stderr
    assert "saved the grammar table" in runs[0].stderr
    assert "loading the grammar table" in runs[1].stderr
    for message in ("Failed to load", "Saving", "saved", "rebuilt", "rebuilding"):
        assert message not in runs[1].stderr, runs[1].stderr
