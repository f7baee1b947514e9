"""Keyword abilities on real cards, each language alone, in their printed texts (no card of
cards_src has these keywords; the cards below are real ones, written here as printed):
エルフの見張り番 / Elvish Lookout (shroud, 702.18a), 切り刻まれた軍勢 / Severed Legion (fear,
702.36b), 鎌の切り裂き魔 / Sickle Ripper (wither, 702.80c), 化膿獣 / Putrefax (infect, 702.90b)."""

from __future__ import annotations

import pytest
from ofuda.runtime import CardDefinition, Scenario, Step
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


def sickle_ripper(lang: str) -> CardDefinition:
    """Sickle Ripper {1}{B}, 2/1 Elemental Warrior: "Wither (This deals damage to creatures in
    the form of -1/-1 counters.)"."""
    return real_card(
        lang,
        ("鎌の切り裂き魔", "Sickle Ripper"),
        "{1}{B}",
        ("クリーチャー — エレメンタル・戦士", "Creature — Elemental Warrior"),
        "2/1",
        "萎縮（これはクリーチャーに－１/－１カウンターの形でダメージを与える。）",
        "Wither (This deals damage to creatures in the form of -1/-1 counters.)",
    )


def putrefax(lang: str) -> CardDefinition:
    """Putrefax {3}{G}{G}, 5/3 Horror: "Trample, haste / Infect (…) / At the beginning of the
    end step, sacrifice Putrefax."."""
    return real_card(
        lang,
        ("化膿獣", "Putrefax"),
        "{3}{G}{G}",
        ("クリーチャー — ホラー", "Creature — Horror"),
        "5/3",
        "トランプル、速攻\n  感染（このクリーチャーは、クリーチャーに－１/－１カウンターの形でダメージを"
        "与え、プレイヤーに毒カウンターの形でダメージを与える。）\n"
        "  終了ステップの開始時に、化膿獣を生け贄に捧げる。",
        "Trample, haste\n  Infect (This creature deals damage to creatures in the form of -1/-1 "
        "counters and to players in the form of poison counters.)\n"
        "  At the beginning of the end step, sacrifice Putrefax.",
    )


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_sickle_ripper_shrinks_its_blocker_for_good(lang: str) -> None:
    """702.80c: blocked by Giant Spider (2/4), the Ripper deals its 2 damage as two -1/-1
    counters: the Spider is a 0/2 with no damage marked, and stays so after the turn."""
    ripper = sickle_ripper(lang)
    spider = set_card("m19", "Giant Spider")
    s = Scenario()
    s.battlefield("Alice", ripper)
    s.battlefield("Bob", spider)
    s.attack(ripper.name)
    s.block(("Giant Spider", ripper.name))
    s.advance_to(Step.COMBAT_DAMAGE)
    s.check_state()
    assert s.permanent("Giant Spider").counters.get("-1/-1") == 2
    assert s.permanent("Giant Spider").damage == 0
    assert s.pt("Giant Spider") == (0, 2)
    assert ripper.name not in s.on_battlefield("Alice")  # the Spider's 2 damage


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_putrefax_poisons_the_defending_player_and_is_sacrificed_at_end_of_turn(lang: str) -> None:
    """702.90b: unblocked, Putrefax gives Bob five poison counters and Bob loses no life; at the
    beginning of the end step it is sacrificed."""
    fax = putrefax(lang)
    s = Scenario()
    s.battlefield("Alice", fax, sick=True)  # haste: it attacks the turn it arrives
    s.attack(fax.name)
    s.advance_to(Step.COMBAT_DAMAGE)
    assert s.player("Bob").poison == 5 and s.life("Bob") == 20
    s.advance_to(Step.END)
    s.resolve()
    assert fax.name not in s.on_battlefield("Alice")
