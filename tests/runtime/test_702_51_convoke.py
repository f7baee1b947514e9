"""702.51 convoke: for each coloured mana in the spell's total cost, its caster may tap an
untapped creature of that colour they control rather than pay that mana; for each generic mana,
any untapped creature they control (702.51a). It is no additional or alternative cost: the
total cost, and so the mana value, is unchanged (702.51b). The spells are compiled by ofuda
from their text in both languages."""

from __future__ import annotations

import pytest
from ofuda.runtime import IllegalActionError, Keyword, Scenario
from ofuda.runtime.engine.casting.actions import CastSpell
from ofuda.runtime.engine.casting.spells import legal_actions
from support.compiled import card, card_from_text
from support.texts import bilingual_card

JA = (
    "召集（あなたのクリーチャーが、この呪文を唱える助けとなる。この呪文を唱える段階であなたが"
    "タップした各クリーチャーは、{1}かそのクリーチャーの色のマナ１点を支払う。）"
)
JA_2014 = (
    "召集（あなたのクリーチャーが、この呪文を唱える助けとなる。この呪文を唱えるに際しあなたが"
    "タップしたクリーチャー１体で、{1}かそのクリーチャーの色のマナ１点を支払う。）"
)
EN = (
    "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this "
    "spell pays for {1} or one mana of that creature's color.)"
)
EN_2005 = (
    "Convoke (Each creature you tap while casting this spell reduces its cost by {1} or by one "
    "mana of that creature's color.)"
)
KNIGHT = card_from_text(
    "name: 召集の騎士 / Convoked Knight\ncost: {2}{W}{W}\n"
    "type: クリーチャー — 人間・騎士 / Creature — Human Knight\npt: 4/4\n"
    f"ja:\n  {JA}\nen:\n  {EN}\n"
)
SQUIRE = card_from_text(
    "name: 白の従者 / White Squire\ncost: {W}\ntype: クリーチャー — 人間 / Creature — Human\n"
    "pt: 1/1\n"
)
ELF = card_from_text(
    "name: 緑の妖精 / Green Elf\ncost: {G}\ntype: クリーチャー — エルフ / Creature — Elf\n"
    "pt: 1/1\nja:\n  {T}：{G}を加える。\nen:\n  {T}: Add {G}.\n"
)


def test_702_51_convoke_compiles_alike_in_both_languages_and_eras() -> None:
    for ja, en in (("召集", "Convoke"), (JA, EN), (JA_2014, EN)):
        spell = bilingual_card(
            f"{ja}\n飛行", f"{en}\nFlying", "クリーチャー — 天使 / Creature — Angel", pt="4/4"
        )
        assert spell.abilities[0].keyword is Keyword.CONVOKE


def _castable(s: Scenario, name: str) -> bool:
    return any(
        isinstance(a, CastSpell) and a.card.name == name
        for a in legal_actions(s.game, s.player("Alice"))
    )


def test_702_51a_creatures_pay_for_coloured_and_generic_mana() -> None:
    """Two Plains pay {W}{W}; two squires, one of them new this turn, pay {2} (tapping for
    convoke is no {T} ability, 302.6)."""
    s = Scenario()
    s.battlefield("Alice", card("Plains"), card("Plains"), SQUIRE)
    s.battlefield("Alice", SQUIRE, sick=True)
    s.hand("Alice", KNIGHT)
    assert _castable(s, "Convoked Knight")
    s.cast("Alice", "Convoked Knight")
    assert all(s.is_tapped(n) for n in ("Plains", "White Squire"))
    squires = [p for p in s.game.battlefield.objects if p.name == "White Squire"]
    assert [p.tapped for p in squires] == [True, True]
    spell = s.game.stack.objects[-1]
    assert spell.mana_value == 4  # 702.51b: the total cost is unchanged
    s.resolve()
    assert "Convoked Knight" in s.on_battlefield("Alice")


def test_702_51a_a_white_creature_pays_for_white_mana() -> None:
    s = Scenario()
    s.battlefield("Alice", card("Forest"), card("Forest"), SQUIRE, SQUIRE)
    s.hand("Alice", KNIGHT)
    s.cast("Alice", "Convoked Knight")
    s.resolve()
    assert "Convoked Knight" in s.on_battlefield("Alice")


def test_702_51a_a_creature_pays_only_for_mana_of_its_own_colour() -> None:
    """Green creatures can't pay {W}: with two Forests and two of them, {W}{W} stays unpaid."""
    s = Scenario()
    s.battlefield("Alice", card("Forest"), card("Forest"), ELF, ELF)
    s.hand("Alice", KNIGHT)
    assert not _castable(s, "Convoked Knight")
    with pytest.raises(IllegalActionError):
        s.cast("Alice", "Convoked Knight")
    assert s.in_hand("Alice") == ["Convoked Knight"]


def test_702_51a_a_creature_taps_once_either_for_mana_or_for_convoke() -> None:
    s = Scenario()
    s.battlefield("Alice", card("Plains"), card("Plains"), ELF)
    s.hand("Alice", KNIGHT)
    assert not _castable(s, "Convoked Knight")  # three taps for four mana
    s.battlefield("Alice", SQUIRE)
    assert _castable(s, "Convoked Knight")
    s.cast("Alice", "Convoked Knight")
    s.resolve()
    assert "Convoked Knight" in s.on_battlefield("Alice")


def test_702_51a_without_convoke_creatures_pay_nothing() -> None:
    s = Scenario()
    plain = card_from_text(
        "name: 普通の騎士 / Plain Knight\ncost: {2}{W}{W}\n"
        "type: クリーチャー — 人間・騎士 / Creature — Human Knight\npt: 4/4\n"
    )
    s.battlefield("Alice", card("Plains"), card("Plains"), SQUIRE, SQUIRE)
    s.hand("Alice", plain)
    assert not _castable(s, "Plain Knight")


def test_702_51_the_2005_reminder_reads_as_the_rule_in_english() -> None:
    spell = bilingual_card(
        f"{JA}\n飛行", f"{EN_2005}\nFlying", "クリーチャー — 天使 / Creature — Angel", pt="4/4"
    )
    assert spell.abilities[0].keyword is Keyword.CONVOKE
