"""Protection from a card type (702.16a) and from a card type less a subtype, through real
cards, each language alone: 灯狩人のマスティコア / Sparkhunter Masticore ("Protection from
planeswalkers", M21) and 邪悪の排除 / Spare from Evil ("gain protection from non-Human
creatures until end of turn", ISD, with its Gatherer rulings)."""

from __future__ import annotations

import pytest
from ofuda.runtime import RulesError, Scenario, Step
from ofuda.runtime.statics import Protection
from support.compiled import card, set_card

LANGS = ["ja", "en"]
CHANDRA = "Chandra, Novice Pyromancer"


@pytest.mark.parametrize("lang", LANGS)
def test_sparkhunter_masticore_cant_be_targeted_by_a_planeswalker(lang: str) -> None:
    """Sparkhunter Masticore: Bob's Chandra, Novice Pyromancer's −2 ("deals 2 damage to any
    target") can't target it (702.16b), but can target Alice."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", set_card("m21", "Sparkhunter Masticore", lang))
    s.battlefield("Bob", set_card("m20", CHANDRA))
    with pytest.raises(RulesError):
        s.activate("Bob", CHANDRA, "Sparkhunter Masticore", index=2)
    s.activate("Bob", CHANDRA, "Alice", index=2)
    s.resolve()
    assert s.life("Alice") == 18


@pytest.mark.parametrize("lang", LANGS)
def test_sparkhunter_masticore_is_still_dealt_damage_by_a_creature(lang: str) -> None:
    """Sparkhunter Masticore: protection from planeswalkers is no protection from creatures —
    Bob's Walking Corpse (2/2) blocks it and deals it damage; the Masticore (3/4) survives it
    and kills the Corpse."""
    s = Scenario(active="Alice", step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", set_card("m21", "Sparkhunter Masticore", lang))
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    s.attack("Sparkhunter Masticore")
    s.block(("Walking Corpse", "Sparkhunter Masticore"))
    s.advance_to(Step.END_OF_COMBAT)
    assert s.permanent("Sparkhunter Masticore").damage == 2
    assert "Walking Corpse" in s.in_graveyard("Bob")


def _spared(lang: str) -> Scenario:
    s = Scenario(active="Alice")
    s.battlefield("Alice", set_card("m19", "Walking Corpse"), card("Plains"), card("Plains"))
    s.hand("Alice", set_card("isd", "Spare from Evil", lang))
    s.cast("Alice", "Spare from Evil")
    s.resolve()
    return s


def _protected(s: Scenario, name: str) -> bool:
    return any(isinstance(k, Protection) for k in s.permanent(name).keywords)


@pytest.mark.parametrize("lang", LANGS)
def test_spare_from_evil_non_human_creatures_cant_block(lang: str) -> None:
    """Spare from Evil: Bob's Dwarven Priest (a Dwarf, no Human) can't block Alice's Walking
    Corpse this turn (702.16f)."""
    s = _spared(lang)
    s.battlefield("Bob", set_card("m19", "Dwarven Priest"))
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.attack("Walking Corpse")
    with pytest.raises(RulesError):
        s.block(("Dwarven Priest", "Walking Corpse"))


@pytest.mark.parametrize("lang", LANGS)
def test_spare_from_evil_a_human_still_blocks(lang: str) -> None:
    """Spare from Evil (ruling: a "non-Human creature" is one without the creature type Human):
    Bob's Thraben Valiant (a Human, 2/1) still blocks Alice's Walking Corpse (2/2) and kills it."""
    s = _spared(lang)
    s.battlefield("Bob", card("Thraben Valiant"))
    s.advance_to(Step.BEGINNING_OF_COMBAT)
    s.attack("Walking Corpse")
    s.block(("Thraben Valiant", "Walking Corpse"))
    s.advance_to(Step.END_OF_COMBAT)
    assert "Walking Corpse" in s.in_graveyard("Alice")


@pytest.mark.parametrize("lang", LANGS)
def test_spare_from_evil_only_creatures_there_as_it_resolves(lang: str) -> None:
    """Spare from Evil (ruling: only creatures you control as it resolves are affected): a
    creature Alice puts onto the battlefield later this turn has no protection."""
    s = _spared(lang)
    s.battlefield("Alice", set_card("m19", "Dwarven Priest"))
    assert _protected(s, "Walking Corpse")
    assert not _protected(s, "Dwarven Priest")
