"""400.1, 404, 611.3b on real cards, each language alone: a static ability that holds while a
graveyard has enough cards, recomputed as cards come and go. エルフの開墾者 / Elvish Reclaimer
(M20, 1/2: +2/+2 while three or more land cards are in your graveyard) and 盗賊ギルドの処罰者 /
Thieves' Guild Enforcer (M21, 1/1: +2/+1 and deathtouch while an opponent has eight or more
cards in their graveyard — the opponent's, not yours)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Keyword, Scenario
from support.compiled import set_card
from support.kit import creature


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_reclaimer_counts_land_cards_in_your_graveyard(lang: str) -> None:
    """Two land cards and a creature card: 1/2; the third land card: 3/4."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Elvish Reclaimer", lang))
    forest = set_card("isd", "Forest")
    s.graveyard("Alice", forest, forest, creature("Bear", "{1}{G}", 2, 2))
    s.graveyard("Bob", forest, forest, forest)  # another player's graveyard is not yours
    s.check_state()
    assert s.pt("Elvish Reclaimer") == (1, 2)
    s.graveyard("Alice", forest)
    s.check_state()
    assert s.pt("Elvish Reclaimer") == (3, 4)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_enforcer_counts_an_opponents_graveyard(lang: str) -> None:
    """Eight cards in your own graveyard do nothing; seven in the opponent's neither; the
    eighth there gives +2/+1 and deathtouch."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Thieves' Guild Enforcer", lang))
    bear = creature("Bear", "{1}{G}", 2, 2)
    s.graveyard("Alice", *[bear] * 8)
    s.graveyard("Bob", *[bear] * 7)
    s.check_state()
    assert s.pt("Thieves' Guild Enforcer") == (1, 1)
    assert not s.has_keyword("Thieves' Guild Enforcer", Keyword.DEATHTOUCH)
    s.graveyard("Bob", bear)
    s.check_state()
    assert s.pt("Thieves' Guild Enforcer") == (3, 2)
    assert s.has_keyword("Thieves' Guild Enforcer", Keyword.DEATHTOUCH)
