"""AVR FAQ card notes as scenarios (seed 003, digest §2.5): cards D–Z.

Each test is named after its note (``test_faq_P<n>_…``; a bullet: ``_<k>``)
and quotes the note. The cards are the real AVR cards, compiled by ofuda.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from ofuda.runtime import Choose, May, Pair, RulesError, Scenario, Step, Targets  # noqa: E402
from support.compiled import card  # noqa: E402


def test_faq_P36_1_defy_death_angel_gets_two_counters() -> None:
    """P36(1) 死の超克 / Defy Death: the returned creature is checked for being an Angel with no
    window in between; an Angel gets two +1/+1 counters."""
    s = Scenario()
    s.battlefield("Alice", *[card("Plains")] * 5)
    s.graveyard("Alice", card("Archangel"))
    s.hand("Alice", card("Defy Death"))
    s.cast("Alice", "Defy Death", "Archangel")
    s.resolve()
    assert s.pt("Archangel") == (7, 7)


def test_faq_P36_defy_death_non_angel_gets_no_counters() -> None:
    """P36 死の超克 / Defy Death: a non-Angel returns without counters."""
    s = Scenario()
    s.battlefield("Alice", *[card("Plains")] * 5)
    s.graveyard("Alice", card("Thraben Valiant"))
    s.hand("Alice", card("Defy Death"))
    s.cast("Alice", "Defy Death", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (2, 1)


def test_faq_P42_devout_chaplain_may_tap_summoning_sick_humans() -> None:
    """P42 敬虔な司祭 / Devout Chaplain: any two untapped Humans you control pay its cost, even
    ones you haven't controlled since your turn began; the Chaplain itself must have been."""
    s = Scenario()
    s.battlefield("Alice", card("Devout Chaplain"))
    s.battlefield("Alice", card("Thraben Valiant"), card("Cathedral Sanctifier"), sick=True)
    s.battlefield("Bob", card("Gallows at Willow Hill"))
    s.script("Alice", Choose(("Thraben Valiant", "Cathedral Sanctifier")))
    s.activate("Alice", "Devout Chaplain", "Gallows at Willow Hill")
    s.resolve()
    assert "Gallows at Willow Hill" in s.in_exile()


def test_faq_P42_devout_chaplain_itself_must_not_be_summoning_sick() -> None:
    """P42 敬虔な司祭 / Devout Chaplain: its cost includes {T} (302.6)."""
    s = Scenario()
    s.battlefield("Alice", card("Devout Chaplain"), sick=True)
    s.battlefield("Alice", card("Thraben Valiant"), card("Cathedral Sanctifier"))
    s.battlefield("Bob", card("Gallows at Willow Hill"))
    with pytest.raises(RulesError):
        s.activate("Alice", "Devout Chaplain", "Gallows at Willow Hill")


def test_faq_P43_diregraf_escort_can_pair_with_a_zombie() -> None:
    """P43 戦墓の随員 / Diregraf Escort: it can pair with a Zombie; protection doesn't affect
    pairing."""
    s = Scenario()
    s.battlefield("Alice", card("Butcher Ghoul"), *[card("Forest")] * 3)
    s.hand("Alice", card("Diregraf Escort"))
    s.script("Alice", Pair("Butcher Ghoul"))
    s.cast("Alice", "Diregraf Escort")
    s.resolve()
    assert s.permanent("Butcher Ghoul").paired_with is s.permanent("Diregraf Escort")


def test_faq_P46_dreadwaters_counts_lands_on_resolution() -> None:
    """P46 戦慄水 / Dreadwaters: the number is the lands you control when it resolves."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 4)
    s.library("Bob", *[card("Plains")] * 6)
    s.hand("Alice", card("Dreadwaters"))
    s.cast("Alice", "Dreadwaters", "Bob")
    s.resolve()
    assert len(s.in_graveyard("Bob")) == 4


def test_faq_P48_druids_familiar_break_the_pair_and_lethal_damage_destroys() -> None:
    """P48 ドルイドの使い魔 / Druid's Familiar: when the pair breaks, +2/+2 is lost at once and a
    creature whose damage now reaches its toughness is destroyed."""
    s = Scenario()
    s.battlefield("Alice", card("Druid's Familiar"), card("Thraben Valiant"))
    s.pair("Druid's Familiar", "Thraben Valiant")
    assert s.pt("Thraben Valiant") == (4, 3)
    s.permanent("Thraben Valiant").damage = 2
    s.check_state()
    assert "Thraben Valiant" in s.on_battlefield("Alice")
    s.game.destroy(s.permanent("Druid's Familiar"))
    s.check_state()
    assert "Thraben Valiant" in s.in_graveyard("Alice")


def test_faq_P51_1_emancipation_angel_chooses_on_resolution() -> None:
    """P51(1) 解放の天使 / Emancipation Angel: the trigger doesn't target; you choose on
    resolution."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *[card("Plains")] * 3)
    s.hand("Alice", card("Emancipation Angel"))
    s.script("Alice", Choose(("Thraben Valiant",)))
    s.cast("Alice", "Emancipation Angel")
    s.resolve()
    assert s.in_hand("Alice") == ["Thraben Valiant"]


def test_faq_P51_2_emancipation_angel_may_return_itself() -> None:
    """P51(2) 解放の天使 / Emancipation Angel: it may return the Angel itself."""
    s = Scenario()
    s.battlefield("Alice", *[card("Plains")] * 3)
    s.hand("Alice", card("Emancipation Angel"))
    s.script("Alice", Choose(("Emancipation Angel",)))
    s.cast("Alice", "Emancipation Angel")
    s.resolve()
    assert s.in_hand("Alice") == ["Emancipation Angel"]


def test_faq_P52_1_essence_harvest_with_no_creatures_does_nothing() -> None:
    """P52(1) 本質の収穫 / Essence Harvest: X is found on resolution; with no creatures, no life
    is lost or gained."""
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 3)
    s.hand("Alice", card("Essence Harvest"))
    s.cast("Alice", "Essence Harvest", "Bob")
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (20, 20)


def test_faq_P52_essence_harvest_uses_the_greatest_power() -> None:
    """P52 本質の収穫 / Essence Harvest: X is the greatest power among creatures you control."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Vorstclaw"), *[card("Swamp")] * 3)
    s.hand("Alice", card("Essence Harvest"))
    s.cast("Alice", "Essence Harvest", "Bob")
    s.resolve()
    assert (s.life("Alice"), s.life("Bob")) == (27, 13)


def test_faq_P53_evernight_shade_pumps_without_counters_so_undying_still_returns_it() -> None:
    """P53 常夜の影 / Evernight Shade: its ability gives +1/+1 until end of turn (no counter), so
    undying still returns it when it dies."""
    s = Scenario()
    s.battlefield("Alice", card("Evernight Shade"), card("Swamp"))
    s.activate("Alice", "Evernight Shade")
    s.resolve()
    assert s.permanent("Evernight Shade").counters.get("+1/+1", 0) == 0
    s.game.destroy(s.permanent("Evernight Shade"))
    s.resolve()
    assert s.pt("Evernight Shade") == (2, 2)


def test_faq_P56_fleeting_distraction_countered_draws_no_card() -> None:
    """P56 一瞬の散漫 / Fleeting Distraction: if the creature is an illegal target on
    resolution, the spell is countered and you draw no card (608.2b)."""
    s = Scenario()
    s.battlefield("Alice", card("Island"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.library("Alice", card("Plains"))
    s.hand("Alice", card("Fleeting Distraction"))
    s.cast("Alice", "Fleeting Distraction", "Nettle Swine")
    s.game.move(s.permanent("Nettle Swine"), "graveyard")
    s.resolve()
    assert s.in_hand("Alice") == []


def test_faq_P58_2_gallows_illegal_target_gives_no_spirit() -> None:
    """P58(2) ヤナギの丘の絞首台 / Gallows at Willow Hill: if the target is illegal on
    resolution, the ability is countered and no Spirit token is created."""
    s = Scenario()
    s.battlefield("Alice", card("Gallows at Willow Hill"), *[card("Plains")] * 3)
    s.battlefield("Alice", card("Thraben Valiant"), card("Cathedral Sanctifier"),
                  card("Devout Chaplain"), sick=True)
    s.battlefield("Bob", card("Nettle Swine"))
    s.script("Alice", Choose(("Thraben Valiant", "Cathedral Sanctifier", "Devout Chaplain")))
    s.activate("Alice", "Gallows at Willow Hill", "Nettle Swine")
    s.game.move(s.permanent("Nettle Swine"), "hand")
    s.resolve()
    assert s.on_battlefield("Bob") == []


def test_faq_P58_gallows_destroys_and_gives_a_spirit() -> None:
    """P58(1) ヤナギの丘の絞首台 / Gallows at Willow Hill: three untapped Humans (even new ones)
    pay; the creature is destroyed and its controller creates a 1/1 flying Spirit."""
    s = Scenario()
    s.battlefield("Alice", card("Gallows at Willow Hill"), *[card("Plains")] * 3)
    s.battlefield("Alice", card("Thraben Valiant"), card("Cathedral Sanctifier"),
                  card("Devout Chaplain"), sick=True)
    s.battlefield("Bob", card("Nettle Swine"))
    s.script("Alice", Choose(("Thraben Valiant", "Cathedral Sanctifier", "Devout Chaplain")))
    s.activate("Alice", "Gallows at Willow Hill", "Nettle Swine")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Nettle Swine"]
    (spirit,) = s.on_battlefield("Bob")
    assert s.pt(spirit) == (1, 1) and s.has_keyword(spirit, "flying")


def test_faq_P61_ghostly_flicker_targets_may_differ_in_type() -> None:
    """P61 幽霊のゆらめき / Ghostly Flicker: the two targets may have different card types."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Gallows at Willow Hill"), *[card("Island")] * 3)
    s.hand("Alice", card("Ghostly Flicker"))
    s.cast("Alice", "Ghostly Flicker", "Thraben Valiant", "Gallows at Willow Hill")
    s.resolve()
    assert {"Thraben Valiant", "Gallows at Willow Hill"} <= set(s.on_battlefield("Alice"))


def test_faq_P66_goldnight_redeemer_counts_other_creatures_on_resolution() -> None:
    """P66 黄金夜の救い手 / Goldnight Redeemer: the life is based on the other creatures you control
    when the ability resolves."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Nettle Swine"), *[card("Plains")] * 6)
    s.hand("Alice", card("Goldnight Redeemer"))
    s.cast("Alice", "Goldnight Redeemer")
    s.resolve()
    assert s.life("Alice") == 24


def test_faq_P68_griselbrand_cannot_pay_seven_life_with_six() -> None:
    """P68 グリセルブランド / Griselbrand: you can't activate its ability with 6 or less life
    (119.4: a player can pay life only up to their life total)."""
    s = Scenario()
    s.battlefield("Alice", card("Griselbrand"))
    s.set_life("Alice", 6)
    with pytest.raises(RulesError):
        s.activate("Alice", "Griselbrand")


def test_faq_P68_griselbrand_draws_seven_for_seven_life() -> None:
    """P68 グリセルブランド / Griselbrand: pay 7 life: draw seven cards."""
    s = Scenario()
    s.battlefield("Alice", card("Griselbrand"))
    s.library("Alice", *[card("Plains")] * 8)
    s.activate("Alice", "Griselbrand")
    s.resolve()
    assert (s.life("Alice"), len(s.in_hand("Alice"))) == (13, 7)


def test_faq_P73_holy_justiciar_taps_then_exiles_an_untapped_zombie() -> None:
    """P73 聖なる司法高官 / Holy Justiciar: an untapped Zombie is tapped, then exiled."""
    s = Scenario()
    s.battlefield("Alice", card("Holy Justiciar"), *[card("Plains")] * 3)
    s.battlefield("Bob", card("Butcher Ghoul"))
    s.activate("Alice", "Holy Justiciar", "Butcher Ghoul")
    s.resolve()
    assert "Butcher Ghoul" in s.in_exile()


def test_faq_P73_holy_justiciar_only_taps_a_non_zombie() -> None:
    """P73 聖なる司法高官 / Holy Justiciar: a non-Zombie is only tapped."""
    s = Scenario()
    s.battlefield("Alice", card("Holy Justiciar"), *[card("Plains")] * 3)
    s.battlefield("Bob", card("Nettle Swine"))
    s.activate("Alice", "Holy Justiciar", "Nettle Swine")
    s.resolve()
    assert s.is_tapped("Nettle Swine")


def test_faq_P82_mad_prophet_cannot_activate_with_an_empty_hand() -> None:
    """P82 狂気の預言者 / Mad Prophet: discarding is part of the cost; no card, no activation."""
    s = Scenario()
    s.battlefield("Alice", card("Mad Prophet"))
    with pytest.raises(RulesError):
        s.activate("Alice", "Mad Prophet")


def test_faq_P85_mass_appeal_counts_humans_on_resolution() -> None:
    """P85 大衆への呼びかけ / Mass Appeal: Humans are counted when it resolves."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Cathedral Sanctifier"), *[card("Island")] * 3)
    s.library("Alice", *[card("Plains")] * 3)
    s.hand("Alice", card("Mass Appeal"))
    s.cast("Alice", "Mass Appeal")
    s.resolve()
    assert len(s.in_hand("Alice")) == 2


def test_faq_P86_mental_agony_with_one_card_still_loses_two_life() -> None:
    """P86 精神的苦悶 / Mental Agony: with fewer than two cards in hand the player discards what
    they have and still loses 2 life."""
    s = Scenario()
    s.battlefield("Alice", *[card("Swamp")] * 4)
    s.hand("Bob", card("Plains"))
    s.hand("Alice", card("Mental Agony"))
    s.cast("Alice", "Mental Agony", "Bob")
    s.resolve()
    assert s.in_hand("Bob") == [] and s.life("Bob") == 18


def test_faq_P87_mist_raven_must_target_itself_if_alone() -> None:
    """P87 霧鴉 / Mist Raven: the ability is mandatory; alone, it targets itself."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 4)
    s.hand("Alice", card("Mist Raven"))
    s.script("Alice", Targets(("Mist Raven",)))
    s.cast("Alice", "Mist Raven")
    s.resolve()
    assert s.in_hand("Alice") == ["Mist Raven"]


def test_faq_P89_natural_end_illegal_target_gains_no_life() -> None:
    """P89 自然な最期 / Natural End: an illegal target on resolution: countered, no 3 life."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 3)
    s.battlefield("Bob", card("Gryff Vanguard"), card("Grounded"))
    s.attach("Grounded", "Gryff Vanguard")
    s.hand("Alice", card("Natural End"))
    s.cast("Alice", "Natural End", "Grounded")
    s.game.move(s.permanent("Grounded"), "graveyard")  # it leaves in response
    s.resolve()
    assert s.life("Alice") == 20
    assert s.in_graveyard("Alice") == ["Natural End"]


def test_faq_P89_natural_end_legal_target_destroys_and_gains_three() -> None:
    """P89 自然な最期 / Natural End: resolving normally, the enchantment is destroyed and you gain 3."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 3)
    s.battlefield("Bob", card("Gryff Vanguard"), card("Grounded"))
    s.attach("Grounded", "Gryff Vanguard")
    s.hand("Alice", card("Natural End"))
    s.cast("Alice", "Natural End", "Grounded")
    s.resolve()
    assert s.life("Alice") == 23
    assert "Grounded" in s.in_graveyard("Bob")


def test_faq_P96_rush_of_blood_x_is_fixed_on_resolution() -> None:
    """P96(1) 血のほとばしり / Rush of Blood: X is the power on resolution; later changes don't
    change it."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *[card("Mountain")] * 3)
    s.hand("Alice", card("Rush of Blood"), card("Zealous Strike"))
    s.cast("Alice", "Rush of Blood", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == (8, 3)


def test_faq_P97_scroll_of_avacyn_checks_for_an_angel_on_resolution() -> None:
    """P97 アヴァシンの巻物 / Scroll of Avacyn: whether you control an Angel is checked when the
    ability resolves."""
    s = Scenario()
    s.battlefield("Alice", card("Scroll of Avacyn"), card("Archangel"), card("Plains"))
    s.library("Alice", card("Plains"))
    s.activate("Alice", "Scroll of Avacyn")
    s.resolve()
    assert s.life("Alice") == 25 and s.in_hand("Alice") == ["Plains"]
    t = Scenario()
    t.battlefield("Alice", card("Scroll of Avacyn"), card("Plains"))
    t.library("Alice", card("Plains"))
    t.activate("Alice", "Scroll of Avacyn")
    t.resolve()
    assert t.life("Alice") == 20


def test_faq_P98_scroll_of_griselbrand_checks_for_a_demon_on_resolution() -> None:
    """P98 グリセルブランドの巻物 / Scroll of Griselbrand: whether you control a Demon is checked
    when the ability resolves."""
    s = Scenario()
    s.battlefield("Alice", card("Scroll of Griselbrand"), card("Renegade Demon"), card("Swamp"))
    s.hand("Bob", card("Plains"))
    s.activate("Alice", "Scroll of Griselbrand", "Bob")
    s.resolve()
    assert s.life("Bob") == 17 and s.in_hand("Bob") == []


def test_faq_P110_timberland_guide_may_target_itself() -> None:
    """P110 森林地の先達 / Timberland Guide: it may target itself."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 2)
    s.hand("Alice", card("Timberland Guide"))
    s.script("Alice", Targets(("Timberland Guide",)))
    s.cast("Alice", "Timberland Guide")
    s.resolve()
    assert s.pt("Timberland Guide") == (2, 2)


def test_faq_P121_yew_spirit_x_is_fixed_on_resolution() -> None:
    """P121 イチイの精 / Yew Spirit: X is its power on resolution."""
    s = Scenario()
    s.battlefield("Alice", card("Yew Spirit"), *[card("Forest")] * 4)
    s.activate("Alice", "Yew Spirit")
    s.resolve()
    assert s.pt("Yew Spirit") == (6, 6)


def test_faq_P122_zealous_conscripts_may_target_your_own_permanent() -> None:
    """P122 士気溢れる徴集兵 / Zealous Conscripts: the ETB may target any permanent, even one you
    already control or an untapped one."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *[card("Mountain")] * 5)
    s.hand("Alice", card("Zealous Conscripts"))
    s.script("Alice", Targets(("Thraben Valiant",)))
    s.cast("Alice", "Zealous Conscripts")
    s.resolve()
    assert s.has_keyword("Thraben Valiant", "haste")
