"""611.3b on real cards, each language alone: 欲深い悪漢 / Grasping Scoundrel (M19, 1/1, "gets
+1/+0 as long as it's attacking") and 解き放たれた狂戦士 / Unchained Berserker (M20, 1/1,
"+2/+0") — the bonus holds while the creature is attacking, and not before or after combat."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize(
    ("name", "set_code", "attacking_power"),
    [
        ("Grasping Scoundrel", "m19", 2),
        ("Unchained Berserker", "m20", 3),
    ],
)
def test_bonus_only_while_attacking(
    lang: str, name: str, set_code: str, attacking_power: int
) -> None:
    """Before combat it is 1/1; attacking, it gets the bonus; after combat, 1/1 again."""
    creature = set_card(set_code, name, lang)
    s = Scenario()
    s.battlefield("Alice", creature)
    assert s.pt(name) == (1, 1)
    s.attack(name)
    assert s.pt(name) == (attacking_power, 1)
    s.advance_to(Step.END)
    assert s.pt(name) == (1, 1)
