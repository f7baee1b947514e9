"""The AVR FAQ's notes (seed 003), read from the team's English digest of it.

Ids: M1–M9 (miracle), S1–S10 (soulbond), B1–B6 (blink) for the general notes,
P1–P122 for the card-by-card paragraphs — 147 notes in all; a paragraph's
bullets are its parts ``(1)``, ``(2)`` … Each FAQ test is named
``test_faq_<ID>_…`` (a bullet: ``test_faq_P44_2_…``).
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from support.paths import DATA

DIGEST = DATA / "notes" / "seeds-digest.md"

_GENERAL_SECTIONS = {"2.2": "M", "2.3": "S", "2.4": "B"}


@dataclass(frozen=True, slots=True)
class Note:
    """One FAQ note: its id, the card it concerns (if any) and its bullets' texts."""

    id: str
    card: str
    bullets: tuple[str, ...]

    @property
    def summary(self) -> str:
        """A one-line summary: the first bullet, shortened."""
        text = self.bullets[0] if self.bullets else ""
        return text if len(text) <= 100 else text[:97] + "…"


@functools.cache
def notes() -> tuple[Note, ...]:
    """Every note of the FAQ, in the digest's order."""
    lines = DIGEST.read_text(encoding="utf-8").splitlines()
    found: list[Note] = []
    section = ""
    paragraph: tuple[str, str] | None = None
    bullets: list[str] = []

    def close() -> None:
        nonlocal paragraph, bullets
        if paragraph is not None:
            found.append(Note(paragraph[0], paragraph[1], tuple(bullets)))
        paragraph, bullets = None, []

    for line in lines:
        heading = re.match(r"### (2\.\d)", line)
        if heading:
            close()
            section = heading.group(1)
            continue
        if section in _GENERAL_SECTIONS:
            item = re.match(r"(\d+)\. (.*)", line)
            if item:
                prefix = _GENERAL_SECTIONS[section]
                found.append(Note(f"{prefix}{item.group(1)}", "", (item.group(2),)))
            continue
        if section != "2.5":
            continue
        head = re.match(r"\*\*(P\d+)\*\* — .*→ \*\*(.+?)\*\*", line)
        if head:
            close()
            paragraph = (head.group(1), head.group(2))
            continue
        bullet = re.match(r"- (?:\(\d+\) )?(.*)", line)
        if paragraph is not None and bullet:
            bullets.append(bullet.group(1))
    close()
    return tuple(found)
