"""The first slice of AVR cards (issue 2): numbers and English names."""

from __future__ import annotations

from pathlib import Path

from support.paths import AVR

SLICE_NUMBERS = (39, 4, 186, 3, 11, 59, 30, 41, 34, 53, 42, 155, 230, 233, 236, 239, 242)


def slice_files() -> list[Path]:
    """The card files of the slice, in collector-number order."""
    files = []
    for number in sorted(SLICE_NUMBERS):
        (match,) = AVR.glob(f"{number:03d}-*.card")
        files.append(match)
    return files
