"""602.5b on real cards, each compiled from its Japanese text alone and from its English text
alone: 光り角の海賊 / Glint-Horn Buccaneer (M20) — "{1}{R}, Discard a card: Draw a card.
Activate this ability only if Glint-Horn Buccaneer is attacking." (506.4)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.engine.casting.activation import activatable
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_glint_horn_buccaneer_activates_only_while_attacking(lang: str) -> None:
    """Glint-Horn Buccaneer / 光り角の海賊: in the main phase it can't be activated; once it
    attacks it can, Alice discards a card, draws one, and its discard trigger deals 1 damage to
    Bob (with its combat damage still to come)."""
    s = Scenario()
    buccaneer = set_card("m20", "Glint-Horn Buccaneer", lang)
    s.battlefield("Alice", buccaneer, card("Mountain"), card("Mountain"))
    s.hand("Alice", card("Plains"))
    s.library("Alice", card("Swamp"))
    now = s.permanent("Glint-Horn Buccaneer")

    def can_activate() -> bool:
        return any(a.source is now for a in activatable(s.game, s.player("Alice"), True))

    assert not can_activate()
    s.attack("Glint-Horn Buccaneer")
    assert can_activate()
    s.activate("Alice", "Glint-Horn Buccaneer")
    s.resolve()
    assert s.in_hand("Alice") == ["Swamp"]
    assert s.in_graveyard("Alice") == ["Plains"]
    assert s.life("Bob") == 19
