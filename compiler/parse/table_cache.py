"""ofuda's cache of a loaded grammar, beside Lark's: the same data, with a compact table.

Lark's grammar cache (build/lark-cache/<grammar>.lark.cache) pickles the LALR table
as one small dictionary per action, and unpickling those and rebuilding the actions
was most of a cold compile's start-up. This cache holds what Lark's holds (the
serialized rules, terminals and options, in Lark's format) but the table in the
compact form of :mod:`.parse_table`, decoded state by state on first use, and what
ofuda's lexer computes once per grammar (:meth:`.lexing.TerminalTable.prepared`).

It is derived from Lark's: on a miss the grammar is loaded (from Lark's cache, or
built) as before and this file is written from the loaded parser. It is trusted only
when all of these hold, and otherwise rebuilt:

- it was derived from Lark's cache file as that file is now (its size and modification
  time are recorded): a grammar rebuilt by Lark may number its states differently, and
  the parser of this cache must stay the one Lark's cache gives (the reference parser of
  tests/compiler/test_lexing.py loads that);
- its key is this grammar's: a digest of the grammar text, the parser options, Lark's
  version, Python's, the compact form's version, the byte order and the version of what
  the lexer stores (as Lark keys its own cache, plus what the compact form depends on);
- its payload has the length and CRC-32 its header records, so a truncated or
  damaged file is never unpickled;
- it is written through a temporary file and a rename, so a process killed while
  writing leaves the old file or none, never half of one.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import os
import pickle
import sys
import tempfile
import time
import zlib
from pathlib import Path
from typing import Any

import lark
from lark import Lark
from lark.grammar import Rule
from lark.lark import _LOAD_ALLOWED_OPTIONS
from lark.lexer import TerminalDef

from .lexing import PREPARED_FORMAT, TableContextualLexer
from .parse_table import COMPACT_FORMAT, compact_table, is_compact

logger = logging.getLogger("ofuda.parse")

# The first word of a table file's header line.
_MAGIC = b"ofuda-table"


def cache_key(grammar: str, options: dict[str, Any]) -> str:
    """The key of a grammar's table: what the cached data depends on (see the module docstring)."""
    parts = [grammar, repr(sorted(options.items())), lark.__version__, repr(sys.version_info[:2]),
             str(COMPACT_FORMAT), sys.byteorder, f"prepared {PREPARED_FORMAT}"]
    return hashlib.sha256("\0".join(parts).encode("utf-8")).hexdigest()


def source_stamp(lark_cache: Path) -> str | None:
    """What identifies the present version of Lark's cache file (None when there is none)."""
    try:
        status = lark_cache.stat()
    except OSError:
        return None
    return f"{status.st_size}.{status.st_mtime_ns}"


def read_table(path: Path, key: str, source: str) -> dict[str, Any] | None:
    """The cached data at ``path`` if it is whole, has ``key`` and was derived from ``source``
    (a :func:`source_stamp`), else None."""
    try:
        blob = path.read_bytes()
    except OSError:
        return None
    header_end = blob.find(b"\n")
    fields = blob[:header_end].split(b" ") if header_end > 0 else []
    if len(fields) != 5 or fields[0] != _MAGIC or fields[1:3] != [key.encode(), source.encode()]:
        return None
    payload = memoryview(blob)[header_end + 1:]
    if fields[3] != str(len(payload)).encode() or fields[4] != b"%08x" % zlib.crc32(payload):
        logger.warning("ignoring the damaged grammar table %s; it will be rebuilt", path)
        return None
    try:
        data = pickle.loads(payload)
        if is_compact(data["data"]["parser"]["parser"]):
            return data
    except Exception:  # a cache that does not load is rebuilt, whatever the reason
        logger.warning("ignoring the unreadable grammar table %s; it will be rebuilt", path, exc_info=True)
    return None


def write_table(path: Path, key: str, source: str, data: dict[str, Any]) -> None:
    """Write ``data`` under ``key`` and ``source`` to ``path`` atomically (a temporary file,
    then a rename)."""
    _remove_leftovers(path)
    payload = pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL)
    header = b"%s %s %s %d %08x\n" % (
        _MAGIC, key.encode(), source.encode(), len(payload), zlib.crc32(payload)
    )
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(header)
            stream.write(payload)
        os.chmod(temporary, 0o644)  # mkstemp makes it private; Lark's cache beside it is not
        # No fsync: a file torn by a power loss fails its length or CRC check and is rebuilt.
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


# A temporary file older than this is the leftover of a writer killed mid-write (a write
# takes well under a second), not a write in progress.
_LEFTOVER_SECONDS = 600


def _remove_leftovers(path: Path) -> None:
    """Remove the temporary files that writers of ``path`` killed mid-write left behind
    (``make fuzz`` kills compiles by the dozen): they are never read, only take room."""
    now = time.time()
    for leftover in path.parent.glob(f".{path.name}.*.tmp"):
        try:
            if now - leftover.stat().st_mtime > _LEFTOVER_SECONDS:
                leftover.unlink()
        except OSError:  # removed by another writer meanwhile
            pass


def table_data(parser: Lark) -> dict[str, Any]:
    """What the table cache stores for a loaded parser: Lark's cache data, its table compact."""
    # As Lark's own Lark.save: the options a load may set again are left out.
    data, memo = parser.memo_serialize([TerminalDef, Rule])
    data["options"] = {n: v for n, v in data["options"].items() if n not in _LOAD_ALLOWED_OPTIONS}
    frontend = data["parser"]
    if not is_compact(frontend["parser"]):
        frontend["parser"] = compact_table(frontend["parser"])
    cached: dict[str, Any] = {"data": data, "memo": memo}
    lexer = getattr(parser.parser, "lexer", None)
    if isinstance(lexer, TableContextualLexer):
        cached["lexer"] = lexer.table.prepared()
    return cached


def load_parser(
    data: dict[str, Any], grammar: str, options: dict[str, Any], plugins: dict[str, Any]
) -> Lark:
    """The parser of cached ``data``, as Lark builds it when it loads its own cache."""
    if "lexer" in data and plugins.get("ContextualLexer") is TableContextualLexer:
        lexer = functools.partial(TableContextualLexer, prepared=data["lexer"])
        plugins = {**plugins, "ContextualLexer": lexer}
    parser = Lark.__new__(Lark)
    parser.source_grammar = grammar  # Lark.__init__ sets it before it loads a cache
    loaded = {n: v for n, v in options.items() if n in _LOAD_ALLOWED_OPTIONS}
    parser._load({"data": data["data"], "memo": data["memo"]}, **loaded, _plugins=plugins)
    return parser


def cached_parser(
    grammar: str, options: dict[str, Any], plugins: dict[str, Any], table: Path, lark_cache: Path
) -> Lark:
    """The parser of ``grammar`` built with Lark's ``options`` and ``plugins``: from the table
    cache at ``table`` when it holds this grammar, else loaded through Lark (its cache at
    ``lark_cache``, or built) and the table written."""
    key = cache_key(grammar, options)
    source = source_stamp(lark_cache)
    data = read_table(table, key, source) if source is not None else None
    if data is not None:
        try:
            logger.debug("loading the grammar table %s", table)
            return load_parser(data, grammar, options, plugins)
        except Exception:  # a table that does not load is rebuilt, whatever the reason
            logger.warning("could not load the grammar table %s; rebuilding it", table, exc_info=True)
    # The keyword arguments in the order of parser.py's plain Lark call: Lark's cache key
    # depends on it.
    parser = Lark(grammar, **options, cache=str(lark_cache), _plugins=plugins)
    source = source_stamp(lark_cache)
    if source is None:  # Lark could not write its cache: nothing to derive this one from
        return parser
    try:
        write_table(table, key, source, table_data(parser))
        logger.debug("saved the grammar table %s", table)
    except OSError:
        # A read-only cache folder: the next process loads through Lark's cache again.
        logger.debug("could not save the grammar table %s", table, exc_info=True)
    return parser
