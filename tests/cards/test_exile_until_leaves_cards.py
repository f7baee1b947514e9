"""Exiled until a permanent leaves the battlefield (610.3) on real cards of M19 and M21, each
language alone: the card comes back to the zone it was in right after the permanent leaves;
if the permanent left before its ability resolved, nothing is exiled (610.3a)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.agents.scripted import Choose, Targets
from ofuda.runtime.definitions import ZoneKind
from ofuda.runtime.engine.stack.resolution import resolve_top
from support.compiled import set_card


def _exiled(s: Scenario) -> list[str]:
    return [c.name for c in s.game.exile.objects]


def _cage_scenario(lang: str) -> Scenario:
    cage = set_card("m19", "Hieromancer's Cage", lang)
    plains = set_card("m19", "Plains")
    s = Scenario()
    s.battlefield("Alice", plains, plains, plains, plains)
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    s.hand("Alice", cage)
    s.script("Alice", Targets(("Walking Corpse",)))
    s.cast("Alice", "Hieromancer's Cage")
    return s


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_hieromancers_cage_exiles_until_it_leaves(lang: str) -> None:
    """秘儀術師の檻 / Hieromancer's Cage (M19): 「秘儀術師の檻が戦場に出たとき、対戦相手がコントロール
    していて土地でないパーマネント１つを対象とする。秘儀術師の檻が戦場を離れるまでそれを追放する。」 /
    "When Hieromancer's Cage enters the battlefield, exile target nonland permanent an opponent
    controls until Hieromancer's Cage leaves the battlefield." Bob's creature is exiled; when the
    Cage is destroyed it returns under Bob's control (610.3c)."""
    s = _cage_scenario(lang)
    s.resolve()
    assert _exiled(s) == ["Walking Corpse"] and s.on_battlefield("Bob") == []
    s.game.destroy(s.permanent("Hieromancer's Cage"))
    assert s.on_battlefield("Bob") == ["Walking Corpse"] and _exiled(s) == []
    assert s.permanent("Walking Corpse").controller is s.player("Bob")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_hieromancers_cage_gone_before_its_ability_resolves_exiles_nothing(lang: str) -> None:
    """Ruling (2018-07-13): "If Hieromancer's Cage leaves the battlefield before its triggered
    ability resolves, the target permanent won't be exiled." """
    s = _cage_scenario(lang)
    resolve_top(s.game)  # the Cage enters
    s.check_state()  # its trigger goes on the stack, targeting Bob's creature
    assert len(s.on_stack()) == 1
    s.game.destroy(s.permanent("Hieromancer's Cage"))
    s.resolve()
    assert s.on_battlefield("Bob") == ["Walking Corpse"] and _exiled(s) == []


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_kitesail_freebooter_holds_a_card_until_it_leaves(lang: str) -> None:
    """帆凧の掠め盗り / Kitesail Freebooter (M21): 「…そのプレイヤーは自分の手札を公開する。あなたは
    その中からクリーチャーでも土地でもないカード１枚を選ぶ。帆凧の掠め盗りが戦場を離れるまで、そのカード
    を追放する。」 / "… target opponent reveals their hand. You choose a noncreature, nonland card
    from it. Exile that card until Kitesail Freebooter leaves the battlefield." The card returns
    to Bob's hand when the Freebooter dies."""
    freebooter = set_card("m21", "Kitesail Freebooter", lang)
    swamp = set_card("m19", "Swamp")
    s = Scenario()
    s.battlefield("Alice", swamp, swamp)
    s.hand("Bob", set_card("m19", "Shock"), set_card("m19", "Walking Corpse"))
    s.hand("Alice", freebooter)
    s.script("Alice", Targets(("Bob",)), Choose(("Shock",)))
    s.cast("Alice", "Kitesail Freebooter")
    s.resolve()
    assert _exiled(s) == ["Shock"] and s.in_hand("Bob") == ["Walking Corpse"]
    s.game.destroy(s.permanent("Kitesail Freebooter"))
    assert sorted(s.in_hand("Bob")) == ["Shock", "Walking Corpse"] and _exiled(s) == []


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_duress_takes_a_noncreature_nonland_card(lang: str) -> None:
    """強迫 / Duress (M19): 「対戦相手１人を対象とする。そのプレイヤーは自分の手札を公開する。あなたは
    その中からクリーチャーでも土地でもないカード１枚を選ぶ。そのプレイヤーはそのカードを捨てる。」 /
    "Target opponent reveals their hand. You choose a noncreature, nonland card from it. That
    player discards that card." A creature card can't be chosen; the spell is."""
    duress = set_card("m19", "Duress", lang)
    swamp = set_card("m19", "Swamp")
    s = Scenario()
    s.battlefield("Alice", swamp)
    s.hand("Bob", set_card("m19", "Shock"), set_card("m19", "Walking Corpse"), swamp)
    s.hand("Alice", duress)
    s.script("Alice", Choose(("Shock",)))
    s.cast("Alice", "Duress", "Bob")
    s.resolve()
    assert sorted(s.in_hand("Bob")) == ["Swamp", "Walking Corpse"]
    assert "Shock" in s.in_graveyard("Bob")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_hieromancers_cage_card_gone_from_exile_does_not_return(lang: str) -> None:
    """610.3 / 400.7: a card that left exile before the Cage left is a new object; when the Cage
    leaves, nothing comes back."""
    s = _cage_scenario(lang)
    s.resolve()
    (exiled,) = s.game.exile.objects
    s.game.move(exiled, ZoneKind.GRAVEYARD)
    s.game.destroy(s.permanent("Hieromancer's Cage"))
    assert s.on_battlefield("Bob") == [] and s.in_graveyard("Bob") == ["Walking Corpse"]
