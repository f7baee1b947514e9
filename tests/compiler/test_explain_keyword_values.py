"""`ofuda explain` on cards whose keywords carry values (miracle costs, enchant restrictions):
each keyword's line of the generated CARD is shown, and no internal error."""

from __future__ import annotations

from ofuda.cli.explain import explain_card
from ofuda.compiler.pipeline import compile_file
from support.paths import AVR


def test_explain_shows_a_miracle_cost_keyword() -> None:
    """自然の祝福 / Blessings of Nature: 奇跡 {G} is Miracle(...) in the generated CARD."""
    explained = explain_card(compile_file(AVR / "168-blessings-of-nature.card"))
    assert "Miracle(" in explained[-1].python


def test_explain_shows_an_enchant_keyword() -> None:
    """牙抜き / Defang: エンチャント（クリーチャー） is Enchant(...) in the generated CARD."""
    explained = explain_card(compile_file(AVR / "015-defang.card"))
    assert "Enchant(" in explained[0].python
