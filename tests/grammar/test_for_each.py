"""「…につき」 / "for each …": a count that multiplies a number, wherever a number stands.

A statement on a permanent counts continuously (613.4c, layer 7c); an instruction counts
once, as it resolves (608.2h). A "for each" that ofuda cannot honour is a compile error,
never dropped.
"""

from __future__ import annotations

import pytest
from test_effects_ja import codes


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Test has flying for each Forest you control."),
        ("ja", "テストは、あなたがコントロールする森１つにつき飛行を持つ。"),
    ],
)
def test_a_statement_whose_count_ofuda_cannot_honour_is_rejected(lang: str, text: str) -> None:
    """A count is part of the meaning: a statement that can't take it is E207, never dropped."""
    assert "E207" in codes(text, lang, permanent=True)
