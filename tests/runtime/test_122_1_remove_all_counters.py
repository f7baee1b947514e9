"""Counters (122.1) removed all at once: "Remove all counters from target creature." / 「クリーチャー
１体を対象とする。それの上からカウンターをすべて取り除く。」 (Suncleanser's first mode) removes every
counter of every kind; a card compiled by ofuda from text written here in both languages."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Scenario
from support.compiled import card, card_from_text

# compiled from both languages: the pipeline holds the Japanese and the English to one IR
CLEANSING = card_from_text(
    "name: 浄化の試し / Test Cleansing\ncost: {W}\ntype: インスタント / Instant\n"
    "ja:\n  クリーチャー１体を対象とする。それの上からカウンターをすべて取り除く。\n"
    "en:\n  Remove all counters from target creature.\n"
)


def test_122_1_every_counter_of_every_kind_is_removed() -> None:
    """Bob's Vorstclaw (7/7) has two +1/+1 counters and a charge counter: all three go, and
    it is a 7/7 again; Alice's Nettle Swine, not targeted, keeps its counter."""
    s = Scenario()
    s.battlefield("Alice", card("Plains"), card("Nettle Swine"))
    s.battlefield("Bob", card("Vorstclaw"))
    s.counters("Vorstclaw", "+1/+1", 2)
    s.counters("Vorstclaw", "charge", 1)
    s.counters("Nettle Swine", "+1/+1", 1)
    s.hand("Alice", CLEANSING)
    s.cast("Alice", "Test Cleansing", "Vorstclaw")
    s.resolve()
    assert {k: n for k, n in s.permanent("Vorstclaw").counters.items() if n} == {}
    assert s.pt("Vorstclaw") == (7, 7)
    assert s.permanent("Nettle Swine").counters == {"+1/+1": 1}


def test_122_1_the_removed_counters_no_longer_change_its_power_and_toughness() -> None:
    """Thraben Valiant (2/1) with a +1/+1 counter is a 3/2; with the counter removed it is a
    2/1 again (613.4c applies no counter)."""
    s = Scenario()
    s.battlefield("Alice", card("Plains"))
    s.battlefield("Bob", card("Thraben Valiant"))
    s.counters("Thraben Valiant", "+1/+1", 1)
    s.hand("Alice", CLEANSING)
    s.cast("Alice", "Test Cleansing", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (2, 1)
