"""608.2d: an instruction on "any number of" objects lets the player choose none, some or all
of them as it resolves, and "that many" after it (608.2c) is how many were chosen; 102.2: "for
each opponent you have" counts the controller's opponents as the instruction resolves."""

from __future__ import annotations

from ofuda.runtime import Choose, Scenario
from support.compiled import card, card_from_text

RUMMAGE = card_from_text(
    "name: 試作の物色 / Test Rummage\ncost: {R}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  望む枚数のカードを捨て、その後その枚数に等しい枚数のカードを引く。\n"
    "en:\n  Discard any number of cards, then draw that many cards.\n"
)
TITHE = card_from_text(
    "name: 試作の十分の一税 / Test Tithe\ncost: {W}\ntype: ソーサリー / Sorcery\n"
    "ja:\n  あなたは、あなたの対戦相手１人につき３点のライフを得る。\n"
    "en:\n  You gain 3 life for each opponent you have.\n"
)


def test_608_2d_the_player_chooses_how_many_and_that_many_counts_them() -> None:
    """Two of three cards discarded: two cards drawn; the third stays in hand."""
    s = Scenario()
    s.battlefield("Alice", card("Mountain"))
    s.hand("Alice", RUMMAGE, card("Forest"), card("Island"), card("Plains"))
    s.library("Alice", card("Swamp"), card("Swamp"), card("Swamp"))
    s.script("Alice", Choose(("Forest", "Island")))
    s.cast("Alice", "Test Rummage")
    s.resolve()
    assert {"Forest", "Island"} <= set(s.in_graveyard("Alice"))
    assert sorted(s.in_hand("Alice")) == ["Plains", "Swamp", "Swamp"]


def test_608_2d_choosing_none_draws_none() -> None:
    """No card discarded: "that many" is zero."""
    s = Scenario()
    s.battlefield("Alice", card("Mountain"))
    s.hand("Alice", RUMMAGE, card("Forest"))
    s.library("Alice", card("Swamp"))
    s.script("Alice", Choose(()))
    s.cast("Alice", "Test Rummage")
    s.resolve()
    assert s.in_hand("Alice") == ["Forest"]


def test_102_2_one_opponent_in_a_two_player_game() -> None:
    """Two players: Alice has one opponent, so she gains 3 life."""
    s = Scenario()
    s.battlefield("Alice", card("Plains"))
    s.hand("Alice", TITHE)
    s.cast("Alice", "Test Tithe")
    s.resolve()
    assert s.life("Alice") == 23
