"""Scenario tests of the effect language on its cards: destroy, exile, bounce, library, flicker.

Each test names the card in both languages; the cards come from cards_src/avr
through the compiler (see compiled.py), so these test what the text compiles to.
"""

from __future__ import annotations

import pytest
from ofuda.runtime import Choose, May, RulesError, Scenario, Step, Targets
from support.compiled import card


def lands(name: str, n: int) -> list:  # type: ignore[type-arg]
    """``n`` basic lands called ``name``."""
    return [card(name)] * n


def test_cursebreak_needs_an_enchantment_to_target() -> None:
    """呪い破り / Cursebreak — 「エンチャント１つを対象とし」: a creature is no legal target (601.2c)."""
    s = Scenario()
    s.battlefield("Bob", card("Nettle Swine"))
    s.battlefield("Alice", *lands("Plains", 2))
    s.hand("Alice", card("Cursebreak"))
    with pytest.raises(RulesError):
        s.cast("Alice", "Cursebreak", "Nettle Swine")
    assert s.in_hand("Alice") == ["Cursebreak"] and s.life("Alice") == 20


def test_natural_end_destroys_an_artifact_and_gains_three_life() -> None:
    """自然な最期 / Natural End — 「アーティファクト１つかエンチャント１つ」: artifact or enchantment."""
    s = Scenario()
    s.battlefield("Bob", card("Haunted Guardian"))
    s.battlefield("Alice", *lands("Forest", 3))
    s.hand("Alice", card("自然な最期"))
    s.cast("Alice", "Natural End", "Haunted Guardian")
    s.resolve()
    assert s.on_battlefield("Bob") == []
    assert s.in_graveyard("Bob") == ["Haunted Guardian"]
    assert s.life("Alice") == 23


def test_demolish_destroys_a_land() -> None:
    """破砕 / Demolish — target artifact or land."""
    s = Scenario()
    s.battlefield("Bob", card("Island"))
    s.battlefield("Alice", *lands("Mountain", 4))
    s.hand("Alice", card("Demolish"))
    s.cast("Alice", "Demolish", "Island")
    s.resolve()
    assert s.in_graveyard("Bob") == ["Island"]


def test_human_frailty_destroys_only_a_human() -> None:
    """人間の脆さ / Human Frailty — 「人間・クリーチャー」 / "Human creature"."""
    s = Scenario()
    s.battlefield("Bob", card("Thraben Valiant"), card("Nettle Swine"))
    s.battlefield("Alice", card("Swamp"))
    s.hand("Alice", card("Human Frailty"))
    s.cast("Alice", "Human Frailty", "Thraben Valiant")
    s.resolve()
    assert s.on_battlefield("Bob") == ["Nettle Swine"]


def test_mist_raven_returns_a_creature_to_its_owners_hand() -> None:
    """霧鴉 / Mist Raven — When it enters, return target creature to its owner's hand."""
    s = Scenario()
    s.battlefield("Bob", card("Nettle Swine"))
    s.battlefield("Alice", *lands("Island", 4))
    s.hand("Alice", card("霧鴉"))
    s.script("Alice", Targets(("Nettle Swine",)))
    s.cast("Alice", "Mist Raven")
    s.resolve()
    assert s.in_hand("Bob") == ["Nettle Swine"]
    assert s.on_battlefield("Alice")[-1] == "Mist Raven"


def test_into_the_void_returns_up_to_two_creatures() -> None:
    """虚空への突入 / Into the Void — 「クリーチャーを最大２体まで」 / "up to two target creatures"."""
    s = Scenario()
    s.battlefield("Bob", card("Nettle Swine"), card("Vorstclaw"))
    s.battlefield("Alice", *lands("Island", 4))
    s.hand("Alice", card("Into the Void"))
    s.cast("Alice", "Into the Void", "Nettle Swine", "Vorstclaw")
    s.resolve()
    assert sorted(s.in_hand("Bob")) == ["Nettle Swine", "Vorstclaw"]


def test_cloudshift_returns_a_new_object_untapped_and_healed() -> None:
    """雲隠れ / Cloudshift — exile, then return "that card" (400.7: a new object)."""
    s = Scenario()
    (swine,) = s.battlefield("Alice", card("Nettle Swine"), tapped=True)
    swine.damage = 2
    s.battlefield("Alice", card("Plains"))
    s.hand("Alice", card("Cloudshift"))
    s.cast("Alice", "Cloudshift", "Nettle Swine")
    s.resolve()
    again = s.permanent("Nettle Swine")
    assert again is not swine and not again.tapped and again.damage == 0
    assert again.controller.name == "Alice"


def test_restoration_angel_may_flicker_a_non_angel() -> None:
    """修復の天使 / Restoration Angel — 「…戻してもよい」 / "you may exile … then return"."""
    s = Scenario()
    (swine,) = s.battlefield("Alice", card("Nettle Swine"), tapped=True)
    s.battlefield("Alice", *lands("Plains", 4))
    s.hand("Alice", card("Restoration Angel"))
    s.script("Alice", Targets(("Nettle Swine",)), May(True))
    s.cast("Alice", "Restoration Angel")
    s.resolve()
    assert s.permanent("Nettle Swine") is not swine
    assert not s.is_tapped("Nettle Swine")


def test_restoration_angel_declined_leaves_the_creature_alone() -> None:
    """修復の天使 / Restoration Angel — declining the optional instruction does nothing."""
    s = Scenario()
    (swine,) = s.battlefield("Alice", card("Nettle Swine"), tapped=True)
    s.battlefield("Alice", *lands("Plains", 4))
    s.hand("Alice", card("修復の天使"))
    s.script("Alice", Targets(("Nettle Swine",)), May(False))
    s.cast("Alice", "Restoration Angel")
    s.resolve()
    assert s.permanent("Nettle Swine") is swine and swine.tapped


def test_nephalia_smuggler_flickers_another_creature_you_control() -> None:
    """ネファリアの密輸人 / Nephalia Smuggler — {3}{U}, {T}: exile another target creature you control, then return it."""
    s = Scenario()
    s.battlefield("Alice", card("Nephalia Smuggler"))
    (swine,) = s.battlefield("Alice", card("Nettle Swine"), tapped=True)
    s.battlefield("Alice", *lands("Island", 4))
    s.activate("Alice", "Nephalia Smuggler", "Nettle Swine")
    s.resolve()
    assert s.permanent("Nettle Swine") is not swine


def test_ghostly_flicker_returns_two_permanents_you_control() -> None:
    """幽霊のゆらめき / Ghostly Flicker — two target artifacts, creatures, and/or lands you control."""
    s = Scenario()
    (swine,) = s.battlefield("Alice", card("Nettle Swine"), tapped=True)
    (island,) = s.battlefield("Alice", card("Island"), tapped=True)
    s.battlefield("Alice", *lands("Island", 3))
    s.hand("Alice", card("Ghostly Flicker"))
    s.cast("Alice", "Ghostly Flicker", swine, island)
    s.resolve()
    assert s.permanent("Nettle Swine") is not swine
    assert not s.is_tapped("Nettle Swine")


def test_holy_justiciar_taps_and_exiles_only_a_zombie() -> None:
    """聖なる司法高官 / Holy Justiciar — tap target creature; if it's a Zombie, exile it."""
    s = Scenario()
    s.battlefield("Alice", card("Holy Justiciar"), *lands("Plains", 3))
    s.battlefield("Bob", card("Nettle Swine"))
    s.activate("Alice", "Holy Justiciar", "Nettle Swine")
    s.resolve()
    assert s.is_tapped("Nettle Swine")
    assert s.on_battlefield("Bob") == ["Nettle Swine"]


def test_angel_of_glorys_rise_exiles_zombies_and_returns_humans() -> None:
    """栄光の目覚めの天使 / Angel of Glory's Rise — exile all Zombies, then return all Human creature cards."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 7))
    s.graveyard("Alice", card("Thraben Valiant"), card("Nettle Swine"))
    s.hand("Alice", card("栄光の目覚めの天使"))
    s.cast("Alice", "Angel of Glory's Rise")
    s.resolve()
    assert "Thraben Valiant" in s.on_battlefield("Alice")
    assert s.in_graveyard("Alice") == ["Nettle Swine"]


def test_emancipation_angel_returns_a_permanent_you_choose() -> None:
    """解放の天使 / Emancipation Angel — return a permanent you control (not targeted)."""
    s = Scenario()
    s.battlefield("Alice", card("Nettle Swine"), *lands("Plains", 3))
    s.hand("Alice", card("Emancipation Angel"))
    s.script("Alice", Choose(("Nettle Swine",)))
    s.cast("Alice", "Emancipation Angel")
    s.resolve()
    assert s.in_hand("Alice") == ["Nettle Swine"]


def test_crypt_creeper_exiles_a_card_from_a_graveyard() -> None:
    """墓所を歩くもの / Crypt Creeper — sacrifice it: exile target card from a graveyard."""
    s = Scenario()
    s.battlefield("Alice", card("Crypt Creeper"))
    s.graveyard("Bob", card("Nettle Swine"))
    s.activate("Alice", "Crypt Creeper", "Nettle Swine")
    s.resolve()
    assert s.in_graveyard("Bob") == []
    assert s.in_graveyard("Alice") == ["Crypt Creeper"]


def test_defy_death_returns_a_creature_card() -> None:
    """死の超克 / Defy Death — return target creature card; +1/+1 counters only on an Angel."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 5))
    s.graveyard("Alice", card("Nettle Swine"))
    s.hand("Alice", card("Defy Death"))
    s.cast("Alice", "Defy Death", "Nettle Swine")
    s.resolve()
    assert s.pt("Nettle Swine") == (4, 3)


def test_defy_death_puts_two_counters_on_an_angel() -> None:
    """死の超克 / Defy Death — 「それが天使である場合」: the returned Angel gets two counters."""
    s = Scenario()
    s.battlefield("Alice", *lands("Plains", 5))
    s.graveyard("Alice", card("Emancipation Angel"))
    s.hand("Alice", card("死の超克"))
    s.cast("Alice", "Defy Death", "Emancipation Angel")
    s.script("Alice", Choose(("Plains",)))  # its own ETB returns a permanent
    s.resolve()
    assert s.pt("Emancipation Angel") == (5, 5)


def test_amass_the_components_draws_three_and_puts_one_back_on_the_bottom() -> None:
    """材料集め / Amass the Components — draw three, then a card from hand to the library's bottom."""
    s = Scenario()
    s.battlefield("Alice", *lands("Island", 4))
    s.library("Alice", card("Plains"), card("Island"), card("Swamp"), card("Forest"))
    s.hand("Alice", card("Amass the Components"))
    s.script("Alice", Choose(("Plains",)))
    s.cast("Alice", "Amass the Components")
    s.resolve()
    assert sorted(s.in_hand("Alice")) == ["Island", "Swamp"]
    assert s.in_library("Alice") == ["Forest", "Plains"]


def test_crippling_chill_taps_and_keeps_it_tapped_next_untap() -> None:
    """悪寒 / Crippling Chill — 502.3: it doesn't untap during its controller's next untap step."""
    s = Scenario(step=Step.PRECOMBAT_MAIN)
    s.battlefield("Bob", card("Nettle Swine"))
    s.battlefield("Alice", *lands("Island", 3))
    s.library("Alice", *lands("Island", 3))
    s.library("Bob", *lands("Swamp", 3))
    s.hand("Alice", card("Crippling Chill"))
    s.cast("Alice", "Crippling Chill", "Nettle Swine")
    s.resolve()
    assert s.is_tapped("Nettle Swine") and s.in_hand("Alice") == ["Island"]
    s.advance_to(Step.UNTAP, new_turn=True)  # Bob's untap step
    assert s.is_tapped("Nettle Swine")
    s.advance_to(Step.UNTAP, new_turn=True)
    s.advance_to(Step.UNTAP, new_turn=True)  # Bob's next untap step: it untaps again
    assert not s.is_tapped("Nettle Swine")


# --- "exile it instead" (614.1a) --------------------------------------------------------


def test_pillar_of_flame_exiles_the_creature_it_kills() -> None:
    """火柱 / Pillar of Flame — 2 damage; 「これによりダメージを与えられたクリーチャーが死亡する
    場合、代わりにそれを追放する」: the creature goes to exile, not the graveyard."""
    s = Scenario()
    s.battlefield("Bob", card("Fervent Cathar"))
    s.battlefield("Alice", card("Mountain"))
    s.hand("Alice", card("火柱"))
    s.cast("Alice", "Pillar of Flame", "Fervent Cathar")
    s.resolve()
    assert "Fervent Cathar" in s.in_exile()
    assert s.in_graveyard("Bob") == []


def test_pillar_of_flame_deals_two_damage_to_a_player() -> None:
    """火柱 / Pillar of Flame — "target creature or player": 2 damage to Bob, nothing exiled."""
    s = Scenario()
    s.battlefield("Alice", card("Mountain"))
    s.hand("Alice", card("Pillar of Flame"))
    s.cast("Alice", "Pillar of Flame", "Bob")
    s.resolve()
    assert s.life("Bob") == 18
    assert s.in_exile() == []
