"""The project's folders and the card data the tests read (all inside the repository;
data/README.md says where the data came from)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CARDS_SRC = ROOT / "cards_src"
AVR = CARDS_SRC / "avr"
# The card data and notes the tests read live in the project (data/README.md says where from).
DATA = ROOT / "data"
CARD_DATA = DATA / "cards"
AVR_JSON = CARD_DATA / "avr.json"


def printed_years() -> dict[str, int]:
    """The year each set's texts were printed (data/cards/printed.tsv: set, year)."""
    years = {}
    for line in (CARD_DATA / "printed.tsv").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            set_code, year = line.split("\t")
            years[set_code] = int(year)
    return years
