"""Keyword abilities as a hover shows them: the rule that defines each, and its reminder text.

Keyed by the grammars' terminal names (``KW_FLYING`` is 飛行 in grammar/ja/ and
"flying" in grammar/en/). Rule numbers are those of the current Comprehensive
Rules (702.x). Reminder texts are the printed ones of real cards in
data/cards/*.json (the set and collector number after each); a keyword with no
printed reminder in that data has none here rather than an invented one.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class KeywordFacts:
    """What a keyword hover says: the defining rule, and the reminder text per language."""

    rule: str
    reminder_en: str | None = None
    reminder_ja: str | None = None
    printed_on: str = ""  # the card the reminder texts were printed on


KEYWORDS: dict[str, KeywordFacts] = {
    "KW_DEATHTOUCH": KeywordFacts(
        "702.2",
        "Any amount of damage this deals to a creature is enough to destroy it.",
        "これが何らかのダメージをクリーチャーに与えた場合、それだけで破壊される。",
        "DKA 121",
    ),
    "KW_DEFENDER": KeywordFacts(
        "702.3",
        "This creature can't attack.",
        "このクリーチャーでは攻撃できない。",
        "AVR 4, M19 30",
    ),
    "KW_DOUBLE_STRIKE": KeywordFacts(
        "702.4", None, "このクリーチャーは先制攻撃と通常の戦闘ダメージの両方を与える。", "M20 16"
    ),
    "KW_ENCHANT": KeywordFacts("702.5"),
    "KW_EQUIP": KeywordFacts(
        "702.6",
        "[cost]: Attach to target creature you control. Equip only as a sorcery.",
        "[cost]：あなたがコントロールするクリーチャー１体を対象とし、これをつける。"
        "装備はソーサリーとしてのみ行う。",
        "AVR 213",
    ),
    "KW_FIRST_STRIKE": KeywordFacts(
        "702.7",
        "This creature deals combat damage before creatures without first strike.",
        "このクリーチャーは先制攻撃を持たないクリーチャーよりも先に戦闘ダメージを与える。",
        "M20 221",
    ),
    "KW_FLASH": KeywordFacts(
        "702.8",
        "You may cast this spell any time you could cast an instant.",
        "あなたはこの呪文を、あなたがインスタントを唱えられるときならいつでも唱えてよい。",
        "AVR 205",
    ),
    "KW_FLYING": KeywordFacts(
        "702.9",
        "This creature can't be blocked except by creatures with flying or reach.",
        "このクリーチャーは飛行や到達を持たないクリーチャーによってはブロックされない。",
        "AVR 73, M19 285",
    ),
    "KW_HASTE": KeywordFacts(
        "702.10",
        "This creature can attack and {T} as soon as it comes under your control.",
        "このクリーチャーは、あなたのコントロール下になってすぐに攻撃したり{T}したりできる。",
        "M19 147",
    ),
    "KW_HEXPROOF": KeywordFacts(
        "702.11",
        "This creature can't be the target of spells or abilities your opponents control.",
        "このクリーチャーは、あなたの対戦相手がコントロールする呪文や能力の対象にならない。",
        "AVR 64",
    ),
    "KW_INDESTRUCTIBLE": KeywordFacts("702.12"),
    "KW_INTIMIDATE": KeywordFacts(
        "702.13",
        "This creature can't be blocked except by artifact creatures and/or creatures that "
        "share a color with it.",
        "このクリーチャーはアーティファクト・クリーチャーかそれと共通の色を持つクリーチャー以外には"
        "ブロックされない。",
        "AVR 140",
    ),
    "KW_SWAMPWALK": KeywordFacts(
        "702.14 (landwalk)",
        "This creature is unblockable as long as defending player controls a Swamp.",
        "このクリーチャーは防御プレイヤーが沼をコントロールしているかぎりブロックされない。",
        "AVR 21",
    ),
    "KW_LIFELINK": KeywordFacts(
        "702.15",
        "Damage dealt by this creature also causes you to gain that much life.",
        "このクリーチャーがダメージを与える場合、さらにあなたはその点数分のライフを得る。",
        "AVR 35",
    ),
    "KW_PROTECTION": KeywordFacts("702.16"),
    "KW_REACH": KeywordFacts(
        "702.17",
        "This creature can block creatures with flying.",
        "このクリーチャーは飛行を持つクリーチャーをブロックできる。",
        "DKA 121",
    ),
    "KW_WARD": KeywordFacts("702.21"),
    "KW_SHROUD": KeywordFacts("702.18"),
    "KW_TRAMPLE": KeywordFacts(
        "702.19",
        "This creature can deal excess combat damage to the player or planeswalker it's attacking.",
        "このクリーチャーは余剰の戦闘ダメージをこれが攻撃しているプレイヤーかプレインズウォーカーに"
        "与えることができる。",
        "M19 146",
    ),
    "KW_VIGILANCE": KeywordFacts(
        "702.20",
        "Attacking doesn't cause this creature to tap.",
        "このクリーチャーは攻撃してもタップしない。",
        "M19 12",
    ),
    "KW_FEAR": KeywordFacts("702.36"),
    "KW_WITHER": KeywordFacts("702.80"),
    "KW_INFECT": KeywordFacts("702.90"),
    "KW_PERSIST": KeywordFacts("702.79"),
    "KW_EXALTED": KeywordFacts("702.83"),
    "KW_CYCLING": KeywordFacts("702.29"),
    **{
        f"KW_{land}CYCLING": KeywordFacts("702.29")  # typecycling, 702.29e
        for land in ("PLAINS", "ISLAND", "SWAMP", "MOUNTAIN", "FOREST", "LAND", "BASIC_LAND")
    },
    "KW_KICKER": KeywordFacts("702.33"),
    "KW_UNEARTH": KeywordFacts("702.84"),
    "KW_ESCAPE": KeywordFacts("702.138"),
    "KW_SCAVENGE": KeywordFacts("702.97"),
    "KW_FLANKING": KeywordFacts("702.25"),
    "KW_BUSHIDO": KeywordFacts("702.45"),
    "KW_CHANGELING": KeywordFacts("702.73"),
    "KW_ANNIHILATOR": KeywordFacts("702.86"),
    "KW_BATTLE_CRY": KeywordFacts("702.91"),
    "KW_MENTOR": KeywordFacts("702.134"),
    "KW_SHADOW": KeywordFacts("702.28"),
    "KW_SKULK": KeywordFacts("702.118"),
    "KW_DEVOID": KeywordFacts("702.114"),
    "KW_EVOLVE": KeywordFacts("702.100"),
    "KW_RIOT": KeywordFacts("702.136"),
    "KW_EXTORT": KeywordFacts("702.101"),
    "KW_SPLIT_SECOND": KeywordFacts("702.61"),
    "KW_CONVOKE": KeywordFacts("702.51"),
    "KW_DELVE": KeywordFacts("702.66"),
    "KW_AFTERLIFE": KeywordFacts("702.135"),
    "KW_UNDYING": KeywordFacts(
        "702.93",
        "When this creature dies, if it had no +1/+1 counters on it, return it to the "
        "battlefield under its owner's control with a +1/+1 counter on it.",
        "このクリーチャーが死亡したとき、それの上に＋１/＋１カウンターが置かれていなかった場合、"
        "それを＋１/＋１カウンターが１個置かれた状態でオーナーのコントロール下で戦場に戻す。",
        "AVR 89",
    ),
    "KW_MIRACLE": KeywordFacts(
        "702.94",
        "You may cast this card for its miracle cost when you draw it if it's the first card "
        "you drew this turn.",
        "あなたがこのカードを引いたとき、これがこのターンに最初に引いたカードだった場合、"
        "あなたはこれの奇跡コストを支払うことでこれを唱えてもよい。",
        "AVR 7",
    ),
    "KW_SOULBOND": KeywordFacts(
        "702.95",
        "You may pair this creature with another unpaired creature when either enters the "
        "battlefield. They remain paired for as long as you control both of them.",
        "このクリーチャーか他のまだ組になっていないクリーチャーが戦場に出たとき、あなたはそれらを"
        "組にしてもよい。 それらのクリーチャーは、あなたがその両方をコントロールし続けるかぎり組である。",
        "AVR 31",
    ),
}
