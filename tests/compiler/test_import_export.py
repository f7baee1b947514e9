"""cards_src/avr is exactly what `ofuda import` makes of the AVR data, and exports back to it."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import AVR, AVR_JSON

from ofuda.compiler.interchange.exporter import export_card
from ofuda.compiler.interchange.importer import import_cards, read_card_list


def test_cards_src_avr_is_the_import_of_the_data() -> None:
    imported = import_cards(read_card_list(AVR_JSON), "printed")
    assert len(imported) == 244
    on_disk = {path.name: path.read_text(encoding="utf-8") for path in AVR.glob("*.card")}
    assert {card.file_name for card in imported} == set(on_disk)
    for card in imported:
        assert on_disk[card.file_name] == card.text, card.file_name


def _fold(text: object) -> object:
    return " ".join(str(text).split()) if text is not None else None


def test_every_card_exports_its_data_texts_whitespace_aside() -> None:
    data = {c["number"]: c for c in json.loads(AVR_JSON.read_text(encoding="utf-8"))}
    for path in sorted(AVR.glob("*.card")):
        record = export_card(path)
        card = data[path.stem.split("-")[0].lstrip("0")]
        basic = str(card["type_en"]).startswith("Basic Land")
        for key, expected in (
            ("name_ja", card["name_ja"]),
            ("name_en", card["name_en"]),
            ("type_ja", card["type_ja"]),
            ("type_en", card["type_en"]),
            ("mana_cost", card["mana_cost"]),
            ("text_ja", card["text_ja"]),
            ("text_en", None if basic else card["text_en_printed"]),
        ):
            assert _fold(record[key]) == _fold(expected), (path.name, key)


def test_oracle_wording_import_writes_current_english(tmp_path: Path) -> None:
    cards = [c for c in read_card_list(AVR_JSON) if c["number"] == "155"]
    (card,) = import_cards(cards, "oracle")
    assert "target player or planeswalker" in card.text
    (printed,) = import_cards(cards, "printed")
    assert "target player." in printed.text
