"""「装備しているクリーチャーが死亡するたび」 / "Whenever equipped creature dies" on real
Equipment, each language alone: a leaves-the-battlefield trigger looks back in time (603.10a),
so the Equipment knows what it was attached to as the creature left (it is unattached at once,
301.5c, 704.5n)."""

from __future__ import annotations

import pytest
from ofuda.runtime import Scenario
from support.compiled import set_card

LANGS = ["ja", "en"]


def _kill(s: Scenario, creature: str) -> None:
    """Bob casts Murder on Alice's ``creature``."""
    s.hand("Bob", set_card("m19", "Murder"))
    s.cast("Bob", "Murder", creature)
    s.resolve()


@pytest.mark.parametrize("lang", LANGS)
def test_malefic_scythe_gets_a_soul_counter_when_equipped_creature_dies(lang: str) -> None:
    """悪意の鎌 / Malefic Scythe (M21): "Whenever equipped creature dies, put a soul counter on
    Malefic Scythe." — the Scythe enters with one counter and gains one when the creature it
    equips dies; another creature dying (not equipped) adds none."""
    swamp = set_card("m19", "Swamp")
    s = Scenario(active="Bob")
    s.battlefield("Alice", set_card("m21", "Malefic Scythe", lang))
    s.battlefield("Alice", set_card("m19", "Daybreak Chaplain"), set_card("m19", "Walking Corpse"))
    s.battlefield("Bob", *[swamp] * 6)
    scythe = s.permanent("Malefic Scythe")
    s.counters("Malefic Scythe", "soul", 1)
    s.attach("Malefic Scythe", "Daybreak Chaplain")
    _kill(s, "Walking Corpse")  # not equipped: no trigger
    assert scythe.counter_count("soul") == 1
    _kill(s, "Daybreak Chaplain")
    s.resolve()
    assert scythe.counter_count("soul") == 2
    assert scythe.attached_to is None


@pytest.mark.parametrize("lang", LANGS)
def test_avacyns_collar_makes_a_spirit_when_an_equipped_human_dies(lang: str) -> None:
    """アヴァシンの首輪 / Avacyn's Collar (DKA): "Whenever equipped creature dies, if it was a
    Human, create a 1/1 white Spirit creature token with flying." — the Human it equipped dying
    makes a Spirit; a non-Human it equipped makes none (the creature's last known types)."""
    swamp = set_card("m19", "Swamp")
    s = Scenario(active="Bob")
    s.battlefield("Alice", set_card("dka", "Avacyn's Collar", lang))
    s.battlefield("Alice", set_card("m19", "Daybreak Chaplain"), set_card("m19", "Walking Corpse"))
    s.battlefield("Bob", *[swamp] * 6)
    s.attach("Avacyn's Collar", "Walking Corpse")  # a Zombie
    _kill(s, "Walking Corpse")
    s.resolve()
    assert "Spirit Token" not in s.on_battlefield("Alice")
    s.attach("Avacyn's Collar", "Daybreak Chaplain")  # a Human
    _kill(s, "Daybreak Chaplain")
    s.resolve()
    assert "Spirit Token" in s.on_battlefield("Alice")
