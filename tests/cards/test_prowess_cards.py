"""Prowess (702.108) on real cards of M21, each language alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_mistral_singer_gets_plus_one_for_each_noncreature_spell(lang: str) -> None:
    """北風の歌姫 / Mistral Singer (M21): 「果敢」 / "Prowess" — Shock makes it 3/3 until end of
    turn; a creature spell doesn't."""
    singer = set_card("m21", "Mistral Singer", lang)
    shock = set_card("m19", "Shock")
    corpse = set_card("m19", "Walking Corpse")
    mountain = set_card("m19", "Mountain")
    swamp = set_card("m19", "Swamp")
    s = Scenario()
    s.battlefield("Alice", singer, mountain, mountain, swamp, swamp)
    s.hand("Alice", corpse, shock)
    s.cast("Alice", "Walking Corpse")
    s.resolve()
    assert s.pt("Mistral Singer") == (2, 2)
    s.cast("Alice", "Shock", "Bob")
    s.resolve()
    assert s.pt("Mistral Singer") == (3, 3)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_goblin_wizardry_tokens_have_prowess(lang: str) -> None:
    """ゴブリンの魔術 / Goblin Wizardry (M21): 「果敢を持つ赤の１/１のゴブリン・ウィザード・
    クリーチャー・トークンを２体生成する。」 — the next noncreature spell pumps both tokens."""
    wizardry = set_card("m21", "Goblin Wizardry", lang)
    shock = set_card("m19", "Shock")
    mountain = set_card("m19", "Mountain")
    s = Scenario()
    s.battlefield("Alice", *[mountain] * 5)
    s.hand("Alice", wizardry, shock)
    s.cast("Alice", "Goblin Wizardry")
    s.resolve()
    tokens = [p for p in s.game.battlefield.objects if p.name.startswith("Goblin Wizard")]
    assert len(tokens) == 2 and all(t.power == 1 for t in tokens)
    s.cast("Alice", "Shock", "Bob")
    s.resolve()
    assert all((t.power, t.toughness) == (2, 2) for t in tokens)
