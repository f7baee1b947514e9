"""cards_src/<set> is exactly what `ofuda import` makes of the data of each set, and exports
back to it: every text of the data unchanged, whitespace aside (docs/data-quirks.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from ofuda.compiler.interchange.exporter import export_card
from ofuda.compiler.interchange.importer import import_cards, read_card_list
from support.paths import AVR_JSON, CARD_DATA, CARDS_SRC, printed_years

SETS = ("avr", "isd", "dka", "m19", "m20", "m21")


@pytest.mark.parametrize("set_code", SETS)
def test_cards_src_is_the_import_of_the_data(set_code: str) -> None:
    imported = import_cards(
        read_card_list(CARD_DATA / f"{set_code}.json"), "printed", printed_years()[set_code]
    )
    folder = CARDS_SRC / set_code
    on_disk = {path.name: path.read_text(encoding="utf-8") for path in folder.glob("*.card")}
    assert {card.file_name for card in imported} == set(on_disk)
    for card in imported:
        assert on_disk[card.file_name] == card.text, card.file_name


def _fold(text: object) -> object:
    return " ".join(str(text).split()) if text is not None else None


def _same_face(record: dict[str, Any], card: dict[str, Any], where: str) -> None:
    basic = str(card["type_en"]).startswith("Basic Land")
    for key, expected in (
        ("name_ja", card["name_ja"]),
        ("name_en", card["name_en"]),
        ("type_ja", card["type_ja"]),
        ("type_en", card["type_en"]),
        ("mana_cost", card["mana_cost"]),
        ("text_ja", card["text_ja"] or None),
        ("text_en", None if basic else card["text_en_printed"] or None),
        ("power", card["power"]),
        ("toughness", card["toughness"]),
        ("loyalty", card["loyalty"]),
        ("color_indicator", card["color_indicator"]),
    ):
        got = record.get(key)
        if key == "color_indicator":
            assert sorted(got or []) == sorted(expected or []), (where, key)
        else:
            assert _fold(got) == _fold(expected), (where, key)


@pytest.mark.parametrize("set_code", SETS)
def test_every_card_exports_its_data_texts_whitespace_aside(set_code: str) -> None:
    data = {
        c["number"]: c
        for c in json.loads((CARD_DATA / f"{set_code}.json").read_text(encoding="utf-8"))
    }
    seen: set[str] = set()
    for path in sorted((CARDS_SRC / set_code).glob("*.card")):
        record = export_card(path)
        number = path.stem.split("-")[0].lstrip("0")
        front = data.get(number) or data[number + "a"]
        _same_face(record, front, path.name)
        seen.add(front["number"])
        if "back" in record:  # 712: the back face is in its front face's file
            back = data[number + "b"]
            _same_face(record["back"], back, path.name + " (back)")
            seen.add(back["number"])
        else:
            assert number + "b" not in data, path.name
    assert seen == set(data), sorted(set(data) - seen)


def test_oracle_wording_import_writes_current_english(tmp_path: Path) -> None:
    cards = [c for c in read_card_list(AVR_JSON) if c["number"] == "155"]
    (card,) = import_cards(cards, "oracle")
    assert "target player or planeswalker" in card.text
    (printed,) = import_cards(cards, "printed")
    assert "target player." in printed.text


def test_a_double_faced_card_is_one_file_named_after_its_front_face() -> None:
    cards = [c for c in read_card_list(CARD_DATA / "dka.json") if c["number"] in ("140a", "140b")]
    (card,) = import_cards(cards, "oracle")
    assert card.file_name == "140-huntmaster-of-the-fells.card"
    lines = card.text.splitlines()
    assert lines[:2] == ["number: 140", "name: 高原の狩りの達人 / Huntmaster of the Fells"]
    back = lines.index("back: 高原の荒廃者 / Ravager of the Fells")
    assert lines[back + 1] == "color: red, green"  # the data's ["G", "R"], in the order of 105.1
    assert "cost:" not in "\n".join(lines[back:])  # 712.8e: no mana cost on the back face
    # its two faces' Oracle texts, each under its face
    assert "transforms into Huntmaster of the Fells" in "\n".join(lines[:back])
    assert "transforms into Ravager of the Fells" in "\n".join(lines[back:])


def test_the_imported_sets_have_one_file_per_double_faced_card() -> None:
    isd = {path.name for path in (CARDS_SRC / "isd").glob("*.card")}
    assert "051-delver-of-secrets.card" in isd
    assert not any(name[3:4] in ("a", "b") and name[:3].isdigit() for name in isd)
    text = (CARDS_SRC / "isd" / "051-delver-of-secrets.card").read_text(encoding="utf-8")
    assert (
        "number: 51\n" in text
        and "\nback: 昆虫の逸脱者 / Insectile Aberration\ncolor: blue\n" in text
    )
    path = CARDS_SRC / "isd" / "051-delver-of-secrets.card"
    assert export_card(path)["back"]["name_en"] == "Insectile Aberration"
