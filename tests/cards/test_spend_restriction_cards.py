"""Scenario tests of a spending restriction naming spells of several kinds (106.6), each
language's text alone: チャンドラの火炎猫 / Chandra's Embercat — its {R} pays for an Elemental
spell, and for no other spell."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.engine.errors import IllegalActionError
from support.compiled import card_from_text, set_card

_ELEMENTAL = card_from_text(
    "name: 試作の精霊 / Test Elemental\ncost: {R}\n"
    "type: クリーチャー — エレメンタル / Creature — Elemental\npt: 1/1\n"
)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_chandras_embercat_mana_pays_for_an_elemental_spell_only(lang: str) -> None:
    """チャンドラの火炎猫 / Chandra's Embercat — "Spend this mana only to cast an Elemental spell
    or a Chandra planeswalker spell.": Shock (an instant) can't be paid with it; an Elemental
    creature spell can."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Chandra's Embercat", lang))
    s.hand("Alice", set_card("m20", "Shock"), _ELEMENTAL)
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Shock", "Bob")
    s.cast("Alice", "Test Elemental")
    s.resolve()
    assert "Test Elemental" in s.on_battlefield("Alice")
