""" "that player" / 「そのプレイヤー」 in a triggered ability whose event names a player by a noun
(603.2), on real cards, each language alone: the caster of "Whenever an opponent casts a spell"
(601.2i; トヴォラーの魔道士狩り / Tovolar's Magehunter), the controller of "a creature an
opponent controls" that died (虐殺のワーム / Massacre Wurm; as it last existed, 608.2h)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from ofuda.runtime.engine import faces
from support.compiled import set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_massacre_wurm_makes_the_dead_creatures_controller_lose_life(lang: str) -> None:
    """虐殺のワーム / Massacre Wurm (M21): its -2/-2 kills Bob's two Walking Corpses (2/2), each
    death makes Bob (that creature's controller) lose 2 life (ruling: it triggers for creatures
    its own first ability kills); Knight of the Tusk (3/7) survives; Alice loses nothing."""
    wurm = set_card("m21", "Massacre Wurm", lang)
    corpse = set_card("m19", "Walking Corpse")
    knight = set_card("m19", "Knight of the Tusk")
    swamp = set_card("m19", "Swamp")
    s = Scenario()
    s.battlefield("Alice", *[swamp] * 6)
    s.battlefield("Bob", corpse, corpse, knight)
    s.hand("Alice", wurm)
    s.cast("Alice", "Massacre Wurm")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Walking Corpse", "Walking Corpse"]
    assert s.pt("Knight of the Tusk") == (1, 5)
    assert s.life("Bob") == 20 - 4
    assert s.life("Alice") == 20


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_tovolars_magehunter_damages_the_opponent_who_cast_a_spell(lang: str) -> None:
    """トヴォラーの魔道士狩り / Tovolar's Magehunter (DKA, the back face of Mondronen Shaman):
    Bob casts Shock at Alice; the Magehunter's trigger deals 2 damage to Bob, the caster, and
    resolves first (ruling); then Shock deals 2 to Alice."""
    shock = set_card("m19", "Shock")
    mountain = set_card("m19", "Mountain")
    s = Scenario()
    (shaman,) = s.battlefield("Alice", set_card("dka", "Mondronen Shaman", lang))
    faces.transform(s.game, shaman)
    s.battlefield("Bob", mountain)
    s.hand("Bob", shock)
    s.cast("Bob", "Shock", "Alice")
    s.resolve()
    assert s.life("Bob") == 20 - 2
    assert s.life("Alice") == 20 - 2
