"""Restrictions as one-shot effects (509.1b), both languages: "can't block / can't be blocked this turn".

New texts (AVR phrasing on no AVR card) with the exact IR they give, in Japanese
(2012 and current templating) and English (2012 printed and Oracle), and
invalid texts with their diagnostic codes.
"""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Controller, Keyword, ObjectFilter
from support.texts import EOT, T0, YOU, ability, codes, target

EACH_YOURS = ir.EachObject(
    ObjectFilter(card_types=(CardType.CREATURE,), controller=Controller.YOU)
)
CANT_BLOCK_TARGET = ir.SpellAbility((target(),), (ir.CantBlock(T0, EOT),))
UNBLOCKABLE_TARGET = ir.SpellAbility((target(),), (ir.CantBeBlocked(T0, EOT),))

RESTRICTION_TEXTS = [
    # 2012 Japanese: the subject of ブロックできない takes では
    ("ja", "クリーチャー１体を対象とする。このターン、それではブロックできない。", CANT_BLOCK_TARGET),
    # current Japanese: は
    ("ja", "クリーチャー１体を対象とする。このターン、それはブロックできない。", CANT_BLOCK_TARGET),
    ("en", "Target creature can't block this turn.", CANT_BLOCK_TARGET),
    ("ja", "クリーチャー１体を対象とする。このターン、それはブロックされない。", UNBLOCKABLE_TARGET),
    # 2012 English: "is unblockable"; Oracle: "can't be blocked"
    ("en", "Target creature is unblockable this turn.", UNBLOCKABLE_TARGET),
    ("en", "Target creature can't be blocked this turn.", UNBLOCKABLE_TARGET),
    # a group, not a target
    ("ja", "このターン、あなたがコントロールするクリーチャーはブロックされない。",
     ir.SpellAbility((), (ir.CantBeBlocked(EACH_YOURS, EOT),))),
    ("en", "Creatures you control can't be blocked this turn.",
     ir.SpellAbility((), (ir.CantBeBlocked(EACH_YOURS, EOT),))),
]


@pytest.mark.parametrize(("lang", "text", "expected"), RESTRICTION_TEXTS)
def test_restriction_text_lasts_this_turn(lang: str, text: str, expected: ir.SpellAbility) -> None:
    assert ability(text, lang) == expected


@pytest.mark.parametrize(
    ("text", "lang", "code"),
    [
        # no duration: a permanent's statement, not an instruction
        ("Target creature can't block.", "en", "E210"),
        ("クリーチャー１体を対象とする。それはブロックされない。", "ja", "E210"),
        # a restriction is worded "this turn", not "until end of turn"
        ("Target creature can't be blocked until end of turn.", "en", "E210"),
        ("クリーチャー１体を対象とする。ターン終了時まで、それはブロックできない。", "ja", "E210"),
        # では only goes with ブロックできない
        ("クリーチャー１体を対象とする。このターン、それではブロックされない。", "ja", "E101"),
        # a player can't block
        ("Target player can't block this turn.", "en", "E202"),
    ],
)
def test_invalid_restriction_is_rejected_with_its_code(text: str, lang: str, code: str) -> None:
    assert code in codes(text, lang)


# --- 509.1c "all creatures able to block it this turn do so", and the clause shapes around it

LURE = ir.SpellAbility((target(),), (ir.MustBeBlocked(T0, EOT),))
PUMP_AND_TRAMPLE = ir.SpellAbility(
    (target(),),
    (ir.ModifyPowerToughness(T0, 2, 2, EOT), ir.GrantKeyword(T0, Keyword.TRAMPLE, EOT)),
)


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("ja", "クリーチャー１体を対象とする。このターンにそれをブロックできるすべてのクリーチャーは、それをブロックする。", LURE),
        ("en", "All creatures able to block target creature this turn do so.", LURE),
        # 2012 Japanese: a together-chain continued in the て-form
        ("ja", "クリーチャー１体を対象とする。それはターン終了時まで＋２/＋２の修整を受けるとともにトランプルを得て、このターンにそれをブロックできるすべてのクリーチャーは、それをブロックする。",
         ir.SpellAbility((target(),), (*PUMP_AND_TRAMPLE.effects, ir.MustBeBlocked(T0, EOT)))),
        # English: the duration leads ("Until end of turn, …"), ", and" joins the next clause
        ("en", "Until end of turn, target creature gets +2/+2 and gains trample, and all creatures able to block it this turn do so.",
         ir.SpellAbility((target(),), (*PUMP_AND_TRAMPLE.effects, ir.MustBeBlocked(T0, EOT)))),
        ("en", "Until end of turn, target creature gets +2/+2 and gains trample, and you gain 2 life.",
         ir.SpellAbility((target(),), (*PUMP_AND_TRAMPLE.effects, ir.GainLife(YOU, 2)))),
    ],
)
def test_lure_and_the_clauses_around_it(lang: str, text: str, expected: ir.SpellAbility) -> None:
    assert ability(text, lang) == expected


def test_a_leading_duration_on_a_one_shot_action_is_rejected() -> None:
    """ "Until end of turn, draw a card, and …": drawing does not last (E203)."""
    assert "E203" in codes("Until end of turn, draw a card, and you gain 2 life.", "en")


# --- 508.1d "attacks this turn if able", 608.2c "each creature dealt damage this way" -------

BURN_AND_PROVOKE = (
    ir.DealDamage(ir.ThisObject(), ir.EachObject(ObjectFilter(card_types=(CardType.CREATURE,))), 1),
    ir.MustAttack(ir.DealtDamageThisWay(), EOT),
)


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("ja", "テストは各クリーチャーにそれぞれ１点のダメージを与える。これによりダメージを与えられた各クリーチャーは、このターン、可能なら攻撃する。",
         BURN_AND_PROVOKE),
        # current Japanese: the duration first
        ("ja", "テストは各クリーチャーに１点のダメージを与える。このターン、これによりダメージを与えられた各クリーチャーは可能なら攻撃する。",
         BURN_AND_PROVOKE),
        ("en", "Test deals 1 damage to each creature. Each creature dealt damage this way attacks this turn if able.",
         BURN_AND_PROVOKE),
        ("en", "Target creature attacks this turn if able.", (ir.MustAttack(T0, EOT),)),
        ("ja", "クリーチャー１体を対象とする。このターン、それは可能なら攻撃する。", (ir.MustAttack(T0, EOT),)),
    ],
)
def test_attacks_if_able_this_turn(lang: str, text: str, expected: tuple[object, ...]) -> None:
    spell = ability(text, lang)
    assert isinstance(spell, ir.SpellAbility)
    assert spell.effects == expected


@pytest.mark.parametrize(
    ("text", "lang", "code"),
    [
        # 「可能なら攻撃する」 in an instruction needs 「このターン、」
        ("クリーチャー１体を対象とする。それは可能なら攻撃する。", "ja", "E210"),
        ("Target player attacks this turn if able.", "en", "E202"),
    ],
)
def test_invalid_attacks_if_able_is_rejected(text: str, lang: str, code: str) -> None:
    assert code in codes(text, lang)


# --- 614.1a "If a creature dealt damage this way would die this turn, exile it instead." -----

SHOCK_AND_EXILE = (
    ir.DealDamage(ir.ThisObject(), T0, 3),
    ir.ExileIfItWouldDie(ir.DealtDamageThisWay(), EOT),
)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("ja", "クリーチャー１体を対象とする。テストはそれに３点のダメージを与える。このターン、これによりダメージを与えられたクリーチャーが死亡する場合、代わりにそれを追放する。"),
        ("en", "Test deals 3 damage to target creature. If a creature dealt damage this way would die this turn, exile it instead."),
    ],
)
def test_exile_instead_replaces_dying_this_turn(lang: str, text: str) -> None:
    spell = ability(text, lang)
    assert isinstance(spell, ir.SpellAbility)
    assert spell.effects == SHOCK_AND_EXILE


def test_exile_instead_without_this_turn_is_rejected() -> None:
    """The replacement needs its duration: 「このターン、」 (E210)."""
    text = "クリーチャー１体を対象とする。テストはそれに３点のダメージを与える。これによりダメージを与えられたクリーチャーが死亡する場合、代わりにそれを追放する。"
    assert "E210" in codes(text, "ja")


# --- それら / "them" after 「すべての…」 / "all …" without targets (Tibalt's −6) -------------

ALL_CREATURES = ir.EachObject(ObjectFilter(card_types=(CardType.CREATURE,)))
THREATEN_ALL = (
    ir.GainControl(YOU, ALL_CREATURES, EOT),
    ir.Untap(ALL_CREATURES),
    ir.GrantKeyword(ALL_CREATURES, Keyword.HASTE, EOT),
)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("ja", "ターン終了時まで、すべてのクリーチャーのコントロールを得る。 それらをアンタップする。 それらはターン終了時まで速攻を得る。"),
        ("en", "Gain control of all creatures until end of turn. Untap them. They gain haste until end of turn."),
    ],
)
def test_them_after_all_creatures_means_them_again(lang: str, text: str) -> None:
    spell = ability(text, lang)
    assert isinstance(spell, ir.SpellAbility)
    assert spell.effects == THREATEN_ALL


def test_them_with_neither_target_nor_group_is_still_unbound() -> None:
    assert "E201" in codes("Untap them.", "en")
