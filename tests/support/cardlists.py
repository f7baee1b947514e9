"""The lists of cards the tests walk: the compiled-cards ratchet (tests/compiler/compiled_cards.txt)."""

from __future__ import annotations

from pathlib import Path

COMPILED_LIST = Path(__file__).resolve().parents[1] / "compiler" / "compiled_cards.txt"


def listed_cards() -> list[str]:
    """The stems of the card files that must compile."""
    lines = COMPILED_LIST.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]
