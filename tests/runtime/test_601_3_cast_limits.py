"""601.3: a player can't begin to cast a spell an effect prohibits — "Each player can't cast more
than N <spells> each turn." counts the spells of the kind that player cast this turn, those cast
before the limit came into play included; spells of another kind are neither counted nor
limited. Cards compiled by ofuda from text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import IllegalActionError, RulesError, Scenario
from support.compiled import card_from_text, set_card

LIMIT = card_from_text(
    "name: 沈黙 / Test Silence\ncost: {W}\ntype: エンチャント / Enchantment\n"
    "ja:\n  各プレイヤーは、毎ターン、クリーチャーでない呪文を１つしか唱えられない。\n"
    "en:\n  Each player can't cast more than one noncreature spell each turn.\n"
)


def test_601_3_spells_cast_before_the_limit_count() -> None:
    """Alice casts Shock, then the limit: a second Shock is one noncreature spell too many."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m19", "Mountain")] * 4, set_card("m19", "Plains"))
    s.hand("Alice", set_card("m19", "Shock"), set_card("m19", "Shock"), LIMIT)
    s.cast("Alice", "Shock", "Bob")
    s.resolve()
    s.cast("Alice", "Test Silence")  # the limit is not on the battlefield yet as it is cast
    s.resolve()
    with pytest.raises((IllegalActionError, RulesError)):
        s.cast("Alice", "Shock", "Bob")
    assert s.life("Bob") == 18


def test_601_3_other_spells_are_not_limited() -> None:
    """With the limit reached for noncreature spells, a creature spell may still be cast."""
    s = Scenario()
    s.battlefield("Alice", LIMIT, *[set_card("m19", "Mountain")] * 4)
    s.hand("Alice", set_card("m19", "Shock"), set_card("m19", "Shock"), set_card("m19", "Goblin Instigator"))
    s.cast("Alice", "Shock", "Bob")
    s.resolve()
    with pytest.raises((IllegalActionError, RulesError)):
        s.cast("Alice", "Shock", "Bob")
    s.cast("Alice", "Goblin Instigator")
    s.resolve()
    assert "Goblin Instigator" in s.on_battlefield("Alice")
