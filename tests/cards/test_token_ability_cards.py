"""Tokens with abilities, each card in each language alone: predefined Treasure tokens (111.10a)
— 多欲なドラゴン / Rapacious Dragon (M20) —, a token with a quoted activated ability — ドラゴンの卵
/ Dragon Egg (M19) —, and tokens with quoted static abilities created under an opponent's
control — 追われる鯨 / Pursued Whale (M21)."""

from __future__ import annotations

import pytest
from ofuda.runtime import CardType, Keyword, RulesError, Scenario
from support.compiled import set_card
from support.kit import creature

LANGS = ["ja", "en"]


@pytest.mark.parametrize("lang", LANGS)
def test_rapacious_dragon_treasures_pay_for_a_spell(lang: str) -> None:
    """多欲なドラゴン / Rapacious Dragon: two Treasure tokens — colorless artifacts, no creatures
    (111.10a) — each "{T}, Sacrifice this artifact: Add one mana of any color.": they pay {G}{G}
    with no green source, and are sacrificed doing so."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m20", "Mountain")] * 5)
    s.hand(
        "Alice", set_card("m20", "Rapacious Dragon", lang), creature("Bear", "{G}{G}", 2, 2, "Bear")
    )
    s.cast("Alice", "Rapacious Dragon")
    s.resolve()
    treasures = [p for p in s.game.battlefield.objects if p.name == "Treasure Token"]
    assert len(treasures) == 2
    for treasure in treasures:
        assert treasure.is_token and treasure.controller is s.player("Alice")
        assert CardType.ARTIFACT in treasure.card_types
        assert CardType.CREATURE not in treasure.card_types and not treasure.colors
    s.cast("Alice", "Bear")
    s.resolve()
    assert "Bear" in s.on_battlefield("Alice")
    assert not [p for p in s.game.battlefield.objects if p.name == "Treasure Token"]


@pytest.mark.parametrize("lang", LANGS)
def test_dragon_egg_token_pumps_itself(lang: str) -> None:
    """ドラゴンの卵 / Dragon Egg: when it dies, a 2/2 red Dragon token with flying and "{R}: This
    creature gets +1/+0 until end of turn." — the token's own ability pumps the token."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Dragon Egg", lang), *[set_card("m19", "Mountain")] * 2)
    s.hand("Alice", set_card("m19", "Shock"))
    s.cast("Alice", "Shock", "Dragon Egg")
    s.resolve()
    assert "Dragon Egg" in s.in_graveyard("Alice")
    token = s.permanent("Dragon Token")
    assert token.is_token and s.pt("Dragon Token") == (2, 2)
    assert s.has_keyword("Dragon Token", Keyword.FLYING)
    s.activate("Alice", "Dragon Token")
    s.resolve()
    assert s.pt("Dragon Token") == (3, 2)


@pytest.mark.parametrize("lang", LANGS)
def test_pursued_whale_gives_each_opponent_a_pirate_that_cant_block(lang: str) -> None:
    """追われる鯨 / Pursued Whale: each opponent creates a 1/1 red Pirate token with "This creature
    can't block" — Bob controls it, and it can't block Alice's attacker."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m21", "Island")] * 7, creature("Bear", "{G}", 2, 2, "Bear"))
    s.hand("Alice", set_card("m21", "Pursued Whale", lang))
    s.cast("Alice", "Pursued Whale")
    s.resolve()
    pirate = s.permanent("Pirate Token", "Bob")
    assert pirate.is_token and s.pt("Pirate Token") == (1, 1)
    s.attack("Bear")
    with pytest.raises(RulesError):
        s.block(("Pirate Token", "Bear"))
