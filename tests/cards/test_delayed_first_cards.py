"""603.7 on a real card, each language alone: 再誕の天使、リエーン / Rienne, Angel of Rebirth
(M20): "Whenever another multicolored creature you control dies, return it to its owner's hand
at the beginning of the next end step." — in Japanese the delayed trigger opens the
instructions (「…死亡するたび、次の終了ステップの開始時に、それをオーナーの手札に戻す。」)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from ofuda.runtime.definitions import ZoneKind
from ofuda.runtime.engine.replacement.replacements import ZoneEvent
from support.compiled import card_from_text, set_card

# a green-blue 1/1 with no abilities: the multicolored creature that dies
HYBRID_BEAST = card_from_text(
    "name: 試験の獣 / Test Beast\ncost: {G}{U}\ntype: クリーチャー — ビースト / Creature — Beast\n"
    "pt: 1/1\n"
)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_multicolored_creature_that_dies_returns_at_the_next_end_step(lang: str) -> None:
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Rienne, Angel of Rebirth", lang))
    s.battlefield("Alice", HYBRID_BEAST)
    s.counters("Test Beast", "-1/-1", 1)
    s.check_state()  # 704.5f: it dies; Rienne's ability triggers
    s.resolve()
    assert "Test Beast" in s.in_graveyard("Alice")  # not yet: at the next end step
    s.advance_to(Step.END)
    s.resolve()
    assert "Test Beast" in s.in_hand("Alice")
    assert "Test Beast" not in s.in_graveyard("Alice")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_card_that_left_the_graveyard_meanwhile_is_a_new_object_and_stays(lang: str) -> None:
    """400.7: exiled from the graveyard before the end step, the card is a new object the
    delayed ability does not know; it stays in exile."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Rienne, Angel of Rebirth", lang))
    s.battlefield("Alice", HYBRID_BEAST)
    s.counters("Test Beast", "-1/-1", 1)
    s.check_state()
    s.resolve()
    dead = next(o for o in s.player("Alice").graveyard if o.name == "Test Beast")
    s.game.move_all([ZoneEvent(dead, ZoneKind.EXILE)])
    s.advance_to(Step.END)
    s.resolve()
    assert "Test Beast" in s.in_exile()
    assert "Test Beast" not in s.in_hand("Alice")
