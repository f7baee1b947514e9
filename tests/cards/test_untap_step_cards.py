"""502.3 on a real card, each language alone: 電位式巨大戦車 / Galvanic Juggernaut (ISD),
「あなたのアンタップ・ステップにアンタップしない。」 / "doesn't untap during your untap step." —
it stays tapped through its controller's untap step while her other permanents untap, and its
own trigger still untaps it when another creature dies."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_galvanic_juggernaut_doesnt_untap_during_your_untap_step(lang: str) -> None:
    """Tapped Juggernaut and a tapped Forest at the end of Bob's turn: in Alice's untap step the
    Forest untaps, the Juggernaut doesn't."""
    juggernaut = set_card("isd", "Galvanic Juggernaut", lang)
    forest = set_card("m19", "Forest")
    s = Scenario(active="Bob", step=Step.END)
    for who in ("Alice", "Bob"):
        s.library(who, forest, forest, forest)
    s.battlefield("Alice", juggernaut, forest, tapped=True)
    s.advance_to(Step.UPKEEP, new_turn=True)
    assert s.game.active is s.player("Alice")
    assert s.is_tapped("Galvanic Juggernaut")
    assert not s.is_tapped("Forest")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_galvanic_juggernaut_untaps_when_another_creature_dies(lang: str) -> None:
    """「他のクリーチャーが１体死亡するたび、電位式巨大戦車をアンタップする。」: Shock kills Bob's
    Walking Corpse (2/2); the trigger untaps the Juggernaut."""
    juggernaut = set_card("isd", "Galvanic Juggernaut", lang)
    corpse = set_card("m19", "Walking Corpse")
    shock = set_card("m19", "Shock")
    mountain = set_card("m19", "Mountain")
    s = Scenario()
    s.battlefield("Alice", juggernaut, tapped=True)
    s.battlefield("Alice", mountain)
    s.battlefield("Bob", corpse)
    s.hand("Alice", shock)
    s.cast("Alice", "Shock", "Walking Corpse")
    s.resolve()
    assert not s.is_tapped("Galvanic Juggernaut")
