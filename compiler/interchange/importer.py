"""`ofuda import`: card source files from a card list shaped like shared/cards/avr.json.

The texts are written exactly as the data holds them (one rules-text line per
line of the data); only the layout around them is ofuda's. Files are written
atomically, so an interrupted import never leaves half a card.

A double-faced card (712, the data's layout "transform") is listed in the data as two
records, its front face (side "a", number "51a") and its back face (side "b", "51b"). It
becomes one file, named after its number and its front face (``051-delver-of-secrets.card``):
the front face's fields, then ``back: <name>`` and the back face's fields, its colour
indicator (204) as ``color:``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..codegen.output import write_atomically
from ..diagnostics.diagnostic import Diagnostic, error
from ..source.reading import MAX_CARD_LIST_BYTES, read_source
from ..source.text import Span

ENGLISH_WORDINGS = ("printed", "oracle")


@dataclass(frozen=True, slots=True)
class ImportedCard:
    """One card file to write: its file name and its text."""

    file_name: str
    text: str


def slug(name: str) -> str:
    """A file-name slug: "Alchemist's Apprentice" → "alchemists-apprentice"."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("'", "")).strip("-")


def card_file_text(
    card: dict[str, Any],
    english: str = "printed",
    back: dict[str, Any] | None = None,
    printed: int | None = None,
) -> str:
    """The card file for one card record (and the record of its back face, if it has one);
    ``printed``, the year the set's texts were printed, becomes the field ``printed:``."""
    lines = []
    if card.get("number"):
        number = str(card["number"])
        lines.append(f"number: {_front_number(number) if back is not None else number}")
    if printed is not None:
        lines.append(f"printed: {printed}")
    lines.extend(_face_lines(card, english, "name"))
    if back is not None:
        lines.extend(_face_lines(back, english, "back"))
    return "\n".join(lines) + "\n"


def _face_lines(card: dict[str, Any], english: str, name_field: str) -> list[str]:
    lines = [f"{name_field}: {_pair(card.get('name_ja'), card.get('name_en'))}"]
    if card.get("mana_cost"):
        lines.append(f"cost: {card['mana_cost']}")
    if card.get("color_indicator"):
        lines.append("color: " + ", ".join(_COLOR_NAMES[letter] for letter in _in_order(card["color_indicator"])))
    lines.append(f"type: {_pair(card.get('type_ja'), card.get('type_en'))}")
    if card.get("power") is not None and card.get("toughness") is not None:
        lines.append(f"pt: {card['power']}/{card['toughness']}")
    if card.get("loyalty") is not None:
        lines.append(f"loyalty: {card['loyalty']}")
    english_text = card.get("text_en_printed" if english == "printed" else "text_en")
    if _is_basic_land(card) and english == "printed":
        # The printed basic land's text box holds only its mana symbol, which is
        # not rules text: the mana ability comes from the land type (rule 305.6).
        english_text = None
    for lang, text in (("ja", card.get("text_ja")), ("en", english_text)):
        if text:
            lines.append(f"{lang}:")
            lines.extend(f"  {line}" for line in text.split("\n"))
    return lines


_COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def _in_order(letters: list[str]) -> list[str]:
    """Colours in the order of 105.1 (white, blue, black, red, green)."""
    return [letter for letter in "WUBRG" if letter in letters]


def _front_number(number: str) -> str:
    """A double-faced card's number without its face letter: "51a" → "51"."""
    return number[:-1] if number[-1:] in ("a", "b") and number[:-1].isdigit() else number


def _is_basic_land(card: dict[str, Any]) -> bool:
    return str(card.get("type_en", "")).startswith("Basic Land")


def _pair(ja: str | None, en: str | None) -> str:
    return " / ".join(part for part in (ja, en) if part)


def read_card_list(path: Path) -> list[dict[str, Any]]:
    """The card records of a JSON card list (a list, or an object with "cards").

    Raises ValueError with the first diagnostic's message where it is not one
    (:func:`load_card_list` gives the diagnostics themselves).
    """
    cards, diagnostics = load_card_list(path)
    if cards is None:
        raise ValueError(diagnostics[0].message)
    return cards


def load_card_list(path: Path) -> tuple[list[dict[str, Any]] | None, list[Diagnostic]]:
    """The card records of a JSON card list, or the diagnostics that say why it is not one.

    UTF-8 with or without a byte-order mark, any line ends (E000 otherwise); a JSON
    syntax error is E020 at its line and column; a card list is a list of objects
    (or an object whose "cards" is one) whose fields hold text, numbers or null.
    """
    source, problem = read_source(path, path.as_posix(), MAX_CARD_LIST_BYTES)
    if problem is not None:
        return None, [problem]
    try:
        data = json.loads(source.text)
    except json.JSONDecodeError as failure:
        return None, [error("E020", f"the card list is not JSON: {failure.msg}", source,
                            Span(failure.pos, failure.pos + 1))]
    except RecursionError:
        return None, [error("E020", "the card list is not a card list: it nests too deeply",
                            source, Span(0, 0))]
    cards = data.get("cards") if isinstance(data, dict) else data
    if not isinstance(cards, list):
        return None, [error("E020", "the JSON holds no list of cards (a list of card objects, or "
                            'an object whose "cards" is one)', source, Span(0, 0))]
    for index, card in enumerate(cards):
        wrong = _not_a_card(card)
        if wrong:
            return None, [error("E020", f"card {index + 1} of the list {wrong}", source, Span(0, 0),
                                'each card is an object such as {"name_en": "…", "type_en": "…"}')]
    return cards, []


def _not_a_card(card: object) -> str:
    """Why a record of the list is not a card (or "")."""
    if not isinstance(card, dict):
        return f"is {type(card).__name__} {json.dumps(card)[:40]}, not an object"
    for key in _NUMBER_FIELDS:
        value = card.get(key)
        if value is not None and (isinstance(value, bool) or not isinstance(value, (str, int))):
            return f"has {key!r} = {json.dumps(value)[:40]}: this field holds text (or a number)"
    for key in _TEXT_FIELDS:
        value = card.get(key)
        if value is not None and not isinstance(value, str):
            return f"has {key!r} = {json.dumps(value)[:40]}: this field holds text"
    letters = card.get("color_indicator")
    if letters is not None and (
        not isinstance(letters, list)
        or not all(isinstance(letter, str) and letter in _COLOR_NAMES for letter in letters)
    ):
        return (f"has 'color_indicator' = {json.dumps(letters)[:40]}: this field holds a list "
                "of colour letters (W, U, B, R, G)")
    return ""


#: The fields of a card record the importer writes into the card file: those that may hold a
#: number ("number": 51, "power": 2) and those that hold text only.
_NUMBER_FIELDS = ("number", "power", "toughness", "loyalty")
_TEXT_FIELDS = (
    "name_ja", "name_en", "mana_cost", "type_ja", "type_en", "text_ja", "text_en",
    "text_en_printed",
)


def import_cards(
    cards: list[dict[str, Any]], english: str = "printed", printed: int | None = None
) -> list[ImportedCard]:
    """The card files for a card list, named ``<number>-<slug>.card``; the two faces of a
    double-faced card are one file, named after its front face. ``printed``: the year the
    texts were printed (written as ``printed:``; it decides how a text printed before the
    2018 rules change reads)."""
    backs = {
        _front_number(str(card.get("number") or "")): card
        for card in cards
        if _is_back_face(card)
    }
    imported = []
    for card in cards:
        if _is_back_face(card):
            continue
        number = str(card.get("number") or "")
        back = backs.get(_front_number(number)) if _is_front_face(card) else None
        if back is not None:
            number = _front_number(number)
        digits = re.match(r"\d+", number)
        prefix = f"{int(digits.group()):03d}{number[digits.end():]}-" if digits else ""
        name = card.get("name_en") or card.get("name_ja") or "card"
        imported.append(ImportedCard(f"{prefix}{slug(name)}.card", card_file_text(card, english, back, printed)))
    return imported


def _is_front_face(card: dict[str, Any]) -> bool:
    return card.get("layout") == "transform" and card.get("side") == "a"


def _is_back_face(card: dict[str, Any]) -> bool:
    """The back face of a transforming double-faced card (712): written into its front face's
    file, never a card file of its own."""
    return card.get("layout") == "transform" and card.get("side") == "b"


def write_cards(cards: list[ImportedCard], directory: Path) -> list[Path]:
    """Write card files into ``directory``; returns the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for card in cards:
        path = directory / card.file_name
        write_atomically(path, card.text)
        written.append(path)
    return written
