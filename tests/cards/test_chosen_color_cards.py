"""Scenario tests of "the chosen color" in a noun (614.12): the colour chosen as the permanent
entered decides which spells its trigger sees, in each language's text alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import Option, Scenario
from ofuda.runtime.definitions import Color
from support.compiled import card, set_card


def _with_knight(lang: str, set_code: str, name: str) -> Scenario:
    """Alice casts ``name`` choosing white; she has lands for a white and a green spell."""
    s = Scenario()
    s.battlefield("Alice", *[card("Plains")] * 5, *[card("Forest")] * 4)
    s.hand("Alice", set_card(set_code, name, lang), card("Thraben Valiant"), card("Nettle Swine"))
    s.script("Alice", Option(Color.WHITE))
    s.cast("Alice", name)
    s.resolve()
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_diamond_knight_grows_for_a_spell_of_the_chosen_color_only(lang: str) -> None:
    """ダイアモンドの騎士 / Diamond Knight — 「あなたがその選ばれた色の呪文を唱えるたび、…＋１/＋１
    カウンターを１個置く」 / "Whenever you cast a spell of the chosen color, put a +1/+1 counter on
    Diamond Knight": white chosen; a white spell adds a counter, a green one does not."""
    s = _with_knight(lang, "m20", "Diamond Knight")
    assert s.permanent("Diamond Knight").choices["color"] == Color.WHITE
    s.cast("Alice", "Thraben Valiant")
    s.resolve()
    assert s.pt("Diamond Knight") == (2, 2)
    s.cast("Alice", "Nettle Swine")
    s.resolve()
    assert s.pt("Diamond Knight") == (2, 2)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_diamond_mare_gains_life_for_a_spell_of_the_chosen_color_only(lang: str) -> None:
    """金剛牝馬 / Diamond Mare — "Whenever you cast a spell of the chosen color, you gain 1 life":
    white chosen; 1 life for the white spell, none for the green one."""
    s = _with_knight(lang, "m19", "Diamond Mare")
    before = s.life("Alice")
    s.cast("Alice", "Thraben Valiant")
    s.resolve()
    assert s.life("Alice") == before + 1
    s.cast("Alice", "Nettle Swine")
    s.resolve()
    assert s.life("Alice") == before + 1
