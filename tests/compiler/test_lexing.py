"""ofuda's lexer and cached parse table give exactly the tokens, trees and errors of Lark's own.

compiler/parse/lexing.py changes how a lexer state finds its token (shared terminals,
candidates by first character); these tests hold it to Lark's contextual lexer
(parse.get_reference_parser) on every text the compiler parses while compiling
the whole set, on grammar texts that fail, and on generated variations of them.
"""

from __future__ import annotations

import functools
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedInput, UnexpectedToken
from ofuda.compiler import parse
from ofuda.compiler.parse.lexing import _first_chars
from ofuda.compiler.pipeline import compile_file
from ofuda.compiler.source.paths import find_card_files
from support.paths import AVR


def _outcome(parser: Lark, text: str, start: str) -> list[Any]:
    """Every token the parser is fed, in order, then the tree or the error."""
    fed: list[Any] = []
    interactive = parser.parse_interactive(text, start)
    try:
        for token in interactive.iter_parse():
            fed.append(
                (token.type, str(token), token.start_pos, token.end_pos, token.line, token.column)
            )
        fed.append(_tree(interactive.feed_eof()))
    except UnexpectedCharacters as error:
        fed.append(("chars", error.pos_in_stream, sorted(error.allowed or ())))
    except UnexpectedToken as error:
        token = error.token
        fed.append(("token", token.type, str(token), token.start_pos, sorted(error.expected)))
    except UnexpectedInput as error:
        fed.append((type(error).__name__, getattr(error, "pos_in_stream", None)))
    return fed


def _tree(node: Any) -> Any:
    if isinstance(node, Tree):
        return (str(node.data), [_tree(child) for child in node.children])
    if isinstance(node, Token):
        return (node.type, str(node), node.start_pos)
    return node


@functools.cache
def _parsed_while_compiling() -> tuple[tuple[str, str, str], ...]:
    """(grammar, start symbol, text) of every parse made while compiling every AVR card."""
    seen: dict[tuple[str, str, str], None] = {}
    original = parse.parse

    def recording(name: str, text: str, start: str | None = None):  # type: ignore[no-untyped-def]
        seen[(name, start or parse.START_SYMBOLS[name][0], text)] = None
        return original(name, text, start)

    parse.parse = recording  # type: ignore[assignment]
    try:
        for path, _ in find_card_files([AVR]):
            compile_file(path)
    finally:
        parse.parse = original  # type: ignore[assignment]
    return tuple(seen)


def _agree(name: str, text: str, start: str) -> None:
    ours = _outcome(parse.get_parser(name), text, start)
    lark = _outcome(parse.get_reference_parser(name), text, start)
    assert ours == lark, f"{name} {start}: {text!r}"


def test_every_parse_of_the_set_gives_lark_s_tokens_and_tree() -> None:
    texts = _parsed_while_compiling()
    assert {name for name, _, _ in texts} >= {"ja", "en", "cardfile"}
    assert len(texts) > 900  # distinct lines of both languages, type lines, costs, card files
    for name, start, text in texts:
        _agree(name, text, start)


_RULES_TEXTS = [(n, s, t) for n, s, t in _parsed_while_compiling() if n in ("ja", "en")]


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("en", "Flying, vigilanse"),
        ("en", "When CARDNAME enters the battlefield, destroy target."),
        ("en", "{2}{W}: Target creature gets +1/+1 until end of turn"),
        ("en", "whenever a creature dies, draw a card."),
        ("ja", "飛行、警戒、"),
        ("ja", "CARDNAMEが戦場に出たとき、対象の"),
        ("ja", "{T}：あなたのライブラリーの一番上"),
        ("ja", "ＦＬＹＩＮＧ"),
    ],
)
def test_failures_are_lark_s_failures(name: str, text: str) -> None:
    _agree(name, text, "ability_line")


_WORD = re.compile(r"\S+?(?:\s+|(?=[、。「」：]))|[、。「」：]")


@given(st.data())
def test_variations_of_real_texts_lex_as_lark_lexes_them(data: st.DataObject) -> None:
    name, start, text = data.draw(st.sampled_from(_RULES_TEXTS))
    words = _WORD.findall(text) or [text]
    cut = data.draw(st.integers(0, len(words) - 1))
    change = data.draw(st.sampled_from(("drop", "truncate", "upper", "lower", "repeat", "swap")))
    if change == "drop":
        words = words[:cut] + words[cut + 1 :]
    elif change == "truncate":
        words = words[:cut]
    elif change == "upper":
        words[cut] = words[cut].upper()
    elif change == "lower":
        words[cut] = words[cut].lower()
    elif change == "repeat":
        words.insert(cut, words[cut])
    elif cut + 1 < len(words):
        words[cut], words[cut + 1] = words[cut + 1], words[cut]
    varied = "".join(words)
    if varied:
        _agree(name, varied, start)


@pytest.mark.parametrize(
    ("pattern", "admitted", "refused"),
    [
        (r"(?i:reveals?\b)", "rR", "sx"),
        (r"\[?(?:[+\-−][0-9]+|0)\]?(?=\s*:)", "[+-−0", "1x"),
        (r"(is|are) unblockable", "ia", "u"),
        (r"[Aa]ll creatures able to block", "Aa", "l"),
    ],
)
def test_first_characters_of_a_pattern(pattern: str, admitted: str, refused: str) -> None:
    starts = _first_chars(pattern, 0)
    assert starts is not None
    compiled = re.compile(pattern)
    for char in admitted:
        assert char in starts.exact or char.lower() in starts.folded, char
    for char in refused:
        assert char not in starts.exact and char.lower() not in starts.folded, char
        assert not compiled.match(char + "ll creatures able to block: is reveal"), char


@pytest.mark.parametrize("pattern", [r"\w+", r"[^、。]+", r".x", r"a?", r"(?:x|)y?"])
def test_a_pattern_that_may_start_anywhere_has_no_first_characters(pattern: str) -> None:
    assert _first_chars(pattern, 0) is None


@pytest.mark.parametrize("name", ["ja", "en", "cardfile"])
def test_the_cached_parse_table_is_lark_s(name: str) -> None:
    """compiler/parse/parse_table.py loads the same table as Lark's deserializer."""
    ours = parse.get_parser(name).parser.parser._parse_table
    lark = parse.get_reference_parser(name).parser.parser._parse_table
    assert ours.start_states == lark.start_states and ours.end_states == lark.end_states
    assert ours.states.keys() == lark.states.keys()
    for state, actions in lark.states.items():
        mine = ours.states[state]
        assert mine.keys() == actions.keys(), state
        for token, (action, argument) in actions.items():
            assert mine[token][0] is action and mine[token][1] == argument, (state, token)
