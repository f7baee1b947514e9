"""205.3m, 611.3a on a real card, each language alone: アヴァブルックの町長 / Mayor of Avabruck
(ISD) — its back face, 吠え群れの頭目 / Howlpack Alpha, says "Other Werewolf and Wolf creatures
you control get +1/+1." / 「あなたがコントロールする他の狼男・クリーチャーと狼・クリーチャーは＋１/
＋１の修整を受ける。」: a Wolf and a Werewolf get it, a Zombie doesn't, nor does the Alpha."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.engine import faces
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_howlpack_alpha_pumps_other_werewolves_and_wolves(lang: str) -> None:
    """Front face: only the Human (Hanweir Watchkeep, a Human Werewolf) gets +1/+1; back face:
    the Wolf and the Werewolf do, the Zombie and the Alpha itself don't."""
    s = Scenario()
    (mayor,) = s.battlefield("Alice", set_card("isd", "Mayor of Avabruck", lang))
    s.battlefield(
        "Alice",
        set_card("m19", "Thornhide Wolves"),
        set_card("isd", "Hanweir Watchkeep"),
        set_card("m19", "Walking Corpse"),
    )
    assert s.pt("Hanweir Watchkeep") == (2, 6)  # "Other Human creatures you control"
    assert s.pt("Thornhide Wolves") == (4, 5)
    faces.transform(s.game, mayor)
    assert s.pt("Howlpack Alpha") == (3, 3)
    assert s.pt("Thornhide Wolves") == (5, 6)
    assert s.pt("Hanweir Watchkeep") == (2, 6)  # now as a Werewolf
    assert s.pt("Walking Corpse") == (2, 2)
