"""Evasion restrictions of a permanent (509.1b) on real cards, each language alone: 逆毛の猪 /
Bristling Boar (M19, "can't be blocked by more than one creature"), 蔦草牝馬 / Vine Mare (M19,
"can't be blocked by black creatures"), 流城の貴族 / Stromkirk Noble (ISD, 2011 「人間には
ブロックされない」 / "can't be blocked by Humans")."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.engine.errors import IllegalActionError, ScriptError
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_bristling_boar_cant_be_blocked_by_more_than_one_creature(lang: str) -> None:
    """逆毛の猪 / Bristling Boar: two blockers together are illegal; one alone blocks it."""
    boar = set_card("m19", "Bristling Boar", lang)
    corpse = set_card("m19", "Walking Corpse")
    spider = set_card("m19", "Giant Spider")
    s = Scenario()
    s.battlefield("Alice", boar)
    s.battlefield("Bob", corpse, spider)
    s.attack("Bristling Boar")
    with pytest.raises(IllegalActionError, match="more than 1"):
        s.block(("Giant Spider", "Bristling Boar"), ("Walking Corpse", "Bristling Boar"))
    s = Scenario()
    s.battlefield("Alice", boar)
    s.battlefield("Bob", corpse, spider)
    s.attack("Bristling Boar")
    s.block(("Giant Spider", "Bristling Boar"))
    assert [b.name for b in s.permanent("Bristling Boar").blockers] == ["Giant Spider"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_vine_mare_cant_be_blocked_by_black_creatures(lang: str) -> None:
    """蔦草牝馬 / Vine Mare: a black creature can't block it; a green one can."""
    mare = set_card("m19", "Vine Mare", lang)
    corpse = set_card("m19", "Walking Corpse")
    spider = set_card("m19", "Giant Spider")
    s = Scenario()
    s.battlefield("Alice", mare)
    s.battlefield("Bob", corpse, spider)
    s.attack("Vine Mare")
    with pytest.raises(ScriptError):
        s.block(("Walking Corpse", "Vine Mare"))
    s = Scenario()
    s.battlefield("Alice", mare)
    s.battlefield("Bob", corpse, spider)
    s.attack("Vine Mare")
    s.block(("Giant Spider", "Vine Mare"))
    assert s.permanent("Vine Mare").blocked


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_stromkirk_noble_cant_be_blocked_by_humans(lang: str) -> None:
    """流城の貴族 / Stromkirk Noble: a Human (Knight of the Tusk) can't block it; a Zombie can."""
    noble = set_card("isd", "Stromkirk Noble", lang)
    knight = set_card("m19", "Knight of the Tusk")
    corpse = set_card("m19", "Walking Corpse")
    s = Scenario()
    s.battlefield("Alice", noble)
    s.battlefield("Bob", knight, corpse)
    s.attack("Stromkirk Noble")
    with pytest.raises(ScriptError):
        s.block(("Knight of the Tusk", "Stromkirk Noble"))
    s = Scenario()
    s.battlefield("Alice", noble)
    s.battlefield("Bob", knight, corpse)
    s.attack("Stromkirk Noble")
    s.block(("Walking Corpse", "Stromkirk Noble"))
    assert s.permanent("Stromkirk Noble").blocked
