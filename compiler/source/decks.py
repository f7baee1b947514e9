"""Deck lists: reading them and resolving their card names to compiled cards.

A deck names cards in Japanese or English; each name is looked up among the
cards compiled from the card files (so the generated code is what plays). An
unknown name, or a card that was rejected, is a diagnostic with the nearest
known names.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ofuda.runtime.definitions import CardDefinition

from .. import parse
from ..build_ast.builder import build_deck_entries
from ..diagnostics.diagnostic import Diagnostic, error
from .text import SourceFile, Span

if TYPE_CHECKING:  # pragma: no cover - annotations only: the project driver imports this module
    from ..project import Catalogue

DECK_SUFFIX = ".deck"


@dataclass
class Deck:
    """A resolved deck: its name and its cards, one entry per copy."""

    name: str
    cards: list[CardDefinition]


def default_card_root(deck_path: Path) -> Path:
    """Where a deck's cards are looked for: the cards_src folder above the deck's folder."""
    return deck_path.resolve().parent.parent


def load_deck(path: Path, catalogue: Catalogue) -> tuple[Deck | None, list[Diagnostic]]:
    """Read a deck list and resolve its names; None when any entry cannot be resolved."""
    source = SourceFile(path.as_posix(), path.read_text(encoding="utf-8"))
    text = source.text if source.text.endswith("\n") else source.text + "\n"
    tree = parse.parse("deck", text)
    if isinstance(tree, parse.ParseFailure):
        return None, [
            error("E401", "this line is not a deck entry", source,
                  Span(tree.start, max(tree.end, tree.start + 1)),
                  "write `COUNT card name`, e.g. `4 Thraben Valiant` or `4 スレイベンの勇者`")
        ]
    title, entries = build_deck_entries(tree)
    diagnostics: list[Diagnostic] = []
    cards: list[CardDefinition] = []
    for count, name, start, end in entries:
        definition = catalogue.by_name.get(name)
        if definition is not None:
            cards.extend([definition] * count)
            continue
        if name in catalogue.rejected:
            diagnostics.append(
                error("E403", f"the card {name!r} did not compile", source, Span(start, end),
                      f"see `ofuda check {catalogue.rejected[name].path}`")
            )
            continue
        near = difflib.get_close_matches(name, list(catalogue.by_name), n=3, cutoff=0.6)
        hints = [f"did you mean {', '.join(repr(n) for n in near)}?"] if near else []
        diagnostics.append(error("E402", f"no card named {name!r}", source, Span(start, end), *hints))
    if diagnostics:
        return None, diagnostics
    return Deck(title or path.stem, cards), []
