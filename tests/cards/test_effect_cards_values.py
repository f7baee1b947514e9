"""Scenario tests of the effect language: life, cards, damage, counters, tokens, values and costs.

Each test names the card in both languages; the cards come from cards_src/avr
through the compiler (see compiled.py).
"""

from __future__ import annotations

from ofuda.runtime import Cast, Choose, ChooseX, Scenario, Step
from support.compiled import card


def lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    """``n`` basic lands called ``name``."""
    return [card(name)] * n


def test_goldnight_redeemer_gains_two_life_for_each_other_creature() -> None:
    """黄金夜の救い手 / Goldnight Redeemer — 「他のクリーチャー１体につき２点」 / "2 life for each other creature"."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), card("Vorstclaw"), *lands("Plains", 6))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", card("黄金夜の救い手"))
    s.cast("Alice", "Goldnight Redeemer")
    s.resolve()
    assert s.life("Alice") == 24


def test_voice_of_the_provinces_creates_a_white_human_token() -> None:
    """州民の声 / Voice of the Provinces — 111: a 1/1 white Human creature token."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 6))
    s.hand("Alice", card("Voice of the Provinces"))
    s.cast("Alice", "Voice of the Provinces")
    s.resolve()
    token = s.permanent("Human Token")
    assert token.is_token and token.power_toughness == (1, 1)
    assert [c.value for c in token.colors] == ["W"] and set(token.subtypes) == {"Human"}


def test_mass_appeal_draws_a_card_for_each_human() -> None:
    """大衆への呼びかけ / Mass Appeal — 「人間１体につきカードを１枚引く」."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Cathedral Sanctifier"), *lands("Island", 3))
    s.battlefield("Bob", card("Moorland Inquisitor"))
    s.library("Alice", *lands("Island", 5))
    s.hand("Alice", card("Mass Appeal"))
    s.cast("Alice", "Mass Appeal")
    s.resolve()
    assert len(s.in_hand("Alice")) == 2


def test_dreadwaters_mills_x_where_x_is_your_lands() -> None:
    """戦慄水 / Dreadwaters — 701.13 mill; 「Ｘはあなたがコントロールする土地の総数に等しい」."""
    s = Scenario()
    s.battlefield("Alice", *lands("Island", 5))
    s.library("Bob", *lands("Swamp", 8))
    s.hand("Alice", card("Dreadwaters"))
    s.cast("Alice", "Dreadwaters", "Bob")
    s.resolve()
    assert len(s.in_graveyard("Bob")) == 5 and len(s.in_library("Bob")) == 3


def test_geist_snatch_counters_a_creature_spell_and_makes_a_spirit() -> None:
    """霊奪い / Geist Snatch — 701.5 counter target creature spell; a 1/1 blue Spirit with flying."""
    s = Scenario(step=Step.PRECOMBAT_MAIN)
    s.battlefield("Bob", *lands("Forest", 4))
    s.hand("Bob", card("Nettle Swine"))
    s.battlefield("Alice", *lands("Island", 4))
    s.hand("Alice", card("霊奪い"))
    s.game.active = s.player("Bob")
    s.cast("Bob", "Nettle Swine")
    s.cast("Alice", "Geist Snatch", "Nettle Swine")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Nettle Swine"]
    spirit = s.permanent("Spirit Token")
    assert s.has_keyword("Spirit Token", "flying") and spirit.controller.name == "Alice"


def test_barter_in_blood_makes_each_player_sacrifice_two_creatures() -> None:
    """血のやりとり / Barter in Blood — 「各プレイヤーはクリーチャーを２体生け贄に捧げる」."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *lands("Swamp", 4))
    s.battlefield("Bob", card("Nettle Swine"), card("Vorstclaw"), card("Moorland Inquisitor"))
    s.hand("Alice", card("Barter in Blood"))
    s.script("Bob", Choose(("Nettle Swine", "Vorstclaw")))
    s.cast("Alice", "Barter in Blood")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Moorland Inquisitor"]
    assert "Thraben Valiant" not in s.on_battlefield("Alice")


def test_death_wind_gives_minus_x_minus_x() -> None:
    """死の風 / Death Wind — 107.3: X chosen on casting; -X/-X until end of turn."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 4))
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", card("Death Wind"))
    s.script("Alice", ChooseX(3))
    s.cast("Alice", "Death Wind", "Nettle Swine")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Nettle Swine"]
    assert len([p for p in s.game.battlefield.objects if p.tapped]) == 4


def test_essence_harvest_drains_the_greatest_power() -> None:
    """本質の収穫 / Essence Harvest — X is the greatest power among creatures you control."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), card("Thraben Valiant"), *lands("Swamp", 3))
    s.hand("Alice", card("Essence Harvest"))
    s.cast("Alice", "Essence Harvest", "Bob")
    s.resolve()
    assert s.life("Bob") == 16 and s.life("Alice") == 24


def test_mental_agony_discards_two_and_loses_two_life() -> None:
    """精神的苦悶 / Mental Agony — 「そのプレイヤーはカードを２枚捨て、２点のライフを失う」."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 4))
    s.hand("Bob", card("Island"), card("Plains"), card("Swamp"))
    s.hand("Alice", card("Mental Agony"))
    s.cast("Alice", "Mental Agony", "Bob")
    s.resolve()
    assert len(s.in_hand("Bob")) == 1 and s.life("Bob") == 18 and s.life("Alice") == 20


def test_dangerous_wager_discards_the_hand_then_draws_two() -> None:
    """危険な賭け / Dangerous Wager — discard your hand, then draw two cards."""
    s = Scenario()
    s.battlefield("Alice", *lands("Mountain", 2))
    s.hand("Alice", card("Dangerous Wager"), card("Plains"), card("Island"))
    s.library("Alice", card("Forest"), card("Swamp"))
    s.cast("Alice", "Dangerous Wager")
    s.resolve()
    assert sorted(s.in_hand("Alice")) == ["Forest", "Swamp"]
    assert "Plains" in s.in_graveyard("Alice") and "Island" in s.in_graveyard("Alice")


def test_banners_raised_pumps_only_your_creatures() -> None:
    """掲げられた軍旗 / Banners Raised — 「あなたがコントロールするクリーチャーは」: each creature you control."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Mountain"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", card("掲げられた軍旗"))
    s.cast("Alice", "Banners Raised")
    s.resolve()
    assert s.pt("Thraben Valiant") == (3, 1) and s.pt("Nettle Swine") == (4, 3)


def test_battle_hymn_adds_red_for_each_creature() -> None:
    """戦いの賛歌 / Battle Hymn — 106.4: {R} for each creature you control."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Nettle Swine"), *lands("Mountain", 2))
    s.hand("Alice", card("Battle Hymn"))
    s.cast("Alice", "Battle Hymn")
    s.resolve()
    assert s.player("Alice").mana_pool.amounts["R"] == 2


def test_rush_of_blood_doubles_power() -> None:
    """血のほとばしり / Rush of Blood — +X/+0 where X is its power."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *lands("Mountain", 3))
    s.hand("Alice", card("Rush of Blood"))
    s.cast("Alice", "Rush of Blood", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == (8, 3)


def test_uncanny_speed_gives_plus_three_and_haste() -> None:
    """異常な俊敏性 / Uncanny Speed — 「ターン終了時まで、＋３/＋０の修整を受けるとともに速攻を得る」."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *lands("Mountain", 2))
    s.hand("Alice", card("Uncanny Speed"))
    s.cast("Alice", "Uncanny Speed", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == (7, 3) and s.has_keyword("Nettle Swine", "haste")


def test_necrobite_regenerates_the_target() -> None:
    """屍噛み / Necrobite — 701.15: the regeneration shield replaces destruction."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *lands("Swamp", 3))
    s.hand("Alice", card("Necrobite"))
    s.cast("Alice", "Necrobite", "Nettle Swine")
    s.resolve()
    assert s.has_keyword("Nettle Swine", "deathtouch")
    swine = s.permanent("Nettle Swine")
    assert not s.game.destroy(swine)
    assert swine.on_battlefield and swine.tapped


def test_marrow_bats_pays_life_to_regenerate_after_lethal_damage() -> None:
    """骨髄コウモリ / Marrow Bats — Pay 4 life: regenerate (119.4; 704.5g destruction is replaced)."""
    s = Scenario()
    s.battlefield("Alice", card("Marrow Bats"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.activate("Alice", "Marrow Bats")
    s.resolve()
    assert s.life("Alice") == 16
    bats = s.permanent("Marrow Bats")
    from ofuda.runtime.engine.replacement.damage import deal_damage

    deal_damage(s.game, s.permanent("Nettle Swine"), bats, 4)  # lethal: 704.5g would destroy it
    s.check_state()
    assert bats.on_battlefield and bats.damage == 0 and bats.tapped


def test_griselbrand_pays_seven_life_to_draw_seven() -> None:
    """グリセルブランド / Griselbrand — 「ライフを７点支払う：カードを７枚引く」."""
    s = Scenario()
    s.battlefield("Alice", card("Griselbrand"))
    s.library("Alice", *lands("Swamp", 8))
    s.activate("Alice", "Griselbrand")
    s.resolve()
    assert s.life("Alice") == 13 and len(s.in_hand("Alice")) == 7


def test_mad_prophet_discards_to_draw() -> None:
    """狂気の預言者 / Mad Prophet — {T}, Discard a card: Draw a card."""
    s = Scenario()
    s.battlefield("Alice", card("Mad Prophet"))
    s.hand("Alice", card("Plains"))
    s.library("Alice", card("Island"))
    s.activate("Alice", "Mad Prophet")
    s.resolve()
    assert s.in_hand("Alice") == ["Island"] and s.in_graveyard("Alice") == ["Plains"]


def test_bloodflow_connoisseur_sacrifices_a_creature_for_a_counter() -> None:
    """流血の鑑定人 / Bloodflow Connoisseur — Sacrifice a creature: a +1/+1 counter on it."""
    s = Scenario()
    s.battlefield("Alice", card("Bloodflow Connoisseur"), card("Thraben Valiant"))
    s.script("Alice", Choose(("Thraben Valiant",)))
    s.activate("Alice", "Bloodflow Connoisseur")
    s.resolve()
    assert s.pt("Bloodflow Connoisseur") == (2, 2)
    assert s.in_graveyard("Alice") == ["Thraben Valiant"]


def test_timberland_guide_puts_a_counter_on_target_creature() -> None:
    """森林地の先達 / Timberland Guide — ETB: a +1/+1 counter on target creature."""
    from ofuda.runtime import Targets

    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *lands("Forest", 2))
    s.hand("Alice", card("Timberland Guide"))
    s.script("Alice", Targets(("Nettle Swine",)))
    s.cast("Alice", "Timberland Guide")
    s.resolve()
    assert s.pt("Nettle Swine") == (5, 4)


def test_yew_spirit_doubles_its_own_power() -> None:
    """イチイの精 / Yew Spirit — 「Ｘはこれのパワーに等しい」 / "where X is its power"."""
    s = Scenario()
    s.battlefield("Alice", card("Yew Spirit"), *lands("Forest", 4))
    s.activate("Alice", "Yew Spirit")
    s.resolve()
    assert s.pt("Yew Spirit") == (6, 6)


def test_zealous_conscripts_steals_untaps_and_hastes_until_end_of_turn() -> None:
    """士気溢れる徴集兵 / Zealous Conscripts — gain control until end of turn, untap, haste (613.1b)."""
    from ofuda.runtime import Targets

    s = Scenario()
    s.battlefield("Alice", *lands("Mountain", 5))
    s.battlefield("Bob", card("Nettle Swine"), tapped=True)
    s.hand("Alice", card("Zealous Conscripts"))
    s.script("Alice", Targets(("Nettle Swine",)))
    s.cast("Alice", "Zealous Conscripts")
    s.resolve()
    swine = s.permanent("Nettle Swine")
    assert swine.controller.name == "Alice" and not swine.tapped
    assert s.has_keyword("Nettle Swine", "haste")
    s.advance_to(Step.CLEANUP)
    assert swine.controller.name == "Bob"


def test_craterhoof_behemoth_pumps_by_the_number_of_creatures() -> None:
    """孔蹄のビヒモス / Craterhoof Behemoth — trample and +X/+X, X = creatures you control."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *lands("Forest", 8))
    s.hand("Alice", card("Craterhoof Behemoth"))
    s.cast("Alice", "Craterhoof Behemoth")
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 3)
    assert s.has_keyword("Thraben Valiant", "trample")


def test_gallows_at_willow_hill_destroys_and_gives_a_spirit() -> None:
    """ヤナギの丘の絞首台 / Gallows at Willow Hill — tap three untapped Humans: destroy; its controller gets a Spirit."""
    s = Scenario()
    s.battlefield("Alice", card("Gallows at Willow Hill"), *lands("Plains", 3))
    s.battlefield("Alice", card("Thraben Valiant"), card("Cathedral Sanctifier"), card("Moorland Inquisitor"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.script("Alice", Choose(("Thraben Valiant", "Cathedral Sanctifier", "Moorland Inquisitor")))
    s.activate("Alice", "Gallows at Willow Hill", "Nettle Swine")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Nettle Swine"]
    assert s.permanent("Spirit Token").controller.name == "Bob"
    assert s.is_tapped("Thraben Valiant")


def test_devout_chaplain_needs_two_untapped_humans() -> None:
    """敬虔な司祭 / Devout Chaplain — {T}, tap two untapped Humans you control (118.3)."""
    s = Scenario()
    s.battlefield("Alice", card("Devout Chaplain"), card("Thraben Valiant"))
    s.battlefield("Bob", card("Haunted Guardian"))
    import pytest
    from ofuda.runtime import RulesError

    with pytest.raises(RulesError):
        s.activate("Alice", "Devout Chaplain", "Haunted Guardian")
    s.battlefield("Alice", card("Cathedral Sanctifier"))
    s.script("Alice", Choose(("Thraben Valiant", "Cathedral Sanctifier")))
    s.activate("Alice", "Devout Chaplain", "Haunted Guardian")
    s.resolve()
    assert s.on_battlefield("Bob") == []


def test_otherworld_atlas_each_player_draws_per_charge_counter() -> None:
    """別世界の大地図 / Otherworld Atlas — charge counters, then each player draws one per counter."""
    s = Scenario()
    (atlas,) = s.battlefield("Alice", card("Otherworld Atlas"))
    s.library("Alice", *lands("Island", 3))
    s.library("Bob", *lands("Swamp", 3))
    s.activate("Alice", "Otherworld Atlas", index=0)
    s.resolve()
    assert atlas.counters["charge"] == 1
    atlas.tapped = False
    atlas.counters["charge"] = 2
    s.activate("Alice", "Otherworld Atlas", index=1)
    s.resolve()
    assert len(s.in_hand("Alice")) == 2 and len(s.in_hand("Bob")) == 2


def test_scroll_of_avacyn_gains_life_only_with_an_angel() -> None:
    """アヴァシンの巻物 / Scroll of Avacyn — 「あなたが天使をコントロールしている場合」."""
    s = Scenario()
    s.battlefield("Alice", card("Scroll of Avacyn"), card("Plains"))
    s.library("Alice", *lands("Plains", 2))
    s.activate("Alice", "Scroll of Avacyn")
    s.resolve()
    assert s.life("Alice") == 20 and len(s.in_hand("Alice")) == 1
    s.battlefield("Alice", card("Scroll of Avacyn"), card("Plains"), card("Archangel"))
    s.activate("Alice", "Scroll of Avacyn")
    s.resolve()
    assert s.life("Alice") == 25


def test_scroll_of_griselbrand_discards_and_drains_with_a_demon() -> None:
    """グリセルブランドの巻物 / Scroll of Griselbrand — discard; if you control a Demon, lose 3 life."""
    s = Scenario()
    s.battlefield("Alice", card("Scroll of Griselbrand"), card("Swamp"), card("Renegade Demon"))
    s.hand("Bob", card("Plains"))
    s.activate("Alice", "Scroll of Griselbrand", "Bob")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Plains"] and s.life("Bob") == 17


_ = Cast


def test_leap_of_faith_gives_flying_and_prevents_all_damage_to_it() -> None:
    """信じ抜く心 / Leap of Faith — flying until end of turn; 615: prevent all damage to it this turn."""
    from ofuda.runtime.engine.replacement.damage import deal_damage

    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *lands("Plains", 3))
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", card("信じ抜く心"))
    s.cast("Alice", "Leap of Faith", "Thraben Valiant")
    s.resolve()
    assert s.has_keyword("Thraben Valiant", "flying")
    deal_damage(s.game, s.permanent("Nettle Swine"), s.permanent("Thraben Valiant"), 4)
    s.check_state()
    assert s.permanent("Thraben Valiant").damage == 0
