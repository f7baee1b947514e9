"""Who controls the objects a noun names, through real cards of the later sets, in each
language alone: the 2018 Japanese 「あなたがコントロールしている」「対戦相手がコントロールしている」
and 「あなたがコントロールしていて飛行を持つ」, the 2011 「あなたの対戦相手がコントロールする」, and
the English "an opponent controls" / "your opponents control" (109.4, 102.2)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Targets
from ofuda.runtime.testkit.scenario import Scenario
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_exclusion_mage_returns_a_creature_an_opponent_controls(lang: str) -> None:
    """排斥する魔道士 / Exclusion Mage (M19) — 「対戦相手がコントロールしているクリーチャー１体」 /
    "target creature an opponent controls": Bob's Nettle Swine goes back to his hand."""
    s = Scenario()
    s.battlefield("Bob", card("Nettle Swine"))
    s.battlefield("Alice", card("Thraben Valiant"), *[card("Island")] * 3)
    s.hand("Alice", set_card("m19", "Exclusion Mage", lang))
    s.script("Alice", Targets(("Nettle Swine",)))
    s.cast("Alice", "Exclusion Mage")
    s.resolve()
    assert s.in_hand("Bob") == ["Nettle Swine"]
    assert "Thraben Valiant" in s.on_battlefield("Alice")


@pytest.mark.parametrize("lang", LANGS)
def test_exclusion_mage_cannot_return_your_own_creature(lang: str) -> None:
    """排斥する魔道士 / Exclusion Mage — with no creature of an opponent, the trigger has no legal
    target and is removed from the stack (603.3d): Alice's own creature stays."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *[card("Island")] * 3)
    s.hand("Alice", set_card("m19", "Exclusion Mage", lang))
    s.cast("Alice", "Exclusion Mage")
    s.resolve()
    assert sorted(n for n in s.on_battlefield("Alice") if n != "Island") == [
        "Exclusion Mage",
        "Thraben Valiant",
    ]
    assert s.in_hand("Alice") == []


@pytest.mark.parametrize("lang", LANGS)
def test_hysterical_blindness_shrinks_only_the_opponents_creatures(lang: str) -> None:
    """恐慌盲 / Hysterical Blindness (ISD) — 「あなたの対戦相手がコントロールするクリーチャー」 /
    "Creatures your opponents control get -4/-0 until end of turn"."""
    s = Scenario()
    s.battlefield("Bob", card("Nettle Swine"))
    s.battlefield("Alice", card("Thraben Valiant"), *[card("Island")] * 3)
    s.hand("Alice", set_card("isd", "Hysterical Blindness", lang))
    s.cast("Alice", "Hysterical Blindness")
    s.resolve()
    assert s.pt("Nettle Swine") == (0, 3)
    assert s.pt("Thraben Valiant") == (2, 1)


@pytest.mark.parametrize("lang", LANGS)
def test_one_eyed_scarecrow_shrinks_the_opponents_flyers_only(lang: str) -> None:
    """片目のカカシ / One-Eyed Scarecrow (ISD) — 「あなたの対戦相手がコントロールする飛行を持つ
    クリーチャー」 / "Creatures with flying your opponents control get -1/-0": Bob's flyer, not
    his ground creature, nor Alice's flyer."""
    s = Scenario()
    s.battlefield("Bob", card("Gryff Vanguard"), card("Nettle Swine"))
    s.battlefield("Alice", set_card("isd", "One-Eyed Scarecrow", lang))
    (alice_flyer,) = s.battlefield("Alice", card("Gryff Vanguard"))
    bob_flyer = next(
        p
        for p in s.game.battlefield.objects
        if p.name == "Gryff Vanguard" and p.controller.name == "Bob"
    )
    assert (bob_flyer.power, bob_flyer.toughness) == (2, 2)
    assert (alice_flyer.power, alice_flyer.toughness) == (3, 2)
    assert s.pt("Nettle Swine") == (4, 3)


@pytest.mark.parametrize("lang", LANGS)
def test_valiant_knight_pumps_your_other_knights(lang: str) -> None:
    """勇敢な騎士 / Valiant Knight (M19) — 「あなたがコントロールしている他の騎士」 / "Other Knights
    you control get +1/+1": Alice's other Knight, not the Valiant Knight, not Bob's Knight."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Valiant Knight", lang), card("Silverblade Paladin"))
    s.battlefield("Bob", card("Gryff Vanguard"))
    assert s.pt("Valiant Knight") == (3, 4)
    assert s.pt("Silverblade Paladin") == (3, 3)
    assert s.pt("Gryff Vanguard") == (3, 2)


@pytest.mark.parametrize("lang", LANGS)
def test_empyrean_eagle_pumps_your_other_flyers(lang: str) -> None:
    """天穹の鷲 / Empyrean Eagle (M20) — 「他の、あなたがコントロールしていて飛行を持つクリーチャー」 /
    "Other creatures you control with flying get +1/+1"."""
    s = Scenario()
    s.battlefield(
        "Alice",
        set_card("m20", "Empyrean Eagle", lang),
        card("Gryff Vanguard"),
        card("Thraben Valiant"),
    )
    assert s.pt("Empyrean Eagle") == (2, 3)
    assert s.pt("Gryff Vanguard") == (4, 3)
    assert s.pt("Thraben Valiant") == (2, 1)
