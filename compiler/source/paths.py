"""Finding card files, showing their paths, and naming the module generated from each.

Folders are walked by hand (not ``Path.rglob``) so that every entry is either
returned or reported: a folder that cannot be listed is an E015 diagnostic, a
folder reached a second time through a symlink (a loop, or two links to one
folder) is a W016 warning and is read once; entries named ``*.card`` are
returned whatever they are, and reading each one says what is wrong with it
(:mod:`.reading`). Nothing is skipped without a word, and nothing blocks:
listing a folder never opens its files.
"""

from __future__ import annotations

import hashlib
import os
import re
import unicodedata
from pathlib import Path

from ..diagnostics.diagnostic import Diagnostic, Severity
from .text import SourceFile, Span

CARD_SUFFIX = ".card"

#: Module names are cut to this many characters (file names hold 255 bytes; a hash keeps them apart).
MAX_MODULE_NAME = 80


def find_card_files(
    paths: list[Path], problems: list[Diagnostic] | None = None
) -> list[tuple[Path, Path]]:
    """Every card file under ``paths``, sorted, as (file, the root it was found under).

    A path given directly is returned as it is (reading it reports what is wrong
    with it); folders are walked, and whatever keeps part of one from being read
    is added to ``problems`` (when given) as a diagnostic.
    """
    found: dict[Path, Path] = {}
    sink: list[Diagnostic] = [] if problems is None else problems
    for path in paths:
        if _is_folder(path):
            for file in _walk(path, sink):
                found.setdefault(file, path)
        else:
            found.setdefault(path, path.parent)
    return sorted(found.items(), key=lambda item: item[0].as_posix())


def _is_folder(path: Path) -> bool:
    try:
        return path.is_dir()
    except OSError:  # a symlink loop or a name too long: read (and reported) as a file
        return False


def _walk(top: Path, problems: list[Diagnostic]) -> list[Path]:
    """The ``*.card`` entries under ``top`` (an explicit stack: no recursion limit)."""
    files: list[Path] = []
    seen: dict[tuple[int, int], Path] = {}
    stack = [top]
    while stack:
        folder = stack.pop()
        try:
            info = folder.stat()
        except OSError as failure:
            problems.append(_folder_problem(folder, "E015", f"cannot be read: {failure.strerror or failure}"))
            continue
        key = (info.st_dev, info.st_ino)
        if key in seen:
            problems.append(_folder_problem(
                folder, "W016",
                f"is the folder {display_path(seen[key])} again (through a symlink); read once",
                severity=Severity.WARNING,
            ))
            continue
        seen[key] = folder
        try:
            with os.scandir(folder) as listing:
                entries = sorted(listing, key=lambda entry: entry.name)
        except OSError as failure:
            problems.append(_folder_problem(
                folder, "E015", f"cannot be listed: {failure.strerror or failure}",
                "give yourself read and execute permission on it (chmod u+rx), or leave it out",
            ))
            continue
        subfolders = []
        for entry in entries:
            child = Path(entry.path)
            if entry.name.endswith(CARD_SUFFIX):
                files.append(child)  # whatever it is: reading it says what is wrong
            try:
                is_folder = entry.is_dir()
            except OSError:
                is_folder = False
            if is_folder:
                subfolders.append(child)
        stack.extend(reversed(subfolders))
    return files


def _folder_problem(
    folder: Path, code: str, what: str, *hints: str, severity: Severity = Severity.ERROR
) -> Diagnostic:
    shown = display_path(folder)
    source = SourceFile(shown, "")
    return Diagnostic(code, severity, f"the folder {shown} {what}", source, Span(0, 0), tuple(hints))


def display_path(path: Path) -> str:
    """A path as shown in output: relative to the working directory where possible."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except (ValueError, OSError, RuntimeError):
        return path.as_posix()


def module_name(file: Path, root: Path) -> str:
    """The dotted module path of a card's generated module, relative to the package."""
    relative = file.relative_to(root) if file.is_relative_to(root) else Path(file.name)
    parts = [_identifier(part) for part in relative.parent.parts]
    parts.append(_identifier("card_" + _stem(relative.name)))
    return ".".join(parts)


def _stem(name: str) -> str:
    return name[: -len(CARD_SUFFIX)] if name.endswith(CARD_SUFFIX) else Path(name).stem


def _identifier(text: str) -> str:
    """A Python identifier from a file or folder name, the same after Python's NFKC
    normalization of identifiers (so ``²`` is ``2``, never an identifier that imports
    as another); long names are cut and keep a short hash of the whole name."""
    folded = unicodedata.normalize("NFKC", text).lower()
    chars = [char if ("a" + char).isidentifier() else "_" for char in folded]
    name = "_".join(part for part in "".join(chars).split("_") if part) or "x"
    if not name[0].isidentifier():
        name = "m_" + name
    if unicodedata.normalize("NFKC", name) != name or not name.isidentifier():
        name = "m_" + "_".join(re.findall(r"[a-z0-9]+", name)) if re.search(r"[a-z0-9]", name) else "x"
    if len(name) > MAX_MODULE_NAME:
        digest = hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:10]
        name = f"{name[: MAX_MODULE_NAME - 11]}_{digest}"
    return name
