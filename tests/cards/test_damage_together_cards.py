"""Scenario tests of several amounts of damage in one instruction (608.2c), through real cards
of DKA, M19 and M20, each card in each language alone: every amount is dealt to its recipient,
at the same time."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Targets
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_forge_devil_deals_one_to_a_creature_and_one_to_you(lang: str) -> None:
    """炉の小悪魔 / Forge Devil (DKA) — "When Forge Devil enters the battlefield, it deals 1 damage
    to target creature and 1 damage to you." / 「…炉の小悪魔はそれに１点のダメージを与え、あなたに
    １点のダメージを与える。」: Bob's 1/1 dies, Alice loses 1 life."""
    s = Scenario()
    s.battlefield("Bob", card("Scalding Devil"))
    s.battlefield("Alice", card("Mountain"))
    s.hand("Alice", set_card("dka", "Forge Devil", lang))
    s.script("Alice", Targets(("Scalding Devil",)))
    s.cast("Alice", "Forge Devil")
    s.resolve()  # the creature spell
    s.resolve()  # its enters-the-battlefield trigger
    assert s.in_graveyard("Bob") == ["Scalding Devil"]
    assert s.life("Alice") == 19
    assert s.on_battlefield("Alice") == ["Mountain", "Forge Devil"]


@pytest.mark.parametrize("lang", LANGS)
def test_forge_devil_alone_targets_itself(lang: str) -> None:
    """炉の小悪魔 / Forge Devil — ruling: the ability is mandatory; if Forge Devil is the only
    creature on the battlefield, it targets itself and deals 1 damage to itself and 1 to you."""
    s = Scenario()
    s.battlefield("Alice", card("Mountain"))
    s.hand("Alice", set_card("dka", "Forge Devil", lang))
    s.script("Alice", Targets(("Forge Devil",)))
    s.cast("Alice", "Forge Devil")
    s.resolve()
    s.resolve()
    assert s.in_graveyard("Alice") == ["Forge Devil"]
    assert s.life("Alice") == 19


@pytest.mark.parametrize("lang", LANGS)
def test_chandras_outrage_hits_the_creature_and_its_controller(lang: str) -> None:
    """チャンドラの憤慨 / Chandra's Outrage (M20) — "deals 4 damage to target creature and 2 damage
    to that creature's controller": Bob's 2/4 dies and Bob loses 2 life."""
    s = Scenario()
    s.battlefield("Bob", card("Seraph of Dawn"))
    s.battlefield("Alice", *[card("Mountain")] * 4)
    s.hand("Alice", set_card("m20", "Chandra's Outrage", lang))
    s.cast("Alice", "Chandra's Outrage", "Seraph of Dawn")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Seraph of Dawn"]
    assert s.life("Bob") == 18
    assert s.life("Alice") == 20


@pytest.mark.parametrize("lang", LANGS)
def test_radiating_lightning_hits_the_player_and_each_of_their_creatures(lang: str) -> None:
    """放射稲妻 / Radiating Lightning (M19) — "deals 3 damage to target player and 1 damage to
    each creature that player controls": Bob takes 3, his 1/1 dies, his 3/3 is dealt 1; Alice's
    creature is not dealt damage."""
    s = Scenario()
    s.battlefield("Bob", card("Scalding Devil"), card("Wolfir Avenger"))
    s.battlefield("Alice", card("Bloodflow Connoisseur"), *[card("Mountain")] * 4)
    s.hand("Alice", set_card("m19", "Radiating Lightning", lang))
    s.cast("Alice", "Radiating Lightning", "Bob")
    s.resolve()
    assert s.life("Bob") == 17
    assert s.in_graveyard("Bob") == ["Scalding Devil"]
    assert s.permanent("Wolfir Avenger").damage == 1
    assert s.permanent("Bloodflow Connoisseur").damage == 0
