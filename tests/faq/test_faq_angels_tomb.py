"""AVR FAQ on 天使の墳墓 / Angel's Tomb (seed 003, digest §2 P7)."""

from __future__ import annotations

from ofuda.runtime import May, Scenario
from support.compiled import card


def test_faq_P7_1_a_new_instance_resets_the_base_but_keeps_other_modifications() -> None:
    """P7(1): If Angel's Tomb is already a creature when another creature enters, the new
    instance of its ability overrides effects that set its P/T to specific values. Other P/T
    modifications still apply. (天使の墳墓が既にクリーチャーであるときに別のクリーチャーが戦場に
    出た場合、新たな能力はパワーとタフネスを特定の値に設定する効果を上書きする。その他の修整は
    引き続き適用される。)"""
    s = Scenario()
    s.battlefield("Alice", card("Angel's Tomb"), *[card("Plains")] * 6)
    s.hand("Alice", card("Thraben Valiant"), card("Moorland Inquisitor"), card("Zealous Strike"))
    s.cast("Alice", "Thraben Valiant")
    s.script("Alice", May(True))
    s.resolve()
    s.resolve()
    assert s.pt("Angel's Tomb") == (3, 3)
    s.cast("Alice", "Zealous Strike", s.permanent("Angel's Tomb"))
    s.resolve()
    assert s.pt("Angel's Tomb") == (5, 5)  # layer 7c on top of the 3/3 of layer 7b
    s.cast("Alice", "Moorland Inquisitor")
    s.script("Alice", May(True))
    s.resolve()
    s.resolve()
    # the new 3/3 has a later timestamp (613.7) and the +2/+2 still applies
    assert s.pt("Angel's Tomb") == (5, 5)
