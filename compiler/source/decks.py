"""Deck lists: reading them, checking them by format, resolving their names to compiled cards.

A deck list names cards in Japanese or English, one ``COUNT name`` a line, in the export
formats of the common clients: ``4 Name``, ``4x Name``, Arena's ``4 Name (M21) 123``,
sections headed ``Deck`` / ``Sideboard`` (「デッキ」/「サイドボード」) and MTGO's ``SB: 2 Name``.
A ``name:`` line titles the deck and a ``format:`` line says which rules it is checked by:

- ``constructed`` (the default; 「構築」): at least 60 cards, at most four of any card other
  than basic lands (CR 100.2a), a sideboard of at most fifteen (100.4a);
- ``limited`` (「リミテッド」): at least 40 cards (100.2b), any number of copies;
- ``free`` (「自由」): no size or copy rule beyond the seven cards of an opening hand (103.4).

Every name is looked up among the cards compiled from the card files (so the generated code
is what plays). An unknown name, a card that was rejected, or a name two card files give to
different cards is a diagnostic with the nearest known names.
"""

from __future__ import annotations

import difflib
import re
import tomllib
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ofuda.runtime.definitions import CardDefinition, CardType, Supertype

from .. import parse
from ..build_ast.decks import DeckLine, build_deck_entries
from ..diagnostics.diagnostic import Diagnostic, error
from .reading import MAX_DECK_BYTES, read_source
from .text import SourceFile, Span

if TYPE_CHECKING:  # pragma: no cover - annotations only: the project driver imports this module
    from ..project import Catalogue

DECK_SUFFIX = ".deck"

#: Cards drawn for the opening hand (103.4): a deck must hold at least this many.
OPENING_HAND = 7


@dataclass(frozen=True, slots=True)
class DeckFormat:
    """The deck-construction rules of a format."""

    name: str
    minimum: int  # main deck size
    copies: int | None  # most copies of a card other than basic lands (None: no limit)
    sideboard: int | None  # most cards in the sideboard (None: no limit)
    rule: str


FORMATS = {
    "constructed": DeckFormat("constructed", 60, 4, 15, "100.2a"),
    "limited": DeckFormat("limited", 40, None, None, "100.2b"),
    "free": DeckFormat("free", OPENING_HAND, None, None, "103.4"),
}
#: The names a ``format:`` line may give (English and Japanese).
FORMAT_NAMES = {
    "constructed": "constructed",
    "構築": "constructed",
    "limited": "limited",
    "リミテッド": "limited",
    "free": "free",
    "自由": "free",
}
DEFAULT_FORMAT = "constructed"

# Arena writes the set and collector number after the name: "4 Opt (XLN) 65".
_ARENA_SUFFIX = re.compile(r"\s+\([A-Za-z0-9]{2,6}\)\s+[A-Za-z0-9★-]+$")


@dataclass
class Deck:
    """A resolved deck: its name, its cards (one entry per copy) and its sideboard."""

    name: str
    cards: list[CardDefinition]
    sideboard: list[CardDefinition] = field(default_factory=list)
    format: str = DEFAULT_FORMAT


@dataclass
class DeckListing:
    """A deck list read and parsed, its names not yet resolved."""

    source: SourceFile
    title: str | None
    format: DeckFormat
    format_span: Span
    lines: list[DeckLine]

    @property
    def names(self) -> set[str]:
        """Every card name the list uses."""
        return {line.name for line in self.lines}


def card_name(raw: str) -> str:
    """The card name of an entry, without an export format's set and number suffix."""
    return _ARENA_SUFFIX.sub("", raw).strip()


def read_deck(path: Path) -> tuple[DeckListing | None, list[Diagnostic]]:
    """Read and parse a deck list (any UTF-8, at most 256 KiB); None with the diagnostics
    when it cannot be read or a line is not a deck-list line."""
    source, problem = read_source(path, path.as_posix(), MAX_DECK_BYTES)
    if problem is not None:
        return None, [problem]
    text = source.text if source.text.endswith("\n") else source.text + "\n"
    tree = parse.parse("deck", text)
    if isinstance(tree, parse.ParseFailure):
        return None, [
            error(
                "E401",
                "this line is not a deck entry",
                source,
                Span(tree.start, max(tree.end, tree.start + 1)),
                "write `COUNT card name`, e.g. `4 Thraben Valiant`, `4x スレイベンの勇者` or "
                "`4 Opt (XLN) 65`; a `Sideboard` line starts the sideboard",
            )
        ]
    parsed = build_deck_entries(tree)
    diagnostics: list[Diagnostic] = []
    deck_format = FORMATS[DEFAULT_FORMAT]
    format_span = Span(0, 0)
    if parsed.format is not None:
        written, start, end = parsed.format
        format_span = Span(start, end)
        key = FORMAT_NAMES.get(unicodedata.normalize("NFKC", written).strip().lower())
        if key is None:
            diagnostics.append(
                error(
                    "E407",
                    f"no deck format named {written!r}",
                    source,
                    format_span,
                    "formats: constructed (構築), limited (リミテッド), free (自由)",
                )
            )
        else:
            deck_format = FORMATS[key]
    lines = [
        DeckLine(
            line.count,
            card_name(line.name),
            line.start,
            line.start + len(card_name(line.name)),
            line.sideboard,
        )
        for line in parsed.lines
    ]
    if diagnostics:
        return None, diagnostics
    return DeckListing(source, parsed.title, deck_format, format_span, lines), []


def load_deck(path: Path, catalogue: Catalogue) -> tuple[Deck | None, list[Diagnostic]]:
    """Read a deck list, resolve its names and check it by its format; None when any
    entry cannot be resolved or the deck breaks its format's rules."""
    listing, diagnostics = read_deck(path)
    if listing is None:
        return None, diagnostics
    return resolve_deck(listing, catalogue, path.stem)


def resolve_deck(
    listing: DeckListing, catalogue: Catalogue, fallback_name: str
) -> tuple[Deck | None, list[Diagnostic]]:
    """The deck a parsed list names, or the diagnostics that say why there is none."""
    source = listing.source
    diagnostics: list[Diagnostic] = []
    main: list[CardDefinition] = []
    side: list[CardDefinition] = []
    spans: dict[int, list[Span]] = {}
    for line in listing.lines:
        span = Span(line.start, line.end)
        definition = _resolve(line.name, catalogue, source, span, diagnostics)
        if definition is None:
            continue
        (side if line.sideboard else main).extend([definition] * line.count)
        spans.setdefault(id(definition), []).append(span)
    if diagnostics:
        return None, diagnostics
    diagnostics.extend(_check_format(listing, main, side, spans))
    if diagnostics:
        return None, diagnostics
    return Deck(listing.title or fallback_name, main, side, listing.format.name), []


def _resolve(
    name: str, catalogue: Catalogue, source: SourceFile, span: Span, diagnostics: list[Diagnostic]
) -> CardDefinition | None:
    conflict = catalogue.conflicts.get(name)
    if conflict:
        diagnostics.append(
            error(
                "E408",
                f"two card files give the name {name!r} to different cards: "
                + " and ".join(conflict[:2]),
                source,
                span,
                "rename one of them, or give only the folder you mean with --cards",
            )
        )
        return None
    definition = catalogue.by_name.get(name)
    if definition is not None:
        return definition
    if name in catalogue.rejected:
        diagnostics.append(
            error(
                "E403",
                f"the card {name!r} did not compile",
                source,
                span,
                f"see `ofuda check {catalogue.rejected[name].path}`",
            )
        )
        return None
    known = sorted(catalogue.known_names())
    near = difflib.get_close_matches(name, known, n=3, cutoff=0.6)
    hints = [f"did you mean {', '.join(repr(n) for n in near)}?"] if near else []
    diagnostics.append(error("E402", f"no card named {name!r}", source, span, *hints))
    return None


def is_basic_land(card: CardDefinition) -> bool:
    """A basic land card (205.4c), which a deck may hold any number of (100.2a)."""
    return Supertype.BASIC in card.supertypes and CardType.LAND in card.card_types


_CHANGE_FORMAT = (
    "write `format: limited` (40 cards) or `format: free` (7) where the deck is meant for that"
)


def _check_format(
    listing: DeckListing,
    main: list[CardDefinition],
    side: list[CardDefinition],
    spans: dict[int, list[Span]],
) -> list[Diagnostic]:
    """The deck-construction rules of the list's format (100.2a/b, 100.4a, 103.4)."""
    rules = listing.format
    source = listing.source
    diagnostics: list[Diagnostic] = []
    where = listing.format_span
    if len(main) < rules.minimum:
        if rules.minimum == OPENING_HAND:
            # The smallest format already: a hint to change the format could not apply.
            cards = "1 card" if len(main) == 1 else f"{len(main)} cards"
            message = (
                f"the deck has {cards}: a game draws an opening hand of "
                f"{OPENING_HAND} (rule 103.4)"
            )
            hints: tuple[str, ...] = ()
        else:
            message = (
                f"a {rules.name} deck has at least {rules.minimum} cards (rule {rules.rule}); "
                f"this one has {len(main)}"
            )
            hints = (_CHANGE_FORMAT,)
        diagnostics.append(error("E404", message, source, where, *hints))
    if rules.copies is not None:
        counts = Counter(id(card) for card in [*main, *side] if not is_basic_land(card))
        named = {id(card): card for card in [*main, *side]}
        for key, count in counts.items():
            if count > rules.copies:
                card = named[key]
                for span in spans.get(key, [where])[:1]:
                    diagnostics.append(
                        error(
                            "E405",
                            f"{count} copies of {card.name or card.name_ja!r}: a {rules.name} deck holds "
                            f"at most {rules.copies} of a card other than basic lands (rule {rules.rule})",
                            source,
                            span,
                        )
                    )
    if rules.sideboard is not None and len(side) > rules.sideboard:
        diagnostics.append(
            error(
                "E406",
                f"the sideboard has {len(side)} cards; a {rules.name} sideboard holds at most "
                f"{rules.sideboard} (rule 100.4a)",
                source,
                where,
            )
        )
    return diagnostics


# --- where a deck's cards are ------------------------------------------------------------

PROJECT_FILE = "ofuda.toml"


def default_card_roots(deck_path: Path) -> list[Path]:
    """Where a deck's cards are looked for when no ``--cards`` is given.

    The card folders named by the nearest project file (``ofuda.toml`` with
    ``cards = ["folder", …]``, relative to it) in the deck's folder or above; else the
    nearest ``cards_src`` folder: one the deck is in, or one beside a folder above it.
    Empty when there is neither (the caller says to give ``--cards``).
    """
    folder = deck_path.resolve().parent
    for candidate in (folder, *folder.parents):
        project = candidate / PROJECT_FILE
        if project.is_file():
            return _project_folders(project)
        if candidate.name == "cards_src":
            return [candidate]
        if (candidate / "cards_src").is_dir():
            return [candidate / "cards_src"]
    return []


def default_card_root(deck_path: Path) -> Path:
    """The first of :func:`default_card_roots` (the deck's folder where there is none)."""
    roots = default_card_roots(deck_path)
    return roots[0] if roots else deck_path.resolve().parent


def _project_folders(project: Path) -> list[Path]:
    try:
        data = tomllib.loads(project.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return []
    folders = data.get("cards")
    if not isinstance(folders, list):
        return []
    return [project.parent / str(folder) for folder in folders if isinstance(folder, str)]
