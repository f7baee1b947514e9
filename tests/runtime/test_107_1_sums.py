"""107.1: a sum of values is worked out as the instruction resolves — "You gain life equal to
the number of creatures you control plus the number of planeswalkers you control"."""

from __future__ import annotations

from ofuda.runtime import Scenario
from support.compiled import card, card_from_text

TONIC = card_from_text(
    "name: 試作の強壮剤 / Test Tonic\ncost: {G}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  あなたは、あなたがコントロールしているクリーチャーの総数とあなたがコントロールしている"
    "土地の総数の合計に等しい点数のライフを得る。\n"
    "en:\n  You gain life equal to the number of creatures you control plus the number of lands "
    "you control.\n"
)


def test_107_1_the_values_are_added() -> None:
    """Two creatures and three lands: Alice gains 5 life."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Moorland Inquisitor"), *[card("Forest")] * 3)
    s.hand("Alice", TONIC)
    s.cast("Alice", "Test Tonic")
    s.resolve()
    assert s.life("Alice") == 25
