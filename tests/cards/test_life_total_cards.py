"""Life totals as numbers and a life total becoming a number (119, 119.5), on real cards:
「Ｘはあなたのライフ総量に等しい。」 / "where X is your life total"; 「あなたのライフ総量は、…の
タフネスの合計に等しくなる。」 / "your life total become the total toughness of …"."""

from __future__ import annotations

import pytest
from ofuda.runtime import May, Scenario
from support.compiled import set_card


def _lifechanter(lang: str, life: int) -> Scenario:
    lifechanter = set_card("m20", "Loxodon Lifechanter", lang)
    corpse = set_card("m19", "Walking Corpse")
    plains = set_card("m19", "Plains")
    s = Scenario()
    s.battlefield("Alice", corpse, *[plains] * 6)
    s.hand("Alice", lifechanter)
    s.set_life("Alice", life)
    s.script("Alice", May(True))
    s.cast("Alice", "Loxodon Lifechanter")
    s.resolve()
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_loxodon_lifechanter_gains_up_to_the_total_toughness(lang: str) -> None:
    """ロクソドンの生命詠み / Loxodon Lifechanter (M20): 「…あなたは「あなたのライフ総量は、あなたが
    コントロールしているクリーチャーのタフネスの合計に等しくなる。」を選んでもよい。」 / "…, you may
    have your life total become the total toughness of creatures you control."
    Ruling: at 4 life with a total toughness of 6+2 = 8, you gain the difference (119.5)."""
    s = _lifechanter(lang, 4)
    assert s.life("Alice") == 8
    assert "gains 4 life" in s.log_text()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_loxodon_lifechanter_loses_down_to_the_total_toughness(lang: str) -> None:
    """Ruling: above the total toughness, you lose the difference (10 → 8: 2 life lost)."""
    s = _lifechanter(lang, 10)
    assert s.life("Alice") == 8


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_loxodon_lifechanter_x_is_your_life_total_as_it_resolves(lang: str) -> None:
    """「{5}{W}：ターン終了時まで、ロクソドンの生命詠みは＋Ｘ/＋Ｘの修整を受ける。Ｘはあなたのライフ
    総量に等しい。」 / "{5}{W}: … gets +X/+X until end of turn, where X is your life total."
    Ruling: X is fixed as the ability resolves; a later change of life doesn't change it."""
    lifechanter = set_card("m20", "Loxodon Lifechanter", lang)
    plains = set_card("m19", "Plains")
    s = Scenario()
    s.battlefield("Alice", lifechanter, *[plains] * 6)
    s.set_life("Alice", 7)
    s.activate("Alice", "Loxodon Lifechanter")
    s.resolve()
    assert s.pt("Loxodon Lifechanter") == (4 + 7, 6 + 7)
    s.set_life("Alice", 20)
    assert s.pt("Loxodon Lifechanter") == (4 + 7, 6 + 7)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_ajani_wise_counselor_puts_your_life_total_in_counters(lang: str) -> None:
    """賢者の助言者、アジャニ / Ajani, Wise Counselor (M19): 「-9：クリーチャー１体を対象とし、それの
    上に＋１/＋１カウンターをＸ個置く。Ｘはあなたのライフ総量に等しい。」 / "−9: Put X +1/+1
    counters on target creature, where X is your life total." """
    ajani = set_card("m19", "Ajani, Wise Counselor", lang)
    corpse = set_card("m19", "Walking Corpse")
    s = Scenario()
    s.battlefield("Alice", ajani, corpse)
    s.counters("Ajani, Wise Counselor", "loyalty", 9 - 5)
    s.set_life("Alice", 13)
    s.activate("Alice", "Ajani, Wise Counselor", "Walking Corpse", index=2)
    s.resolve()
    assert s.pt("Walking Corpse") == (2 + 13, 2 + 13)
