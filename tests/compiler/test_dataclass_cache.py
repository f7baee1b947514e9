"""The cache of the code of ofuda's dataclass methods (compiler/dataclass_cache.py): a class
made through it has the methods ``exec`` would compile, and a cache file that is damaged,
truncated, of another Python or half-written is rebuilt, never trusted."""

from __future__ import annotations

import dataclasses
import marshal
import os
import sys
import types
import zlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from ofuda.compiler import dataclass_cache

# A class as ofuda's modules write them: frozen, slotted, defaults, a field of a mutable default.
_CLASS_SOURCE = '''
from dataclasses import dataclass, field

@dataclass(frozen=True, slots=True)
class Sample:
    name: str
    count: int = 1
    tags: tuple[str, ...] = ()
    extra: list[int] = field(default_factory=list, compare=False)

@dataclass(order=True)
class Mutable:
    a: int
    b: str = "x"
'''
_METHODS = ("__init__", "__repr__", "__eq__", "__hash__", "__setattr__", "__delattr__", "__lt__")


def _define(module_name: str) -> types.ModuleType:
    """The classes of _CLASS_SOURCE in a new module named ``module_name``."""
    module = types.ModuleType(module_name)
    sys.modules[module_name] = module  # dataclasses reads the module's globals from here
    try:
        exec(compile(_CLASS_SOURCE, f"<{module_name}>", "exec"), module.__dict__)  # noqa: S102
    finally:
        del sys.modules[module_name]
    return module


def _codes(module: types.ModuleType) -> dict[str, types.CodeType]:
    found = {}
    for class_name in ("Sample", "Mutable"):
        cls = getattr(module, class_name)
        for method in _METHODS:
            function = cls.__dict__.get(method)
            code = getattr(function, "__code__", None)
            if code is not None:
                found[f"{class_name}.{method}"] = code
    return found


@pytest.fixture
def cache_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The cache installed afresh over a file of its own in tmp_path (the process's own cache
    put back afterwards)."""
    installed = dataclass_cache._cache is not None
    dataclass_cache.uninstall()
    monkeypatch.setenv("OFUDA_CACHE_DIR", str(tmp_path))
    dataclass_cache.install()
    assert dataclass_cache._cache is not None
    yield dataclass_cache._cache.path
    dataclass_cache.uninstall()
    monkeypatch.delenv("OFUDA_CACHE_DIR")
    if installed:
        dataclass_cache.install()


def _cache() -> dataclass_cache.CodeCache:
    assert dataclass_cache._cache is not None
    return dataclass_cache._cache


def test_the_methods_made_through_the_cache_are_those_exec_compiles(cache_file: Path) -> None:
    """Compiled here, then loaded from the file in a new cache: the same code as the built-in
    ``exec`` of dataclasses compiles (compared with the cache not installed), and classes that
    behave alike."""
    first = _codes(_define("ofuda.sample_first"))
    assert first and _cache().compiled >= len(first)  # every text compiled here
    dataclass_cache.save()
    assert cache_file.exists()
    dataclass_cache.uninstall()
    plain = _codes(_define("ofuda.sample_plain"))
    dataclass_cache.install()
    loaded = _codes(_define("ofuda.sample_loaded"))
    assert _cache().compiled == 0  # every text came from the file
    assert first == plain == loaded
    module = _define("ofuda.sample_behaviour")
    sample = module.Sample("a", 2)
    assert repr(sample) == "Sample(name='a', count=2, tags=(), extra=[])"
    assert sample == module.Sample("a", 2, (), [9]) and hash(sample) == hash(module.Sample("a", 2))
    with pytest.raises(dataclasses.FrozenInstanceError):
        sample.count = 3  # type: ignore[misc]
    assert module.Mutable(1) < module.Mutable(2)


def test_other_modules_classes_are_not_cached(cache_file: Path) -> None:
    _define("not_ofuda_sample")
    assert _cache().compiled == 0 and not _cache().used
    dataclass_cache.save()
    assert not cache_file.exists()


def _written(cache_file: Path) -> bytes:
    _define("ofuda.sample_written")
    dataclass_cache.save()
    return cache_file.read_bytes()


def _loads_nothing(cache_file: Path) -> None:
    """The file is ignored: a new cache compiles every text again, then rewrites a whole file."""
    dataclass_cache.uninstall()
    dataclass_cache.install()
    before = _codes(_define("ofuda.sample_again"))
    assert _cache().compiled >= len(before) and not _cache()._stored
    dataclass_cache.save()
    assert dataclass_cache.read_codes(cache_file, dataclass_cache.cache_key())


@pytest.mark.parametrize("damage", ["truncated", "flipped", "empty", "garbage"])
def test_a_damaged_file_is_rebuilt(cache_file: Path, damage: str) -> None:
    blob = _written(cache_file)
    header_end = blob.index(b"\n") + 1
    damaged = {
        "truncated": blob[: len(blob) // 2],
        "flipped": blob[:header_end + 100] + bytes([blob[header_end + 100] ^ 1]) + blob[header_end + 101:],
        "empty": b"",
        "garbage": b"\x00" * 64,
    }[damage]
    cache_file.write_bytes(damaged)
    assert dataclass_cache.read_codes(cache_file, dataclass_cache.cache_key()) == {}
    _loads_nothing(cache_file)


def test_a_file_of_another_python_is_not_trusted(cache_file: Path) -> None:
    blob = _written(cache_file)
    key = dataclass_cache.cache_key().encode()
    cache_file.write_bytes(blob.replace(key, b"0d0d0a0a-cpython-399-O0", 1))
    _loads_nothing(cache_file)


def test_a_whole_file_that_is_not_texts_and_code_is_not_trusted(cache_file: Path) -> None:
    """A payload that passes the length and CRC checks but holds something else."""
    for payload in (marshal.dumps(["a list"]), marshal.dumps({"text": "not code"}), b"\xff\xff"):
        header = b"ofuda-dataclass-code %s %d %08x\n" % (
            dataclass_cache.cache_key().encode(), len(payload), zlib.crc32(payload)
        )
        cache_file.parent.mkdir(parents=True, exist_ok=True)
        cache_file.write_bytes(header + payload)
        assert dataclass_cache.read_codes(cache_file, dataclass_cache.cache_key()) == {}


def test_a_write_killed_midway_leaves_the_old_file(
    cache_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Written through a temporary file and a rename: a failed write leaves the old file whole
    and no temporary file behind."""
    old = _written(cache_file)

    def killed(*_arguments: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "replace", killed)
    with pytest.raises(KeyboardInterrupt):
        dataclass_cache.write_codes(cache_file, dataclass_cache.cache_key(), {})
    assert cache_file.read_bytes() == old
    assert [p.name for p in cache_file.parent.iterdir()] == [cache_file.name]


def test_the_file_keeps_what_the_process_used(cache_file: Path) -> None:
    """Texts of classes since changed are dropped: the file is rewritten with the texts the
    last process that compiled one used."""
    stale = compile("x = 1", "<string>", "exec")
    dataclass_cache.write_codes(cache_file, dataclass_cache.cache_key(), {"x = 1": stale})
    dataclass_cache.uninstall()
    dataclass_cache.install()
    _define("ofuda.sample_used")
    used = set(_cache().used)
    dataclass_cache.save()
    stored = dataclass_cache.read_codes(cache_file, dataclass_cache.cache_key())
    assert "x = 1" not in stored and set(stored) == used


def test_the_compiler_is_imported_with_the_cache_installed() -> None:
    """Importing ofuda.compiler installs it before the passes define their classes."""
    import ofuda.compiler  # noqa: F401 - the import installs it

    assert dataclass_cache._cache is not None
    assert vars(dataclasses).get("exec") is dataclass_cache._exec
