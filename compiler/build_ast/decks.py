"""The build_ast pass for deck lists: a parsed deck list → its title, format and entries."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from lark import Token, Tree


@dataclass(frozen=True, slots=True)
class DeckLine:
    """One entry of a deck list: how many, the name as written, where, and whether it is in
    the sideboard."""

    count: int
    name: str
    start: int
    end: int
    sideboard: bool = False


@dataclass(frozen=True, slots=True)
class DeckEntries:
    """A parsed deck list: its title, its ``format:`` value (text, start, end), its entries."""

    title: str | None
    format: tuple[str, int, int] | None
    lines: list[DeckLine]


# Sections whose cards are outside the main deck (Arena's "Sideboard", "Companion").
_SIDE_SECTIONS = ("sideboard", "companion", "サイドボード", "相棒")


def build_deck_entries(tree: Tree[Token]) -> DeckEntries:
    """A parsed deck list: its name, its format, and each entry with its place."""
    title: str | None = None
    deck_format: tuple[str, int, int] | None = None
    lines: list[DeckLine] = []
    sideboard = False
    for child in tree.children:
        if not isinstance(child, Tree):
            continue
        if child.data == "deck_name":
            title = str(child.children[0]).strip()
            continue
        if child.data == "deck_format":
            token = child.children[0]
            assert isinstance(token, Token)
            raw = str(token)
            start = (token.start_pos or 0) + len(raw) - len(raw.lstrip())
            deck_format = (raw.strip(), start, start + len(raw.strip()))
            continue
        if child.data == "section":
            heading = str(child.children[0]).strip().rstrip(":：").strip().lower()
            sideboard = heading in _SIDE_SECTIONS
            continue
        tokens = [c for c in child.children if isinstance(c, Token)]
        marked = tokens[0].type == "SIDEBOARD_MARK"
        count = next(t for t in tokens if t.type == "COUNT")
        name = tokens[-1]
        raw = str(name)
        start = (name.start_pos or 0) + len(raw) - len(raw.lstrip())
        number = int(unicodedata.normalize("NFKC", str(count)))
        lines.append(
            DeckLine(number, raw.strip(), start, start + len(raw.strip()), sideboard or marked)
        )
    return DeckEntries(title, deck_format, lines)
