"""Discard triggers (701.8, 603.2) through a real card of the later sets, in each language:
Fell Specter / 不吉な死霊 (m19), whose own enters-the-battlefield discard sets off its discard
trigger. The card is compiled from its Japanese text alone and from its English text alone,
and plays as the text says."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Targets
from support.compiled import card, lands, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_fell_specter_opponent_discarding_loses_two_life(lang: str) -> None:
    """Fell Specter (m19): "When Fell Specter enters the battlefield, target opponent discards
    a card." and "Whenever an opponent discards a card, that player loses 2 life." Cast, it
    makes Bob discard his one card, and Bob loses 2 life; Alice discarding a card later makes
    nobody lose life (only an opponent's discard triggers it)."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 5))
    s.hand("Alice", set_card("m19", "Fell Specter", lang), card("Plains"))
    s.hand("Bob", card("Island"))
    s.script("Alice", Targets(("Bob",)))
    s.cast("Alice", "Fell Specter")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Island"]
    assert s.life("Bob") == 18
    plains = s.player("Alice").hand.objects[0]
    s.game.discard(s.player("Alice"), plains)
    s.resolve()
    assert s.in_graveyard("Alice") == ["Plains"]
    assert (s.life("Alice"), s.life("Bob")) == (20, 18)


@pytest.mark.parametrize("lang", LANGS)
def test_fell_specter_triggers_once_per_card_discarded(lang: str) -> None:
    """701.8: each card discarded is an event of its own — Bob discarding two cards (to his
    hand size, or any effect) loses 4 life."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Fell Specter", lang))
    bob = s.player("Bob")
    for c in s.hand("Bob", card("Island"), card("Plains")):
        s.game.discard(bob, c)
    s.resolve()
    assert s.life("Bob") == 16
