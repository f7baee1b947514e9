"""Reading source files: every folder entry becomes text or a diagnostic, never an exception.

A card file, a deck list or a JSON card list is read here, whatever the entry
on disk is: a folder named ``x.card``, a FIFO (never opened for a blocking
read), a device such as ``/dev/zero``, a dangling symlink, a symlink loop, a
file that cannot be read or one past the size limit each get a diagnostic with
a code, and the run goes on with the other files.

Text is UTF-8, with or without a byte-order mark; CRLF and CR line ends are
read as LF (an editor shows them as line breaks, so lines and columns stay
the ones the designer sees). Any other encoding is E000 at the line and column
of the first byte that is not UTF-8.

Size limits (documented in README.md and docs/errors.md, E010): a card file
holds one card, a few hundred bytes; a deck list a few hundred lines. Files
past the limit are refused before they are read, so no pass ever works on
more than the limit.
"""

from __future__ import annotations

import codecs
import errno
import os
import stat
from pathlib import Path

from ..diagnostics.diagnostic import Diagnostic, error
from .text import SourceFile, Span

#: The largest card file ofuda reads (bytes). A real card is well under 2 KiB.
MAX_CARD_BYTES = 64 * 1024
#: The largest deck list ofuda reads (bytes): thousands of lines.
MAX_DECK_BYTES = 256 * 1024
#: The largest JSON card list ``ofuda import`` reads (bytes): a whole set is a few MiB.
MAX_CARD_LIST_BYTES = 64 * 1024 * 1024

_READ_CHUNK = 1 << 16

_UTF16_BOMS = (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)


def read_source(
    path: Path, shown: str | None = None, limit: int = MAX_CARD_BYTES
) -> tuple[SourceFile, Diagnostic | None]:
    """The text of the file at ``path`` as a :class:`SourceFile` shown as ``shown``.

    On any problem the source holds what could be read (often nothing) and the
    diagnostic says why; the caller reports it and goes on.
    """
    shown = path.as_posix() if shown is None else shown
    data, problem = read_bytes(path, shown, limit)
    if problem is not None:
        return SourceFile(shown, ""), problem
    return decode_source(data, shown)


def read_bytes(path: Path, shown: str, limit: int) -> tuple[bytes, Diagnostic | None]:
    """The bytes of a regular file of at most ``limit`` bytes, or a diagnostic.

    The file is opened without blocking (a FIFO answers at once), checked to be
    a regular file on the open descriptor (no race with a rename in between),
    and read up to one byte past the limit.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        descriptor = os.open(path, flags)
    except OSError as failure:
        return b"", _open_problem(path, shown, failure)
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            return b"", _entry_problem(
                shown,
                "E011",
                f"{_kind(info.st_mode)}, not a file",
                "only regular files are read as card files and deck lists",
            )
        if info.st_size > limit:
            return b"", _too_large(shown, info.st_size, limit)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(descriptor, min(_READ_CHUNK, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:  # it grew while being read
            return b"", _too_large(shown, size, limit)
        return b"".join(chunks), None
    except OSError as failure:
        return b"", _entry_problem(shown, "E012", f"cannot be read: {failure.strerror or failure}")
    finally:
        os.close(descriptor)


def decode_source(data: bytes, shown: str) -> tuple[SourceFile, Diagnostic | None]:
    """UTF-8 bytes (a BOM allowed) as source text with LF line ends; E000 where they are not."""
    data = data.removeprefix(codecs.BOM_UTF8)
    try:
        return SourceFile(shown, unify_line_ends(data.decode("utf-8"))), None
    except UnicodeDecodeError as failure:
        return _not_utf8(data, shown, failure)


def unify_line_ends(text: str) -> str:
    """CRLF and CR line ends as LF (one character per line end either way but CRLF)."""
    if "\r" not in text:
        return text
    return text.replace("\r\n", "\n").replace("\r", "\n")


def _not_utf8(
    data: bytes, shown: str, failure: UnicodeDecodeError
) -> tuple[SourceFile, Diagnostic]:
    good = unify_line_ends(data[: failure.start].decode("utf-8"))
    # The rest is shown with U+FFFD for each bad byte, so the line can be quoted.
    text = unify_line_ends(data.decode("utf-8", "replace"))
    source = SourceFile(shown, text)
    hints = ["save the file as UTF-8 (with or without a byte-order mark)"]
    what = f"byte 0x{data[failure.start]:02x} at byte offset {failure.start}"
    if any(data.startswith(bom) for bom in _UTF16_BOMS):
        hints.insert(0, "it looks like UTF-16 (it starts with a UTF-16 byte-order mark)")
    elif _looks_like_binary(data):
        hints.insert(0, "it looks like a binary file, not text")
    return source, error(
        "E000",
        f"the file is not UTF-8 text: {what} is not UTF-8 ({failure.reason})",
        source,
        Span(len(good), len(good) + 1),
        *hints,
    )


def _looks_like_binary(data: bytes) -> bool:
    head = data[:512]
    return b"\x00" in head or sum(byte < 9 for byte in head) > len(head) // 10


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "is a folder"
    if stat.S_ISFIFO(mode):
        return "is a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "is a device"
    if stat.S_ISSOCK(mode):
        return "is a socket"
    return "is a special file"


def _open_problem(path: Path, shown: str, failure: OSError) -> Diagnostic:
    reason = failure.strerror or str(failure)
    if failure.errno == errno.ELOOP:
        return _entry_problem(
            shown,
            "E014",
            "is a symlink loop (it links, in the end, to itself)",
            "point the link at a real file or remove it",
        )
    if failure.errno == errno.ENOENT:
        if path.is_symlink():
            try:
                target = os.readlink(path)
            except OSError:
                target = "?"
            return _entry_problem(
                shown,
                "E013",
                f"is a symlink to {target!r}, which does not exist",
                "point the link at a real file or remove it",
            )
        return _entry_problem(shown, "E013", "does not exist (it was removed while ofuda ran?)")
    if failure.errno in (errno.ENXIO, errno.ENODEV, errno.EOPNOTSUPP):
        return _entry_problem(
            shown,
            "E011",
            f"is a special file, not a file ({reason})",
            "only regular files are read as card files and deck lists",
        )
    if failure.errno in (errno.EACCES, errno.EPERM):
        return _entry_problem(
            shown, "E012", f"cannot be read: {reason}", "give yourself read permission (chmod u+r)"
        )
    return _entry_problem(shown, "E012", f"cannot be read: {reason}")


def _too_large(shown: str, size: int, limit: int) -> Diagnostic:
    return _entry_problem(
        shown,
        "E010",
        f"is {size:,} bytes, more than the {limit:,} bytes ofuda reads from such a file",
        "a card file holds one card: split it, or check that this is the file you meant",
    )


def _entry_problem(shown: str, code: str, what: str, *hints: str) -> Diagnostic:
    source = SourceFile(shown, "")
    return error(code, f"{_name(shown)} {what}", source, Span(0, 0), *hints)


def _name(shown: str) -> str:
    name = shown.rsplit("/", 1)[-1]
    return repr(name if len(name) <= 80 else name[:77] + "…")


def folder_problem(shown: str, code: str, what: str, *hints: str) -> Diagnostic:
    """A diagnostic about a folder entry itself (it cannot be listed, it loops)."""
    return _entry_problem(shown, code, what, *hints)
