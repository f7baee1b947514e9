"""Scenario tests of the library, hand and exile cards of AVR (H1 area): look at, reveal,
search, choose from a revealed hand, "the rest on the bottom in any order", cast from
exile, cards exiled with a permanent.

Each test names the card in both languages and runs the code its text compiles to.
"""

from __future__ import annotations

from compiled import card

from ofuda.runtime import Scenario


def test_reforge_the_soul_each_player_discards_their_hand_then_draws_seven() -> None:
    """魂の再鍛 / Reforge the Soul — each player discards their hand and draws seven cards."""
    s = Scenario()
    s.battlefield("Alice", *[card("Mountain")] * 5)
    s.hand("Alice", card("Reforge the Soul"), card("Plains"), card("Plains"))
    s.hand("Bob", card("Island"))
    s.library("Alice", *[card("Forest")] * 8)
    s.library("Bob", *[card("Swamp")] * 8)
    s.cast("Alice", "Reforge the Soul")
    s.resolve()
    assert s.in_graveyard("Alice").count("Plains") == 2
    assert s.in_graveyard("Bob") == ["Island"]
    assert s.in_hand("Alice") == ["Forest"] * 7
    assert s.in_hand("Bob") == ["Swamp"] * 7
