"""Finding card files, showing their paths, and naming the module generated from each."""

from __future__ import annotations

import re
from pathlib import Path

CARD_SUFFIX = ".card"


def find_card_files(paths: list[Path]) -> list[tuple[Path, Path]]:
    """Every card file under ``paths``, sorted, as (file, the root it was found under)."""
    found: dict[Path, Path] = {}
    for path in paths:
        if path.is_dir():
            for file in sorted(path.rglob(f"*{CARD_SUFFIX}")):
                found.setdefault(file, path)
        else:
            found.setdefault(path, path.parent)
    return sorted(found.items(), key=lambda item: item[0].as_posix())


def display_path(path: Path) -> str:
    """A path as shown in output: relative to the working directory where possible."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def module_name(file: Path, root: Path) -> str:
    """The dotted module path of a card's generated module, relative to the package."""
    relative = file.relative_to(root) if file.is_relative_to(root) else Path(file.name)
    parts = [_identifier(part) for part in relative.parent.parts]
    parts.append("card_" + _identifier(relative.stem))
    return ".".join(parts)


def _identifier(text: str) -> str:
    return re.sub(r"\W+", "_", text.lower()).strip("_") or "x"
