"""707.9, 614.1c on a real card, each language alone: 鏡像 / Mirror Image (M19: "You may have
Mirror Image enter the battlefield as a copy of any creature you control"; the 2018 Japanese
「あなたは鏡像を、あなたがコントロールしているクリーチャー１体のコピーとして戦場に出してもよい。」)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, Scenario
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_mirror_image_enters_as_a_copy_of_a_creature_you_control(lang: str) -> None:
    """Alice chooses her Thornhide Wolves: Mirror Image enters as a 4/5 Thornhide Wolves.
    (Which creatures she may choose is the grammar tests' row: a creature she controls.)"""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Thornhide Wolves"), *[set_card("m19", "Island")] * 3)
    s.battlefield("Bob", set_card("m19", "Diregraf Ghoul"))
    s.hand("Alice", set_card("m19", "Mirror Image", lang))
    s.script("Alice", Choose(("Thornhide Wolves",)))
    s.cast("Alice", "Mirror Image")
    s.resolve()
    assert s.on_battlefield("Alice").count("Thornhide Wolves") == 2
    assert s.pt("Thornhide Wolves", "Alice") == (4, 5)
