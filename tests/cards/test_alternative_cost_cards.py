"""Alternative costs (118.9) on real cards, each language alone: 天空の刃、セファラ / Sephara,
Sky's Blade (M20, the card's own: "You may pay {W} and tap four untapped creatures you control
with flying rather than pay this spell's mana cost.") and 屋根の上の嵐 / Rooftop Storm (ISD, a
permanent's: "You may pay {0} rather than pay the mana cost for Zombie creature spells you
cast.")."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, RulesError, Scenario
from support.compiled import set_card


def _sephara_scenario(lang: str, flyers: int, *, sick: bool = False) -> Scenario:
    """Alice: one Plains, ``flyers`` Air Elementals, Sephara in hand."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Plains"))
    s.battlefield("Alice", *[set_card("m20", "Air Elemental")] * flyers, sick=sick)
    s.hand("Alice", set_card("m20", "Sephara, Sky's Blade", lang))
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_sephara_cast_for_w_and_four_tapped_flyers(lang: str) -> None:
    """Sephara / 天空の刃、セファラ: with one Plains and four untapped creatures with flying Alice
    casts it by its alternative cost: the Plains and the four flyers end tapped; creatures that
    came under her control this turn may be tapped too (ruling 2019-07-12: it is not a {T}
    cost of theirs, 302.6)."""
    s = _sephara_scenario(lang, 4, sick=True)
    s.cast("Alice", "Sephara, Sky's Blade", alternative=True)
    s.resolve()
    assert "Sephara, Sky's Blade" in s.on_battlefield("Alice")
    assert s.is_tapped("Plains")
    elementals = [p for p in s.game.battlefield.objects if p.name == "Air Elemental"]
    assert len(elementals) == 4 and all(p.tapped for p in elementals)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_sephara_needs_four_flyers_and_isnt_cast_for_w_otherwise(lang: str) -> None:
    """Three flyers are not enough for the alternative cost, and one Plains doesn't pay
    {4}{W}{W}{W}: no cast either way."""
    s = _sephara_scenario(lang, 3)
    for alternative in (True, False):
        with pytest.raises((IllegalActionError, RulesError)):
            s.cast("Alice", "Sephara, Sky's Blade", alternative=alternative)
    assert s.in_hand("Alice") == ["Sephara, Sky's Blade"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_rooftop_storm_casts_zombie_creature_spells_for_0(lang: str) -> None:
    """Rooftop Storm / 屋根の上の嵐: with no lands Alice casts Walking Corpse (a Zombie, {1}{B}) for
    {0}; its mana value stays 2 (ruling: only what you pay changes)."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Rooftop Storm", lang))
    s.hand("Alice", set_card("isd", "Walking Corpse"))
    s.cast("Alice", "Walking Corpse", alternative=True)
    (spell,) = s.game.stack.objects
    assert spell.mana_value == 2
    s.resolve()
    assert "Walking Corpse" in s.on_battlefield("Alice")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_rooftop_storm_only_for_its_controllers_zombie_creature_spells(lang: str) -> None:
    """Rooftop Storm / 屋根の上の嵐 — "Zombie creature spells you cast": not Alice's Air Elemental,
    not Bob's Walking Corpse, and nothing without the Storm."""
    s = Scenario()
    s.battlefield("Alice", set_card("isd", "Rooftop Storm", lang))
    s.hand("Alice", set_card("m20", "Air Elemental"))
    with pytest.raises((IllegalActionError, RulesError)):
        s.cast("Alice", "Air Elemental", alternative=True)
    s2 = Scenario(active="Bob")
    s2.battlefield("Alice", set_card("isd", "Rooftop Storm", lang))
    s2.hand("Bob", set_card("isd", "Walking Corpse"))
    with pytest.raises((IllegalActionError, RulesError)):
        s2.cast("Bob", "Walking Corpse", alternative=True)
    s3 = Scenario()
    s3.hand("Alice", set_card("isd", "Walking Corpse"))
    with pytest.raises((IllegalActionError, RulesError)):
        s3.cast("Alice", "Walking Corpse", alternative=True)
