"""Creating tokens (111, 701.6) on real cards: today's 「…トークンを１体生成する」 / "create a … token"
and "for each" token counts."""

from __future__ import annotations

import pytest
from compiled import set_card
from ofuda.runtime import Color, Scenario


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_ferocious_pup_creates_a_green_wolf(lang: str) -> None:
    """獰猛な仔狼 / Ferocious Pup (M20): 「…緑の２/２の狼・クリーチャー・トークンを１体生成する。」 /
    "… create a 2/2 green Wolf creature token." (111.4: its name is its subtypes + Token)."""
    pup = set_card("m20", "Ferocious Pup", lang)
    forest = set_card("m20", "Forest")
    s = Scenario()
    s.battlefield("Alice", forest, forest, forest)
    s.hand("Alice", pup)
    s.cast("Alice", "Ferocious Pup")
    s.resolve()
    wolf = s.permanent("Wolf Token")
    assert wolf.is_token and wolf.power_toughness == (2, 2)
    assert wolf.colors == {Color.GREEN} and set(wolf.subtypes) == {"Wolf"}
    assert s.on_battlefield("Alice").count("Wolf Token") == 1
