"""Scenario tests of the example designs of cards_src/examples (issue #3), continued: the
red, green and gold cards, the artifacts, the planeswalker and the land (see
test_example_cards.py for the first half and the language checks). Each test plays the card
compiled from its file and checks what its text says, both branches where it has any."""

from __future__ import annotations

import pytest
from ofuda.runtime import Pair, RulesError, Scenario, Step
from ofuda.runtime.agents.scripted import Choose, May, Reveal, Targets
from support.compiled import card, card_from_text, lands
from support.compiled import example as ex

# --- red --------------------------------------------------------------------------------


def test_kessig_raider_has_haste_and_stops_a_blocker() -> None:
    """ケッシグの急襲者 / Kessig Raider — 速攻; attacks: 「クリーチャー１体を対象とする。このターン、
    それではブロックできない。」: the Boar can't block, the Human still can."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", ex("Kessig Raider"), sick=True)
    s.battlefield("Bob", card("Nettle Swine"), card("Moorland Inquisitor"))
    s.script("Alice", Targets(("Nettle Swine",)))
    s.attack("Kessig Raider")
    s.resolve()
    with pytest.raises(RulesError):
        s.block(("Nettle Swine", "Kessig Raider"))


def test_kessig_raider_untargeted_creature_can_block() -> None:
    """Kessig Raider / ケッシグの急襲者 — the creature not targeted blocks as usual."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", ex("Kessig Raider"), sick=True)
    s.battlefield("Bob", card("Nettle Swine"), card("Moorland Inquisitor"))
    s.script("Alice", Targets(("Nettle Swine",)))
    s.attack("Kessig Raider")
    s.resolve()
    s.block(("Moorland Inquisitor", "Kessig Raider"))
    s.advance_to(Step.END_OF_COMBAT)
    assert "Kessig Raider" in s.in_graveyard("Alice")


def test_forked_fury_first_mode_deals_2_damage_to_a_creature() -> None:
    """分かれた激情 / Forked Fury — 「以下の２つから１つを選ぶ。」 first mode: 2 damage."""
    s = Scenario()
    s.battlefield("Alice", *lands("Mountain", 2))
    s.battlefield("Bob", card("Thraben Valiant"), ex("Scholar's Blade"))
    s.hand("Alice", ex("Forked Fury"))
    s.cast("Alice", "Forked Fury", "Thraben Valiant", modes=(0,))
    s.resolve()
    assert s.on_battlefield("Bob") == ["Scholar's Blade"]


def test_forked_fury_second_mode_destroys_an_artifact() -> None:
    """Forked Fury / 分かれた激情 — second mode: 「アーティファクト１つを対象とし、それを破壊する。」"""
    s = Scenario()
    s.battlefield("Alice", *lands("Mountain", 2))
    s.battlefield("Bob", card("Thraben Valiant"), ex("Scholar's Blade"))
    s.hand("Alice", ex("Forked Fury"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Forked Fury", "Thraben Valiant", modes=(1,))
    s.cast("Alice", "Forked Fury", "Scholar's Blade", modes=(1,))
    s.resolve()
    assert s.on_battlefield("Bob") == ["Thraben Valiant"]


def test_skyless_blaze_discards_and_spares_creatures_with_flying() -> None:
    """空なき業火 / Skyless Blaze — additional cost: discard a card; 「飛行を持たない各クリーチャー
    に３点」: both players' ground creatures die, the Drake (flying) survives."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *lands("Mountain", 3))
    s.battlefield("Bob", card("Nettle Swine"), card("Scrapskin Drake"))
    s.hand("Alice", ex("Skyless Blaze"), card("Plains"))
    s.script("Alice", Choose(("Plains",)))
    s.cast("Alice", "Skyless Blaze")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Scrapskin Drake"]
    assert "Thraben Valiant" in s.in_graveyard("Alice")
    assert "Plains" in s.in_graveyard("Alice")
    assert s.permanent("Scrapskin Drake").damage == 0


def test_skyless_blaze_cant_be_cast_without_a_card_to_discard() -> None:
    """Skyless Blaze / 空なき業火 — with no other card in hand, the additional cost can't be paid."""
    s = Scenario()
    s.battlefield("Alice", *lands("Mountain", 3))
    s.hand("Alice", ex("Skyless Blaze"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Skyless Blaze")


def test_banner_of_the_mob_pumps_your_creatures_when_a_human_enters() -> None:
    """暴徒の旗印 / Banner of the Mob — 「人間が１体あなたのコントロール下で戦場に出るたび、
    あなたがコントロールするクリーチャーはターン終了時まで＋１/＋０」: a Human enters → the
    creatures there get +1/+0; a Boar entering later triggers nothing and isn't pumped."""
    s = Scenario()
    s.battlefield("Alice", ex("Banner of the Mob"), card("Nettle Swine"), *lands("Plains", 2),
                  *lands("Forest", 4))
    s.hand("Alice", card("Thraben Valiant"), card("Nettle Swine"))
    s.cast("Alice", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (3, 1)
    assert s.pt("Nettle Swine") == (5, 3)
    s.cast("Alice", "Nettle Swine")
    s.resolve()
    swine = [p.power_toughness for p in s.game.battlefield.objects if p.name == "Nettle Swine"]
    assert swine == [(5, 3), (4, 3)]
    s.advance_to(Step.CLEANUP)
    assert s.pt("Thraben Valiant") == (2, 1)


# --- green ------------------------------------------------------------------------------


def test_gloomwood_sentinel_gains_life_for_creature_spells_only() -> None:
    """薄暮森の歩哨 / Gloomwood Sentinel — 「あなたがクリーチャー呪文を１つ唱えるたび、あなたは
    １点のライフを得る。」: a creature spell gains 1, an instant nothing."""
    s = Scenario()
    s.battlefield("Alice", ex("Gloomwood Sentinel"), *lands("Forest", 4), *lands("Mountain", 2))
    s.hand("Alice", card("Nettle Swine"), ex("Forked Fury"))
    s.cast("Alice", "Forked Fury", "Gloomwood Sentinel", modes=(0,))
    s.resolve()
    assert s.life("Alice") == 20
    s.cast("Alice", "Nettle Swine")
    s.resolve()
    assert s.life("Alice") == 21
    assert s.has_keyword("Gloomwood Sentinel", "reach")


def test_test_of_might_your_creature_fights_one_you_dont_control() -> None:
    """力試し / Test of Might — 「あなたがコントロールするクリーチャー１体を対象とし、あなたが
    コントロールしていないクリーチャー１体を対象とする。その前者はその後者と格闘を行う。」"""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *lands("Forest", 2))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", ex("Test of Might"))
    s.cast("Alice", "Test of Might", "Nettle Swine", "Thraben Valiant")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Thraben Valiant"]
    assert s.permanent("Nettle Swine").damage == 2


def test_test_of_might_targets_are_bound_to_their_controllers() -> None:
    """Test of Might / 力試し — the first target must be Alice's, the second not."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), card("Moorland Inquisitor"), *lands("Forest", 2))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", ex("Test of Might"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Test of Might", "Thraben Valiant", "Nettle Swine")
    with pytest.raises(RulesError):
        s.cast("Alice", "Test of Might", "Nettle Swine", "Moorland Inquisitor")


def test_bountiful_season_counters_on_each_creature_you_control() -> None:
    """豊穣の季節 / Bountiful Season — 「あなたがコントロールする各クリーチャーの上に＋１/＋１
    カウンターをそれぞれ１個置く。」: Bob's creature gets none."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), card("Thraben Valiant"), *lands("Forest", 4))
    s.battlefield("Bob", card("Moorland Inquisitor"))
    s.hand("Alice", ex("Bountiful Season"))
    s.cast("Alice", "Bountiful Season")
    s.resolve()
    assert s.pt("Nettle Swine") == (5, 4)
    assert s.pt("Thraben Valiant") == (3, 2)
    assert s.pt("Moorland Inquisitor") == (2, 2)


def test_bountiful_season_miracle_for_g() -> None:
    """Bountiful Season / 豊穣の季節 — 奇跡 {G}: drawn first, cast for {G}."""
    s = Scenario(step=Step.UPKEEP)
    s.library("Alice", ex("Bountiful Season"), card("Plains"))
    s.script("Alice", Reveal(True), May(True))
    s.battlefield("Alice", card("Forest"), card("Nettle Swine"))
    s.advance_to(Step.DRAW)
    s.resolve()
    assert s.pt("Nettle Swine") == (5, 4)


# --- gold, artifacts, planeswalker, land --------------------------------------------------


def test_thraben_oathkeeper_paired_both_get_a_bonus_and_vigilance() -> None:
    """スレイベンの誓い守り / Thraben Oathkeeper — 結魂; 「それらのクリーチャーはそれぞれ
    ＋１/＋１の修整を受けるとともに警戒を持つ。」"""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *lands("Forest", 2), card("Plains"))
    s.hand("Alice", ex("Thraben Oathkeeper"))
    s.script("Alice", Pair("Nettle Swine"))
    s.cast("Alice", "Thraben Oathkeeper")
    s.resolve()
    assert s.pt("Nettle Swine") == (5, 4)
    assert s.pt("Thraben Oathkeeper") == (4, 4)
    assert s.has_keyword("Nettle Swine", "vigilance")
    assert s.has_keyword("Thraben Oathkeeper", "vigilance")


def test_thraben_oathkeeper_unpaired_gives_nothing() -> None:
    """Thraben Oathkeeper / スレイベンの誓い守り — not paired: no bonus, no vigilance."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *lands("Forest", 2), card("Plains"))
    s.hand("Alice", ex("Thraben Oathkeeper"))
    s.script("Alice", Pair(None))
    s.cast("Alice", "Thraben Oathkeeper")
    s.resolve()
    assert s.pt("Nettle Swine") == (4, 3)
    assert s.pt("Thraben Oathkeeper") == (3, 3)
    assert not s.has_keyword("Thraben Oathkeeper", "vigilance")


def _blade_attack(blocked: bool) -> Scenario:
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", ex("Scholar's Blade"), card("Thraben Valiant"), card("Nettle Swine"))
    s.attach("Scholar's Blade", "Thraben Valiant")
    s.battlefield("Bob", card("Moorland Inquisitor"))
    s.library("Alice", card("Plains"), card("Island"))
    s.attack("Thraben Valiant", "Nettle Swine")
    s.block(("Moorland Inquisitor", "Thraben Valiant") if blocked else ("Moorland Inquisitor", "Nettle Swine"))
    s.advance_to(Step.END_OF_COMBAT)
    s.resolve()
    return s


def test_scholars_blade_draws_when_equipped_creature_hits_a_player() -> None:
    """学者の刃 / Scholar's Blade — ＋１/＋０; 「装備しているクリーチャーがいずれかのプレイヤーに
    戦闘ダメージを与えるたび、カードを１枚引く。」: the equipped Valiant hits Bob for 3, one card."""
    s = _blade_attack(blocked=False)
    assert s.life("Bob") == 17
    assert s.in_hand("Alice") == ["Plains"]


def test_scholars_blade_no_draw_when_only_another_creature_hits() -> None:
    """Scholar's Blade / 学者の刃 — the equipped creature is blocked; the unequipped Boar's
    damage to Bob draws nothing."""
    s = _blade_attack(blocked=True)
    assert s.life("Bob") == 16
    assert s.in_hand("Alice") == []


def test_scholars_blade_equips_for_2() -> None:
    """Scholar's Blade / 学者の刃 — 装備 {2}: attached to Alice's creature, +1/+0."""
    s = Scenario()
    s.battlefield("Alice", ex("Scholar's Blade"), card("Nettle Swine"), *lands("Plains", 2))
    s.activate("Alice", "Scholar's Blade", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == (5, 3)


def test_grasp_of_the_grave_kills_a_x1_and_draws() -> None:
    """墓所の掌握 / Grasp of the Grave — －１/－１; 「エンチャントされているクリーチャーが死亡した
    とき、カードを１枚引く。」: Thraben Valiant (2/1) dies, Alice draws."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 2))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.library("Alice", card("Plains"))
    s.hand("Alice", ex("Grasp of the Grave"))
    s.cast("Alice", "Grasp of the Grave", "Thraben Valiant")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Thraben Valiant"]
    assert s.in_hand("Alice") == ["Plains"]


def test_grasp_of_the_grave_on_a_survivor_draws_nothing() -> None:
    """Grasp of the Grave / 墓所の掌握 — on Nettle Swine: 3/2, no card."""
    s = Scenario()
    s.battlefield("Alice", *lands("Swamp", 2))
    s.battlefield("Bob", card("Nettle Swine"))
    s.library("Alice", card("Plains"))
    s.hand("Alice", ex("Grasp of the Grave"))
    s.cast("Alice", "Grasp of the Grave", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == (3, 2)
    assert s.in_hand("Alice") == []


TIBALT = "Tibalt, Cackling Fiend"


def _loyalty(s: Scenario) -> int:
    return s.permanent(TIBALT).counters.get("loyalty", 0)


def test_tibalt_cackling_fiend_plus_one_drains_a_player() -> None:
    """哄笑する悪鬼、ティボルト / Tibalt, Cackling Fiend — ＋１: target player loses 1 life."""
    s = Scenario()
    s.battlefield("Alice", ex(TIBALT))
    s.activate("Alice", TIBALT, "Bob", index=0)
    s.resolve()
    assert s.life("Bob") == 19
    assert _loyalty(s) == 4


def test_tibalt_cackling_fiend_minus_two_shrinks_a_creature() -> None:
    """Tibalt, Cackling Fiend / 哄笑する悪鬼、ティボルト — －２: －３/－３ until end of turn."""
    s = Scenario()
    s.battlefield("Alice", ex(TIBALT))
    s.battlefield("Bob", card("Nettle Swine"))
    s.activate("Alice", TIBALT, "Nettle Swine", index=1)
    s.resolve()
    assert s.in_graveyard("Bob") == ["Nettle Swine"]
    assert _loyalty(s) == 1


def test_tibalt_cackling_fiend_emblem_pumps_your_creatures() -> None:
    """Tibalt, Cackling Fiend / 哄笑する悪鬼、ティボルト — －７: an emblem with 「あなたが
    コントロールするクリーチャーは＋２/＋０」: Alice's creatures, also later ones; not Bob's."""
    s = Scenario()
    s.battlefield("Alice", ex(TIBALT), card("Thraben Valiant"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.counters(TIBALT, "loyalty", 4)
    s.activate("Alice", TIBALT, index=2)
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 1)
    assert s.pt("Nettle Swine") == (4, 3)
    s.battlefield("Alice", card("Moorland Inquisitor"))
    assert s.pt("Moorland Inquisitor") == (4, 2)


def test_chapel_of_the_faithful_taps_a_human_for_coloured_mana() -> None:
    """信徒の礼拝堂 / Chapel of the Faithful — 「{T}, あなたがコントロールするアンタップ状態の
    人間を１体タップする：…好きな色１色のマナ１点」: with a Human, it pays Zealous Strike's {W}."""
    s = Scenario()
    s.battlefield("Alice", ex("Chapel of the Faithful"), card("Mountain"), card("Thraben Valiant"))
    s.hand("Alice", card("Zealous Strike"))
    s.cast("Alice", "Zealous Strike", "Thraben Valiant")
    s.resolve()
    assert s.is_tapped("Chapel of the Faithful") and s.is_tapped("Thraben Valiant")
    assert s.pt("Thraben Valiant") == (4, 3)


def test_chapel_of_the_faithful_without_a_human_gives_only_colorless() -> None:
    """Chapel of the Faithful / 信徒の礼拝堂 — with only a Boar, no white mana: Zealous Strike
    can't be cast; {T}: {C} still pays a generic cost."""
    s = Scenario()
    s.battlefield("Alice", ex("Chapel of the Faithful"), card("Mountain"), card("Nettle Swine"))
    s.hand("Alice", card("Zealous Strike"), ex("Forked Fury"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Zealous Strike", "Nettle Swine")
    s.cast("Alice", "Forked Fury", "Nettle Swine", modes=(0,))
    s.resolve()
    assert s.permanent("Nettle Swine").damage == 2


PRAYER = """name: 試しの祈り / Test Prayer
cost: {W}{W}
type: インスタント / Instant
ja:
  カードを１枚引く。
en:
  Draw a card.
"""


@pytest.mark.parametrize(("humans", "castable"), [(1, False), (2, True)])
def test_two_chapels_of_the_faithful_need_a_human_each(humans: int, castable: bool) -> None:
    """Chapel of the Faithful / 信徒の礼拝堂 — each activation taps its own untapped Human
    (605.1a): two Chapels and one Human make one white mana, not two, so a {W}{W} spell needs
    a second Human; a refused cast leaves nothing tapped."""
    s = Scenario()
    s.battlefield("Alice", ex("Chapel of the Faithful"), ex("Chapel of the Faithful"),
                  *[card("Thraben Valiant"), card("Moorland Inquisitor")][:humans])
    s.library("Alice", card("Plains"))
    s.hand("Alice", card_from_text(PRAYER))
    if not castable:
        with pytest.raises(RulesError):
            s.cast("Alice", "Test Prayer")
        assert not any(p.tapped for p in s.game.battlefield.objects)
        return
    s.script("Alice", Choose(("Thraben Valiant",)))  # the first Chapel's Human; then no choice
    s.cast("Alice", "Test Prayer")
    s.resolve()
    assert s.in_hand("Alice") == ["Plains"]
    assert all(p.tapped for p in s.game.battlefield.objects)
