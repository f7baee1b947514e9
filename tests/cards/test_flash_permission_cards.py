"""601.3e, a permanent's static ability: 予期の力線 / Leyline of Anticipation (M20) — "You may
cast spells as though they had flash." — compiled from its Japanese text alone and from its
English text alone: with it on the battlefield Alice casts a creature spell in her upkeep and
on Bob's turn; without it she can't."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from ofuda.runtime.engine.casting.spells import legal_actions
from support.compiled import card, set_card


def _may_cast(s: Scenario, who: str, name: str) -> bool:
    return f"cast {name}" in [a.describe() for a in legal_actions(s.game, s.player(who))]


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("active", ["Alice", "Bob"])
def test_leyline_of_anticipation_lets_its_controller_cast_at_instant_speed(
    lang: str, active: str
) -> None:
    """Leyline of Anticipation / 予期の力線: Thraben Valiant in the upkeep (Alice's or Bob's)."""
    for with_leyline in (True, False):
        s = Scenario(step=Step.UPKEEP, active=active)
        lands = [card("Plains"), card("Plains")]
        if with_leyline:
            lands.append(set_card("m20", "Leyline of Anticipation", lang))
        s.battlefield("Alice", *lands)
        s.hand("Alice", card("Thraben Valiant"))
        assert _may_cast(s, "Alice", "Thraben Valiant") == with_leyline
        s.battlefield("Bob", card("Plains"), card("Plains"))
        s.hand("Bob", card("Thraben Valiant"))
        assert not _may_cast(s, "Bob", "Thraben Valiant")  # its controller's permission only
