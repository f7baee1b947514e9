"""Scenario tests of AVR Auras and Equipment whose statics list several predicates and add
colours and creature types (205.1b, 105.3; layers 4 and 5 of 613.1).

Each test names the card in both languages and runs its compiled code.
"""

from __future__ import annotations

from ofuda.runtime import Color, Keyword, Scenario
from support.compiled import card


def test_call_to_serve_makes_a_flying_angel() -> None:
    """奉仕へのいざない / Call to Serve — ＋１/＋２, flying, and an Angel besides its Boar type."""
    s = Scenario()
    s.battlefield("Alice", card("Call to Serve"), card("Nettle Swine"))
    s.attach("Call to Serve", "Nettle Swine")
    assert s.pt("Nettle Swine") == (5, 5)
    assert s.has_keyword("Nettle Swine", Keyword.FLYING)
    assert s.permanent("Nettle Swine").subtypes >= {"Angel", "Boar"}


def test_ghoulflesh_makes_a_black_zombie() -> None:
    """腐肉化 / Ghoulflesh — －１/－１, and black and a Zombie besides its own colour and types."""
    s = Scenario()
    s.battlefield("Alice", card("Ghoulflesh"), card("Nettle Swine"))
    s.attach("Ghoulflesh", "Nettle Swine")
    swine = s.permanent("Nettle Swine")
    assert s.pt("Nettle Swine") == (3, 2)
    assert swine.colors == {Color.BLACK, Color.GREEN}
    assert swine.subtypes >= {"Zombie", "Boar"}


def test_ghoulflesh_kills_a_one_toughness_creature() -> None:
    """腐肉化 / Ghoulflesh — a 2/1 becomes 1/0 and dies (704.5f)."""
    s = Scenario()
    s.battlefield("Alice", card("Ghoulflesh"), card("Thraben Valiant"))
    s.attach("Ghoulflesh", "Thraben Valiant")
    s.check_state()
    assert "Thraben Valiant" in s.in_graveyard("Alice")


def test_angelic_armaments_makes_a_white_flying_angel() -> None:
    """天使の武装 / Angelic Armaments — ＋２/＋２, flying, white, and an Angel."""
    s = Scenario()
    s.battlefield("Alice", card("Angelic Armaments"), card("Nettle Swine"))
    s.attach("Angelic Armaments", "Nettle Swine")
    swine = s.permanent("Nettle Swine")
    assert s.pt("Nettle Swine") == (6, 5)
    assert s.has_keyword("Nettle Swine", Keyword.FLYING)
    assert swine.colors == {Color.WHITE, Color.GREEN}
    assert "Angel" in swine.subtypes


def test_spirit_away_steals_the_enchanted_creature() -> None:
    """魂運び / Spirit Away — 「あなたはエンチャントされているクリーチャーをコントロールする。」,
    and it gets +2/+2 and flying (613.1b: the Aura's controller controls it)."""
    s = Scenario()
    s.battlefield("Alice", card("Spirit Away"))
    s.battlefield("Bob", card("Nettle Swine"))
    s.attach("Spirit Away", "Nettle Swine")
    assert "Nettle Swine" in s.on_battlefield("Alice")
    assert "Nettle Swine" not in s.on_battlefield("Bob")
    assert s.pt("Nettle Swine") == (6, 5)
    assert s.has_keyword("Nettle Swine", Keyword.FLYING)
