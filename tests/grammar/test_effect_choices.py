"""Effects with a choice, both languages: tap-or-untap (701.26), divided damage and counters
(601.2d), "you may have …", pay-or-sacrifice, paired conditions.

New texts (phrasing on no AVR card) with the exact IR they give, in Japanese (2012 and
current templating) and English (2012 printed and Oracle).
"""

from __future__ import annotations

import dataclasses

import pytest
from ofuda.compiler import ir
from ofuda.runtime import statics as rt
from ofuda.runtime.definitions import (
    CardType,
    Duration,
    Keyword,
    ObjectFilter,
    PlayerFilter,
    TargetSpec,
    ZoneKind,
)
from support.texts import CREATURE_F, T0, YOU, ability, codes, target

LAND_F = ObjectFilter(card_types=(CardType.LAND,))
ARTIFACT_F = ObjectFilter(card_types=(CardType.ARTIFACT,))

TAP_OR_UNTAP_TEXTS = [
    # a spell that must tap or untap (no "may")
    ("ja", "土地１つを対象とし、それをタップまたはアンタップする。",
     ir.SpellAbility((target(LAND_F),), (ir.TapOrUntap(T0),))),
    ("en", "Tap or untap target land.", ir.SpellAbility((target(LAND_F),), (ir.TapOrUntap(T0),))),
    # chained with another instruction in the continuative form
    ("ja", "アーティファクト１つを対象とする。それをタップまたはアンタップし、カードを１枚引く。",
     ir.SpellAbility((target(ARTIFACT_F),), (ir.TapOrUntap(T0), ir.DrawCards(YOU, 1)))),
    ("en", "Tap or untap target artifact, then draw a card.",
     ir.SpellAbility((target(ARTIFACT_F),), (ir.TapOrUntap(T0), ir.DrawCards(YOU, 1)))),
    # "you may"
    ("ja", "クリーチャー１体を対象とする。あなたはそれをタップまたはアンタップしてもよい。",
     ir.SpellAbility((target(CREATURE_F),), (ir.Optional(YOU, (ir.TapOrUntap(T0),)),))),
    ("en", "You may tap or untap target creature.",
     ir.SpellAbility((target(CREATURE_F),), (ir.Optional(YOU, (ir.TapOrUntap(T0),)),))),
]


@pytest.mark.parametrize(("lang", "text", "expected"), TAP_OR_UNTAP_TEXTS)
def test_tap_or_untap_text_gives_its_ir(lang: str, text: str, expected: ir.Ability) -> None:
    assert ability(text, lang) == expected


def test_tap_or_untap_needs_an_object() -> None:
    """A player can't be tapped: the target is a permanent, never "target player"."""
    spell = ability("Tap or untap target permanent.", "en")
    assert isinstance(spell, ir.SpellAbility)
    assert spell.targets == (TargetSpec(objects=ObjectFilter()),)


# --- "you may have <object> …" (an option about an object) ------------------------------

EOT = Duration.END_OF_TURN
MAY_SHRINK = ir.SpellAbility(
    (target(CREATURE_F),), (ir.Optional(YOU, (ir.ModifyPowerToughness(T0, -1, -1, EOT),)),)
)
MAY_HAVE_TEXTS = [
    ("ja", "クリーチャー１体を対象とする。あなたは「それはターン終了時まで－１/－１の修整を受ける。」を選んでもよい。",
     MAY_SHRINK),
    # current Japanese: the duration first inside the quotation
    ("ja", "クリーチャー１体を対象とする。あなたは「ターン終了時まで、それは－１/－１の修整を受ける。」を選んでもよい。",
     MAY_SHRINK),
    ("en", "You may have target creature get -1/-1 until end of turn.", MAY_SHRINK),
    # a keyword instead of a P/T change
    ("ja", "クリーチャー１体を対象とする。あなたは「それはターン終了時まで飛行を得る。」を選んでもよい。",
     ir.SpellAbility((target(CREATURE_F),),
                     (ir.Optional(YOU, (ir.GrantKeyword(T0, Keyword.FLYING, EOT),)),))),
    ("en", "You may have target creature gain flying until end of turn.",
     ir.SpellAbility((target(CREATURE_F),),
                     (ir.Optional(YOU, (ir.GrantKeyword(T0, Keyword.FLYING, EOT),)),))),
]


@pytest.mark.parametrize(("lang", "text", "expected"), MAY_HAVE_TEXTS)
def test_may_have_text_gives_an_optional_instruction(lang: str, text: str, expected: ir.Ability) -> None:
    assert ability(text, lang) == expected


@pytest.mark.parametrize(
    ("text", "code"),
    [
        # the chooser must be a player
        ("クリーチャー１体を対象とする。それは「それはターン終了時まで－１/－１の修整を受ける。」を選んでもよい。",
         "E202"),
        # the option must be instructions, not a triggered ability
        ("あなたは「このクリーチャーが攻撃するたび、カードを１枚引く。」を選んでもよい。", "E290"),
    ],
)
def test_invalid_quoted_option_is_rejected(text: str, code: str) -> None:
    assert code in codes(text, "ja")


# --- pairing (702.95) ------------------------------------------------------------------------

FLY = ir.GrantKeyword(T0, Keyword.FLYING, EOT)
PARTNER_FLIES = ir.SpellAbility(
    (target(CREATURE_F),),
    (FLY, ir.Conditional(ir.IsPairedWith(T0, CREATURE_F),
                         (ir.GrantKeyword(ir.PairedWith(T0), Keyword.FLYING, EOT),))),
)
PAIRED_TEXTS = [
    ("ja", ("クリーチャー１体を対象とする。それはターン終了時まで飛行を得る。それがいずれかのクリーチャーと"
           "組になっている場合、そのクリーチャーもターン終了時まで飛行を得る。"), PARTNER_FLIES),
    ("ja", ("クリーチャー１体を対象とする。ターン終了時まで、それは飛行を得る。それがいずれかのクリーチャーと"
           "組になっている場合、ターン終了時まで、そのクリーチャーも飛行を得る。"), PARTNER_FLIES),
    ("en", ("Target creature gains flying until end of turn. If it's paired with a creature, that "
           "creature also gains flying until end of turn."), PARTNER_FLIES),
]


@pytest.mark.parametrize(("lang", "text", "expected"), PAIRED_TEXTS)
def test_paired_condition_names_the_partner(lang: str, text: str, expected: ir.Ability) -> None:
    assert ability(text, lang) == expected


UNLESS_PAIRED = [
    ("ja", "テストは、いずれかのクリーチャーと組になっていないかぎり、攻撃したりブロックしたりできない。",
     CREATURE_F),
    ("en", "Test can't attack or block unless it's paired with a creature.", CREATURE_F),
    ("ja", "テストは、飛行を持つクリーチャーと組になっていないかぎり、攻撃したりブロックしたりできない。",
     ObjectFilter(card_types=(CardType.CREATURE,), keywords=(Keyword.FLYING,))),
    ("en", "Test can't attack or block unless it's paired with a creature with flying.",
     ObjectFilter(card_types=(CardType.CREATURE,), keywords=(Keyword.FLYING,))),
]


@pytest.mark.parametrize(("lang", "text", "partner"), UNLESS_PAIRED)
def test_unless_paired_restricts_attacking_and_blocking(lang: str, text: str, partner: ObjectFilter) -> None:
    static = ability(text, lang, permanent=True)
    assert static == ir.StaticAbility(
        (rt.CantAttack(rt.ThisPermanent()), rt.CantBlock(rt.ThisPermanent())),
        rt.Not(rt.IsPaired(partner)),
    )


def test_that_creature_without_a_paired_condition_is_the_target() -> None:
    """Without the condition, 「そのクリーチャー」 / "that creature" is the target as before."""
    spell = ability("Target creature gains flying until end of turn. That creature gets +1/+1 until end of turn.", "en")
    assert isinstance(spell, ir.SpellAbility)
    assert spell.effects[1] == ir.ModifyPowerToughness(T0, 1, 1, EOT)


@pytest.mark.parametrize(
    "text", ["Target creature can't attack or block.", "Target creature can't attack or block this turn."]
)
def test_cant_attack_as_an_instruction_is_a_diagnostic(text: str) -> None:
    assert set(codes(text, "en")) & {"E290", "E203"}


# --- prevention of the damage a permanent would deal (615) ------------------------------------

PREVENT_BY_TEXTS = [
    ("ja", "装備しているクリーチャーが与えるすべてのダメージを軽減する。", rt.EquippedCreature()),
    ("en", "Prevent all damage that would be dealt by equipped creature.", rt.EquippedCreature()),
    ("ja", "テストが与えるすべてのダメージを軽減する。", rt.ThisPermanent()),
    ("en", "Prevent all damage that would be dealt by Test.", rt.ThisPermanent()),
]


@pytest.mark.parametrize(("lang", "text", "affected"), PREVENT_BY_TEXTS)
def test_prevent_damage_by_is_a_static_prevention(lang: str, text: str, affected: object) -> None:
    assert ability(text, lang, permanent=True) == ir.StaticAbility((rt.PreventDamageBy(affected),))


def test_prevent_damage_by_in_an_instruction_is_a_diagnostic() -> None:
    assert "E290" in codes("クリーチャー１体を対象とする。それが与えるすべてのダメージを軽減する。", "ja")


# --- amounts divided among targets (601.2d) ----------------------------------------------------

# "any target": a creature, a player or a planeswalker (115.4); what the 2012 wording
# "target creatures and/or players" / 「クリーチャーやプレイヤー」 reads as on a card printed before
# 2018 (the Oracle errata of the 2018 rules change), and not on a text of today
ANY = TargetSpec(objects=ObjectFilter(card_types=(CardType.CREATURE, CardType.PLANESWALKER)),
                 players=PlayerFilter(), count=2, up_to=True, divide=4)
CREATURE_OR_PLAYER = dataclasses.replace(ANY, objects=CREATURE_F)
DIVIDED_2012_JA = ("クリーチャーやプレイヤーを、１つまたは望む組み合わせで２つ対象とする。テストはそれらに、４点の"
                   "ダメージをあなたの好きなように割り振って与える。")
DIVIDED_2012_EN = ("Test deals 4 damage divided as you choose among one or two target creatures and/or "
                   "players.")
DIVIDED_4 = (ir.DealDividedDamage(ir.ThisObject(), ir.AllTargets(0, 2)),)
DIVIDED_TEXTS = [
    # a spell dividing 4 damage among one or two targets
    ("ja", DIVIDED_2012_JA, 2012, ir.SpellAbility((ANY,), DIVIDED_4)),
    ("en", DIVIDED_2012_EN, 2012, ir.SpellAbility((ANY,), DIVIDED_4)),
    ("ja", DIVIDED_2012_JA, None, ir.SpellAbility((CREATURE_OR_PLAYER,), DIVIDED_4)),
    ("en", DIVIDED_2012_EN, None, ir.SpellAbility((CREATURE_OR_PLAYER,), DIVIDED_4)),
    ("en", "Test deals 4 damage divided as you choose among one or two targets.", None,
     ir.SpellAbility((ANY,), DIVIDED_4)),
    ("ja", ("クリーチャーやプレインズウォーカーやプレイヤーを、１つまたは望む組み合わせで２つ対象とする。テストは"
           "それらに、４点のダメージをあなたの好きなように割り振って与える。"), None,
     ir.SpellAbility((ANY,), DIVIDED_4)),
    # counters among any number of target creatures
    ("ja", "望む数のクリーチャーを対象とし、それらに２個の＋１/＋１カウンターを好きなように割り振って置く。", None,
     ir.SpellAbility((TargetSpec(objects=CREATURE_F, count=99, up_to=True, divide=2),),
                     (ir.DivideCounters("+1/+1", ir.AllTargets(0, 99)),))),
    ("en", "Distribute two +1/+1 counters among any number of target creatures.", None,
     ir.SpellAbility((TargetSpec(objects=CREATURE_F, count=99, up_to=True, divide=2),),
                     (ir.DivideCounters("+1/+1", ir.AllTargets(0, 99)),))),
]


@pytest.mark.parametrize(("lang", "text", "printed", "expected"), DIVIDED_TEXTS)
def test_divided_amount_goes_on_the_target_phrase(
    lang: str, text: str, printed: int | None, expected: ir.Ability
) -> None:
    assert ability(text, lang, printed=printed) == expected


def test_divided_amount_needs_targets() -> None:
    """An amount can be divided only among targets (601.2d): 「各クリーチャー」 is no target."""
    assert "E202" in codes("テストは各クリーチャーに、４点のダメージをあなたの好きなように割り振って与える。", "ja")


# --- several damage recipients at once (120) ---------------------------------------------------

# damage to a target player may hit a planeswalker on a card printed before 2018 (the Oracle
# errata of the 2018 rules change; lower/effects.py), and on any card that says so
PLAYER_T = TargetSpec(
    objects=ObjectFilter(card_types=(CardType.PLANESWALKER,)), players=PlayerFilter()
)
TOGETHER = (ir.DealDamage(ir.ThisObject(), ir.Together((T0, ir.EachObject(CREATURE_F, "battlefield", T0))), 3),)
SCORCH = ir.SpellAbility((PLAYER_T,), TOGETHER)
SCORCH_TODAY = ir.SpellAbility((TargetSpec(players=PlayerFilter()),), TOGETHER)
SCORCH_JA = ("プレイヤー１人を対象とする。テストはそのプレイヤーとそのプレイヤーがコントロールする各クリーチャーに"
             "それぞれ３点のダメージを与える。")
TOGETHER_TEXTS = [
    ("ja", SCORCH_JA, 2012, SCORCH),
    ("en", "Test deals 3 damage to target player and each creature he or she controls.", 2012, SCORCH),
    ("ja", SCORCH_JA, None, SCORCH_TODAY),
    ("en", "Test deals 3 damage to target player and each creature that player controls.", None,
     SCORCH_TODAY),
    ("en", ("Test deals 3 damage to target player or planeswalker and each creature that player or "
           "that planeswalker's controller controls."), None, SCORCH),
]


@pytest.mark.parametrize(("lang", "text", "printed", "expected"), TOGETHER_TEXTS)
def test_damage_to_several_recipients_at_once(
    lang: str, text: str, printed: int | None, expected: ir.Ability
) -> None:
    assert ability(text, lang, printed=printed) == expected


def test_no_recipient_is_dropped() -> None:
    """「AとB」: both recipients are kept (an earlier builder kept only the first)."""
    spell = ability("クリーチャー１体を対象とする。テストはそれとあなたにそれぞれ１点のダメージを与える。", "ja")
    assert isinstance(spell, ir.SpellAbility)
    assert spell.effects == (ir.DealDamage(ir.ThisObject(), ir.Together((T0, YOU)), 1),)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "Test deals 1 damage to each creature without flying and each player."),
    ("ja", "テストは飛行を持たない各クリーチャーと各プレイヤーにそれぞれ１点のダメージを与える。"),
])
def test_each_creature_and_each_player_are_dealt_damage_at_once(lang: str, text: str) -> None:
    """120: "to each creature without flying and each player" (Earthquake's words): every object
    and every player at once, one event; the player part kept as players."""
    spell = ability(text, lang)
    assert isinstance(spell, ir.SpellAbility)
    without_flying = ObjectFilter(card_types=(CardType.CREATURE,), excluded_keywords=(Keyword.FLYING,))
    assert spell.effects == (ir.DealDamage(ir.ThisObject(), ir.Together((
        ir.EachObject(without_flying, ZoneKind.BATTLEFIELD), ir.EachPlayer(PlayerFilter()),
    )), 1),)


# --- pay life or sacrifice (FAQ P78) -----------------------------------------------------------

TOLL = ir.SpellAbility((), (ir.SacrificeEachUnlessPayLife(ir.EachObject(ARTIFACT_F, "battlefield"), 2),))
TOLL_TEXTS = [
    ("ja", ("アーティファクト１つにつき、それのコントローラーがライフを２点支払わないかぎり、それのコントローラー"
           "はそれを生け贄に捧げる。"), TOLL),
    ("en", "For each artifact, its controller sacrifices it unless he or she pays 2 life.", TOLL),
    ("en", "For each artifact, its controller sacrifices it unless they pay 2 life.", TOLL),
]


@pytest.mark.parametrize(("lang", "text", "expected"), TOLL_TEXTS)
def test_pay_life_or_sacrifice_each(lang: str, text: str, expected: ir.Ability) -> None:
    assert ability(text, lang) == expected


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("For each artifact, you sacrifice it unless they pay 2 life.", "en"),
        ("アーティファクト１つにつき、あなたがライフを２点支払わないかぎり、それのコントローラーはそれを生け贄に捧げる。",
         "ja"),
    ],
)
def test_pay_or_sacrifice_by_someone_else_is_rejected(text: str, lang: str) -> None:
    assert "E202" in codes(text, lang)


# --- what is attached to an object (301.5, 303.4) ----------------------------------------------

EQUIPMENT_F = ObjectFilter(subtypes=("Equipment",))
STRIP = ir.SpellAbility(
    (target(CREATURE_F),), (ir.Exile(ir.Together((T0, ir.AttachedObjects(T0, EQUIPMENT_F)))),)
)
ATTACHED_TEXTS = [
    ("ja", "クリーチャー１体を対象とし、それと、それにつけられているすべての装備品を追放する。", STRIP),
    ("ja", "クリーチャー１体を対象とする。それとそれにつけられているすべての装備品を追放する。", STRIP),
    ("en", "Exile target creature and all Equipment attached to it.", STRIP),
    ("en", "Exile target creature and all Equipment attached to that creature.", STRIP),
]


@pytest.mark.parametrize(("lang", "text", "expected"), ATTACHED_TEXTS)
def test_objects_attached_to_a_target(lang: str, text: str, expected: ir.Ability) -> None:
    assert ability(text, lang) == expected


def test_objects_attached_to_you_alone() -> None:
    """Witchbane Orb (ISD): "destroy all Curses attached to you" / 「あなたにつけられているすべての
    呪いを破壊する」 — the objects attached to a player (303.4), without an object before them."""
    from support.texts import bilingual_card

    card = bilingual_card(
        "試作が戦場に出たとき、あなたにつけられているすべての呪いを破壊する。",
        "When Test enters the battlefield, destroy all Curses attached to you.",
        "アーティファクト / Artifact",
    )
    (ability,) = card.abilities
    assert ability.effects == (ir.Destroy(ir.AttachedObjects(ir.You(), ObjectFilter(subtypes=("Curse",)))),)
