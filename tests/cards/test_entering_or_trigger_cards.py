"""Triggers with two events of the card itself (603.2, 603.6a) through real cards of the later
sets, in each language: Stitcher's Supplier / 縫い師への供給者 (m19), "When Stitcher's
Supplier enters the battlefield or dies, put the top three cards of your library into your
graveyard."; Shield Mare / 防御牝馬 (m19), "When Shield Mare enters the battlefield or becomes
the target of a spell or ability an opponent controls, you gain 3 life."; Tomebound Lich /
秘本綴じのリッチ (m20), "Whenever Tomebound Lich enters the battlefield or deals combat damage to
a player, draw a card, then discard a card." Each card is compiled from its Japanese text
alone and from its English text alone, and plays as the text says."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.definitions import Step
from support.compiled import card, lands, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_stitchers_supplier_mills_as_it_enters_and_as_it_dies(lang: str) -> None:
    """Cast, Stitcher's Supplier puts three cards into the graveyard; dying, three more
    (603.10a: the dying looks back to it on the battlefield)."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 1))
    s.hand("Alice", set_card("m19", "Stitcher's Supplier", lang))
    s.library("Alice", *(card("Island") for _ in range(7)))
    s.cast("Alice", "Stitcher's Supplier")
    s.resolve()
    assert len(s.in_graveyard("Alice")) == 3
    assert len(s.in_library("Alice")) == 4
    s.game.move(s.permanent("Stitcher's Supplier"), "graveyard")  # dies
    s.resolve()
    assert len(s.in_library("Alice")) == 1
    assert s.in_graveyard("Alice").count("Island") == 6


@pytest.mark.parametrize("lang", LANGS)
def test_shield_mare_gains_life_entering_and_targeted_by_an_opponent(lang: str) -> None:
    """Shield Mare: entering gains 3 life; Bob's spell targeting it 3 more; Alice's own spell
    targeting it none (only an opponent's spell or ability)."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 5))
    s.hand("Alice", set_card("m19", "Shield Mare", lang), card("Zealous Strike"))
    s.cast("Alice", "Shield Mare")
    s.resolve()
    assert s.life("Alice") == 23
    s.battlefield("Bob", *lands("Plains", 2))
    s.hand("Bob", card("Zealous Strike"))
    s.cast("Bob", "Zealous Strike", "Shield Mare")
    s.resolve()
    assert s.life("Alice") == 26
    s.cast("Alice", "Zealous Strike", "Shield Mare")
    s.resolve()
    assert s.life("Alice") == 26


@pytest.mark.parametrize("lang", LANGS)
def test_tomebound_lich_loots_entering_and_dealing_combat_damage(lang: str) -> None:
    """Tomebound Lich: entering draws a card then discards one; its combat damage to Bob
    does it again."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 2), *lands("Island", 1))
    s.hand("Alice", set_card("m20", "Tomebound Lich", lang))
    s.library("Alice", *(card("Island") for _ in range(4)))
    s.cast("Alice", "Tomebound Lich")
    s.resolve()
    assert (len(s.in_library("Alice")), len(s.in_graveyard("Alice"))) == (3, 1)
    s.permanent("Tomebound Lich").sick = False
    s.attack("Tomebound Lich")
    s.block()
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    assert s.life("Bob") == 19
    assert (len(s.in_library("Alice")), len(s.in_graveyard("Alice"))) == (2, 2)
