"""Blocking or becoming blocked by a creature (509.3c, 509.3d) through a real card, in each
language: Ashmouth Hound / 灰口の猟犬 (isd). Each card is compiled from its Japanese text alone
and from its English text alone, and plays as the text says."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_ashmouth_hound_once_for_each_creature_it_becomes_blocked_by(lang: str) -> None:
    """Ashmouth Hound / 灰口の猟犬: "Whenever Ashmouth Hound blocks or becomes blocked by a
    creature, Ashmouth Hound deals 1 damage to that creature." Ruling: it triggers once for each
    creature it becomes blocked by — Bob's two X/1 blockers are dealt 1 each and die before
    combat damage, so the Hound survives."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Ashmouth Hound", lang))
    s.battlefield("Bob", card("Cathedral Sanctifier"), card("Thraben Valiant"))
    s.attack("Ashmouth Hound")
    s.block(("Cathedral Sanctifier", "Ashmouth Hound"), ("Thraben Valiant", "Ashmouth Hound"))
    s.resolve()
    s.check_state()
    assert s.on_battlefield("Bob") == []
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert s.on_battlefield("Alice") == ["Ashmouth Hound"]
    assert s.life("Bob") == 20  # a blocked creature without trample deals no damage to Bob


@pytest.mark.parametrize("lang", LANGS)
def test_ashmouth_hound_blocking_deals_one_to_the_creature_it_blocks(lang: str) -> None:
    """Ashmouth Hound / 灰口の猟犬 blocks Alice's Nettle Swine (4/3): the Swine is dealt 1 as the
    Hound blocks and 2 in combat, 3 in all, and dies; the Hound dies too. When the Hound doesn't
    block, nothing happens."""
    for blocks in (True, False):
        s = Scenario()
        s.battlefield("Alice", card("Nettle Swine"))
        s.battlefield("Bob", set_card("isd", "Ashmouth Hound", lang))
        s.attack("Nettle Swine")
        s.block(*([("Ashmouth Hound", "Nettle Swine")] if blocks else []))
        s.resolve()
        s.advance_to(Step.COMBAT_DAMAGE)
        s.resolve()
        s.check_state()
        assert s.on_battlefield("Alice") == ([] if blocks else ["Nettle Swine"])
        assert s.life("Bob") == (20 if blocks else 16)
