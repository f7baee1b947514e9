"""無私の勇者、レナ / Lena, Selfless Champion (M19), each language alone: "Sacrifice Lena:
Creatures you control with power less than Lena's power gain indestructible until end of turn."
/ 「…あなたがコントロールしていて、無私の勇者、レナよりもパワーが小さいクリーチャーは、破壊不能を
得る」 — Lena is gone when the ability resolves: her power is the last she had (608.2h)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Keyword, Scenario
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_lena_makes_smaller_creatures_indestructible(lang: str) -> None:
    """Lena is 3/3: Walking Corpse (2/2) and Thraben Valiant (2/1) gain indestructible, the
    3/3 Narstad Scrapper (not less) and Bob's Walking Corpse (not Alice's) don't."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Lena, Selfless Champion", lang),
                  set_card("m19", "Walking Corpse"), card("Thraben Valiant"), card("Narstad Scrapper"))
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    s.activate("Alice", "Lena, Selfless Champion")
    s.resolve()
    assert s.in_graveyard("Alice") == ["Lena, Selfless Champion"]
    assert Keyword.INDESTRUCTIBLE in s.permanent("Walking Corpse", "Alice").keywords
    assert s.has_keyword("Thraben Valiant", "indestructible")
    assert not s.has_keyword("Narstad Scrapper", "indestructible")
    assert Keyword.INDESTRUCTIBLE not in s.permanent("Walking Corpse", "Bob").keywords
