"""The ability lines of card files, normalized as the compiler reads them: what the parse
benchmarks (bench/run.py, bench/compare.py) parse."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path


def ability_lines(files: Iterable[Path]) -> list[tuple[str, str]]:
    """(language, normalized text) of each rules-text line under ``ja:`` / ``en:``."""
    from ofuda.compiler.source import MappedText
    from ofuda.compiler.source.normalize import normalize

    lines: list[tuple[str, str]] = []
    for file in files:
        lang = None
        for raw in file.read_text(encoding="utf-8").splitlines():
            if raw in ("ja:", "en:"):
                lang = raw[:2]
            elif raw.startswith("  ") and lang:
                lines.append((lang, normalize(MappedText.identity(raw.strip())).text))
            else:
                lang = None
    return lines
