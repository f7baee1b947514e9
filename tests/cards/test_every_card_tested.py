"""Issue 6's discipline: every compiling non-basic AVR card has a scenario test.

A card's test names the card (English or Japanese name) in its function name or
docstring, in tests/cards/ or tests/faq/, so a designer finds a card's tests by
its name; this test fails for a compiled card that has none.
"""

from __future__ import annotations

import json
from pathlib import Path

from support.cardlists import listed_cards
from support.paths import AVR_JSON

TESTS = Path(__file__).resolve().parent.parent


def test_every_compiled_card_has_a_scenario_test_naming_it() -> None:
    data = {c["number"]: c for c in json.loads(AVR_JSON.read_text(encoding="utf-8"))}
    text = "".join(
        path.read_text(encoding="utf-8")
        for folder in ("cards", "faq")
        for path in (TESTS / folder).glob("test_*.py")
        if path.name != Path(__file__).name
    )
    untested = []
    for stem in listed_cards():
        card = data[stem.split("-")[0].lstrip("0")]
        if str(card["type_en"]).startswith("Basic Land"):
            continue
        if card["name_en"] not in text and card["name_ja"] not in text:
            untested.append(f"{stem} ({card['name_ja']} / {card['name_en']})")
    assert not untested, "compiled cards without a scenario test in tests/cards/: " + ", ".join(untested)
