"""Blocking a creature with flying (509.3d) through real cards, in each language: Snarespinner /
罠紡ぎ (m21) and Netcaster Spider / 網投げ蜘蛛 (m20). Each card is compiled from its Japanese text
alone and from its English text alone, and plays as the text says."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from support.compiled import card, set_card

LANGS = ("ja", "en")
SPIDERS = (("m21", "Snarespinner", (1, 3)), ("m20", "Netcaster Spider", (2, 3)))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("set_code", "name", "pt"), SPIDERS)
def test_blocking_a_flyer_gets_plus_two(
    lang: str, set_code: str, name: str, pt: tuple[int, int]
) -> None:
    """Snarespinner / 罠紡ぎ, Netcaster Spider / 網投げ蜘蛛: "Whenever <it> blocks a creature with
    flying, <it> gets +2/+0 until end of turn." Blocking Alice's Mist Raven (2/2 flying): +2/+0,
    the Raven dies in combat; at end of turn the bonus ends (514.2)."""
    s = Scenario()
    s.battlefield("Alice", card("Mist Raven"))
    s.battlefield("Bob", set_card(set_code, name, lang))
    s.attack("Mist Raven")
    s.block((name, "Mist Raven"))
    s.resolve()
    assert s.pt(name) == (pt[0] + 2, pt[1])
    s.advance_to(Step.COMBAT_DAMAGE)
    s.resolve()
    s.check_state()
    assert s.on_battlefield("Alice") == []
    s.advance_to(Step.CLEANUP)
    assert s.pt(name) == pt


@pytest.mark.parametrize("lang", LANGS)
def test_blocking_a_creature_without_flying_does_nothing(lang: str) -> None:
    """Snarespinner / 罠紡ぎ blocks Alice's Thraben Valiant (no flying): no trigger, no bonus."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"))
    s.battlefield("Bob", set_card("m21", "Snarespinner", lang))
    s.attack("Thraben Valiant")
    s.block(("Snarespinner", "Thraben Valiant"))
    s.resolve()
    assert s.on_stack() == []
    assert s.pt("Snarespinner") == (1, 3)
