""" "all" before plural card types joined by "and" / 「と」 on the corpus's cards, each language
alone: every object of any of the types is acted on, and nothing else."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_cleansing_nova_destroys_all_artifacts_and_enchantments(lang: str) -> None:
    """浄化の輝き / Cleansing Nova (M19): 「• アーティファクトとエンチャントをすべて破壊する。」 /
    "• Destroy all artifacts and enchantments." — every artifact and enchantment of both
    players is destroyed; creatures and lands stay."""
    s = Scenario()
    s.battlefield("Alice", *[card("Plains")] * 5, card("Moonsilver Spear"), card("Thraben Valiant"))
    s.battlefield("Bob", card("Cathars' Crusade"), card("Nettle Swine"))
    s.hand("Alice", set_card("m19", "Cleansing Nova", lang))
    s.cast("Alice", "Cleansing Nova", modes=(1,))
    s.resolve()
    assert "Moonsilver Spear" in s.in_graveyard("Alice")
    assert "Cathars' Crusade" in s.in_graveyard("Bob")
    assert "Thraben Valiant" in s.on_battlefield("Alice")
    assert "Nettle Swine" in s.on_battlefield("Bob")
    assert s.on_battlefield("Alice").count("Plains") == 5
