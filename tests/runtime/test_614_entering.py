"""How a permanent enters the battlefield, with cards compiled by ofuda from text written here
in both languages: the X of the spell that became it (107.3m) and a copy chosen as it enters
(707.9, 614.1c) — Clone (M12, 《クローン》) on its own."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))
from ofuda.runtime import Choose, Scenario
from support.compiled import card, card_from_text

CLONE = card_from_text(
    "name: クローン / Clone\ncost: {3}{U}\n"
    "type: クリーチャー — 多相の戦士 / Creature — Shapeshifter\npt: 0/0\n"
    "ja:\n  あなたは、クローンが戦場に出ているクリーチャー1体のコピーとして戦場に出ることを選んでもよい。\n"
    "en:\n  You may have Clone enter the battlefield as a copy of any creature on the battlefield.\n"
)
SAGE = card_from_text(
    "name: 試作の賢者 / Test Sage\ncost: {X}{U}\ntype: クリーチャー — 人間 / Creature — Human\n"
    "pt: 1/1\nja:\n  試作の賢者が戦場に出たとき、カードをX枚引く。\n"
    "en:\n  When Test Sage enters the battlefield, draw X cards.\n"
)
HYDRA = card_from_text(
    "name: 試作のハイドラ / Test Hydra\ncost: {X}{G}\ntype: クリーチャー / Creature\npt: 0/0\n"
    "ja:\n  試作のハイドラは、X個の+1/+1カウンターが置かれた状態で戦場に出る。\n"
    "en:\n  Test Hydra enters the battlefield with X +1/+1 counters on it.\n"
)


def _clone(*choice: str) -> Scenario:
    s = Scenario()
    s.battlefield("Bob", card("Vorstclaw"), card("Nettle Swine"))
    s.battlefield("Alice", *[card("Island")] * 4)
    s.hand("Alice", CLONE)
    s.script("Alice", Choose(choice))
    s.cast("Alice", "Clone")
    s.resolve()
    return s


def test_707_9_clone_enters_as_a_copy_of_the_chosen_creature() -> None:
    """Clone / クローン: Alice chooses Bob's Vorstclaw as Clone enters; it enters as a 7/7
    Vorstclaw under her control (the choice isn't a target; only copiable values, 707.2)."""
    s = _clone("Vorstclaw")
    assert [n for n in s.on_battlefield("Alice") if n != "Island"] == ["Vorstclaw"]
    assert s.pt("Vorstclaw", "Alice") == (7, 7)


def test_707_9_clone_may_decline_and_dies_as_a_0_0() -> None:
    """Clone: "you may" — Alice chooses nothing; Clone enters as itself, a 0/0, and is put into
    her graveyard by state-based actions (704.5f)."""
    s = _clone()
    assert [n for n in s.on_battlefield("Alice") if n != "Island"] == []
    assert s.in_graveyard("Alice") == ["Clone"]


def test_107_3m_enters_with_x_counters_of_its_spell() -> None:
    """107.3m: Test Hydra ({X}{G}, 0/0, "enters the battlefield with X +1/+1 counters on it")
    cast with X = 3 enters with three counters, a 3/3; its X as a permanent is 0, but it
    remembers its spell's X."""
    s = Scenario()
    s.battlefield("Alice", *[card("Forest")] * 4)
    s.hand("Alice", HYDRA)
    s.cast("Alice", "Test Hydra", x=3)
    s.resolve()
    hydra = s.permanent("Test Hydra")
    assert hydra.counters.get("+1/+1") == 3 and hydra.power_toughness == (3, 3)
    assert hydra.cast_x == 3


def test_107_3m_enters_the_battlefield_trigger_uses_the_x_of_its_spell() -> None:
    """107.3m: an enters-the-battlefield triggered ability that refers to X uses the X of the
    spell that became the permanent — Test Sage cast with X = 2 draws two cards."""
    s = Scenario()
    s.battlefield("Alice", *[card("Island")] * 3)
    s.library("Alice", card("Plains"), card("Forest"), card("Swamp"))
    s.hand("Alice", SAGE)
    s.cast("Alice", "Test Sage", x=2)
    s.resolve()
    assert sorted(s.in_hand("Alice")) == ["Forest", "Plains"]
