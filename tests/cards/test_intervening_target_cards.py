"""Real cards whose Japanese says the intervening "if" before the targets (603.4): 「陰鬱 ― …
とき、このターンにいずれかのクリーチャーが死亡していた場合、クリーチャー１体を対象とし、…」,
each language alone played as the card says — nothing happens unless a creature died this turn."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Targets
from support.compiled import set_card


def _bear_game(lang: str, died: bool) -> Scenario:
    """Alice casts Ulvenwald Bear aiming its trigger at Walking Corpse, after a creature of Bob's
    died this turn or not."""
    forest = set_card("m19", "Forest")
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Walking Corpse"), *[forest] * 3)
    s.battlefield("Bob", set_card("m19", "Tolarian Scholar"))
    if died:
        s.game.move(s.permanent("Tolarian Scholar"), "graveyard")  # dies
    s.hand("Alice", set_card("dka", "Ulvenwald Bear", lang))
    s.script("Alice", Targets(("Walking Corpse",)))
    s.cast("Alice", "Ulvenwald Bear")
    s.resolve()
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize(("died", "pt"), [(False, (2, 2)), (True, (4, 4))])
def test_ulvenwald_bear_counters_only_after_a_creature_died(
    lang: str, died: bool, pt: tuple[int, int]
) -> None:
    """ウルヴェンワルドの熊 / Ulvenwald Bear (DKA): 「陰鬱 ― …戦場に出たとき、このターンに
    いずれかのクリーチャーが死亡していた場合、クリーチャー１体を対象とし、それの上に＋１/＋１
    カウンターを２個置く。」 / "Morbid — When Ulvenwald Bear enters the battlefield, if a creature
    died this turn, put two +1/+1 counters on target creature." """
    s = _bear_game(lang, died)
    assert s.pt("Walking Corpse") == pt


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_morkrut_banshee_shrinks_its_target_after_a_creature_died(lang: str) -> None:
    """モークラットのバンシー / Morkrut Banshee (ISD): 「…場合、クリーチャー１体を対象とする。
    それはターン終了時まで－４/－４の修整を受ける。」 — Bob's 4/4 dies of it."""
    swamp = set_card("m19", "Swamp")
    s = Scenario()
    s.battlefield("Alice", *[swamp] * 5, set_card("m19", "Walking Corpse"))
    s.battlefield("Bob", set_card("isd", "Morkrut Banshee"))
    s.game.move(s.permanent("Walking Corpse"), "graveyard")  # dies
    s.hand("Alice", set_card("isd", "Morkrut Banshee", lang))
    s.script("Alice", Targets(("Morkrut Banshee",)))
    s.cast("Alice", "Morkrut Banshee")
    s.resolve()
    s.check_state()
    assert "Morkrut Banshee" in s.in_graveyard("Bob")
    assert s.on_battlefield("Alice")[-1] == "Morkrut Banshee"
