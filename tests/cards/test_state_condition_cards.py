"""Conditions on the game's state and this turn's history through real cards of the later
sets, each compiled from its Japanese text alone and from its English text alone: morbid-like
turn history (Twinblade Assassins / 双刃の暗殺者, Caged Zombie / 檻のゾンビ), life gained this
turn (Regal Bloodlord / 王家の血の公爵) and what you control (Gearsmith Prodigy / 機械職人の神童).
The printed cards with a life-total static (Twinblade Paladin, the fateful hour cards) still
fail on text outside this family; tests/runtime/test_611_3b_life_total_condition.py plays it."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario, Step
from ofuda.runtime.engine.casting.activation import activatable
from support.compiled import card, set_card

LANGS = ("ja", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_twinblade_assassins_draws_if_a_creature_died_this_turn(lang: str) -> None:
    """Twinblade Assassins (m21): "At the beginning of your end step, if a creature died this
    turn, draw a card." No creature died: no card (the ability doesn't even trigger, 603.4);
    a creature dies during the turn: Alice draws one."""
    for dies in (False, True):
        s = Scenario()
        s.battlefield("Alice", set_card("m21", "Twinblade Assassins", lang))
        s.battlefield("Bob", card("Thraben Valiant"))
        s.library("Alice", card("Plains"))
        if dies:
            s.game.destroy(s.permanent("Thraben Valiant"))
        s.advance_to(Step.END)
        s.resolve()
        assert len(s.in_hand("Alice")) == (1 if dies else 0)


@pytest.mark.parametrize("lang", LANGS)
def test_caged_zombie_activate_only_if_a_creature_died_this_turn(lang: str) -> None:
    """Caged Zombie (m21): "{1}{B}, {T}: Each opponent loses 2 life. Activate only if a creature
    died this turn." (602.5b) It can't be activated before a creature dies; it can after."""
    s = Scenario()
    zombie = set_card("m21", "Caged Zombie", lang)
    s.battlefield("Alice", zombie, card("Swamp"), card("Swamp"))
    s.battlefield("Bob", card("Thraben Valiant"))
    zombie_now = s.permanent("Caged Zombie")

    def can_activate() -> bool:
        return any(a.source is zombie_now for a in activatable(s.game, s.player("Alice"), True))

    assert not can_activate()
    s.game.destroy(s.permanent("Thraben Valiant"))
    assert can_activate()
    s.activate("Alice", "Caged Zombie")
    s.resolve()
    assert s.life("Bob") == 18


@pytest.mark.parametrize("lang", LANGS)
def test_regal_bloodlord_bat_if_you_gained_life_this_turn(lang: str) -> None:
    """Regal Bloodlord (m19): "At the beginning of each end step, if you gained life this turn,
    create a 1/1 black Bat creature token with flying." — in Bob's turn too; only Alice's gain
    counts."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Regal Bloodlord", lang))
    s.game.gain_life(s.player("Bob"), 2)
    s.advance_to(Step.END)
    s.resolve()
    assert s.on_battlefield("Alice") == ["Regal Bloodlord"]
    s.library("Bob", card("Plains"))
    s.advance_to(Step.PRECOMBAT_MAIN, new_turn=True)
    s.game.gain_life(s.player("Alice"), 1)
    s.advance_to(Step.END)
    s.resolve()
    assert sorted(s.on_battlefield("Alice")) == ["Bat Token", "Regal Bloodlord"]


@pytest.mark.parametrize("lang", LANGS)
def test_gearsmith_prodigy_plus_one_as_long_as_you_control_an_artifact(lang: str) -> None:
    """Gearsmith Prodigy (m19): "Gearsmith Prodigy gets +1/+0 as long as you control an
    artifact." An artifact of Bob's doesn't count."""
    s = Scenario()
    s.battlefield("Alice", set_card("m19", "Gearsmith Prodigy", lang))
    s.battlefield("Bob", card("Moonsilver Spear"))
    assert s.pt("Gearsmith Prodigy") == (1, 2)
    s.battlefield("Alice", card("Moonsilver Spear"))
    assert s.pt("Gearsmith Prodigy") == (2, 2)


@pytest.mark.parametrize("lang", LANGS)
def test_cryptic_caves_activate_only_if_you_control_five_lands(lang: str) -> None:
    """Cryptic Caves / 謎めいた洞窟 (m20): "{1}, {T}, Sacrifice Cryptic Caves: Draw a card.
    Activate this ability only if you control five or more lands." (602.5b) With four lands
    (the Caves among them) it can't be activated; with five it can, and Alice draws."""
    s = Scenario()
    caves = set_card("m20", "Cryptic Caves", lang)
    s.battlefield("Alice", caves, card("Plains"), card("Plains"), card("Plains"))
    s.library("Alice", card("Island"))
    caves_now = s.permanent("Cryptic Caves")

    def can_activate() -> bool:
        return any(a.source is caves_now for a in activatable(s.game, s.player("Alice"), True))

    assert not can_activate()
    s.battlefield("Alice", card("Plains"))
    assert can_activate()
    s.activate("Alice", "Cryptic Caves", index=1)
    s.resolve()
    assert s.in_hand("Alice") == ["Island"]
    assert s.in_graveyard("Alice") == ["Cryptic Caves"]


@pytest.mark.parametrize("lang", LANGS)
def test_celestial_enforcer_activate_only_if_you_control_a_flyer(lang: str) -> None:
    """Celestial Enforcer / 天界の処罰者 (m21): "{1}{W}, {T}: Tap target creature. Activate this
    ability only if you control a creature with flying." Bob's flyer does not count; Alice's
    does."""
    s = Scenario()
    enforcer = set_card("m21", "Celestial Enforcer", lang)
    s.battlefield("Alice", enforcer, card("Plains"), card("Plains"))
    s.battlefield("Bob", card("Seraph of Dawn"))
    enforcer_now = s.permanent("Celestial Enforcer")

    def can_activate() -> bool:
        return any(a.source is enforcer_now for a in activatable(s.game, s.player("Alice"), True))

    assert not can_activate()
    s.battlefield("Alice", card("Seraph of Dawn"))
    assert can_activate()
    bobs = s.permanent("Seraph of Dawn", "Bob")
    s.activate("Alice", "Celestial Enforcer", bobs)
    s.resolve()
    assert bobs.tapped
