"""ofuda's grammar table cache (compiler/parse/table_cache.py): the table it stores is Lark's,
and a cache file that is damaged, truncated, stale or half-written is rebuilt, never trusted."""

from __future__ import annotations

import os
import pickle
from pathlib import Path
from typing import Any

import pytest
from lark.grammar import Rule
from lark.lexer import TerminalDef
from lark.parsers.lalr_analysis import IntParseTable
from lark.utils import SerializeMemoizer
from ofuda.compiler import parse
from ofuda.compiler.parse import parse_table, table_cache
from ofuda.compiler.parse.lexing import TerminalTable
from ofuda.compiler.parse.parser import PLUGINS, _cache_path, grammar_text, lark_options


def _lark_cache_data(name: str) -> dict[str, Any]:
    """What Lark's own cache of grammar ``name`` holds (read as Lark reads it)."""
    parse.get_reference_parser(name)  # the cache file exists (built once if need be)
    path = _cache_path(name, False)
    assert path is not None
    with path.open("rb") as stream:
        stream.readline()  # the grammar's digest
        pickle.load(stream)  # the grammar files used
        data: dict[str, Any] = pickle.load(stream)
    return data


@pytest.mark.parametrize("name", ["ja", "en", "cardfile"])
def test_the_compact_table_decodes_to_lark_s_table(name: str) -> None:
    """Every state of the compact form gives the actions, in the order, that Lark's own
    deserializer gives from the same cache data."""
    cached = _lark_cache_data(name)
    memo = SerializeMemoizer.deserialize(cached["memo"], {"Rule": Rule, "TerminalDef": TerminalDef}, {})
    serialized = cached["data"]["parser"]["parser"]
    lark = IntParseTable.deserialize(serialized, memo)
    ours = parse_table.lazy_parse_table(parse_table.compact_table(serialized), memo)
    assert ours.start_states == lark.start_states and ours.end_states == lark.end_states
    assert list(ours.states) == list(lark.states)
    for state, actions in lark.states.items():
        mine = ours.states[state]
        assert list(mine.keys()) == list(actions.keys()), state
        for token, (action, argument) in actions.items():
            assert mine[token][0] is action, (state, token)
            # a reduce's rule is the memo's own object, as in Lark's table
            assert mine[token][1] is argument if isinstance(argument, Rule) else mine[token][1] == argument
        assert ours.states[state] == actions
        if actions:  # looked up, so decoded: a plain dictionary took its place
            assert type(ours.states[state]) is dict


@pytest.mark.parametrize("name", ["ja", "en"])
def test_get_parser_loads_its_table_from_ofuda_s_cache(name: str) -> None:
    """The rules-text parsers come from the table cache (their states are decoded lazily),
    and the cache file holds the compact form under this grammar's key."""
    parser = parse.get_parser(name)
    states = parser.parser.parser._parse_table.states
    assert any(isinstance(actions, parse_table.StateActions) for actions in states.values())
    table, lark_cache = _cache_path(name, False, ".table"), _cache_path(name, False)
    assert table is not None and lark_cache is not None
    source = table_cache.source_stamp(lark_cache)
    assert source is not None
    key = table_cache.cache_key(grammar_text(name), lark_options(name, False))
    data = table_cache.read_table(table, key, source)
    assert data is not None and parse_table.is_compact(data["data"]["parser"]["parser"])


@pytest.mark.parametrize("name", ["ja", "en"])
def test_the_stored_terminal_ranks_are_lark_s_order(name: str) -> None:
    """The ranks the table cache stores for the lexer are the ones computed from the
    terminals (priority, widest match, longer pattern, name), for every terminal."""
    table = parse.get_parser(name).parser.lexer.table
    assert table._ranks is not None  # loaded from the cache, not computed
    fresh = TerminalTable(list(table.by_name.values()), table.regex_flags)
    assert fresh._ranks is None
    assert {terminal: fresh.rank(terminal) for terminal in fresh.by_name} == table._ranks


CARD = "name: テスト / Test\ncost: {1}{W}\ntype: クリーチャー — 人間 / Creature — Human\npt: 1/1\n"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Any]:
    """The card-file grammar's caches, built in an empty folder: (table, Lark's cache, the
    tree of a card file parsed by the parser built from source)."""
    folder = tmp_path_factory.mktemp("cache")
    table, lark_cache = folder / "cardfile.table", folder / "cardfile.lark.cache"
    parser = _cached_parser(table, lark_cache)
    assert table.exists() and lark_cache.exists()
    return table, lark_cache, parser.parse(CARD)


def _cached_parser(table: Path, lark_cache: Path) -> Any:
    return table_cache.cached_parser(
        grammar_text("cardfile"), lark_options("cardfile", False), PLUGINS, table, lark_cache
    )


def _read(table: Path, lark_cache: Path) -> dict[str, Any] | None:
    key = table_cache.cache_key(grammar_text("cardfile"), lark_options("cardfile", False))
    source = table_cache.source_stamp(lark_cache)
    assert source is not None
    return table_cache.read_table(table, key, source)


def _damage_truncated(blob: bytes) -> bytes:
    return blob[: len(blob) // 2]


def _damage_flipped(blob: bytes) -> bytes:
    middle = len(blob) // 2
    return blob[:middle] + bytes([blob[middle] ^ 0x40]) + blob[middle + 1:]


def _damage_header_only(blob: bytes) -> bytes:
    return blob[: blob.index(b"\n") + 1]


def _damage_empty(blob: bytes) -> bytes:
    return b""


def _damage_other_key(blob: bytes) -> bytes:
    magic, key, rest = blob.split(b" ", 2)
    return b" ".join([magic, b"0" * len(key), rest])


def _damage_bad_payload_with_good_checksum(blob: bytes) -> bytes:
    """A whole, checksummed file whose payload is not a table (as a file of another version)."""
    import zlib

    header, _payload = blob.split(b"\n", 1)
    magic, key, source, _length, _crc = header.split(b" ")
    payload = pickle.dumps({"data": "not a table"})
    fields = [magic, key, source, str(len(payload)).encode(), b"%08x" % zlib.crc32(payload)]
    return b" ".join(fields) + b"\n" + payload


@pytest.mark.parametrize(
    "damage",
    [_damage_truncated, _damage_flipped, _damage_header_only, _damage_empty, _damage_other_key,
     _damage_bad_payload_with_good_checksum],
)
def test_a_damaged_table_is_rebuilt_not_trusted(
    built: tuple[Path, Path, Any], damage: Any
) -> None:
    table, lark_cache, tree = built
    whole = table.read_bytes()
    table.write_bytes(damage(whole))
    assert _read(table, lark_cache) is None  # never unpickled into a parser
    parser = _cached_parser(table, lark_cache)
    assert parser.parse(CARD) == tree
    assert _read(table, lark_cache) is not None  # written whole again


def test_a_table_derived_from_another_lark_cache_is_rebuilt(built: tuple[Path, Path, Any]) -> None:
    """Lark's cache rebuilt (its states may be numbered otherwise): the table derived from
    the old one no longer holds, and is derived again from the new one."""
    table, lark_cache, tree = built
    assert _read(table, lark_cache) is not None
    status = lark_cache.stat()
    os.utime(lark_cache, ns=(status.st_atime_ns, status.st_mtime_ns + 1_000_000))
    assert _read(table, lark_cache) is None
    assert _cached_parser(table, lark_cache).parse(CARD) == tree
    assert _read(table, lark_cache) is not None


def test_a_write_interrupted_before_its_rename_leaves_no_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process killed while writing: the temporary file never has the table's name, and
    is removed when the write fails in the process."""
    table = tmp_path / "cardfile.table"

    def killed(*_args: Any) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(table_cache.os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        table_cache.write_table(table, "key", "source", {"data": {}})
    assert list(tmp_path.iterdir()) == []


def test_the_leftovers_of_killed_writers_are_removed_by_the_next_write(tmp_path: Path) -> None:
    table = tmp_path / "cardfile.table"
    old, recent = tmp_path / ".cardfile.table.old.tmp", tmp_path / ".cardfile.table.recent.tmp"
    old.write_bytes(b"half a table")
    recent.write_bytes(b"a write in progress")
    os.utime(old, (0, 0))
    table_cache.write_table(table, "key", "source", {"data": {}})
    assert sorted(p.name for p in tmp_path.iterdir()) == [recent.name, table.name]


def test_a_table_of_another_grammar_text_is_not_used(built: tuple[Path, Path, Any]) -> None:
    table, lark_cache, _tree = built
    source = table_cache.source_stamp(lark_cache)
    assert source is not None
    other = table_cache.cache_key(grammar_text("cardfile") + "\n// changed", lark_options("cardfile", False))
    assert table_cache.read_table(table, other, source) is None
    strict = table_cache.cache_key(grammar_text("cardfile"), lark_options("cardfile", True))
    assert table_cache.read_table(table, strict, source) is None
