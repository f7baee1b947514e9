"""`ofuda export`: card files back out as data (the fields of shared/cards/avr.json).

A double-faced card (712) is one record: its front face's fields, and under ``back`` a
record of the same fields for its back face (the data lists each face as a record of
its own, sides "a" and "b"). A face with a colour indicator (204) has ``color_indicator``,
its colours' letters as the data writes them. Records of other cards have exactly the
fields of DESIGN.md.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..diagnostics.diagnostic import Diagnostic
from ..source.cardfile import CardSource, color_letters, read_card_file
from ..source.paths import display_path, find_card_files
from ..source.reading import read_source
from ..source.text import SourceFile

def export_card(path: Path) -> dict[str, Any]:
    """One card file as a record; texts are its lines joined by newlines.

    Raises ValueError where the file cannot be read as text (:func:`export_cards`
    reports that as a diagnostic instead).
    """
    source, problem = read_source(path, display_path(path))
    if problem is not None:
        raise ValueError(problem.message)
    return export_source(source)


def export_cards(paths: list[Path]) -> tuple[list[dict[str, Any]], list[Diagnostic]]:
    """The records of every card file under ``paths``, and a diagnostic for each entry
    that cannot be read (it has no record)."""
    diagnostics: list[Diagnostic] = []
    records = []
    for file, _root in find_card_files(paths, diagnostics):
        source, problem = read_source(file, display_path(file))
        if problem is not None:
            diagnostics.append(problem)
            continue
        records.append(export_source(source))
    return records, diagnostics


def export_source(source: SourceFile) -> dict[str, Any]:
    """One card file's text as a record."""
    card, _diagnostics = read_card_file(source)
    record: dict[str, Any] = {"path": source.path, **_face_record(card)}
    if card is not None and card.back is not None:
        record["back"] = _face_record(card.back)
    return record


def _face_record(card: CardSource | None) -> dict[str, Any]:
    record: dict[str, Any] = {}
    names = card.split_value("name") if card else {}
    types = card.split_value("type") if card else {}
    record["name_ja"] = names["ja"].text if "ja" in names else None
    record["name_en"] = names["en"].text if "en" in names else None
    cost = card.fields.get("cost") if card else None
    record["mana_cost"] = cost.text if cost else None
    record["type_ja"] = types["ja"].text if "ja" in types else None
    record["type_en"] = types["en"].text if "en" in types else None
    for lang in ("ja", "en"):
        lines = card.text_lines.get(lang) if card else None
        record[f"text_{lang}"] = "\n".join(line.text for line in lines) if lines else None
    pt = card.fields.get("pt") if card else None
    power, _, toughness = pt.text.partition("/") if pt else ("", "", "")
    record["power"] = power.strip() or None
    record["toughness"] = toughness.strip() or None
    loyalty = card.fields.get("loyalty") if card else None
    record["loyalty"] = loyalty.text if loyalty else None
    color = card.fields.get("color") if card else None
    if color is not None:
        record["color_indicator"] = color_letters(color.text)
    return record
