"""Leaves-the-battlefield triggers (603.6c, 603.10a) with a linked exiled card (607.2a) on a real
card of ISD, each language alone: Fiend Hunter exiles a creature when it enters and returns it
under its owner's control (110.2a) when it leaves; Gatherer's rulings."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.agents.scripted import May, Targets
from ofuda.runtime.definitions import ZoneKind
from ofuda.runtime.engine.stack.resolution import resolve_top
from support.compiled import set_card


def _exiled(s: Scenario) -> list[str]:
    return [c.name for c in s.game.exile.objects]


def _hunter_scenario(lang: str) -> Scenario:
    hunter = set_card("isd", "Fiend Hunter", lang)
    plains = set_card("m19", "Plains")
    s = Scenario()
    s.battlefield("Alice", plains, plains, plains)
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    s.hand("Alice", hunter)
    s.script("Alice", Targets(("Walking Corpse",)), May(True))
    s.cast("Alice", "Fiend Hunter")
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_fiend_hunter_returns_the_exiled_creature_to_its_owner(lang: str) -> None:
    """悪鬼の狩人 / Fiend Hunter (ISD): 「悪鬼の狩人が戦場に出たとき、他のクリーチャー１体を対象とする。
    あなたはそれを追放してもよい。」「悪鬼の狩人が戦場を離れたとき、その追放されたカードをオーナーの
    コントロール下で戦場に戻す。」 / "When Fiend Hunter enters the battlefield, you may exile another
    target creature. When Fiend Hunter leaves the battlefield, return the exiled card to the
    battlefield under its owner's control." Bob's creature is exiled; when the Hunter dies it
    returns under Bob's control (its owner's, not Alice's), as a new object (ruling 2)."""
    s = _hunter_scenario(lang)
    s.resolve()
    assert _exiled(s) == ["Walking Corpse"] and s.on_battlefield("Bob") == []
    s.game.destroy(s.permanent("Fiend Hunter"))
    s.resolve()
    assert s.on_battlefield("Bob") == ["Walking Corpse"] and _exiled(s) == []
    assert s.permanent("Walking Corpse").controller is s.player("Bob")
    assert "Fiend Hunter" in s.in_graveyard("Alice")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_fiend_hunter_gone_before_its_first_ability_exiles_for_ever(lang: str) -> None:
    """Ruling (2018-12-07): "If Fiend Hunter leaves the battlefield before its first ability has
    resolved, its second ability will trigger and do nothing. Then its first ability will resolve
    and exile the target creature indefinitely." """
    s = _hunter_scenario(lang)
    resolve_top(s.game)  # the Hunter enters
    s.check_state()  # its first ability goes on the stack, targeting Bob's creature
    assert len(s.on_stack()) == 1
    s.game.destroy(s.permanent("Fiend Hunter"))
    s.resolve()  # the leaves-the-battlefield ability (nothing exiled yet), then the exile
    assert _exiled(s) == ["Walking Corpse"] and s.on_battlefield("Bob") == []
    assert s.on_stack() == []


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_fiend_hunter_card_gone_from_exile_stays_where_it_is(lang: str) -> None:
    """400.7: a card that left exile before the Hunter left is a new object; "the exiled card"
    finds nothing, and the card stays in the graveyard."""
    s = _hunter_scenario(lang)
    s.resolve()
    (exiled,) = s.game.exile.objects
    s.game.move(exiled, ZoneKind.GRAVEYARD)
    s.game.destroy(s.permanent("Fiend Hunter"))
    s.resolve()
    assert s.on_battlefield("Bob") == [] and s.in_graveyard("Bob") == ["Walking Corpse"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_fiend_hunter_leaving_for_the_hand_triggers_too(lang: str) -> None:
    """603.6c: leaving the battlefield for any zone triggers it — here the Hunter's owner's
    hand."""
    s = _hunter_scenario(lang)
    s.resolve()
    s.game.move(s.permanent("Fiend Hunter"), ZoneKind.HAND)
    s.resolve()
    assert s.on_battlefield("Bob") == ["Walking Corpse"] and "Fiend Hunter" in s.in_hand("Alice")
