"""Writing the generated package whole or not at all.

``ofuda compile -o DIR`` builds the new package in a hidden folder beside DIR
(``.DIR.ofuda-<pid>-…``, same file system) and then swaps the two folders in one
step (Linux ``renameat2(RENAME_EXCHANGE)``; a plain rename where DIR does not
exist yet). Whatever stops the run — a crash, SIGKILL, a full disk — DIR holds
the previous complete package or the new complete one, never a mix. A hidden
folder a killed run left behind is removed by the next run.

DIR must be new, empty, or a package ofuda wrote (its ``__init__.py`` says so):
the swap replaces the whole folder, so ofuda never replaces a folder holding
anything else. Where DIR cannot hold the package (a file, a dangling symlink,
a folder of other files, no permission, a full disk) :class:`OutputError` says
why, and DIR is untouched.

Where the exchange is not available (another OS, a file system without it),
DIR is moved aside and the new package moved in by two renames; a run killed
between them leaves the old package beside DIR, and the next run puts it back
first.
"""

from __future__ import annotations

import ctypes
import errno
import os
import shutil
import tempfile
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Protocol

PACKAGE_DOCSTRING = '"""Cards compiled by ofuda. Generated: do not edit."""\n'
_STAGING = ".ofuda-"  # .DIR.ofuda-<pid>-<random>: a package being built, or the old one
_ASIDE = ".ofuda-old-"  # .DIR.ofuda-old-<pid>-<random>: DIR moved aside (two-rename fallback)
#: A hidden folder of a run whose process id is still alive is left alone unless it is this old.
_STALE_SECONDS = 3600
_RENAME_EXCHANGE = 2  # linux/fs.h
_AT_FDCWD = -100


class OutputError(Exception):
    """The output location cannot hold the package; the message says why (a usage error)."""


class _Compiled(Protocol):
    @property
    def modules(self) -> Mapping[str, str]: ...


def check_output_location(directory: Path) -> Path:
    """The folder the package will be swapped into (symlinks followed), or OutputError."""
    shown = directory.as_posix()
    if directory.is_symlink():
        target = Path(os.path.realpath(directory))
        if not target.exists():
            raise OutputError(
                f"{shown} is a symlink to {target.as_posix()}, which does not exist: "
                "create that folder, or give another output folder"
            )
    else:
        target = Path(os.path.abspath(directory))
    if target.exists() and not target.is_dir():
        raise OutputError(f"{shown} is a file, not a folder: give a folder for the package")
    if target.is_dir() and not _replaceable(target):
        raise OutputError(
            f"{shown} holds files ofuda did not write; ofuda replaces the whole output folder, "
            "so give a new or empty folder (or one an earlier `ofuda compile` wrote)"
        )
    if target.parent == target:
        raise OutputError(f"{shown} is the root folder: give a folder for the package")
    return target


def _replaceable(folder: Path) -> bool:
    """Empty, or a package ofuda wrote (its ``__init__.py`` starts with ofuda's docstring)."""
    try:
        with os.scandir(folder) as listing:
            if next(listing, None) is None:
                return True
        with open(folder / "__init__.py", encoding="utf-8") as stream:
            return stream.read(len(PACKAGE_DOCSTRING)) == PACKAGE_DOCSTRING
    except (OSError, UnicodeDecodeError):
        return False


def write_package(result: _Compiled, directory: Path) -> list[Path]:
    """Replace ``directory`` by the package of ``result.modules``; returns the files written."""
    target = check_output_location(directory)
    parent = target.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
    except OSError as failure:
        raise OutputError(
            f"cannot create {parent.as_posix()}: {failure.strerror or failure}"
        ) from None
    clean_leftovers(target)
    try:
        staging = Path(
            tempfile.mkdtemp(prefix=f".{target.name}{_STAGING}{os.getpid()}-", dir=parent)
        )
    except OSError as failure:
        raise OutputError(
            f"cannot write beside {directory.as_posix()} (in {parent.as_posix()}): "
            f"{failure.strerror or failure}"
        ) from None
    try:
        written = _fill(staging, result.modules)
        os.chmod(staging, 0o777 & ~_umask())
        _swap(staging, target)
    except OSError as failure:
        shutil.rmtree(staging, ignore_errors=True)
        raise OutputError(
            f"could not write the package to {directory.as_posix()}: {failure.strerror or failure} "
            "(the folder is as it was)"
        ) from None
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    shutil.rmtree(staging, ignore_errors=True)  # after the exchange: the previous package
    return [target / path.relative_to(staging) for path in written]


def _fill(folder: Path, modules: Mapping[str, str]) -> list[Path]:
    """Write every module and each package's ``__init__.py`` into the (new, empty) ``folder``."""
    written: list[Path] = []
    packages: set[Path] = {folder}
    compiled: list[str] = []
    for module, code in sorted(modules.items()):
        path = folder.joinpath(*module.split(".")).with_suffix(".py")
        for ancestor in path.relative_to(folder).parents:
            packages.add(folder / ancestor)
        path.parent.mkdir(parents=True, exist_ok=True)
        _write(path, code)
        written.append(path)
        compiled.append(module)
    for package in sorted(packages):
        if package == folder:
            listing = "".join(f'    "{module}",\n' for module in compiled)
            text = f"{PACKAGE_DOCSTRING}\nCARD_MODULES = (\n{listing})\n"
        else:
            text = PACKAGE_DOCSTRING
        _write(package / "__init__.py", text)
    return written


def _write(path: Path, text: str) -> None:
    with open(path, "w", encoding="utf-8", newline="\n") as stream:
        stream.write(text)


def _swap(staging: Path, target: Path) -> None:
    """Put ``staging`` where ``target`` is, in one step; ``staging`` then holds the old package
    (or is gone, where there was none)."""
    if not target.exists():
        os.rename(staging, target)
        return
    if _exchange(staging, target):
        return
    aside = Path(
        tempfile.mkdtemp(prefix=f".{target.name}{_ASIDE}{os.getpid()}-", dir=target.parent)
    )
    os.rmdir(aside)
    os.rename(target, aside)
    try:
        os.rename(staging, target)
    except OSError:
        os.rename(aside, target)
        raise
    os.rename(aside, staging)


def _exchange(first: Path, second: Path) -> bool:
    """Swap two paths atomically (Linux renameat2 RENAME_EXCHANGE); False where unsupported."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    renameat2.argtypes = [
        ctypes.c_int,
        ctypes.c_char_p,
        ctypes.c_int,
        ctypes.c_char_p,
        ctypes.c_uint,
    ]
    if (
        renameat2(_AT_FDCWD, os.fsencode(first), _AT_FDCWD, os.fsencode(second), _RENAME_EXCHANGE)
        == 0
    ):
        return True
    code = ctypes.get_errno()
    if code in (errno.ENOSYS, errno.EINVAL, errno.ENOTSUP, errno.EOPNOTSUPP):
        return False
    raise OSError(code, os.strerror(code), os.fspath(second))


def clean_leftovers(target: Path) -> None:
    """Remove the hidden folders of earlier runs that were killed (and put back a package a
    run moved aside but never replaced)."""
    try:
        entries = list(os.scandir(target.parent))
    except OSError:
        return
    prefix = f".{target.name}{_STAGING}"
    for entry in sorted(entries, key=lambda e: e.name):
        if not entry.name.startswith(prefix) or _in_use(entry):
            continue
        path = Path(entry.path)
        if entry.name.startswith(f".{target.name}{_ASIDE}") and not target.exists():
            try:
                os.rename(path, target)  # a fallback swap killed half-way: the old package returns
                continue
            except OSError:
                pass
        shutil.rmtree(path, ignore_errors=True)


def _in_use(entry: os.DirEntry[str]) -> bool:
    """Whether a hidden folder belongs to a run still going (its process is alive, and recent)."""
    rest = entry.name.split(_ASIDE if _ASIDE in entry.name else _STAGING, 1)[1]
    pid_text = rest.split("-", 1)[0]
    if not pid_text.isdigit() or int(pid_text) == os.getpid():
        return False
    try:
        os.kill(int(pid_text), 0)
    except ProcessLookupError:
        return False
    except OSError:
        pass  # alive, owned by someone else
    try:
        return time.time() - entry.stat(follow_symlinks=False).st_mtime < _STALE_SECONDS
    except OSError:
        return False


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask
