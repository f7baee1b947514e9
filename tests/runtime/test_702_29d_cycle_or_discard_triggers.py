"""702.29d: "Whenever you cycle or discard a card" triggers only once when a card is cycled —
cycling discards it as a cost (702.29a) — and once for each card discarded otherwise (701.8).
The card is compiled by ofuda from text written here in both languages (the Japanese as printed
on ヘクマの歩哨, AKH)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Cycling, Scenario
from ofuda.runtime.definitions import Cost, ManaCost
from support.compiled import card_from_text
from support.kit import creature
from support.slice_cards import FOREST, ISLAND

SENTINELS = card_from_text(
    "name: 歩哨 / Test Sentinels\ncost: {2}{W}\ntype: クリーチャー — 人間 / Creature — Human\npt: 2/3\n"
    "ja:\n  あなたがカードを１枚サイクリングするか捨てるたび、あなたは１点のライフを得る。\n"
    "en:\n  Whenever you cycle or discard a card, you gain 1 life.\n"
)
CYCLER = creature(
    "Cycler", "{5}{U}", 4, 4, keywords=(Cycling(Cost((ManaCost("{2}"),))),)  # type: ignore[arg-type]
)


def test_702_29d_cycling_triggers_once() -> None:
    """Cycling a card: one trigger (1 life), not one for the cycling and one for the discard;
    then discarding a card otherwise: another."""
    s = Scenario()
    s.battlefield("Alice", SENTINELS, ISLAND, ISLAND)
    s.library("Alice", FOREST, FOREST)
    (cycler,) = s.hand("Alice", CYCLER)
    s.activate("Alice", cycler)
    s.resolve()
    assert s.life("Alice") == 21
    (forest,) = s.player("Alice").hand.objects
    s.game.discard(s.player("Alice"), forest)
    s.resolve()
    assert s.life("Alice") == 22
