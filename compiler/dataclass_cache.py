"""A cache of the compiled code of the methods ``@dataclass`` writes for ofuda's classes.

``@dataclass`` writes each class's ``__init__``, ``__repr__``, ``__eq__``, ``__hash__`` (and, for
a frozen class, ``__setattr__`` and ``__delattr__``) as Python source text and compiles it with
``exec`` when the class is created. The compiler's AST and IR and the runtime's vocabulary are
some six hundred dataclasses: compiling their two thousand small functions was half of a cold
``ofuda compile``'s imports (0.25 s of CPU time of 0.47 s), again in every new process.

The code Python compiles from a text depends only on that text and on Python itself (its
bytecode format and optimisation level). This cache keeps, for every text dataclasses wrote
for one of ofuda's modules, its code object (:mod:`marshal`, as .pyc files keep code) in one
file; a class is then made by running the cached code, exactly as ``exec`` runs the code it
compiles (tests/compiler/test_dataclass_cache.py compares the two). The file is trusted only
when all of these hold, and is otherwise ignored and rewritten:

- its key is this Python's: the bytecode magic number, the version and the optimisation
  level (``-O``);
- its payload has the length and CRC-32 its header records (a truncated or damaged file is
  never unmarshalled), and is a dictionary of texts to code objects.

A text the file does not hold is compiled as dataclasses would have compiled it; the file is
then rewritten when the process ends (:func:`save`) with the texts this process used, so
entries of classes since changed are dropped. It is written through a temporary file and a
rename: a process killed while writing leaves the old file or none.

It is plugged in by giving the ``dataclasses`` module a global ``exec`` of its own, which
its single call ``exec(text, globals, namespace)`` (Python 3.11 to 3.13) then finds before
the built-in. Classes of other libraries' modules go to the built-in unchanged.
"""

from __future__ import annotations

import atexit
import builtins
import dataclasses
import importlib.util
import marshal
import os
import sys
import types
import zlib
from pathlib import Path
from typing import Any

from .cache_folder import cache_folder

# The first word of the file's header line.
_MAGIC = b"ofuda-dataclass-code"
# Where the cached code may come from: classes defined in these packages' modules.
_OWN_MODULES = "ofuda."


def cache_key() -> str:
    """What the cached code depends on: Python's bytecode, version and optimisation level."""
    return f"{importlib.util.MAGIC_NUMBER.hex()}-{sys.implementation.cache_tag}-O{sys.flags.optimize}"


def cache_path() -> Path:
    """The cache file of this Python (one per bytecode version, beside the grammar tables)."""
    return cache_folder() / f"dataclass-code.{sys.implementation.cache_tag}.marshal"


def read_codes(path: Path, key: str) -> dict[str, types.CodeType]:
    """The texts and their code in the file at ``path`` if it is whole and has ``key``, else {}."""
    try:
        blob = path.read_bytes()
    except OSError:
        return {}
    header_end = blob.find(b"\n")
    fields = blob[:header_end].split(b" ") if header_end > 0 else []
    if len(fields) != 4 or fields[0] != _MAGIC or fields[1] != key.encode():
        return {}
    payload = memoryview(blob)[header_end + 1:]
    if fields[2] != str(len(payload)).encode() or fields[3] != b"%08x" % zlib.crc32(payload):
        return {}
    try:
        codes = marshal.loads(payload)
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(codes, dict) or not all(
        type(text) is str and type(code) is types.CodeType for text, code in codes.items()
    ):
        return {}
    return codes


def write_codes(path: Path, key: str, codes: dict[str, types.CodeType]) -> None:
    """Write ``codes`` under ``key`` to ``path`` atomically (a temporary file, then a rename)."""
    import tempfile  # only a process that compiled new code writes: most never import it

    payload = marshal.dumps(codes)
    header = b"%s %s %d %08x\n" % (_MAGIC, key.encode(), len(payload), zlib.crc32(payload))
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(header)
            stream.write(payload)
        os.chmod(temporary, 0o644)  # mkstemp makes it private; the grammar tables beside are not
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


class CodeCache:
    """The texts compiled in this process and those of the file, read on first use."""

    def __init__(self, path: Path, key: str) -> None:
        self.path = path
        self.key = key
        self._stored: dict[str, types.CodeType] | None = None
        self.used: dict[str, types.CodeType] = {}  # what this process ran, to be saved
        self.compiled = 0  # texts not found in the file: compiled here

    def code(self, text: str) -> types.CodeType:
        """The code of ``text``, compiled as ``exec`` compiles a string in dataclasses: with
        no inherited ``__future__`` flags (dataclasses has none) and file name ``<string>``."""
        found = self.used.get(text)
        if found is not None:
            return found
        if self._stored is None:
            self._stored = read_codes(self.path, self.key)
        found = self._stored.get(text)
        if found is None:
            found = compile(text, "<string>", "exec", dont_inherit=True)
            self.compiled += 1
        self.used[text] = found
        return found

    def save(self) -> None:
        """Rewrite the file with the texts this process used, if any was not in it."""
        if not self.compiled:
            return
        try:
            write_codes(self.path, self.key, self.used)
        except OSError:  # a read-only cache folder: the next process compiles them again
            pass
        self.compiled = 0


_cache: CodeCache | None = None
_saved_at_exit = False
# The dataclasses module's namespace: where its ``exec`` compiles and runs a text by default.
_DATACLASSES_GLOBALS = vars(dataclasses)


def _exec(source: Any, globals: Any = None, locals: Any = None, /, **options: Any) -> None:
    """``exec`` as the dataclasses module calls it, with the code of ofuda's texts cached."""
    if globals is None:  # what the built-in would use, called from dataclasses
        globals = _DATACLASSES_GLOBALS
    cache = _cache
    if (cache is not None and type(source) is str and not options
            and str(globals.get("__name__", "")).startswith(_OWN_MODULES)):
        source = cache.code(source)
    builtins.exec(source, globals, locals, **options)  # noqa: S102 - dataclasses' own call


def install() -> None:
    """Cache the code of the dataclasses of ofuda's modules created from now on (once)."""
    global _cache, _saved_at_exit
    if _cache is not None:
        return
    _cache = CodeCache(cache_path(), cache_key())
    dataclasses.exec = _exec  # type: ignore[attr-defined]
    if not _saved_at_exit:
        atexit.register(save)
        _saved_at_exit = True


def uninstall() -> None:
    """Stop caching (dataclasses compiles every text again); save what was compiled."""
    global _cache
    if _cache is None:
        return
    save()
    _cache = None
    if vars(dataclasses).get("exec") is _exec:
        del dataclasses.exec  # type: ignore[attr-defined]


def save() -> None:
    """Write the cache file if this process compiled texts it did not hold (at exit, and before
    a command ends the process without Python's shutdown)."""
    if _cache is not None:
        _cache.save()
