"""「戦場から墓地に置かれたとき」 / "is put into a graveyard from the battlefield" (603.6c, 603.10a)
through real cards, each compiled from its Japanese text alone and its English text alone:
Retributive Wand / 報復のワンド (m20), an artifact whose own ability triggers as it goes (it
looks back in time), and Starfield Mystic / 星原の神秘家 (m20), which watches the enchantments
you control."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Targets
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_retributive_wand_deals_5_damage_when_sacrificed(lang: str) -> None:
    """Retributive Wand: "When Retributive Wand is put into a graveyard from the battlefield, it
    deals 5 damage to any target." Sacrificed, it triggers from the graveyard and deals 5
    damage to the target player."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Retributive Wand", lang))
    s.script("Alice", Targets(("Bob",)))
    s.game.sacrifice(s.permanent("Retributive Wand"))
    s.resolve()
    assert s.in_graveyard("Alice") == ["Retributive Wand"]
    assert s.life("Bob") == 15


@pytest.mark.parametrize("lang", LANGS)
def test_retributive_wand_exiled_does_not_trigger(lang: str) -> None:
    """Only a move from the battlefield to a graveyard triggers it: exiled, nothing happens."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Retributive Wand", lang))
    wand = s.permanent("Retributive Wand")
    s.game.move(wand, "exile")
    s.resolve()
    assert s.life("Bob") == 20
    assert s.on_stack() == []


@pytest.mark.parametrize("lang", LANGS)
def test_starfield_mystic_grows_for_your_enchantments_only(lang: str) -> None:
    """Starfield Mystic: "Whenever an enchantment you control is put into a graveyard from the
    battlefield, put a +1/+1 counter on Starfield Mystic." Alice's enchantment destroyed: one
    counter; Bob's: none; Alice's creature dying (no enchantment): none."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Starfield Mystic", lang), card("Cathars' Crusade"))
    s.battlefield("Bob", card("Builder's Blessing"))
    s.game.destroy(s.permanent("Cathars' Crusade"))
    s.resolve()
    assert s.pt("Starfield Mystic") == (3, 3)
    s.game.destroy(s.permanent("Builder's Blessing"))
    s.resolve()
    assert s.pt("Starfield Mystic") == (3, 3)
