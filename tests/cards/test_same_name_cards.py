"""Cards that speak of objects with the same name (201.2), each language alone: Sever the
Bloodline (ISD) exiles its target and every other creature of that name, whoever controls it;
Pattern Matcher (M20) finds a card with the same name as another creature its controller controls."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, May, Scenario
from support.compiled import card, set_card


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_sever_the_bloodline_exiles_every_creature_of_the_targets_name(lang: str) -> None:
    """血統の切断 / Sever the Bloodline: "Exile target creature and all other creatures with the
    same name as that creature." — every Thraben Valiant, Alice's too; other creatures stay."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("isd", "Swamp")] * 4, card("Thraben Valiant"))
    s.battlefield("Bob", card("Thraben Valiant"), card("Thraben Valiant"), card("Seraph of Dawn"))
    s.hand("Alice", set_card("isd", "Sever the Bloodline", lang))
    s.cast("Alice", "Sever the Bloodline", s.permanent("Thraben Valiant", "Bob"))
    s.resolve()
    names = [p.name for p in s.game.battlefield.objects if "Swamp" not in p.name]
    assert names == ["Seraph of Dawn"]
    assert s.in_exile() == ["Thraben Valiant"] * 3


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_pattern_matcher_finds_a_card_named_like_another_creature_you_control(lang: str) -> None:
    """見本に倣うもの / Pattern Matcher: "you may search your library for a card with the same
    name as another creature you control" — a Thraben Valiant while one is on your side; the
    search offers no card of a name only an opponent's creature has."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m20", "Swamp")] * 4, card("Thraben Valiant"))
    s.battlefield("Bob", card("Seraph of Dawn"))
    s.hand("Alice", set_card("m20", "Pattern Matcher", lang))
    s.library("Alice", card("Seraph of Dawn"), card("Thraben Valiant"), card("Island"))
    s.script("Alice", May(True), Choose(("Thraben Valiant",)))
    s.cast("Alice", "Pattern Matcher")
    s.resolve()
    assert "Thraben Valiant" in s.in_hand("Alice")
    assert "Seraph of Dawn" in s.in_library("Alice")


def _zombies(s: Scenario) -> int:
    return sum(1 for p in s.game.battlefield.objects if p.name.startswith("Zombie"))


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_field_of_the_dead_counts_lands_of_different_names(lang: str) -> None:
    """死者の原野 / Field of the Dead: "Whenever Field of the Dead or another land enters the
    battlefield under your control, if you control seven or more lands with different names,
    create a 2/2 black Zombie creature token." — a second Island adds no name; a seventh name does."""
    for land, zombies in (("Island", 0), ("Forest", 1)):  # six names, then a seventh
        s = Scenario()
        others = ("Plains", "Island", "Swamp", "Mountain", "Temple of Epiphany")
        s.battlefield("Alice", set_card("m20", "Field of the Dead", lang), *[set_card("m20", n) for n in others])
        s.hand("Alice", set_card("m20", land))
        s.play_land("Alice", land)
        s.resolve()
        assert _zombies(s) == zombies, land


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_shared_summons_finds_two_creature_cards_of_different_names(lang: str) -> None:
    """呼応した呼集 / Shared Summons: "Search your library for up to two creature cards with
    different names …" — after a Thraben Valiant, the other Valiant is not offered."""
    s = Scenario()
    s.battlefield("Alice", *[set_card("m20", "Forest")] * 5)
    s.hand("Alice", set_card("m20", "Shared Summons", lang))
    s.library("Alice", card("Thraben Valiant"), card("Thraben Valiant"), card("Seraph of Dawn"))
    s.script("Alice", Choose(("Thraben Valiant",)), Choose(("Seraph of Dawn",)))
    s.cast("Alice", "Shared Summons")
    s.resolve()
    assert sorted(s.in_hand("Alice")) == ["Seraph of Dawn", "Thraben Valiant"]
    assert s.in_library("Alice") == ["Thraben Valiant"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_renowned_weaponsmith_finds_either_named_artifact(lang: str) -> None:
    """名高い武器職人 / Renowned Weaponsmith: "{U}, {T}: Search your library for a card named
    Heart-Piercer Bow or Vial of Dragonfire, …" — a Vial of Dragonfire is found; a card of
    another name is not offered."""
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Island"), set_card("m20", "Renowned Weaponsmith", lang))
    s.library("Alice", card("Thraben Valiant"), set_card("m20", "Vial of Dragonfire"))
    s.script("Alice", Choose(("Vial of Dragonfire",)))
    s.activate("Alice", "Renowned Weaponsmith", index=1)
    s.resolve()
    assert s.in_hand("Alice") == ["Vial of Dragonfire"]
    assert s.in_library("Alice") == ["Thraben Valiant"]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_alpine_houndmaster_finds_one_card_of_each_name(lang: str) -> None:
    """高山の犬師 / Alpine Houndmaster: "… search your library for a card named Alpine Watchdog
    and/or a card named Igneous Cur …" — one of each; the second Watchdog is not offered."""
    s = Scenario()
    s.battlefield("Alice", set_card("m21", "Mountain"), set_card("m21", "Plains"))
    s.hand("Alice", set_card("m21", "Alpine Houndmaster", lang))
    watchdog, cur = set_card("m21", "Alpine Watchdog"), set_card("m21", "Igneous Cur")
    s.library("Alice", watchdog, watchdog, cur)
    s.script("Alice", May(True), Choose(("Alpine Watchdog",)), Choose(("Igneous Cur",)))
    s.cast("Alice", "Alpine Houndmaster")
    s.resolve()
    assert sorted(s.in_hand("Alice")) == ["Alpine Watchdog", "Igneous Cur"]
    assert s.in_library("Alice") == ["Alpine Watchdog"]
