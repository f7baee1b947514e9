"""Real cards that tap a group and keep it tapped through an untap step (502.3), the group
named again by 「それらのクリーチャー」 / "Those creatures" (608.2c), each language alone:
霜のブレス / Frost Breath (M21), 睡眠 / Sleep (M19)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import set_card

LANGS = ["ja", "en"]


def _libraries(s: Scenario, set_code: str) -> None:
    """Cards to draw in the turns the tests pass through."""
    s.library("Alice", *[set_card(set_code, "Island")] * 4)
    s.library("Bob", *[set_card(set_code, "Island")] * 4)


@pytest.mark.parametrize("lang", LANGS)
def test_frost_breath_keeps_two_creatures_tapped_for_one_untap_step(lang: str) -> None:
    """霜のブレス / Frost Breath: "Tap up to two target creatures. Those creatures don't untap
    during their controller's next untap step." The ruling: a target already tapped stays
    tapped and doesn't untap during its controller's next untap step. Both stay tapped through
    Bob's next untap step and untap in the one after it."""
    island = set_card("m21", "Island")
    corpse = set_card("m19", "Walking Corpse")
    s = Scenario()
    _libraries(s, "m21")
    s.battlefield("Alice", *[island] * 3)
    s.battlefield("Bob", corpse)
    s.battlefield("Bob", set_card("m19", "Goblin Instigator"), tapped=True)
    s.battlefield("Bob", set_card("m19", "Dwarven Priest"))
    s.hand("Alice", set_card("m21", "Frost Breath", lang))
    s.cast("Alice", "Frost Breath", "Walking Corpse", "Goblin Instigator")
    s.resolve()
    assert s.is_tapped("Walking Corpse") and s.is_tapped("Goblin Instigator")
    assert not s.is_tapped("Dwarven Priest")
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's untap step has passed
    assert s.is_tapped("Walking Corpse") and s.is_tapped("Goblin Instigator")
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's turn
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's next untap step: the effect has ended
    assert not s.is_tapped("Walking Corpse") and not s.is_tapped("Goblin Instigator")


@pytest.mark.parametrize("lang", LANGS)
def test_frost_breath_twice_names_the_same_untap_step(lang: str) -> None:
    """Two Frost Breaths on one creature: both effects name its controller's next untap step
    and both end with it (502.3) — the creature untaps in the untap step after that."""
    island = set_card("m21", "Island")
    s = Scenario()
    _libraries(s, "m21")
    s.battlefield("Alice", *[island] * 6)
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    s.hand("Alice", *[set_card("m21", "Frost Breath", lang)] * 2)
    for _ in range(2):
        s.cast("Alice", "Frost Breath", "Walking Corpse")
        s.resolve()
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's
    assert s.is_tapped("Walking Corpse")
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's again
    assert not s.is_tapped("Walking Corpse")


@pytest.mark.parametrize("lang", LANGS)
def test_sleep_keeps_all_of_that_players_creatures_tapped(lang: str) -> None:
    """睡眠 / Sleep: "Tap all creatures target player controls. Those creatures don't untap
    during that player's next untap step." The ruling: the second part affects all creatures
    that player controls as Sleep resolves, not only those it tapped — the one already tapped
    stays tapped too. Alice's own creature is not affected."""
    island = set_card("m19", "Island")
    s = Scenario()
    _libraries(s, "m19")
    s.battlefield("Alice", *[island] * 4, set_card("m19", "Dwarven Priest"))
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    s.battlefield("Bob", set_card("m19", "Goblin Instigator"), tapped=True)
    s.hand("Alice", set_card("m19", "Sleep", lang))
    s.cast("Alice", "Sleep", "Bob")
    s.resolve()
    assert s.is_tapped("Walking Corpse") and s.is_tapped("Goblin Instigator")
    assert not s.is_tapped("Dwarven Priest")
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's untap step has passed
    assert s.is_tapped("Walking Corpse") and s.is_tapped("Goblin Instigator")
    s.advance_to(Step.UPKEEP, new_turn=True)
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's next one: they untap
    assert not s.is_tapped("Walking Corpse") and not s.is_tapped("Goblin Instigator")


@pytest.mark.parametrize("lang", LANGS)
def test_sleep_names_that_players_untap_step_not_the_next_controllers(lang: str) -> None:
    """睡眠 / Sleep names "that player's next untap step" (502.3), not each creature's
    controller's: Alice steals Bob's creature with 反逆の行動 / Act of Treason and casts Sleep
    on herself; the creature goes back to Bob at end of turn and untaps in Bob's untap step
    (not Alice's), while Alice's own creature stays tapped through her next untap step."""
    island, mountain = set_card("m19", "Island"), set_card("m19", "Mountain")
    s = Scenario()
    _libraries(s, "m19")
    s.battlefield("Alice", *[island] * 4, *[mountain] * 3, set_card("m19", "Dwarven Priest"))
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    s.hand("Alice", set_card("m19", "Act of Treason", lang), set_card("m19", "Sleep", lang))
    s.cast("Alice", "Act of Treason", "Walking Corpse")
    s.resolve()
    s.cast("Alice", "Sleep", "Alice")
    s.resolve()
    assert s.is_tapped("Walking Corpse") and s.is_tapped("Dwarven Priest")
    s.advance_to(Step.UPKEEP, new_turn=True)  # Bob's turn: control came back at end of turn
    assert not s.is_tapped("Walking Corpse")
    s.advance_to(Step.UPKEEP, new_turn=True)  # Alice's untap step: hers stays tapped
    assert s.is_tapped("Dwarven Priest")
