"""Scenario tests of unions of kinds in noun phrases through real cards of ISD and M19–M21, each
card in each language alone (set_card(set, name, lang)): "target Spirit or enchantment",
「吸血鬼１体か狼男１体かゾンビ１体」, 「吸血鬼でも狼男でもゾンビでもない」 — any one of the kinds will
do (115.1, 205.3m), none of the excluded ones will."""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, IllegalActionError, Keyword, May, Scenario, ScriptError, Targets
from support.compiled import card, set_card

LANGS = ("ja", "en")


def _swamps(n: int) -> list:  # type: ignore[type-arg]
    return [card("Swamp")] * n


def _plains(n: int) -> list:  # type: ignore[type-arg]
    return [card("Plains")] * n


def _mountains(n: int) -> list:  # type: ignore[type-arg]
    return [card("Mountain")] * n


@pytest.mark.parametrize("lang", LANGS)
def test_urgent_exorcism_destroys_a_spirit_or_an_enchantment(lang: str) -> None:
    """緊急の悪魔払い / Urgent Exorcism (ISD) — 「スピリット１体かエンチャント１つを対象とし、それを破壊
    する。」 / "Destroy target Spirit or enchantment.": a Spirit creature and an enchantment are
    both legal targets."""
    s = Scenario()
    s.battlefield("Bob", card("Moonlight Geist"), card("Builder's Blessing"))
    s.battlefield("Alice", *_plains(4))
    exorcism = set_card("isd", "Urgent Exorcism", lang)
    s.hand("Alice", exorcism, exorcism)
    s.cast("Alice", "Urgent Exorcism", "Moonlight Geist")
    s.resolve()
    s.cast("Alice", "Urgent Exorcism", "Builder's Blessing")
    s.resolve()
    assert s.on_battlefield("Bob") == []
    assert set(s.in_graveyard("Bob")) == {"Moonlight Geist", "Builder's Blessing"}


@pytest.mark.parametrize("lang", LANGS)
def test_urgent_exorcism_cannot_target_a_creature_that_is_no_spirit(lang: str) -> None:
    """緊急の悪魔払い / Urgent Exorcism — a Zombie is neither a Spirit nor an enchantment."""
    s = Scenario()
    s.battlefield("Bob", card("Havengul Skaab"))
    s.battlefield("Alice", *_plains(2))
    s.hand("Alice", set_card("isd", "Urgent Exorcism", lang))
    with pytest.raises(IllegalActionError):  # no legal target: it can't be cast (601.2c)
        s.cast("Alice", "Urgent Exorcism", "Havengul Skaab")
    assert s.on_battlefield("Bob") == ["Havengul Skaab"]


@pytest.mark.parametrize("lang", LANGS)
def test_slayer_of_the_wicked_may_destroy_a_zombie(lang: str) -> None:
    """忌まわしきものの処刑者 / Slayer of the Wicked (ISD) — 「吸血鬼１体か狼男１体かゾンビ１体を対象と
    する。あなたはそれを破壊してもよい。」 / "you may destroy target Vampire, Werewolf, or Zombie"."""
    s = Scenario()
    s.battlefield("Bob", card("Havengul Skaab"), card("Thraben Valiant"))
    s.battlefield("Alice", *_plains(4))
    s.hand("Alice", set_card("isd", "Slayer of the Wicked", lang))
    s.script("Alice", Targets(("Havengul Skaab",)), May(True))
    s.cast("Alice", "Slayer of the Wicked")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Thraben Valiant"]
    assert s.in_graveyard("Bob") == ["Havengul Skaab"]


@pytest.mark.parametrize("lang", LANGS)
def test_victim_of_night_destroys_a_human_not_a_vampire(lang: str) -> None:
    """夜の犠牲 / Victim of Night (ISD) — 「吸血鬼でも狼男でもゾンビでもないクリーチャー１体を対象とし、
    それを破壊する。」 / "Destroy target non-Vampire, non-Werewolf, non-Zombie creature.": a Human
    is a legal target, a Vampire is not."""
    s = Scenario()
    s.battlefield("Bob", card("Thraben Valiant"), card("Bloodflow Connoisseur"))
    s.battlefield("Alice", *_swamps(6))
    victim = set_card("isd", "Victim of Night", lang)
    s.hand("Alice", victim, victim)
    with pytest.raises(ScriptError, match="the choices are: Thraben Valiant"):
        s.cast("Alice", "Victim of Night", "Bloodflow Connoisseur")
    s.cast("Alice", "Victim of Night", "Thraben Valiant")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Bloodflow Connoisseur"]


# --- 2018 「エンチャントしている」 ("enchanted"): the permanent the Aura is attached to (303.4a) ---


@pytest.mark.parametrize("lang", LANGS)
def test_angelic_gift_draws_and_gives_the_enchanted_creature_flying(lang: str) -> None:
    """天使の贈り物 / Angelic Gift (M20) — 「エンチャントしているクリーチャーは飛行を持つ。」 /
    "Enchanted creature has flying.": the creature it enchants flies, and its controller drew."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), *_plains(2))
    s.library("Alice", card("Island"))
    s.hand("Alice", set_card("m20", "Angelic Gift", lang))
    s.cast("Alice", "Angelic Gift", "Thraben Valiant")
    s.resolve()
    assert s.has_keyword("Thraben Valiant", Keyword.FLYING)
    assert s.in_hand("Alice") == ["Island"]


@pytest.mark.parametrize("lang", LANGS)
def test_maniacal_rage_pumps_the_enchanted_creature_only(lang: str) -> None:
    """狂った怒り / Maniacal Rage (M20) — 「エンチャントしているクリーチャーは、＋２/＋２の修整を受け、
    それではブロックできない。」 / "Enchanted creature gets +2/+2 and can't block."."""
    s = Scenario()
    s.battlefield("Alice", card("Thraben Valiant"), card("Moonlight Geist"), *_mountains(2))
    s.hand("Alice", set_card("m20", "Maniacal Rage", lang))
    s.cast("Alice", "Maniacal Rage", "Thraben Valiant")
    s.resolve()
    assert s.pt("Thraben Valiant") == (4, 3)
    assert s.pt("Moonlight Geist") == (2, 1)


# --- "target opponent or planeswalker" / 「対戦相手１人かプレインズウォーカー１体」 (115.4) -----------


def _sorcerer(lang: str) -> Scenario:
    s = Scenario()
    s.battlefield("Alice", set_card("m20", "Sorcerer of the Fang", lang), *_swamps(6))
    return s


@pytest.mark.parametrize("lang", LANGS)
def test_sorcerer_of_the_fang_deals_2_damage_to_an_opponent(lang: str) -> None:
    """牙の魔術師 / Sorcerer of the Fang (M20) — 「対戦相手１人かプレインズウォーカー１体を対象とする。
    牙の魔術師はそれに２点のダメージを与える。」 / "deals 2 damage to target opponent or
    planeswalker": an opponent loses 2 life."""
    s = _sorcerer(lang)
    s.activate("Alice", "Sorcerer of the Fang", "Bob")
    s.resolve()
    assert s.life("Bob") == 18 and s.life("Alice") == 20


@pytest.mark.parametrize("lang", LANGS)
def test_sorcerer_of_the_fang_kills_a_planeswalker_but_cannot_target_its_controller(
    lang: str,
) -> None:
    """牙の魔術師 / Sorcerer of the Fang — a planeswalker is a legal target (2 damage removes
    Tibalt's 2 loyalty, 306.8, 704.5i); Alice herself is not an opponent."""
    s = _sorcerer(lang)
    s.battlefield("Bob", card("Tibalt, the Fiend-Blooded"))
    with pytest.raises(ScriptError, match="the choices are"):
        s.activate("Alice", "Sorcerer of the Fang", "Alice")
    s.activate("Alice", "Sorcerer of the Fang", "Tibalt, the Fiend-Blooded")
    s.resolve()
    assert "Tibalt, the Fiend-Blooded" in s.in_graveyard("Bob")
    assert s.life("Bob") == 20


# --- how many colours (105.2a–c): "colorless" / 「無色の」 ----------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_infernal_reckoning_exiles_a_colorless_creature_only(lang: str) -> None:
    """冥府の報い / Infernal Reckoning (M19) — 「無色のクリーチャー１体を対象とし、それを追放する。
    あなたはそれのパワーに等しい点数のライフを得る。」 / "Exile target colorless creature. You gain
    life equal to its power.": Narstad Scrapper (colorless, 3/3) is exiled and Alice gains 3; a
    white creature (Moonlight Geist) is no legal target."""
    s = Scenario()
    s.battlefield("Bob", card("Narstad Scrapper"), card("Moonlight Geist"))
    s.battlefield("Alice", *_swamps(2))
    s.hand("Alice", set_card("m19", "Infernal Reckoning", lang))
    with pytest.raises(ScriptError, match="the choices are: Narstad Scrapper"):
        s.cast("Alice", "Infernal Reckoning", "Moonlight Geist")
    s.cast("Alice", "Infernal Reckoning", "Narstad Scrapper")
    s.resolve()
    assert s.in_exile() == ["Narstad Scrapper"]
    assert s.life("Alice") == 23


# --- one object of any of the kinds, chosen: 「アーティファクト１つか土地１つを生け贄に捧げる」 ------


def _digger(lang: str) -> Scenario:
    s = Scenario()
    s.battlefield(
        "Alice",
        set_card("m20", "Destructive Digger", lang),
        card("Narstad Scrapper"),
        card("Thraben Valiant"),
        *_mountains(3),
    )
    s.library("Alice", card("Island"))
    return s


@pytest.mark.parametrize("lang", LANGS)
def test_destructive_digger_sacrifices_an_artifact_to_draw(lang: str) -> None:
    """破壊的穴掘り / Destructive Digger (M20) — 「{3}, {T}, アーティファクト１つか土地１つを
    生け贄に捧げる：カードを１枚引く。」 / "Sacrifice an artifact or land: Draw a card.": an
    artifact is a choice for the cost."""
    s = _digger(lang)
    s.script("Alice", Choose(("Narstad Scrapper",)))
    s.activate("Alice", "Destructive Digger")
    s.resolve()
    assert s.in_graveyard("Alice") == ["Narstad Scrapper"]
    assert s.in_hand("Alice") == ["Island"]


@pytest.mark.parametrize("lang", LANGS)
def test_destructive_digger_sacrifices_a_land_but_not_a_creature(lang: str) -> None:
    """破壊的穴掘り / Destructive Digger — a land is a choice too (even one tapped to pay the
    {3}); a creature that is neither an artifact nor a land is not."""
    s = _digger(lang)
    s.script("Alice", Choose(("Thraben Valiant",)))
    with pytest.raises(ScriptError, match="the choices are: Narstad Scrapper, Mountain"):
        s.activate("Alice", "Destructive Digger")
    s = _digger(lang)
    s.script("Alice", Choose(("Mountain",)))
    s.activate("Alice", "Destructive Digger")
    s.resolve()
    assert s.in_graveyard("Alice") == ["Mountain"]
    assert s.in_hand("Alice") == ["Island"]
