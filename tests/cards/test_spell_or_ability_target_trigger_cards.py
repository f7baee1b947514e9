"""Triggers on becoming the target of a spell or ability an opponent controls (603.2, 115.1)
through real cards of the later sets, in each language: Thorn Lieutenant / 茨の副官 (m19),
"Whenever Thorn Lieutenant becomes the target of a spell or ability an opponent controls,
create a 1/1 green Elf Warrior creature token.", and Warden of the Woods / 森の守部 (m21),
"… you may draw two cards." Each card is compiled from its Japanese text alone and from its
English text alone, and plays as the text says."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Targets
from support.compiled import card, lands, set_card

LANGS = ("ja", "en")


def _elves(s: Scenario) -> int:
    return sum(1 for p in s.game.battlefield.objects if p.is_token and p.controller.name == "Alice")


@pytest.mark.parametrize("lang", LANGS)
def test_thorn_lieutenant_opponents_spell(lang: str) -> None:
    """Bob's instant targeting Thorn Lieutenant (m19) makes Alice a 1/1 Elf Warrior token."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Thorn Lieutenant", lang))
    s.battlefield("Bob", *lands("Plains", 2))
    s.hand("Bob", card("Zealous Strike"))
    s.cast("Bob", "Zealous Strike", "Thorn Lieutenant")
    s.resolve()
    assert _elves(s) == 1
    (token,) = [p for p in s.game.battlefield.objects if p.is_token]
    assert (token.power, token.toughness) == (1, 1)


@pytest.mark.parametrize("lang", LANGS)
def test_thorn_lieutenant_ignores_its_controllers_spell(lang: str) -> None:
    """ "an opponent controls": Alice's own spell targeting it makes no token."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Thorn Lieutenant", lang), *lands("Plains", 2))
    s.hand("Alice", card("Zealous Strike"))
    s.cast("Alice", "Zealous Strike", "Thorn Lieutenant")
    s.resolve()
    assert _elves(s) == 0
    assert s.pt("Thorn Lieutenant") == (4, 5)  # the spell itself resolved (2/3 + 2/2)


@pytest.mark.parametrize("lang", LANGS)
def test_thorn_lieutenant_opponents_activated_ability(lang: str) -> None:
    """ "or ability" (115.1b): Bob's Holy Justiciar tapping it also makes a token."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Thorn Lieutenant", lang))
    s.battlefield("Bob", card("Holy Justiciar"), *lands("Plains", 3))
    s.activate("Bob", "Holy Justiciar", "Thorn Lieutenant")
    s.resolve()
    assert _elves(s) == 1
    assert s.is_tapped("Thorn Lieutenant")


@pytest.mark.parametrize("lang", LANGS)
def test_thorn_lieutenant_opponents_triggered_ability(lang: str) -> None:
    """115.1c, 603.3d: a triggered ability's target is chosen as it goes on the stack — Bob's
    Fervent Cathar entering and targeting Thorn Lieutenant makes a token."""
    s = Scenario(active="Bob")
    s.battlefield("Alice", set_card("m19", "Thorn Lieutenant", lang))
    s.battlefield("Bob", *lands("Mountain", 3))
    s.hand("Bob", card("Fervent Cathar"))
    s.script("Bob", Targets(("Thorn Lieutenant",)))
    s.cast("Bob", "Fervent Cathar")
    s.resolve()
    assert _elves(s) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_warden_of_the_woods_may_draw_two(lang: str) -> None:
    """Warden of the Woods (m21): Bob's spell targeting it lets Alice draw two cards."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Warden of the Woods", lang))
    s.library("Alice", card("Island"), card("Island"), card("Island"))
    s.battlefield("Bob", *lands("Plains", 2))
    s.hand("Bob", card("Zealous Strike"))
    s.cast("Bob", "Zealous Strike", "Warden of the Woods")
    s.resolve()
    assert s.in_hand("Alice") == ["Island", "Island"]
