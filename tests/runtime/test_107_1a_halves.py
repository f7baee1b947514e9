"""107.1a: a fraction is rounded up or down as the effect specifies — "half their life, rounded
up" of an odd life total, of an even one, and rounded down; a half of nothing is nothing."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import card, card_from_text


def _halving(up: bool) -> object:
    ja, en = ("切り上げ", "up") if up else ("切り捨て", "down")
    return card_from_text(
        f"name: 半減の試し / Test Halving\ncost: {{0}}\ntype: インスタント / Instant\n"
        f"ja:\n  プレイヤー１人を対象とする。そのプレイヤーは自分のライフの半分（端数{ja}）を失う。\n"
        f"en:\n  Target player loses half their life, rounded {en}.\n"
    )


@pytest.mark.parametrize(
    ("life", "up", "left"),
    [(19, True, 9), (19, False, 10), (20, True, 10), (20, False, 10), (1, True, 0), (1, False, 1), (0, True, 0)],
)
def test_107_1a_half_of_a_life_total_is_rounded_as_the_effect_says(
    life: int, up: bool, left: int
) -> None:
    """Bob at ``life`` loses half of it, rounded up or down: he is at ``left``."""
    s = Scenario()
    s.hand("Alice", _halving(up))
    s.set_life("Bob", life)
    s.cast("Alice", "Test Halving", "Bob")
    s.resolve()
    assert s.life("Bob") == left


def test_107_1a_half_counts_on_resolution() -> None:
    """The value is worked out as the instruction is carried out (608.2h): Alice at 7 loses 4
    (rounded up), whatever her life was when the spell was cast."""
    s = Scenario()
    s.battlefield("Alice", card("Plains"))
    s.hand("Alice", _halving(True))
    s.set_life("Alice", 12)
    s.cast("Alice", "Test Halving", "Alice")
    s.set_life("Alice", 7)
    s.resolve()
    assert s.life("Alice") == 3
