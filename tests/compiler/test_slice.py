"""Issue 2's first slice compiles in both languages, to one meaning, from the real texts."""

from __future__ import annotations

import json

import pytest
from ofuda.compiler.interchange.exporter import export_card
from ofuda.compiler.pipeline import compile_file
from support.paths import AVR_JSON
from support.slices import SLICE_NUMBERS, slice_files


@pytest.fixture(scope="module")
def avr_data() -> dict[str, dict[str, object]]:
    return {card["number"]: card for card in json.loads(AVR_JSON.read_text(encoding="utf-8"))}


@pytest.mark.parametrize("path", slice_files(), ids=lambda p: p.stem)
def test_slice_card_compiles_in_both_languages_to_the_same_ir(path) -> None:  # type: ignore[no-untyped-def]
    card = compile_file(path)
    assert card.ok, [d.message for d in card.diagnostics]
    languages = {"ja", "en"} if not path.stem.startswith("2") else {"ja", "en"}
    assert set(card.by_language) == languages
    assert card.by_language["ja"] == card.by_language["en"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_slice_compiles_per_language(lang: str) -> None:
    for path in slice_files():
        card = compile_file(path, (lang,))
        assert card.ok, (path, [d.message for d in card.diagnostics])


@pytest.mark.parametrize("path", slice_files(), ids=lambda p: p.stem)
def test_slice_texts_equal_the_data_whitespace_aside(path, avr_data) -> None:  # type: ignore[no-untyped-def]
    record = export_card(path)
    number = path.stem.split("-")[0].lstrip("0")
    data = avr_data[number]
    assert int(number) in SLICE_NUMBERS

    def same(a: object, b: object) -> bool:
        fold = lambda s: " ".join(str(s).split()) if s is not None else None  # noqa: E731
        return fold(a) == fold(b)

    assert same(record["name_ja"], data["name_ja"])
    assert same(record["name_en"], data["name_en"])
    assert same(record["text_ja"], data["text_ja"])
    basic_land = str(data["type_en"]).startswith("Basic Land")
    assert same(record["text_en"], None if basic_land else data["text_en_printed"])
    assert same(record["type_ja"], data["type_ja"])
    assert same(record["type_en"], data["type_en"])
    assert same(record["mana_cost"], data["mana_cost"])
