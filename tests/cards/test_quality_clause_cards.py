"""Scenario tests of a quality said in a relative clause after the noun, through real cards of
M20 in each language alone: "target creature or planeswalker that's black or red" /
「黒か赤の、クリーチャー１体かプレインズウォーカー１体」 — an object of either kind and any one of
the colours is a legal target (115.1), one of another colour is not (601.2c)."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, Scenario
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_devout_decree_exiles_a_black_creature(lang: str) -> None:
    """敬虔な命令 / Devout Decree (M20) — "Exile target creature or planeswalker that's black or
    red. Scry 1.": a black creature is exiled."""
    s = Scenario()
    s.battlefield("Bob", card("Bloodflow Connoisseur"))
    s.battlefield("Alice", *[card("Plains")] * 2)
    s.hand("Alice", set_card("m20", "Devout Decree", lang))
    s.cast("Alice", "Devout Decree", "Bloodflow Connoisseur")
    s.resolve()
    assert s.on_battlefield("Bob") == []
    assert s.in_exile() == ["Bloodflow Connoisseur"]


@pytest.mark.parametrize("lang", LANGS)
def test_devout_decree_cannot_target_a_white_creature(lang: str) -> None:
    """敬虔な命令 / Devout Decree — a white creature is neither black nor red."""
    s = Scenario()
    s.battlefield("Bob", card("Seraph of Dawn"))
    s.battlefield("Alice", *[card("Plains")] * 2)
    s.hand("Alice", set_card("m20", "Devout Decree", lang))
    with pytest.raises(IllegalActionError):  # no legal target: it can't be cast (601.2c)
        s.cast("Alice", "Devout Decree", "Seraph of Dawn")
    assert s.on_battlefield("Bob") == ["Seraph of Dawn"]


@pytest.mark.parametrize("lang", LANGS)
def test_fry_deals_five_damage_to_a_blue_planeswalker(lang: str) -> None:
    """丸焼き / Fry (M20) — "Fry deals 5 damage to target creature or planeswalker that's white
    or blue.": the clause describes the planeswalker too; 5 damage to Tamiyo (4 loyalty) puts
    her into the graveyard (120.3c, 704.5i)."""
    s = Scenario()
    s.battlefield("Bob", card("Tamiyo, the Moon Sage"))
    s.battlefield("Alice", *[card("Mountain")] * 2)
    s.hand("Alice", set_card("m20", "Fry", lang))
    s.cast("Alice", "Fry", s.permanent("Tamiyo, the Moon Sage"))
    s.resolve()
    assert s.in_graveyard("Bob") == ["Tamiyo, the Moon Sage"]


@pytest.mark.parametrize("lang", LANGS)
def test_fry_cannot_target_a_red_creature(lang: str) -> None:
    """丸焼き / Fry — a red creature is neither white nor blue."""
    s = Scenario()
    s.battlefield("Bob", card("Scalding Devil"))
    s.battlefield("Alice", *[card("Mountain")] * 2)
    s.hand("Alice", set_card("m20", "Fry", lang))
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Fry", "Scalding Devil")
    assert s.on_battlefield("Bob") == ["Scalding Devil"]
