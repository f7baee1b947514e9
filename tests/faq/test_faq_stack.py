"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): planeswalkers, cost changes and
spells on the stack.

Each test is named after its note and quotes it; the cards are the real AVR
cards compiled by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from compiled import card, card_from_text  # noqa: E402

from ofuda.runtime import RulesError, Scenario  # noqa: E402

# A spell with a creature target and a player target (not an AVR card).
TWIN_SPARK = card_from_text(
    "name: Twin Spark\ncost: {R}\ntype: Instant\nen:\n"
    "  Target creature gets +1/+0 until end of turn. Target player gains 1 life.\n"
)


def lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    """``n`` basic lands called ``name``."""
    return [card(name)] * n


def test_faq_P90_outwit_spell_may_have_other_targets_than_the_player() -> None:
    """P90(1) 知恵比べ / Outwit: the target spell may have other targets, as long as at least
    one of its targets is a player."""
    s = Scenario()
    s.battlefield("Alice", card("Mountain"), card("Thraben Valiant"))
    s.battlefield("Bob", card("Island"))
    s.hand("Alice", TWIN_SPARK)
    s.hand("Bob", card("Outwit"))
    s.cast("Alice", "Twin Spark", "Thraben Valiant", "Alice")
    s.cast("Bob", "Outwit", "Twin Spark")
    s.resolve()
    assert s.in_graveyard("Alice") == ["Twin Spark"]
    assert s.life("Alice") == 20
    assert s.pt("Thraben Valiant") == (2, 1)


def test_faq_P99_1_second_guess_needs_the_second_spell_cast_this_turn() -> None:
    """P99(1) 当て推量 / Second Guess: you can't cast it unless the target spell is the
    second spell cast this turn — the third is no legal target."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 6), card("Thraben Valiant"))
    s.battlefield("Bob", *lands("Island", 2))
    s.hand("Alice", *[card("Zealous Strike")] * 3)
    s.hand("Bob", card("Second Guess"))
    for _ in range(2):
        s.cast("Alice", "Zealous Strike", "Thraben Valiant")
        s.resolve()
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    with pytest.raises(RulesError):
        s.cast("Bob", "Second Guess", "Zealous Strike")


def test_faq_P99_2_second_guess_ignores_what_became_of_the_first_spell() -> None:
    """P99(2) 当て推量 / Second Guess: it doesn't matter whether the first spell has resolved,
    or how many spells were cast after the second, as long as the second is still on the
    stack. (The first spell is still on the stack under the second here, and a third was
    cast on top of it.)"""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 6), card("Thraben Valiant"))
    s.battlefield("Bob", *lands("Island", 2))
    s.hand("Alice", *[card("Zealous Strike")] * 3)
    s.hand("Bob", card("Second Guess"))
    for _ in range(3):
        s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    second = s.game.spells_cast_this_turn[1]
    s.cast("Bob", "Second Guess", second)
    s.resolve()
    assert s.pt("Thraben Valiant") == (6, 5)  # two of the three resolved
    assert "Second Guess" in s.in_graveyard("Bob")
