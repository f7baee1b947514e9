"""Scenario tests of AVR cards with effects a player chooses: tap or untap (701.26), divided
damage and counters (601.2d), "you may have …", pay-or-sacrifice, pairing conditions.

Each test names the card in both languages; the cards come from cards_src/avr through the
compiler (see compiled.py), so these test what the text compiles to.
"""

from __future__ import annotations

import pytest
from ofuda.runtime import Divide, May, RulesError, Scenario, Step, Targets
from support.compiled import card


def _captain(*bob: str) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Captain of the Mists"), card("Island"), card("Island"))
    s.battlefield("Bob", *[card(name) for name in bob])
    return s


def test_captain_of_the_mists_taps_a_permanent() -> None:
    """霧の海の船長 / Captain of the Mists — {1}{U}, {T}: 「あなたはそれをタップまたはアンタップして
    もよい」: Alice chooses to tap Bob's Nettle Swine."""
    s = _captain("Nettle Swine")
    s.script("Alice", May(True), May(True))
    s.activate("Alice", "Captain of the Mists", "Nettle Swine")
    s.resolve()
    assert s.is_tapped("Nettle Swine") and s.is_tapped("Captain of the Mists")


def test_captain_of_the_mists_untaps_a_permanent() -> None:
    """霧の海の船長 / Captain of the Mists — "You may tap or untap target permanent": Alice
    untaps a tapped Nettle Swine (the second answer is "untap")."""
    s = _captain()
    s.battlefield("Bob", card("Nettle Swine"), tapped=True)
    s.script("Alice", May(True), May(False))
    s.activate("Alice", "Captain of the Mists", "Nettle Swine")
    s.resolve()
    assert not s.is_tapped("Nettle Swine")


def test_captain_of_the_mists_may_do_nothing() -> None:
    """霧の海の船長 / Captain of the Mists — "you may": declining leaves the target as it was."""
    s = _captain("Nettle Swine")
    s.script("Alice", May(False))
    s.activate("Alice", "Captain of the Mists", "Nettle Swine")
    s.resolve()
    assert not s.is_tapped("Nettle Swine")


def test_captain_of_the_mists_untaps_when_another_human_enters() -> None:
    """霧の海の船長 / Captain of the Mists — 「他の人間が１体あなたのコントロール下で戦場に出るたび、
    霧の海の船長をアンタップする。」: Thraben Valiant entering untaps it; Nettle Swine doesn't."""
    s = Scenario()
    s.battlefield("Alice", card("Captain of the Mists"), tapped=True)
    s.battlefield("Alice", *[card("Plains")] * 4, *[card("Forest")] * 4)
    s.hand("Alice", card("Nettle Swine"), card("Thraben Valiant"))
    s.cast("Alice", "Nettle Swine")
    s.resolve()
    assert s.is_tapped("Captain of the Mists")
    s.cast("Alice", "Thraben Valiant")
    s.resolve()
    assert not s.is_tapped("Captain of the Mists")


def test_ghostly_touch_creature_taps_a_blocker_when_it_attacks() -> None:
    """幽霊の接触 / Ghostly Touch — the enchanted creature has 「このクリーチャーが攻撃するたび、
    パーマネント１つを対象とする。あなたはそれをタップまたはアンタップしてもよい。」: Alice taps
    Bob's would-be blocker, then the attack is unblocked."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Nettle Swine"), card("Ghostly Touch"))
    s.attach("Ghostly Touch", "Nettle Swine")
    s.battlefield("Bob", card("Thraben Valiant"))
    s.script("Alice", Targets(("Thraben Valiant",)), May(True), May(True))
    s.attack("Nettle Swine")
    s.resolve()
    assert s.is_tapped("Thraben Valiant")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 16


def test_ghostly_touch_untaps_a_land() -> None:
    """幽霊の接触 / Ghostly Touch — "you may tap or untap target permanent": untap Alice's land."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Nettle Swine"), card("Ghostly Touch"))
    s.attach("Ghostly Touch", "Nettle Swine")
    s.battlefield("Alice", card("Forest"), tapped=True)
    s.script("Alice", Targets(("Forest",)), May(True), May(False))
    s.attack("Nettle Swine")
    s.resolve()
    assert not s.is_tapped("Forest")


def _executioner_dies(*decisions: object) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Undead Executioner"))
    s.battlefield("Bob", card("Thraben Valiant"), card("Nettle Swine"), *[card("Swamp")] * 3)
    s.hand("Bob", card("Death Wind"))
    s.script("Alice", Targets(("Nettle Swine",)), *decisions)  # type: ignore[arg-type]
    s.cast("Bob", "Death Wind", "Undead Executioner", x=2)
    s.resolve()
    return s


def test_undead_executioner_may_give_a_creature_minus_two() -> None:
    """アンデッドの処刑人 / Undead Executioner — 「死亡したとき、クリーチャー１体を対象とする。
    あなたは「それはターン終了時まで－２/－２の修整を受ける。」を選んでもよい。」: Alice chooses it."""
    s = _executioner_dies(May(True))
    assert "Undead Executioner" in s.in_graveyard("Alice")
    assert s.pt("Nettle Swine") == (2, 1)


def test_undead_executioner_may_decline() -> None:
    """アンデッドの処刑人 / Undead Executioner — "you may have target creature get -2/-2":
    declining leaves the target as it was."""
    s = _executioner_dies(May(False))
    assert s.pt("Nettle Swine") == (4, 3)


def _joint_assault(paired: bool) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), card("Elgaud Shieldmate"), card("Forest"))
    if paired:
        s.pair("Nettle Swine", "Elgaud Shieldmate")
    s.hand("Alice", card("Joint Assault"))
    s.cast("Alice", "Joint Assault", "Nettle Swine")
    s.resolve()
    return s


def test_joint_assault_pumps_the_target_and_its_partner() -> None:
    """連携攻撃 / Joint Assault — 「それがいずれかのクリーチャーと組になっている場合、そのクリーチャー
    もターン終了時まで＋２/＋２の修整を受ける。」: the creature paired with the target gets it too."""
    s = _joint_assault(paired=True)
    assert s.pt("Nettle Swine") == (6, 5)
    assert s.pt("Elgaud Shieldmate") == (4, 5)


def test_joint_assault_pumps_only_an_unpaired_target() -> None:
    """連携攻撃 / Joint Assault — "If it's paired with a creature": unpaired, only the target
    gets +2/+2."""
    s = _joint_assault(paired=False)
    assert s.pt("Nettle Swine") == (6, 5)
    assert s.pt("Elgaud Shieldmate") == (2, 3)


def test_flowering_lumberknot_cant_attack_unpaired() -> None:
    """花咲くもつれ樹 / Flowering Lumberknot — 「結魂を持つクリーチャーと組になっていないかぎり、
    攻撃したりブロックしたりできない。」: alone it can't attack."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Flowering Lumberknot"))
    with pytest.raises(RulesError):
        s.attack("Flowering Lumberknot")


def test_flowering_lumberknot_cant_block_unpaired() -> None:
    """花咲くもつれ樹 / Flowering Lumberknot — "can't attack or block unless …": it can't block."""
    s = Scenario(active="Bob", step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Flowering Lumberknot"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.attack("Nettle Swine")
    with pytest.raises(RulesError):
        s.block(("Flowering Lumberknot", "Nettle Swine"))


def test_flowering_lumberknot_attacks_when_paired_with_a_soulbond_creature() -> None:
    """花咲くもつれ樹 / Flowering Lumberknot — paired with Elgaud Shieldmate (結魂), it attacks."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Flowering Lumberknot"), card("Elgaud Shieldmate"))
    s.pair("Flowering Lumberknot", "Elgaud Shieldmate")
    s.attack("Flowering Lumberknot")
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 15


def test_defang_prevents_the_damage_the_creature_would_deal() -> None:
    """牙抜き / Defang — 「エンチャントされているクリーチャーが与えるすべてのダメージを軽減する。」:
    Alice's Nettle Swine, enchanted by Bob's Defang, attacks and is blocked by Thraben Valiant:
    it deals no damage, but is dealt damage normally."""
    s = Scenario(step=Step.BEGINNING_OF_COMBAT)
    s.battlefield("Alice", card("Nettle Swine"), card("Wandering Wolf"))
    s.battlefield("Bob", card("Defang"), card("Thraben Valiant"))
    s.attach("Defang", "Nettle Swine")
    s.attack("Nettle Swine", "Wandering Wolf")
    s.block(("Thraben Valiant", "Nettle Swine"))
    s.advance_to(Step.END_OF_COMBAT)
    assert "Thraben Valiant" in s.on_battlefield("Bob")
    assert s.permanent("Nettle Swine").damage == 2
    assert s.life("Bob") == 18  # the Wolf is not enchanted


def _gang_dies(*decisions: object) -> Scenario:
    """Bob kills Alice's Gang of Devils (3/3) with Death Wind (X=3); Alice's trigger follows."""
    s = Scenario()
    s.battlefield("Alice", card("Gang of Devils"))
    s.battlefield("Bob", card("Thraben Valiant"), card("Nettle Swine"), *[card("Swamp")] * 4)
    s.hand("Bob", card("Death Wind"))
    s.script("Alice", *decisions)  # type: ignore[arg-type]
    s.cast("Bob", "Death Wind", "Gang of Devils", x=3)
    s.resolve()
    return s


def test_gang_of_devils_divides_three_damage_among_a_creature_and_a_player() -> None:
    """小悪魔の一団 / Gang of Devils — 「クリーチャーやプレイヤーを、１つまたは望む組み合わせで２つか
    ３つ対象とする。小悪魔の一団はそれらに、３点のダメージをあなたの好きなように割り振って与える。」:
    1 to Thraben Valiant, 2 to Bob."""
    s = _gang_dies(Targets(("Thraben Valiant", "Bob")), Divide((("Thraben Valiant", 1), ("Bob", 2))))
    assert "Gang of Devils" in s.in_graveyard("Alice")
    assert "Thraben Valiant" in s.in_graveyard("Bob")
    assert s.life("Bob") == 18


def test_gang_of_devils_deals_all_three_to_one_target() -> None:
    """小悪魔の一団 / Gang of Devils — "among one, two, or three targets": one target takes all 3."""
    s = _gang_dies(Targets(("Nettle Swine",)))
    assert "Nettle Swine" in s.in_graveyard("Bob")
    assert s.life("Bob") == 20 and "Thraben Valiant" in s.on_battlefield("Bob")


def _blessings(*targets: str, divide: tuple[tuple[str, int], ...] = ()) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), card("Thraben Valiant"), *[card("Forest")] * 5)
    s.hand("Alice", card("Blessings of Nature"))
    if divide:
        s.script("Alice", Divide(divide))
    s.cast("Alice", "Blessings of Nature", *targets)
    s.resolve()
    return s


def test_blessings_of_nature_distributes_four_counters() -> None:
    """自然の祝福 / Blessings of Nature — 「望む数のクリーチャーを対象とし、それらに４個の＋１/＋１
    カウンターを好きなように割り振って置く。」: 3 on Nettle Swine, 1 on Thraben Valiant."""
    s = _blessings("Nettle Swine", "Thraben Valiant",
                   divide=(("Nettle Swine", 3), ("Thraben Valiant", 1)))
    assert s.pt("Nettle Swine") == (7, 6)
    assert s.pt("Thraben Valiant") == (3, 2)


def test_blessings_of_nature_all_four_on_one_creature() -> None:
    """自然の祝福 / Blessings of Nature — one target gets all four counters."""
    s = _blessings("Thraben Valiant")
    assert s.pt("Thraben Valiant") == (6, 5)
    assert s.pt("Nettle Swine") == (4, 3)


def _bonfire(x: int) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *[card("Mountain")] * (2 * x + 1))
    s.battlefield("Bob", card("Thraben Valiant"), card("Elgaud Shieldmate"))
    s.hand("Alice", card("Bonfire of the Damned"))
    s.cast("Alice", "Bonfire of the Damned", "Bob", x=x)
    s.resolve()
    return s


def test_bonfire_of_the_damned_hits_the_player_and_each_of_their_creatures() -> None:
    """忌むべき者のかがり火 / Bonfire of the Damned — 「忌むべき者のかがり火はそのプレイヤーとその
    プレイヤーがコントロールする各クリーチャーにそれぞれＸ点のダメージを与える。」: X=2 — Bob loses 2,
    his creatures are dealt 2 each, Alice's creature is not."""
    s = _bonfire(2)
    assert s.life("Bob") == 18
    assert "Thraben Valiant" in s.in_graveyard("Bob")
    assert s.permanent("Elgaud Shieldmate").damage == 2
    assert s.permanent("Nettle Swine").damage == 0


def test_bonfire_of_the_damned_with_x_one() -> None:
    """忌むべき者のかがり火 / Bonfire of the Damned — X=1: the Valiant (toughness 1) dies, the
    Elgaud Shieldmate (toughness 3) survives with 1 damage."""
    s = _bonfire(1)
    assert s.life("Bob") == 19
    assert "Thraben Valiant" in s.in_graveyard("Bob")
    assert s.permanent("Elgaud Shieldmate").damage == 1


def test_killing_wave_each_creature_is_paid_for_or_sacrificed() -> None:
    """殺戮の波 / Killing Wave — 「クリーチャー1体につき、それのコントローラーがライフをX点支払わない
    かぎり、それのコントローラーはそれを生け贄に捧げる。」: X=2 — Alice pays for her Nettle Swine;
    Bob pays for Thraben Valiant but not for Elgaud Shieldmate, which he sacrifices."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *[card("Swamp")] * 3)
    s.battlefield("Bob", card("Thraben Valiant"), card("Elgaud Shieldmate"))
    s.hand("Alice", card("Killing Wave"))
    s.script("Alice", May(True))
    s.script("Bob", May(True), May(False))
    s.cast("Alice", "Killing Wave", x=2)
    s.resolve()
    assert s.life("Alice") == 18 and s.life("Bob") == 18
    assert "Nettle Swine" in s.on_battlefield("Alice")
    assert s.on_battlefield("Bob") == ["Thraben Valiant"]
    assert s.in_graveyard("Bob") == ["Elgaud Shieldmate"]


def test_killing_wave_with_nobody_paying_sacrifices_every_creature() -> None:
    """殺戮の波 / Killing Wave — "unless they pay X life": nobody pays, every creature goes."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *[card("Swamp")] * 2)
    s.battlefield("Bob", card("Thraben Valiant"))
    s.hand("Alice", card("Killing Wave"))
    s.script("Alice", May(False))
    s.script("Bob", May(False))
    s.cast("Alice", "Killing Wave", x=1)
    s.resolve()
    assert s.life("Alice") == 20 and s.life("Bob") == 20
    assert "Nettle Swine" in s.in_graveyard("Alice") and s.in_graveyard("Bob") == ["Thraben Valiant"]


def test_eaten_by_spiders_destroys_a_flier_and_its_equipment() -> None:
    """蜘蛛による摂食 / Eaten by Spiders — 「飛行を持つクリーチャー１体を対象とし、それと、それにつけ
    られているすべての装備品を破壊する。」: Mist Raven and the Bladed Bracers on it are destroyed;
    Bob's other Equipment, attached to another creature, stays."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 3)
    s.battlefield("Bob", card("Mist Raven"), card("Bladed Bracers"), card("Vanguard's Shield"),
                  card("Nettle Swine"))
    s.attach("Bladed Bracers", "Mist Raven")
    s.attach("Vanguard's Shield", "Nettle Swine")
    s.hand("Alice", card("Eaten by Spiders"))
    s.cast("Alice", "Eaten by Spiders", "Mist Raven")
    s.resolve()
    assert sorted(s.in_graveyard("Bob")) == ["Bladed Bracers", "Mist Raven"]
    assert "Vanguard's Shield" in s.on_battlefield("Bob")


def test_eaten_by_spiders_needs_a_creature_with_flying() -> None:
    """蜘蛛による摂食 / Eaten by Spiders — "target creature with flying": Nettle Swine is no
    legal target (601.2c)."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 3)
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", card("Eaten by Spiders"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Eaten by Spiders", "Nettle Swine")


def test_eaten_by_spiders_destroys_an_unequipped_flier() -> None:
    """蜘蛛による摂食 / Eaten by Spiders — with no Equipment attached, only the creature."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 3)
    s.battlefield("Bob", card("Mist Raven"), card("Bladed Bracers"))
    s.hand("Alice", card("Eaten by Spiders"))
    s.cast("Alice", "Eaten by Spiders", "Mist Raven")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Mist Raven"]
    assert s.on_battlefield("Bob") == ["Bladed Bracers"]


def test_bonfire_of_the_damned_at_a_planeswalker_hits_its_controllers_creatures() -> None:
    """忌むべき者のかがり火 / Bonfire of the Damned — Oracle: "target player or planeswalker and
    each creature that player or that planeswalker's controller controls" (the 2018 errata the
    printed 「プレイヤー１人」 reads as): at a planeswalker, X=1 — it loses 1 loyalty, its
    controller's creatures are dealt 1 damage, the player none."""
    from ofuda.runtime import CardDefinition
    from ofuda.runtime.definitions import CardType

    walker = CardDefinition(
        name="Test Walker", name_ja=None, mana_cost="{2}{R}", supertypes=(),
        card_types=(CardType.PLANESWALKER,), subtypes=(), power=None, toughness=None, loyalty=3,
        keywords=(), abilities=(),
    )
    s = Scenario()
    s.battlefield("Alice", *[card("Mountain")] * 3)
    s.battlefield("Bob", walker, card("Thraben Valiant"), card("Elgaud Shieldmate"))
    s.hand("Alice", card("Bonfire of the Damned"))
    s.cast("Alice", "Bonfire of the Damned", "Test Walker", x=1)
    s.resolve()
    assert s.life("Bob") == 20
    assert s.permanent("Test Walker").counters.get("loyalty") == 2
    assert "Thraben Valiant" in s.in_graveyard("Bob")
    assert s.permanent("Elgaud Shieldmate").damage == 1
