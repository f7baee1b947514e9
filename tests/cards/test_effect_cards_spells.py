"""Scenario tests of the effect language's spell shapes: modes, additional costs, several targets.

Each test names the card in both languages; the cards come from cards_src/avr
through the compiler (see compiled.py), so these test what the text compiles to.
"""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, Keyword, Order, RulesError, Scenario, Targets
from support.compiled import card


def lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    """``n`` basic lands called ``name``."""
    return [card(name)] * n


# --- modal spells (700.2) ------------------------------------------------------------


def test_thunderbolt_first_mode_deals_three_to_a_player() -> None:
    """いかづち / Thunderbolt — 「以下の２つから１つを選ぶ。」: the player mode, 3 damage."""
    s = Scenario()
    s.battlefield("Alice", *lands("Mountain", 2))
    s.hand("Alice", card("いかづち"))
    s.cast("Alice", "Thunderbolt", "Bob", modes=(0,))
    s.resolve()
    assert s.life("Bob") == 17
    assert s.in_graveyard("Alice") == ["Thunderbolt"]


def test_thunderbolt_second_mode_deals_four_to_a_flier_only() -> None:
    """いかづち / Thunderbolt — 「飛行を持つクリーチャー１体」: 4 damage to a flier; a ground
    creature is no legal target of that mode."""
    s = Scenario()
    s.battlefield("Bob", card("Scrapskin Drake"), card("Nettle Swine"))
    s.battlefield("Alice", *lands("Mountain", 2))
    s.hand("Alice", card("Thunderbolt"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Thunderbolt", "Nettle Swine", modes=(1,))
    s.cast("Alice", "Thunderbolt", "Scrapskin Drake", modes=(1,))
    s.resolve()
    assert s.in_graveyard("Bob") == ["Scrapskin Drake"]
    assert s.life("Bob") == 20


def test_thunderbolt_chooses_exactly_one_mode() -> None:
    """いかづち / Thunderbolt — "Choose one": two modes at once are not allowed."""
    s = Scenario()
    s.battlefield("Bob", card("Scrapskin Drake"))
    s.battlefield("Alice", *lands("Mountain", 2))
    s.hand("Alice", card("Thunderbolt"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Thunderbolt", "Bob", "Scrapskin Drake", modes=(0, 1))


def test_rain_of_thorns_destroys_an_artifact_and_a_land() -> None:
    """茨の雨 / Rain of Thorns — 「１つまたは複数を選ぶ」: two of the three modes, each with its target."""
    s = Scenario()
    s.battlefield("Bob", card("Scroll of Avacyn"), card("Island"), card("Nettle Swine"))
    s.battlefield("Alice", *lands("Forest", 6))
    s.hand("Alice", card("茨の雨"))
    s.cast("Alice", "Rain of Thorns", "Scroll of Avacyn", "Island", modes=(0, 2))
    s.resolve()
    assert s.on_battlefield("Bob") == ["Nettle Swine"]
    assert sorted(s.in_graveyard("Bob")) == ["Island", "Scroll of Avacyn"]


def test_rain_of_thorns_one_mode_leaves_the_rest() -> None:
    """茨の雨 / Rain of Thorns — one mode only: the land survives; a mode whose target is missing
    (no enchantment) can't be chosen."""
    s = Scenario()
    s.battlefield("Bob", card("Scroll of Avacyn"), card("Island"))
    s.battlefield("Alice", *lands("Forest", 6))
    s.hand("Alice", card("Rain of Thorns"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Rain of Thorns", "Scroll of Avacyn", modes=(1,))
    s.cast("Alice", "Rain of Thorns", "Scroll of Avacyn", modes=(0,))
    s.resolve()
    assert s.on_battlefield("Bob") == ["Island"]


# --- additional costs (601.2b, 601.2f) ----------------------------------------------------


def test_bone_splinters_sacrifices_a_creature_to_destroy_one() -> None:
    """骨の粉砕 / Bone Splinters — 「唱えるための追加コストとして、クリーチャーを１体生け贄に捧げる」:
    the sacrifice is paid as it is cast (601.2h), before it resolves."""
    s = Scenario()
    s.battlefield("Bob", card("Vorstclaw"))
    s.battlefield("Alice", card("Swamp"), card("Nettle Swine"), card("Thraben Valiant"))
    s.hand("Alice", card("骨の粉砕"))
    s.script("Alice", Choose(("Thraben Valiant",)))
    s.cast("Alice", "Bone Splinters", "Vorstclaw")
    assert s.in_graveyard("Alice") == ["Thraben Valiant"]  # paid on casting
    assert s.on_battlefield("Bob") == ["Vorstclaw"]
    s.resolve()
    assert s.in_graveyard("Bob") == ["Vorstclaw"]
    assert "Nettle Swine" in s.on_battlefield("Alice")


def test_bone_splinters_cannot_be_cast_without_a_creature_to_sacrifice() -> None:
    """骨の粉砕 / Bone Splinters — no creature of yours to sacrifice: the cost can't be paid (601.2h)."""
    s = Scenario()
    s.battlefield("Bob", card("Vorstclaw"))
    s.battlefield("Alice", card("Swamp"))
    s.hand("Alice", card("Bone Splinters"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Bone Splinters", "Vorstclaw")
    assert s.on_battlefield("Bob") == ["Vorstclaw"]


def test_burn_at_the_stake_deals_three_per_creature_tapped() -> None:
    """火炙り / Burn at the Stake — 「望む数だけタップする」, 「これによりタップされたクリーチャーの
    総数の３倍」: two creatures tapped, 6 damage to a player."""
    s = Scenario()
    s.battlefield("Alice", *lands("Mountain", 5), card("Thraben Valiant"), card("Nettle Swine"))
    s.hand("Alice", card("火炙り"))
    s.script("Alice", Choose(("Thraben Valiant", "Nettle Swine")))
    s.cast("Alice", "Burn at the Stake", "Bob")
    assert s.is_tapped("Thraben Valiant") and s.is_tapped("Nettle Swine")
    s.resolve()
    assert s.life("Bob") == 14


def test_burn_at_the_stake_with_no_creature_tapped_deals_nothing() -> None:
    """火炙り / Burn at the Stake — "any number" includes zero: no damage."""
    s = Scenario()
    s.battlefield("Bob", card("Vorstclaw"))
    s.battlefield("Alice", *lands("Mountain", 5), card("Thraben Valiant"))
    s.hand("Alice", card("Burn at the Stake"))
    s.script("Alice", Choose(()))
    s.cast("Alice", "Burn at the Stake", "Vorstclaw")
    s.resolve()
    assert not s.is_tapped("Thraben Valiant")
    assert s.on_battlefield("Bob") == ["Vorstclaw"]
    assert s.permanent("Vorstclaw").damage == 0


# --- values: 「…に等しい点数の」 -----------------------------------------------------------


def test_kessig_malcontents_deals_damage_equal_to_your_humans() -> None:
    """ケッシグの不満分子 / Kessig Malcontents — 「人間の総数に等しい点数のダメージ」: itself and
    another Human: 2 damage."""
    s = Scenario()
    s.battlefield("Alice", *lands("Mountain", 3), card("Thraben Valiant"), card("Nettle Swine"))
    s.hand("Alice", card("ケッシグの不満分子"))
    s.script("Alice", Targets(("Bob",)))
    s.cast("Alice", "Kessig Malcontents")
    s.resolve()  # the creature spell
    s.resolve()  # its trigger
    assert s.life("Bob") == 18


def test_sheltering_word_gains_life_equal_to_toughness() -> None:
    """防護の言葉 / Sheltering Word — hexproof until end of turn and 「タフネスに等しい点数のライフ」."""
    s = Scenario()
    s.battlefield("Alice", *lands("Forest", 2), card("Vorstclaw"))
    s.hand("Alice", card("防護の言葉"))
    s.cast("Alice", "Sheltering Word", "Vorstclaw")
    s.resolve()
    assert s.life("Alice") == 20 + s.pt("Vorstclaw")[1]
    assert s.has_keyword("Vorstclaw", Keyword.HEXPROOF)


# --- an order of card types; two targets ---------------------------------------------------


def test_rite_of_ruin_sacrifices_by_the_chosen_order() -> None:
    """破滅の儀式 / Rite of Ruin — order land, creature, artifact: each player sacrifices one land,
    then two creatures, then three artifacts (FAQ P95(2)); what they lack, they keep nothing of."""
    s = Scenario()
    s.battlefield("Bob", card("Island"), card("Island"), card("Vorstclaw"), card("Scroll of Avacyn"))
    s.battlefield("Alice", *lands("Mountain", 7), card("Nettle Swine"))
    s.hand("Alice", card("破滅の儀式"))
    s.script("Alice", Order(("LAND", "CREATURE", "ARTIFACT")))
    s.script("Alice", Choose(("Mountain",)))
    s.script("Bob", Choose(("Island",)))
    s.cast("Alice", "Rite of Ruin")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Island"]
    assert sorted(s.in_graveyard("Bob")) == ["Island", "Scroll of Avacyn", "Vorstclaw"]
    assert s.on_battlefield("Alice") == ["Mountain"] * 6


def test_rite_of_ruin_a_permanent_goes_once() -> None:
    """破滅の儀式 / Rite of Ruin — an artifact creature sacrificed as the first type (artifact) is
    gone when creatures are chosen (FAQ P95(3))."""
    s = Scenario()
    s.battlefield("Bob", card("Haunted Guardian"), card("Nettle Swine"), card("Island"))
    s.battlefield("Alice", *lands("Mountain", 3))
    plains = s.battlefield("Alice", *lands("Plains", 4))
    s.hand("Alice", card("Rite of Ruin"))
    s.script("Alice", Order(("ARTIFACT", "CREATURE", "LAND")), Choose(tuple(plains[:3])))
    s.cast("Alice", "Rite of Ruin")
    s.resolve()
    assert sorted(s.on_battlefield("Alice")) == ["Mountain"] * 3 + ["Plains"]
    assert s.on_battlefield("Bob") == []
    assert sorted(s.in_graveyard("Bob")) == ["Haunted Guardian", "Island", "Nettle Swine"]


def test_grave_exchange_returns_a_creature_card_and_makes_a_player_sacrifice() -> None:
    """墓の入れ替え / Grave Exchange — 「その前者をあなたの手札に戻し、その後者はクリーチャーを１体
    生け贄に捧げる」 (its printed lines wrap inside words)."""
    s = Scenario()
    s.graveyard("Alice", card("Nettle Swine"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.battlefield("Alice", *lands("Swamp", 6))
    s.hand("Alice", card("墓の入れ替え"))
    s.cast("Alice", "Grave Exchange", "Nettle Swine", "Bob")
    s.resolve()
    assert "Nettle Swine" in s.in_hand("Alice")
    assert s.in_graveyard("Bob") == ["Vorstclaw"]


# --- two targets named together ("target A and target B") -------------------------------


def test_peel_from_reality_returns_one_of_yours_and_one_of_theirs() -> None:
    """現実からの剥離 / Peel from Reality — "target creature you control and target creature you
    don't control": both go back to their owners' hands."""
    s = Scenario()
    s.battlefield("Alice", card("Fervent Cathar"), *lands("Island", 2))
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", card("現実からの剥離"))
    s.cast("Alice", "Peel from Reality", "Fervent Cathar", "Nettle Swine")
    s.resolve()
    assert s.in_hand("Alice") == ["Fervent Cathar"]
    assert s.in_hand("Bob") == ["Nettle Swine"]


def test_peel_from_reality_needs_one_target_of_each_kind() -> None:
    """現実からの剥離 / Peel from Reality — the first target is a creature you control, the
    second one you don't: two of the opponent's creatures are not legal targets."""
    s = Scenario()
    s.battlefield("Alice", *lands("Island", 2))
    s.battlefield("Bob", card("Nettle Swine"), card("Seraph of Dawn"))
    s.hand("Alice", card("Peel from Reality"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Peel from Reality", "Seraph of Dawn", "Nettle Swine")
