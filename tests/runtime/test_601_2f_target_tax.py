"""A tax on targeting (601.2c before 601.2f): "Spells your opponents cast that target CARDNAME
cost {2} more to cast" (Boreal Elemental). A cast whose total cost can't be paid is illegal and
undone (732.1), so the list of legal actions and the target choice count the tax: a spell is
offered only if some choice of targets leaves a cost the player can pay, and a target whose tax
can't be paid is never offered."""

from __future__ import annotations

from ofuda.runtime import CastSpell, Scenario
from ofuda.runtime.engine.casting.spells import legal_actions
from support.compiled import set_card


def _air_strike_castable(mountains: int, artifact: bool) -> bool:
    """Bob (active, main phase) holds Reckless Air Strike ({R}: 3 damage to target creature with
    flying, or destroy target artifact); Alice's Boreal Elemental is the only creature with
    flying."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", set_card("m20", "Boreal Elemental"))
    if artifact:
        s.battlefield("Alice", set_card("m19", "Manalith"))
    s.battlefield("Bob", *[set_card("m19", "Mountain")] * mountains)
    s.hand("Bob", set_card("m20", "Reckless Air Strike"))
    bob = s.player("Bob")
    return any(isinstance(a, CastSpell) for a in legal_actions(s.game, bob))


def test_a_spell_whose_only_target_carries_an_unpayable_tax_is_not_offered() -> None:
    """One Mountain: the Elemental as target makes {2}{R}; no artifact to destroy — no cast."""
    assert not _air_strike_castable(1, artifact=False)


def test_a_spell_is_offered_when_the_tax_can_be_paid() -> None:
    """Three Mountains pay {2}{R}."""
    assert _air_strike_castable(3, artifact=False)


def test_a_spell_is_offered_when_another_target_carries_no_tax() -> None:
    """One Mountain and an artifact: destroying Manalith costs {R}."""
    assert _air_strike_castable(1, artifact=True)
