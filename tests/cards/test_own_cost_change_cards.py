"""A card's change of its own cost (601.2f, 118.7, 113.6c) on real cards, each language alone:
冒涜の行動 / Blasphemous Act (ISD), グール樹 / Ghoultree (DKA), 翼ある言葉 / Winged Words (M20),
血なまぐさい耽溺 / Sanguine Indulgence (M21). The reduction is looked at as the card is cast:
the player pays what is left, and can't cast it with less."""

from __future__ import annotations

import pytest
from ofuda.runtime import RulesError, Scenario
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_blasphemous_act_costs_one_less_for_each_creature_on_the_battlefield(lang: str) -> None:
    """冒涜の行動 / Blasphemous Act ({8}{R}): 「戦場にいるクリーチャー１体につき{1}少なくなる」 /
    "for each creature on the battlefield" — six creatures, both players': it costs {2}{R},
    and deals 13 damage to each creature."""
    act = set_card("isd", "Blasphemous Act", lang)
    griffin = set_card("isd", "Abbey Griffin")
    mountain = set_card("isd", "Mountain")
    s = Scenario()
    s.battlefield("Alice", griffin, griffin, griffin, mountain, mountain, mountain)
    s.battlefield("Bob", griffin, griffin, griffin)
    s.hand("Alice", act)
    s.cast("Alice", "Blasphemous Act")
    s.resolve()
    assert "Abbey Griffin" not in s.on_battlefield()
    assert s.in_graveyard("Alice").count("Abbey Griffin") == 3


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_blasphemous_act_with_fewer_creatures_costs_more(lang: str) -> None:
    """Blasphemous Act / 冒涜の行動 — five creatures: {3}{R} is left, three Mountains aren't
    enough (118.3)."""
    act = set_card("isd", "Blasphemous Act", lang)
    griffin = set_card("isd", "Abbey Griffin")
    mountain = set_card("isd", "Mountain")
    s = Scenario()
    s.battlefield("Alice", griffin, griffin, mountain, mountain, mountain)
    s.battlefield("Bob", griffin, griffin, griffin)
    s.hand("Alice", act)
    with pytest.raises(RulesError):
        s.cast("Alice", "Blasphemous Act")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_ghoultree_counts_creature_cards_in_your_graveyard_only(lang: str) -> None:
    """グール樹 / Ghoultree ({7}{G}): 「あなたの墓地にあるクリーチャー・カード１枚につき」 — three
    creature cards in Alice's graveyard (Bob's don't count): {4}{G} with five Forests."""
    tree = set_card("dka", "Ghoultree", lang)
    creature = set_card("dka", "Ghoultree")
    forest = set_card("isd", "Forest")
    s = Scenario()
    s.battlefield("Alice", *[forest] * 5)
    s.graveyard("Alice", creature, creature, creature, forest)
    s.graveyard("Bob", creature, creature)
    s.hand("Alice", tree)
    s.cast("Alice", "Ghoultree")
    s.resolve()
    assert "Ghoultree" in s.on_battlefield("Alice")

    s2 = Scenario()
    s2.battlefield("Alice", *[forest] * 4)
    s2.graveyard("Alice", creature, creature, creature)
    s2.graveyard("Bob", creature, creature)
    s2.hand("Alice", set_card("dka", "Ghoultree", lang))
    with pytest.raises(RulesError):
        s2.cast("Alice", "Ghoultree")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_winged_words_costs_one_less_if_you_control_a_flyer(lang: str) -> None:
    """翼ある言葉 / Winged Words ({2}{U}): with a creature with flying it costs {1}{U}; Alice
    draws two cards."""
    words = set_card("m20", "Winged Words", lang)
    griffin = set_card("m20", "Griffin Protector")
    island = set_card("m20", "Island")
    s = Scenario()
    s.battlefield("Alice", griffin, island, island)
    s.library("Alice", island, island, island)
    s.hand("Alice", words)
    s.cast("Alice", "Winged Words")
    s.resolve()
    assert s.in_hand("Alice") == ["Island", "Island"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_winged_words_costs_full_without_a_flyer(lang: str) -> None:
    """Winged Words / 翼ある言葉 — the opponent's flyer doesn't count ("you control"): two
    Islands can't pay {2}{U}."""
    words = set_card("m20", "Winged Words", lang)
    griffin = set_card("m20", "Griffin Protector")
    island = set_card("m20", "Island")
    s = Scenario()
    s.battlefield("Alice", island, island)
    s.battlefield("Bob", griffin)
    s.hand("Alice", words)
    with pytest.raises(RulesError):
        s.cast("Alice", "Winged Words")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_sanguine_indulgence_after_gaining_three_life(lang: str) -> None:
    """血なまぐさい耽溺 / Sanguine Indulgence ({3}{B}): 「このターンにあなたがライフを３点以上得て
    いたなら」 / "if you've gained 3 or more life this turn" — after Revitalize it costs {B};
    before, one Swamp isn't enough."""
    indulgence = set_card("m21", "Sanguine Indulgence", lang)
    revitalize = set_card("m21", "Revitalize")
    plains = set_card("m21", "Plains")
    swamp = set_card("m21", "Swamp")
    s = Scenario()
    s.battlefield("Alice", plains, plains, swamp)
    s.library("Alice", plains)
    s.hand("Alice", indulgence, revitalize)
    with pytest.raises(RulesError):
        s.cast("Alice", "Sanguine Indulgence")
    s.cast("Alice", "Revitalize")
    s.resolve()
    assert s.life("Alice") == 23
    s.cast("Alice", "Sanguine Indulgence")
    s.resolve()
    assert "Sanguine Indulgence" in s.in_graveyard("Alice")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_goreclaw_creature_spells_with_power_four_or_greater_cost_two_less(lang: str) -> None:
    """カル・シスマの恐怖、殺し爪 / Goreclaw, Terror of Qal Sisma (M19): "Creature spells you cast
    with power 4 or greater cost {2} less to cast." — Colossal Dreadmaw ({4}{G}{G}, 6/6) costs
    {2}{G}{G}: four Forests cast it; Daggerback Basilisk (2/2) still costs {2}{G}."""
    goreclaw = set_card("m19", "Goreclaw, Terror of Qal Sisma", lang)
    forest = set_card("m19", "Forest")
    s = Scenario()
    s.battlefield("Alice", goreclaw, *[forest] * 4)
    s.hand("Alice", set_card("m19", "Colossal Dreadmaw"), set_card("m19", "Daggerback Basilisk"))
    s.cast("Alice", "Colossal Dreadmaw")
    s.resolve()
    assert "Colossal Dreadmaw" in s.on_battlefield("Alice")

    s2 = Scenario()
    s2.battlefield("Alice", goreclaw, forest, forest)
    s2.hand("Alice", set_card("m19", "Daggerback Basilisk"))
    with pytest.raises(RulesError):
        s2.cast("Alice", "Daggerback Basilisk")
