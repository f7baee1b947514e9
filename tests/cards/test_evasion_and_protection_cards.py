"""Menace, landwalk and protection on real cards, each language alone: ボガートの粗暴者 /
Boggart Brute (menace, 702.111b), ソンバーワルドのドライアド / Somberwald Dryad (forestwalk,
702.14c), 浄光の使徒 / Apostle of Purifying Light (protection from black, 702.16), 悪斬の天使 /
Baneslayer Angel (protection from Demons and from Dragons, 702.16g)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.engine.errors import IllegalActionError, ScriptError
from ofuda.runtime.engine.replacement.damage import deal_damage
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_boggart_brute_cant_be_blocked_by_one_creature_alone(lang: str) -> None:
    """ボガートの粗暴者 / Boggart Brute (M19): 「威迫」 / "Menace" — one blocker is illegal,
    two together block it."""
    brute = set_card("m19", "Boggart Brute", lang)
    corpse = set_card("m19", "Walking Corpse")
    spider = set_card("m19", "Giant Spider")
    s = Scenario()
    s.battlefield("Alice", brute)
    s.battlefield("Bob", corpse, spider)
    s.attack("Boggart Brute")
    with pytest.raises(IllegalActionError, match="menace"):
        s.block(("Giant Spider", "Boggart Brute"))
    s = Scenario()
    s.battlefield("Alice", brute)
    s.battlefield("Bob", corpse, spider)
    s.attack("Boggart Brute")
    s.block(("Giant Spider", "Boggart Brute"), ("Walking Corpse", "Boggart Brute"))
    assert len(s.permanent("Boggart Brute").blockers) == 2


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_somberwald_dryad_is_unblockable_while_the_defender_controls_a_forest(lang: str) -> None:
    """ソンバーワルドのドライアド / Somberwald Dryad (DKA): 「森渡り」 / "Forestwalk"."""
    dryad = set_card("dka", "Somberwald Dryad", lang)
    corpse = set_card("m19", "Walking Corpse")
    forest = set_card("m19", "Forest")
    s = Scenario()
    s.battlefield("Alice", dryad)
    s.battlefield("Bob", corpse)
    s.attack("Somberwald Dryad")
    s.block(("Walking Corpse", "Somberwald Dryad"))  # no Forest: it can be blocked
    assert s.permanent("Somberwald Dryad").blocked
    s = Scenario()
    s.battlefield("Alice", dryad)
    s.battlefield("Bob", corpse, forest)
    s.attack("Somberwald Dryad")
    with pytest.raises(ScriptError, match="choices are: nothing"):
        s.block(("Walking Corpse", "Somberwald Dryad"))


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_apostle_of_purifying_light_has_protection_from_black(lang: str) -> None:
    """浄光の使徒 / Apostle of Purifying Light (M20): 「プロテクション（黒）」 / "Protection from
    black" — Murder can't target it, a black creature can't block it or damage it."""
    apostle = set_card("m20", "Apostle of Purifying Light", lang)
    corpse = set_card("m19", "Walking Corpse")
    murder = set_card("m19", "Murder")
    swamp = set_card("m19", "Swamp")
    s = Scenario(active="Bob")
    s.battlefield("Alice", apostle)
    s.battlefield("Bob", corpse, swamp, swamp, swamp)
    s.hand("Bob", murder)
    with pytest.raises(ScriptError, match="choices are: Walking Corpse"):  # not the Apostle
        s.cast("Bob", "Murder", "Apostle of Purifying Light")
    assert (
        deal_damage(
            s.game, s.permanent("Walking Corpse"), s.permanent("Apostle of Purifying Light"), 2
        )
        == 0
    )
    s = Scenario()
    s.battlefield("Alice", apostle)
    s.battlefield("Bob", corpse)
    s.attack("Apostle of Purifying Light")
    with pytest.raises(ScriptError, match="choices are: nothing"):
        s.block(("Walking Corpse", "Apostle of Purifying Light"))


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_baneslayer_angel_is_protected_from_demons_and_from_dragons(lang: str) -> None:
    """悪斬の天使 / Baneslayer Angel (M21): 「…、プロテクション（デーモン）、プロテクション
    （ドラゴン）」 / "…, protection from Demons and from Dragons" — two protections (702.16g):
    a Demon's damage is prevented, another creature's is not."""
    angel = set_card("m21", "Baneslayer Angel", lang)
    demon = set_card("isd", "Bloodgift Demon")
    corpse = set_card("m19", "Walking Corpse")
    s = Scenario()
    s.battlefield("Alice", angel)
    s.battlefield("Bob", demon, corpse)
    target = s.permanent("Baneslayer Angel")
    assert deal_damage(s.game, s.permanent("Bloodgift Demon"), target, 5) == 0
    assert deal_damage(s.game, s.permanent("Walking Corpse"), target, 2) == 2
    assert s.has_keyword("Baneslayer Angel", "flying")
