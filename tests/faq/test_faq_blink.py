"""The AVR FAQ's general notes on 明滅 / blink (B1–B6), with Cloudshift and friends.

A permanent exiled and returned is a new object (400.7): these scenarios check
what that means, on the real compiled cards.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "cards"))

from ofuda.runtime import Pair, Scenario, Step, Targets  # noqa: E402
from support.compiled import card  # noqa: E402


def _cloudshift(s: Scenario, target: str) -> None:
    s.battlefield("Alice", card("Plains"))
    s.hand("Alice", card("Cloudshift"))
    s.cast("Alice", "Cloudshift", target)
    s.resolve()


def test_faq_B1_a_blinked_permanent_is_a_new_object() -> None:
    """B1: 追放されて戻ったパーマネントは新しいオブジェクトであり、以前の記憶を持たない。
    The returned permanent is a new object: damage, counters and effects on the old one are gone
    (瞬間移動 / Cloudshift)."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *[card("Plains")] * 2)
    s.hand("Alice", card("Zealous Strike"))
    s.cast("Alice", "Zealous Strike", "Nettle Swine")
    s.resolve()
    s.permanent("Nettle Swine").damage = 2
    old = s.permanent("Nettle Swine")
    _cloudshift(s, "Nettle Swine")
    new = s.permanent("Nettle Swine")
    assert new is not old
    assert new.damage == 0
    assert s.pt("Nettle Swine") == (4, 3)
    assert not s.has_keyword("Nettle Swine", "first strike")


def test_faq_B2_it_returns_untapped_and_summoning_sick() -> None:
    """B2: 特に指示がない限りアンタップ状態で戦場に出る。そのクリーチャーは攻撃できない。
    It returns untapped, and can't attack until you've controlled it since your turn began."""
    s = Scenario(step=Step.PRECOMBAT_MAIN)
    s.battlefield("Alice", card("Nettle Swine"), tapped=True)
    _cloudshift(s, "Nettle Swine")
    assert not s.is_tapped("Nettle Swine")
    assert s.permanent("Nettle Swine").sick


def test_faq_B3_auras_fall_off_and_equipment_stays() -> None:
    """B3: つけられていたオーラはオーナーの墓地に置かれ、装備品ははずれて戦場に残る。
    Auras go to the graveyard; Equipment becomes unattached and stays (704.5m, 704.5n)."""
    s = Scenario()
    s.battlefield("Alice", card("Gryff Vanguard"), card("Grounded"), card("Moonsilver Spear"))
    s.attach("Grounded", "Gryff Vanguard")
    s.attach("Moonsilver Spear", "Gryff Vanguard")
    _cloudshift(s, "Gryff Vanguard")
    assert "Grounded" in s.in_graveyard("Alice")
    assert "Moonsilver Spear" in s.on_battlefield("Alice")
    assert s.permanent("Moonsilver Spear").attached_to is None
    assert s.has_keyword("Gryff Vanguard", "flying")


def test_faq_B4_an_exiled_token_does_not_return() -> None:
    """B4: 追放されたトークンは消滅し、戻らない。 A token ceases to exist (111.7, 704.5d)."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), token=True)
    _cloudshift(s, "Nettle Swine")
    assert "Nettle Swine" not in s.on_battlefield("Alice")
    assert "Nettle Swine" not in s.in_exile()


def test_faq_B5_a_blinked_paired_creature_can_pair_again() -> None:
    """B5: 組になっているクリーチャーを追放すると組は解消され、戻ったときに結魂が再び誘発する。
    Exiling a paired creature breaks the pair; on its return soulbond triggers again."""
    s = Scenario()
    s.battlefield("Alice", card("Wolfir Silverheart"), card("Nettle Swine"))
    s.pair("Wolfir Silverheart", "Nettle Swine")
    s.script("Alice", Pair("Nettle Swine"))
    _cloudshift(s, "Wolfir Silverheart")
    assert s.permanent("Wolfir Silverheart").paired_with is s.permanent("Nettle Swine")
    assert s.pt("Nettle Swine") == (8, 7)


def test_faq_B6_a_borrowed_creature_blinked_stays_yours() -> None:
    """B6: 一時的にコントロールしているクリーチャー（《士気溢れる徴集兵》など）を追放して
    あなたのコントロール下で戻したら、永続的にあなたのものになる。 Zealous Conscripts takes
    a creature until end of turn; Cloudshift makes it Alice's for good."""
    s = Scenario()
    s.battlefield("Alice", *[card("Mountain")] * 5)
    s.battlefield("Bob", card("Nettle Swine"))
    s.hand("Alice", card("Zealous Conscripts"))
    s.script("Alice", Targets(("Nettle Swine",)))
    s.cast("Alice", "Zealous Conscripts")
    s.resolve()
    assert "Nettle Swine" in s.on_battlefield("Alice")
    _cloudshift(s, "Nettle Swine")
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert "Nettle Swine" in s.on_battlefield("Alice")
    assert "Nettle Swine" not in s.on_battlefield("Bob")
