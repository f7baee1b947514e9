"""Permanents' texts that appear on no AVR card, in both languages: new combinations of AVR's
phrasing (keywords with parameters, reminders, statics), each row one text in Japanese and in
English (2012 printed or Oracle wording) and the exact IR both must give; and wrong texts, each
rejected with the right diagnostic in its language."""

from __future__ import annotations

from typing import NamedTuple

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Color, Cost, Keyword, ManaCost, ObjectFilter
from ofuda.runtime.statics import (
    AddPowerToughness,
    AttacksEachCombat,
    CanBlockAdditional,
    CanBlockOnly,
    CantBeBlocked,
    Enchant,
    EnchantedPermanent,
    Equip,
    EquippedCreature,
    GrantKeywords,
    IsPaired,
    Miracle,
    PairedCreatures,
    Protection,
    RemoveKeywords,
    ThisPermanent,
)
from support.permanents import abilities, codes, compile_lines

K = ir.KeywordAbility
S = ir.StaticAbility
PAIRED_JA = "試しの騎士が他のクリーチャーと組になっているかぎり、"
PAIRED_EN = "As long as Test Knight is paired with another creature, "
HEXPROOF_RULE_JA = "あなたの対戦相手がコントロールする呪文や能力の対象にならない。"
HEXPROOF_RULE_EN = "can't be the target of spells or abilities your opponents control."


def _subtype(name: str) -> Protection:
    return Protection(quality=ObjectFilter(subtypes=(name,)))


def _creatures_with(keyword: Keyword) -> ObjectFilter:
    return ObjectFilter(card_types=(CardType.CREATURE,), keywords=(keyword,))


class Row(NamedTuple):
    """One permanent's text in both languages and the abilities it must compile to."""

    kind: str
    ja: tuple[str, ...]
    en: tuple[str, ...]
    expected: tuple[ir.Ability, ...]


ROWS: list[Row] = [
    Row(
        "creature",
        ("沼渡り、飛行",),
        ("Swampwalk, flying",),
        (K(Keyword.SWAMPWALK), K(Keyword.FLYING)),
    ),
    Row(
        "creature",
        ("威嚇、絆魂",),
        ("Intimidate, lifelink",),
        (K(Keyword.INTIMIDATE), K(Keyword.LIFELINK)),
    ),
    Row(
        "creature",
        ("結魂、速攻",),
        ("Soulbond, haste",),
        (K(Keyword.SOULBOND), K(Keyword.HASTE)),
    ),
    Row(
        "creature",
        ("破壊不能",),
        ("Indestructible",),
        (K(Keyword.INDESTRUCTIBLE),),
    ),
    Row(
        "creature",
        ("不死、到達",),
        ("Undying, reach",),
        (K(Keyword.UNDYING), K(Keyword.REACH)),
    ),
    Row(
        "creature",
        ("プロテクション（天使）",),
        ("Protection from Angels",),
        (K(_subtype("Angel")),),
    ),
    Row(
        "creature",
        ("飛行、プロテクション（人間）",),
        ("Flying, protection from Humans",),
        (K(Keyword.FLYING), K(_subtype("Human"))),
    ),
    Row(
        "aura",
        ("エンチャント（土地）",),
        ("Enchant land",),
        (K(Enchant(ObjectFilter(card_types=(CardType.LAND,)))),),
    ),
    Row(
        "aura",
        ("エンチャント（アーティファクト）",),
        ("Enchant artifact",),
        (K(Enchant(ObjectFilter(card_types=(CardType.ARTIFACT,)))),),
    ),
    Row(
        "equipment",
        ("装備 {1}",),
        ("Equip {1}",),
        (K(Equip(Cost((ManaCost("{1}"),)))),),
    ),
    Row(
        "sorcery",
        ("奇跡 {2}{R}",),
        ("Miracle {2}{R}",),
        (K(Miracle(ManaCost("{2}{R}"))),),
    ),
    Row(
        "creature",
        ("到達 （このクリーチャーは飛行を持つクリーチャーをブロックできる。）",),
        ("Reach (This creature can block creatures with flying.)",),
        (K(Keyword.REACH),),
    ),
    Row(
        "creature",
        (
            "接死 （このクリーチャーが何らかのダメージをクリーチャーに与えた場合、それだけで破壊される。）",
        ),
        (
            "Deathtouch (Any amount of damage this creature deals to a creature is enough to destroy it.)",
        ),
        (K(Keyword.DEATHTOUCH),),
    ),
    Row(
        "equipment",
        (
            "装備 {5} （{5}：あなたがコントロールするクリーチャー１体を対象とし、これをつける。 装備はソーサリーとしてのみ行う。）",
        ),
        ("Equip {5} ({5}: Attach to target creature you control. Equip only as a sorcery.)",),
        (K(Equip(Cost((ManaCost("{5}"),)))),),
    ),
    Row(
        "creature",
        (
            "瞬速、呪禁 （このクリーチャーは、あなたの対戦相手がコントロールする呪文や能力の対象にならない。）",
        ),
        ("Flash, hexproof (This creature " + HEXPROOF_RULE_EN + ")",),
        (K(Keyword.FLASH), K(Keyword.HEXPROOF)),
    ),
    Row(
        "creature",
        ("試しの騎士は破壊されない。",),
        ("Test Knight is indestructible.",),
        (K(Keyword.INDESTRUCTIBLE),),
    ),
    Row(
        "creature",
        ("試しの騎士は到達を持つクリーチャーのみをブロックできる。",),
        ("Test Knight can block only creatures with reach.",),
        (
            S(
                (
                    CanBlockOnly(
                        ThisPermanent(),
                        ObjectFilter(card_types=(CardType.CREATURE,), keywords=(Keyword.REACH,)),
                    ),
                )
            ),
        ),
    ),
    Row(
        "creature",
        ("試しの騎士は可能なら毎ターン攻撃する。",),
        ("Test Knight attacks each combat if able.",),
        (S((AttacksEachCombat(ThisPermanent()),)),),
    ),
    Row(
        "creature",
        ("試しの騎士は＋１/＋０の修整を受けるとともにブロックされない。",),
        ("Test Knight gets +1/+0 and is unblockable.",),
        (S((AddPowerToughness(ThisPermanent(), 1, 0), CantBeBlocked(ThisPermanent()))),),
    ),
    Row(
        "aura",
        (
            "エンチャント（クリーチャー）",
            "エンチャントされているクリーチャーは到達を持つとともに＋０/＋２の修整を受ける。",
        ),
        ("Enchant creature", "Enchanted creature has reach and gets +0/+2."),
        (
            K(Enchant(ObjectFilter(card_types=(CardType.CREATURE,)))),
            S(
                (
                    GrantKeywords(EnchantedPermanent(), (Keyword.REACH,)),
                    AddPowerToughness(EnchantedPermanent(), 0, 2),
                )
            ),
        ),
    ),
    Row(
        "aura",
        ("エンチャントされているクリーチャーは接死を持つ。",),
        ("Enchanted creature has deathtouch.",),
        (S((GrantKeywords(EnchantedPermanent(), (Keyword.DEATHTOUCH,)),)),),
    ),
    Row(
        "aura",
        ("エンチャントされているクリーチャーはブロックされない。",),
        ("Enchanted creature can't be blocked.",),
        (S((CantBeBlocked(EnchantedPermanent()),)),),
    ),
    Row(
        "aura",
        ("エンチャントされているクリーチャーは－２/－０の修整を受ける。",),
        ("Enchanted creature gets -2/-0.",),
        (S((AddPowerToughness(EnchantedPermanent(), -2, 0),)),),
    ),
    Row(
        "aura",
        ("エンチャントされているクリーチャーは先制攻撃を失う。",),
        ("Enchanted creature loses first strike.",),
        (S((RemoveKeywords(EnchantedPermanent(), (Keyword.FIRST_STRIKE,)),)),),
    ),
    Row(
        "aura",
        ("エンチャントされているクリーチャーは可能なら毎ターン攻撃する。",),
        ("Enchanted creature attacks each turn if able.",),
        (S((AttacksEachCombat(EnchantedPermanent()),)),),
    ),
    Row(
        "aura",
        ("エンチャントされているクリーチャーは＋１/＋１の修整を受けるとともに飛行を失う。",),
        ("Enchanted creature gets +1/+1 and loses flying.",),
        (
            S(
                (
                    AddPowerToughness(EnchantedPermanent(), 1, 1),
                    RemoveKeywords(EnchantedPermanent(), (Keyword.FLYING,)),
                )
            ),
        ),
    ),
    Row(
        "equipment",
        ("装備しているクリーチャーは＋１/＋０の修整を受けるとともにトランプルを持つ。",),
        ("Equipped creature gets +1/+0 and has trample.",),
        (
            S(
                (
                    AddPowerToughness(EquippedCreature(), 1, 0),
                    GrantKeywords(EquippedCreature(), (Keyword.TRAMPLE,)),
                )
            ),
        ),
    ),
    Row(
        "equipment",
        ("装備しているクリーチャーはプロテクション（吸血鬼）を持つ。",),
        ("Equipped creature has protection from Vampires.",),
        (S((GrantKeywords(EquippedCreature(), (_subtype("Vampire"),)),)),),
    ),
    Row(
        "equipment",
        ("装備しているクリーチャーはさらに１体のクリーチャーをブロックできる。",),
        ("Equipped creature can block an additional creature.",),
        (S((CanBlockAdditional(EquippedCreature(), 1),)),),
    ),
    Row(
        "equipment",
        ("装備しているクリーチャーは呪禁を持つ。 （それは、" + HEXPROOF_RULE_JA + "）",),
        ("Equipped creature has hexproof. (It " + HEXPROOF_RULE_EN + ")",),
        (S((GrantKeywords(EquippedCreature(), (Keyword.HEXPROOF,)),)),),
    ),
    Row(
        "creature",
        (PAIRED_JA + "両方のクリーチャーはトランプルを持つ。",),
        (PAIRED_EN + "both creatures have trample.",),
        (S((GrantKeywords(PairedCreatures(), (Keyword.TRAMPLE,)),), IsPaired()),),
    ),
    Row(
        "creature",
        (PAIRED_JA + "それらのクリーチャーはそれぞれ＋３/＋３の修整を受ける。",),
        (PAIRED_EN + "each of those creatures gets +3/+3.",),
        (S((AddPowerToughness(PairedCreatures(), 3, 3),), IsPaired()),),
    ),
    Row(
        "creature",
        (PAIRED_JA + "両方のクリーチャーは威嚇を持つ。",),
        (PAIRED_EN + "both creatures have intimidate.",),
        (S((GrantKeywords(PairedCreatures(), (Keyword.INTIMIDATE,)),), IsPaired()),),
    ),
    Row(
        "creature",
        (PAIRED_JA + "両方のクリーチャーはプロテクション（デーモン）を持つ。",),
        (PAIRED_EN + "both creatures have protection from Demons.",),
        (S((GrantKeywords(PairedCreatures(), (_subtype("Demon"),)),), IsPaired()),),
    ),
    Row(
        "creature",
        (PAIRED_JA + "両方のクリーチャーは呪禁を持つ。 （それらは" + HEXPROOF_RULE_JA + "）",),
        (PAIRED_EN + "both creatures have hexproof. (Each of them " + HEXPROOF_RULE_EN + ")",),
        (S((GrantKeywords(PairedCreatures(), (Keyword.HEXPROOF,)),), IsPaired()),),
    ),
    Row(
        "aura",
        ("エンチャント（黒でないクリーチャー）",),
        ("Enchant nonblack creature",),
        (
            K(
                Enchant(
                    ObjectFilter(card_types=(CardType.CREATURE,), excluded_colors=(Color.BLACK,))
                )
            ),
        ),
    ),
    Row(
        "creature",
        ("防衛 （このクリーチャーは攻撃できない。）", "到達"),
        ("Defender (This creature can't attack.)", "Reach"),
        (K(Keyword.DEFENDER), K(Keyword.REACH)),
    ),
    Row(
        "creature",
        (
            "先制攻撃 （このクリーチャーは、先制攻撃を持たないクリーチャーよりも先に戦闘ダメージを与える。）",
        ),
        (
            "First strike (This creature deals combat damage before creatures without first strike.)",
        ),
        (K(Keyword.FIRST_STRIKE),),
    ),
]

CASES = [(lang, row) for row in ROWS for lang in ("ja", "en")]


@pytest.mark.parametrize(
    ("lang", "row"),
    CASES,
    ids=[f"{lang}-{' / '.join(getattr(row, lang))[:40]}" for lang, row in CASES],
)
def test_text_gives_exact_ir(lang: str, row: Row) -> None:
    # one IR for both languages: the Japanese and the English line of a row agree
    assert abilities(lang, row.kind, *getattr(row, lang)) == row.expected


INVALID: list[tuple[str, str, tuple[str, ...], str]] = [
    ("ja", "creature", ("結婚",), "E101"),
    (
        "ja",
        "creature",
        (
            "飛行 （このクリーチャーは防御プレイヤーが沼をコントロールしているかぎりブロックされない。）",
        ),
        "W240",
    ),
    ("ja", "creature", ("絆魂 （それは飛行を持つクリーチャーをブロックできる。）",), "W240"),
    (
        "ja",
        "equipment",
        (
            "装備 {2} （{3}：あなたがコントロールするクリーチャー１体を対象とし、これをつける。 装備はソーサリーとしてのみ行う。）",
        ),
        "W240",
    ),
    ("ja", "creature", ("呪禁 （それらは" + HEXPROOF_RULE_JA + "）",), "W241"),
    ("ja", "creature", ("カードを１枚引く。",), "E250"),
    ("ja", "instant", ("クリーチャー１体を対象とする。それは飛行を持つ。",), "E251"),
    ("ja", "creature", ("両方のクリーチャーは飛行を持つ。",), "E253"),
    ("ja", "aura", ("エンチャントされているクリーチャーは飛行を得る。",), "E254"),
    ("ja", "plains", ("({T}:{U}を加える。)",), "W243"),
    ("en", "creature", ("Soulbound",), "E101"),
    (
        "en",
        "creature",
        ("Flying (This creature can't be blocked as long as defending player controls a Swamp.)",),
        "W240",
    ),
    ("en", "creature", ("Lifelink (It can block creatures with flying.)",), "W240"),
    ("en", "creature", ("Vigilance (This creature can't attack.)",), "W240"),
    (
        "en",
        "equipment",
        ("Equip {2} ({3}: Attach to target creature you control. Equip only as a sorcery.)",),
        "W240",
    ),
    (
        "en",
        "creature",
        ("Hexproof (They " + HEXPROOF_RULE_EN.replace("the target", "the targets") + ")",),
        "W241",
    ),
    ("en", "creature", ("You gain 2 life.",), "E250"),
    ("en", "instant", ("Target creature has flying.",), "E251"),
    ("en", "enchantment", ("You can't be blocked.",), "E252"),
    ("en", "creature", ("Both creatures have flying.",), "E253"),
    ("en", "aura", ("Enchanted creature gains flying.",), "E254"),
    ("en", "plains", ("({T}: Add {G}.)",), "W243"),
    (
        "en",
        "creature",
        (
            "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)",
        ),
        "W242",
    ),
]


@pytest.mark.parametrize(
    ("lang", "kind", "lines", "code"),
    INVALID,
    ids=[f"{v[0]}-{v[3]} {v[2][0][:30]}" for v in INVALID],
)
def test_wrong_text_is_rejected_with_its_code(
    lang: str, kind: str, lines: tuple[str, ...], code: str
) -> None:
    if code.startswith("W"):
        # reminder text has no rules meaning (207.2): the card compiles, with the warning
        card = compile_lines(lang, kind, list(lines))
        assert card.ok and code in [d.code for d in card.diagnostics]
        return
    assert code in codes(lang, kind, *lines)


def test_misspelt_soulbond_suggests_the_keyword() -> None:
    card = compile_lines("ja", "creature", ["結婚"])
    assert any("結魂" in hint for d in card.diagnostics for hint in d.hints)
