""" "The player or planeswalker it's attacking" / 「これが攻撃しているプレイヤーかプレインズウォー
カー」 (506.2, 508.1b) and "Whenever a creature attacks you or a planeswalker you control" /
「クリーチャーが１体、あなたかあなたがコントロールするプレインズウォーカーを攻撃するたび」 (508.3a)
on real cards, each language alone."""

from __future__ import annotations

import pytest
from ofuda.runtime import Attack, CardType, Scenario, Step
from ofuda.runtime.engine.objects.game_objects import LOYALTY
from support.compiled import set_card
from support.kit import card

LANGS = ("ja", "en")
WALKER = card("Walker", "{2}{U}", CardType.PLANESWALKER, subtypes=("Tamiyo",), loyalty=4)


@pytest.mark.parametrize("lang", LANGS)
def test_scorch_spitter_burns_the_player_it_attacks(lang: str) -> None:
    """焦がし吐き / Scorch Spitter (M20): "Whenever Scorch Spitter attacks, it deals 1 damage to
    the player or planeswalker it's attacking." Attacking Bob: 1 damage from the trigger, 1
    combat damage."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Scorch Spitter", lang))
    s.attack("Scorch Spitter")
    s.resolve()
    assert s.life("Bob") == 19
    s.block()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Bob") == 18


@pytest.mark.parametrize("lang", LANGS)
def test_scorch_spitter_burns_the_planeswalker_it_attacks(lang: str) -> None:
    """Attacking Bob's planeswalker, the 1 damage is dealt to it (its loyalty, 306.8), not to
    Bob."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Scorch Spitter", lang))
    s.battlefield("Bob", WALKER)
    s.script("Alice", Attack((("Scorch Spitter", "Walker"),)))
    s.advance_to(Step.DECLARE_ATTACKERS)
    s.resolve()
    assert s.permanent("Walker").counters[LOYALTY] == 3
    assert s.life("Bob") == 20


@pytest.mark.parametrize(("lang", "forest_on_top"), [("ja", True), ("en", True), ("ja", False), ("en", False)])
def test_lost_in_the_woods_removes_an_attacker_on_a_forest(lang: str, forest_on_top: bool) -> None:
    """森での迷子 / Lost in the Woods (DKA): "Whenever a creature attacks you or a planeswalker
    you control, reveal the top card of your library. If it's a Forest card, remove that
    creature from combat. Then put the revealed card on the bottom of your library." A Forest
    on top removes Bob's attacker (no damage to Alice); another card does not; either way the
    revealed card goes to the bottom."""
    forest = set_card("isd", "Forest")
    other = set_card("m19", "Walking Corpse")
    s = Scenario(active="Bob")
    s.battlefield("Alice", set_card("dka", "Lost in the Woods", lang))
    s.battlefield("Bob", set_card("m19", "Walking Corpse"))
    top, second = (forest, other) if forest_on_top else (other, forest)
    s.library("Alice", top, second)
    s.attack("Walking Corpse")
    s.resolve()
    assert s.in_library("Alice")[-1] == top.name  # the revealed card, now at the bottom
    assert (s.permanent("Walking Corpse").attacking is None) is forest_on_top
    if not forest_on_top:  # (with no attacker left, blockers and damage are skipped, 508.8)
        s.block()
    s.advance_to(Step.END_OF_COMBAT)
    assert s.life("Alice") == (20 if forest_on_top else 18)
