"""Japanese texts of permanents that appear on no AVR card: new combinations of AVR's
phrasing (keywords with parameters, reminders, statics), each checked against the exact
IR it must give; and wrong texts, each rejected with the right diagnostic."""

from __future__ import annotations

import pytest
from ofuda.compiler import ir
from ofuda.runtime.definitions import CardType, Cost, Keyword, ManaCost, ObjectFilter
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
PAIRED = "試しの騎士が他のクリーチャーと組になっているかぎり、"
HEXPROOF_RULE = "あなたの対戦相手がコントロールする呪文や能力の対象にならない。"


def _subtype(name: str) -> Protection:
    return Protection(quality=ObjectFilter(subtypes=(name,)))


VALID: list[tuple[str, tuple[str, ...], tuple[ir.Ability, ...]]] = [
    # keyword lines, with and without parameters
    ("creature", ("沼渡り、飛行",), (K(Keyword.SWAMPWALK), K(Keyword.FLYING))),
    ("creature", ("威嚇、絆魂",), (K(Keyword.INTIMIDATE), K(Keyword.LIFELINK))),
    ("creature", ("結魂、速攻",), (K(Keyword.SOULBOND), K(Keyword.HASTE))),
    ("creature", ("破壊不能",), (K(Keyword.INDESTRUCTIBLE),)),
    ("creature", ("不死、到達",), (K(Keyword.UNDYING), K(Keyword.REACH))),
    ("creature", ("プロテクション（天使）",), (K(_subtype("Angel")),)),
    ("creature", ("飛行、プロテクション（人間）",), (K(Keyword.FLYING), K(_subtype("Human")))),
    ("aura", ("エンチャント（土地）",), (K(Enchant(ObjectFilter(card_types=(CardType.LAND,)))),)),
    (
        "aura",
        ("エンチャント（アーティファクト）",),
        (K(Enchant(ObjectFilter(card_types=(CardType.ARTIFACT,)))),),
    ),
    ("equipment", ("装備 {1}",), (K(Equip(Cost((ManaCost("{1}"),)))),)),
    ("sorcery", ("奇跡 {2}{R}",), (K(Miracle(ManaCost("{2}{R}"))),)),
    # reminders on new keyword/reminder pairings
    (
        "creature",
        ("到達 （このクリーチャーは飛行を持つクリーチャーをブロックできる。）",),
        (K(Keyword.REACH),),
    ),
    (
        "creature",
        (
            "接死 （このクリーチャーが何らかのダメージをクリーチャーに与えた場合、それだけで破壊される。）",
        ),
        (K(Keyword.DEATHTOUCH),),
    ),
    (
        "equipment",
        (
            "装備 {5} （{5}：あなたがコントロールするクリーチャー１体を対象とし、これをつける。 装備はソーサリーとしてのみ行う。）",
        ),
        (K(Equip(Cost((ManaCost("{5}"),)))),),
    ),
    (
        "creature",
        (
            "瞬速、呪禁 （このクリーチャーは、あなたの対戦相手がコントロールする呪文や能力の対象にならない。）",
        ),
        (K(Keyword.FLASH), K(Keyword.HEXPROOF)),
    ),
    # the creature itself
    (
        "creature",
        ("試しの騎士は破壊されない。",),
        # 702.12b: the permanent's own indestructible is the keyword, as Oracle writes it
        (K(Keyword.INDESTRUCTIBLE),),
    ),
    (
        "creature",
        ("試しの騎士は到達を持つクリーチャーのみをブロックできる。",),
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
    (
        "creature",
        ("試しの騎士は可能なら毎ターン攻撃する。",),
        (S((AttacksEachCombat(ThisPermanent()),)),),
    ),
    (
        "creature",
        ("試しの騎士は＋１/＋０の修整を受けるとともにブロックされない。",),
        (S((AddPowerToughness(ThisPermanent(), 1, 0), CantBeBlocked(ThisPermanent()))),),
    ),
    # Auras
    (
        "aura",
        (
            "エンチャント（クリーチャー）",
            "エンチャントされているクリーチャーは到達を持つとともに＋０/＋２の修整を受ける。",
        ),
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
    (
        "aura",
        ("エンチャントされているクリーチャーは接死を持つ。",),
        (S((GrantKeywords(EnchantedPermanent(), (Keyword.DEATHTOUCH,)),)),),
    ),
    (
        "aura",
        ("エンチャントされているクリーチャーはブロックされない。",),
        (S((CantBeBlocked(EnchantedPermanent()),)),),
    ),
    (
        "aura",
        ("エンチャントされているクリーチャーは－２/－０の修整を受ける。",),
        (S((AddPowerToughness(EnchantedPermanent(), -2, 0),)),),
    ),
    (
        "aura",
        ("エンチャントされているクリーチャーは先制攻撃を失う。",),
        (S((RemoveKeywords(EnchantedPermanent(), (Keyword.FIRST_STRIKE,)),)),),
    ),
    (
        "aura",
        ("エンチャントされているクリーチャーは可能なら毎ターン攻撃する。",),
        (S((AttacksEachCombat(EnchantedPermanent()),)),),
    ),
    (
        "aura",
        ("エンチャントされているクリーチャーは＋１/＋１の修整を受けるとともに飛行を失う。",),
        (
            S(
                (
                    AddPowerToughness(EnchantedPermanent(), 1, 1),
                    RemoveKeywords(EnchantedPermanent(), (Keyword.FLYING,)),
                )
            ),
        ),
    ),
    # Equipment
    (
        "equipment",
        ("装備しているクリーチャーは＋１/＋０の修整を受けるとともにトランプルを持つ。",),
        (
            S(
                (
                    AddPowerToughness(EquippedCreature(), 1, 0),
                    GrantKeywords(EquippedCreature(), (Keyword.TRAMPLE,)),
                )
            ),
        ),
    ),
    (
        "equipment",
        ("装備しているクリーチャーはプロテクション（吸血鬼）を持つ。",),
        (S((GrantKeywords(EquippedCreature(), (_subtype("Vampire"),)),)),),
    ),
    (
        "equipment",
        ("装備しているクリーチャーはさらに１体のクリーチャーをブロックできる。",),
        (S((CanBlockAdditional(EquippedCreature(), 1),)),),
    ),
    (
        "equipment",
        ("装備しているクリーチャーは呪禁を持つ。 （それは、" + HEXPROOF_RULE + "）",),
        (S((GrantKeywords(EquippedCreature(), (Keyword.HEXPROOF,)),)),),
    ),
    # soulbond pairs
    (
        "creature",
        (PAIRED + "両方のクリーチャーはトランプルを持つ。",),
        (S((GrantKeywords(PairedCreatures(), (Keyword.TRAMPLE,)),), IsPaired()),),
    ),
    (
        "creature",
        (PAIRED + "それらのクリーチャーはそれぞれ＋３/＋３の修整を受ける。",),
        (S((AddPowerToughness(PairedCreatures(), 3, 3),), IsPaired()),),
    ),
    (
        "creature",
        (PAIRED + "両方のクリーチャーは威嚇を持つ。",),
        (S((GrantKeywords(PairedCreatures(), (Keyword.INTIMIDATE,)),), IsPaired()),),
    ),
    (
        "creature",
        (PAIRED + "両方のクリーチャーはプロテクション（デーモン）を持つ。",),
        (S((GrantKeywords(PairedCreatures(), (_subtype("Demon"),)),), IsPaired()),),
    ),
    (
        "creature",
        (PAIRED + "両方のクリーチャーは呪禁を持つ。 （それらは" + HEXPROOF_RULE + "）",),
        (S((GrantKeywords(PairedCreatures(), (Keyword.HEXPROOF,)),), IsPaired()),),
    ),
]


@pytest.mark.parametrize(
    ("kind", "lines", "expected"), VALID, ids=[" / ".join(v[1])[:40] for v in VALID]
)
def test_new_japanese_text_gives_exact_ir(
    kind: str, lines: tuple[str, ...], expected: tuple[ir.Ability, ...]
) -> None:
    assert abilities("ja", kind, *lines) == expected


INVALID: list[tuple[str, tuple[str, ...], str]] = [
    ("creature", ("結婚",), "E101"),  # 結魂 misspelt
    (
        "creature",
        (
            "飛行 （このクリーチャーは防御プレイヤーが沼をコントロールしているかぎりブロックされない。）",
        ),
        "W240",
    ),
    ("creature", ("絆魂 （それは飛行を持つクリーチャーをブロックできる。）",), "W240"),
    (
        "equipment",
        (
            "装備 {2} （{3}：あなたがコントロールするクリーチャー１体を対象とし、これをつける。 装備はソーサリーとしてのみ行う。）",
        ),
        "W240",
    ),
    ("creature", ("呪禁 （それらは" + HEXPROOF_RULE + "）",), "W241"),
    ("creature", ("カードを１枚引く。",), "E250"),
    ("instant", ("クリーチャー１体を対象とする。それは飛行を持つ。",), "E251"),
    ("creature", ("両方のクリーチャーは飛行を持つ。",), "E253"),
    ("aura", ("エンチャントされているクリーチャーは飛行を得る。",), "E254"),
    ("plains", ("({T}:{U}を加える。)",), "W243"),
]


@pytest.mark.parametrize(
    ("kind", "lines", "code"), INVALID, ids=[v[2] + " " + v[1][0][:30] for v in INVALID]
)
def test_wrong_japanese_text_is_rejected_with_its_code(
    kind: str, lines: tuple[str, ...], code: str
) -> None:
    if code.startswith("W"):
        # reminder text has no rules meaning (207.2): the card compiles, with the warning
        card = compile_lines("ja", kind, list(lines))
        assert card.ok and code in [d.code for d in card.diagnostics]
        return
    assert code in codes("ja", kind, *lines)


def test_misspelt_soulbond_suggests_the_keyword() -> None:
    from support.permanents import compile_lines

    card = compile_lines("ja", "creature", ["結婚"])
    assert any("結魂" in hint for d in card.diagnostics for hint in d.hints)
