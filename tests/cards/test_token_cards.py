"""Creating tokens (111, 701.6) on real cards: today's 「…トークンを１体生成する」 / "create a … token"
and "for each" token counts."""

from __future__ import annotations

import pytest
from ofuda.runtime import CardType, Choose, Color, Scenario, Step
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_ferocious_pup_creates_a_green_wolf(lang: str) -> None:
    """獰猛な仔狼 / Ferocious Pup (M20): 「…緑の２/２の狼・クリーチャー・トークンを１体生成する。」 /
    "… create a 2/2 green Wolf creature token." (111.4: its name is its subtypes + Token)."""
    pup = set_card("m20", "Ferocious Pup", lang)
    forest = set_card("m20", "Forest")
    s = Scenario()
    s.battlefield("Alice", forest, forest, forest)
    s.hand("Alice", pup)
    s.cast("Alice", "Ferocious Pup")
    s.resolve()
    wolf = s.permanent("Wolf Token")
    assert wolf.is_token and wolf.power_toughness == (2, 2)
    assert wolf.colors == {Color.GREEN} and set(wolf.subtypes) == {"Wolf"}
    assert s.on_battlefield("Alice").count("Wolf Token") == 1


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_aviation_pioneer_creates_a_colorless_thopter_artifact_creature(lang: str) -> None:
    """飛行の先駆者 / Aviation Pioneer (M19): 「…飛行を持つ無色の１/１の飛行機械・アーティファクト・
    クリーチャー・トークンを１体生成する。」 / "… create a 1/1 colorless Thopter artifact creature
    token with flying." (105.2c: no colour; 111.3: both card types)."""
    pioneer = set_card("m19", "Aviation Pioneer", lang)
    island = set_card("m19", "Island")
    s = Scenario()
    s.battlefield("Alice", island, island, island)
    s.hand("Alice", pioneer)
    s.cast("Alice", "Aviation Pioneer")
    s.resolve()
    thopter = s.permanent("Thopter Token")
    assert thopter.is_token and thopter.power_toughness == (1, 1)
    assert thopter.colors == set() and set(thopter.subtypes) == {"Thopter"}
    assert thopter.is_type(CardType.ARTIFACT) and thopter.is_creature
    assert s.has_keyword("Thopter Token", "flying")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_leonin_warleader_makes_two_cats_tapped_and_attacking(lang: str) -> None:
    """レオニンの戦導者 / Leonin Warleader (M19): 「…絆魂を持つ白の１/１の猫・クリーチャー・トークンを
    ２体タップ状態で攻撃している状態で生成する。」 / "… create two 1/1 white Cat creature tokens with
    lifelink that are tapped and attacking." Ruling (2018-07-13): the player chooses what each
    token attacks — not necessarily what the Warleader attacks; they were never declared as
    attackers. The Cats' damage has lifelink."""
    warleader = set_card("m19", "Leonin Warleader", lang)
    tamiyo = card("Tamiyo, the Moon Sage")
    s = Scenario()
    s.battlefield("Alice", warleader)
    s.battlefield("Bob", tamiyo)
    s.script("Alice", Choose(("Tamiyo, the Moon Sage",)), Choose(("Bob",)))
    s.attack("Leonin Warleader")
    s.resolve()
    cats = [p for p in s.game.battlefield.objects if p.name == "Cat Token"]
    assert len(cats) == 2 and all(c.tapped for c in cats)
    assert {getattr(c.attacking, "name", None) for c in cats} == {"Tamiyo, the Moon Sage", "Bob"}
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20 - 4 - 1
    assert s.life("Alice") == 20 + 2  # lifelink (702.15b)
    assert s.permanent("Tamiyo, the Moon Sage").loyalty == 4 - 1  # 306.8


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_skyknight_vanguard_soldier_enters_attacking_and_triggers_nothing(lang: str) -> None:
    """空騎士の先兵 / Skyknight Vanguard (M20): 「…白の１/１の兵士・クリーチャー・トークンを１体、
    タップ状態で攻撃している状態で生成する。」 / "… create a 1/1 white Soldier creature token that's
    tapped and attacking." Ruling (2019-07-12): the token was never declared as an attacker,
    so abilities that trigger whenever a creature attacks don't trigger for it: a second
    Vanguard attacking makes one more Soldier only."""
    vanguard = set_card("m20", "Skyknight Vanguard", lang)
    s = Scenario()
    s.battlefield("Alice", vanguard)
    s.attack("Skyknight Vanguard")
    s.resolve()
    assert s.on_battlefield("Alice").count("Soldier Token") == 1
    assert s.permanent("Soldier Token").attacking is s.player("Bob")
    assert not s.on_stack()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20 - 1 - 1


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_kessig_cagebreakers_wolves_for_each_creature_card_attack(lang: str) -> None:
    """ケッシグの檻破り / Kessig Cagebreakers (ISD, 2011): 「…あなたの墓地にあるクリーチャー・カード
    １枚につき、タップ状態で攻撃している緑の２/２の狼・クリーチャー・トークンを１体戦場に出す。」 /
    "… put a 2/2 green Wolf creature token onto the battlefield tapped and attacking for each
    creature card in your graveyard." Ruling: counted as the ability resolves."""
    cagebreakers = set_card("isd", "Kessig Cagebreakers", lang)
    s = Scenario()
    s.battlefield("Alice", cagebreakers)
    s.graveyard("Alice", card("Thraben Valiant"), card("Nettle Swine"), card("Plains"))
    s.attack("Kessig Cagebreakers")
    s.resolve()
    wolves = [p for p in s.game.battlefield.objects if p.name == "Wolf Token"]
    assert len(wolves) == 2 and all(w.tapped and w.attacking is s.player("Bob") for w in wolves)
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 20 - 3 - 2 - 2
