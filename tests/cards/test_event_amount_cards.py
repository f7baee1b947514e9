""" "that many" after a trigger event with an amount (119.3, 120.3) on real cards of M19 and M20,
each language alone: Vilis draws as many cards as the life lost, Hungering Hydra gets as many
+1/+1 counters as the damage dealt to it."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_vilis_draws_that_many_cards(lang: str) -> None:
    """ヴィリス / Vilis, Broker of Blood (M20): 「あなたがライフを失うたび、その点数に等しい枚数の
    カードを引く。」 / "Whenever you lose life, draw that many cards." Losing 3 life draws 3."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Vilis, Broker of Blood", lang))
    s.library("Alice", *[set_card("m19", "Plains")] * 5)
    hand = len(s.in_hand("Alice"))
    s.game.lose_life(s.player("Alice"), 3)
    s.resolve()
    assert len(s.in_hand("Alice")) == hand + 3
    assert s.player("Alice").life == 17


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_hungering_hydra_gets_that_many_counters(lang: str) -> None:
    """飢餓ハイドラ / Hungering Hydra (M19): 「飢餓ハイドラにダメージが与えられるたび、その点数に等しい
    数の＋１/＋１カウンターをこれの上に置く。」 / "Whenever Hungering Hydra is dealt damage, put that
    many +1/+1 counters on it." Shock (2 damage) on a Hydra with three counters: it survives
    (3/3 with 2 damage) and gets two more."""
    hydra = set_card("m19", "Hungering Hydra", lang)
    s = Scenario()
    s.battlefield("Alice", hydra)
    s.battlefield("Bob", set_card("m19", "Mountain"))
    s.hand("Bob", set_card("m19", "Shock"))
    s.counters("Hungering Hydra", "+1/+1", 3)
    s.cast("Bob", "Shock", "Hungering Hydra")
    s.resolve()
    assert s.permanent("Hungering Hydra").counters.get("+1/+1") == 5


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_hungering_hydra_must_survive_the_damage(lang: str) -> None:
    """The reminder: "(It must survive the damage to get the counters.)" — Shock on a 2/2 Hydra
    kills it; its ability resolves with no Hydra to put counters on."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Hungering Hydra", lang))
    s.battlefield("Bob", set_card("m19", "Mountain"))
    s.hand("Bob", set_card("m19", "Shock"))
    s.counters("Hungering Hydra", "+1/+1", 2)
    s.cast("Bob", "Shock", "Hungering Hydra")
    s.resolve()
    assert s.on_battlefield("Alice") == [] and "Hungering Hydra" in s.in_graveyard("Alice")
