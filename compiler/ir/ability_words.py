"""Ability words (CR 207.2c): an italic word before an em dash that ties together cards with
similar functionality. It has no rules meaning: the ability after it works as it would without
it. ofuda reads it, keeps it on the ability so that render writes it back, and nothing else
looks at it (the runtime never sees it)."""

from __future__ import annotations

from enum import Enum


class AbilityWord(Enum):
    """One ability word of 207.2c; its value is its English and Japanese names as printed.

    A grammar reads it as the terminal ``AW_<member name>`` (grammar/*/18-ability-words.lark)."""

    ADAMANT = ("Adamant", "一意")
    ADDENDUM = ("Addendum", "補遺")
    ALLIANCE = ("Alliance", "同盟")
    BATTALION = ("Battalion", "大隊")
    BLOODRUSH = ("Bloodrush", "湧血")
    CELEBRATION = ("Celebration", "祝祭")
    CHANNEL = ("Channel", "魂力")
    CHROMA = ("Chroma", "彩色")
    CONSTELLATION = ("Constellation", "星座")
    CONVERGE = ("Converge", "収斂")
    COVEN = ("Coven", "集会")
    DELIRIUM = ("Delirium", "昂揚")
    DOMAIN = ("Domain", "版図")
    EMINENCE = ("Eminence", "威光")
    ENRAGE = ("Enrage", "激昂")
    FATEFUL_HOUR = ("Fateful hour", "窮地")
    FEROCIOUS = ("Ferocious", "獰猛")
    FORMIDABLE = ("Formidable", "圧倒")
    GRANDEUR = ("Grandeur", "壮大")
    HELLBENT = ("Hellbent", "暴勇")
    HEROIC = ("Heroic", "英雄的")
    IMPRINT = ("Imprint", "刻印")
    INSPIRED = ("Inspired", "天啓")
    KINSHIP = ("Kinship", "族系")
    LANDFALL = ("Landfall", "上陸")
    LIEUTENANT = ("Lieutenant", "副官")
    MAGECRAFT = ("Magecraft", "魔技")
    METALCRAFT = ("Metalcraft", "金属術")
    MORBID = ("Morbid", "陰鬱")
    PACK_TACTICS = ("Pack tactics", "集団戦術")
    PARLEY = ("Parley", "交渉")
    RADIANCE = ("Radiance", "光輝")
    RAID = ("Raid", "強襲")
    RALLY = ("Rally", "結集")
    REVOLT = ("Revolt", "紛争")
    SECRET_COUNCIL = ("Secret council", "秘密評議会")
    SPELL_MASTERY = ("Spell mastery", "呪文熟達")
    SURVIVAL = ("Survival", "生存")
    SWEEP = ("Sweep", "掃引")
    THRESHOLD = ("Threshold", "スレッショルド")
    UNDERGROWTH = ("Undergrowth", "宿根")
    VALIANT = ("Valiant", "武勇")
    WILL_OF_THE_COUNCIL = ("Will of the council", "議決")

    def name_in(self, lang: str) -> str:
        """The word as printed in ``lang`` ("ja" or "en")."""
        english, japanese = self.value
        return japanese if lang == "ja" else english
