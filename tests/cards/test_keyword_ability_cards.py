"""Keyword abilities on real cards, each language alone, in their printed texts (no card of
cards_src has these keywords; the cards below are real ones, written here as printed):
エルフの見張り番 / Elvish Lookout (shroud, 702.18a), 切り刻まれた軍勢 / Severed Legion (fear,
702.36b)."""

from __future__ import annotations

import pytest
from ofuda.runtime import CardDefinition, Scenario
from ofuda.runtime.engine.errors import ScriptError
from support.compiled import card_from_text, set_card


def real_card(
    lang: str, names: tuple[str, str], cost: str, types: tuple[str, str], pt: str, ja: str, en: str
) -> CardDefinition:
    """A real card's one-language card file, compiled like any card of cards_src."""
    index = 0 if lang == "ja" else 1
    text = ja if lang == "ja" else en
    return card_from_text(
        f"name: {names[index]}\ncost: {cost}\ntype: {types[index]}\npt: {pt}\n{lang}:\n  {text}\n"
    )


def elvish_lookout(lang: str) -> CardDefinition:
    """Elvish Lookout {G}, 1/1 Elf: "Shroud (This creature can't be the target of spells or
    abilities.)"."""
    return real_card(
        lang,
        ("エルフの見張り番", "Elvish Lookout"),
        "{G}",
        ("クリーチャー — エルフ", "Creature — Elf"),
        "1/1",
        "被覆（このクリーチャーは呪文や能力の対象にならない。）",
        "Shroud (This creature can't be the target of spells or abilities.)",
    )


def severed_legion(lang: str) -> CardDefinition:
    """Severed Legion {1}{B}{B}, 2/2 Zombie: "Fear (This creature can't be blocked except by
    artifact creatures and/or black creatures.)"."""
    return real_card(
        lang,
        ("切り刻まれた軍勢", "Severed Legion"),
        "{1}{B}{B}",
        ("クリーチャー — ゾンビ", "Creature — Zombie"),
        "2/2",
        "畏怖（このクリーチャーは、アーティファクト・クリーチャーや黒のクリーチャーによってしか"
        "ブロックされない。）",
        "Fear (This creature can't be blocked except by artifact creatures and/or black "
        "creatures.)",
    )


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_elvish_lookout_cant_be_targeted_even_by_its_controller(lang: str) -> None:
    """702.18a: Shock can target the other creature, never the Lookout — not even Alice's own."""
    lookout = elvish_lookout(lang)
    corpse = set_card("m19", "Walking Corpse")
    shock = set_card("m19", "Shock")
    mountain = set_card("m19", "Mountain")
    s = Scenario()
    s.battlefield("Alice", lookout, mountain)
    s.battlefield("Bob", corpse)
    s.hand("Alice", shock)
    with pytest.raises(ScriptError, match="choices are"):
        s.cast("Alice", "Shock", lookout.name)
    s.cast("Alice", "Shock", "Walking Corpse")
    s.resolve()
    assert "Walking Corpse" not in s.on_battlefield("Bob")
    assert lookout.name in s.on_battlefield("Alice")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_severed_legion_is_blocked_only_by_artifact_or_black_creatures(lang: str) -> None:
    """702.36b: Giant Spider (green) can't block it; Walking Corpse (black) and Field Creeper
    (an artifact creature) can."""
    legion = severed_legion(lang)
    spider = set_card("m19", "Giant Spider")
    corpse = set_card("m19", "Walking Corpse")
    creeper = set_card("m19", "Field Creeper")
    s = Scenario()
    s.battlefield("Alice", legion)
    s.battlefield("Bob", spider)
    s.attack(legion.name)
    with pytest.raises(ScriptError, match="choices are: nothing"):
        s.block(("Giant Spider", legion.name))
    for blocker in (corpse, creeper):
        s = Scenario()
        s.battlefield("Alice", legion)
        s.battlefield("Bob", blocker)
        s.attack(legion.name)
        s.block((blocker.name, legion.name))
        assert s.permanent(legion.name).blocked
