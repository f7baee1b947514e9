"""What the grammars' terminal names mean.

Both grammars name each word by what it means (``KW_FLYING`` is 飛行 in
grammar/ja/ and "flying" in grammar/en/), so one table serves both languages and the
AST never depends on how a word was spelt.
"""

from __future__ import annotations

import re

from lark import Token
from ofuda.runtime.definitions import (
    CardType,
    Color,
    CombatState,
    Controller,
    Keyword,
    ObjectFilter,
    Supertype,
)

from .subtype_table import ENGLISH_PLURALS, IRREGULAR_NAMES, SUBTYPE_BY_WORD

KEYWORDS: dict[str, Keyword] = {
    "KW_DEATHTOUCH": Keyword.DEATHTOUCH,
    "KW_DEFENDER": Keyword.DEFENDER,
    "KW_DOUBLE_STRIKE": Keyword.DOUBLE_STRIKE,
    "KW_FIRST_STRIKE": Keyword.FIRST_STRIKE,
    "KW_FLASH": Keyword.FLASH,
    "KW_FLYING": Keyword.FLYING,
    "KW_HASTE": Keyword.HASTE,
    "KW_HEXPROOF": Keyword.HEXPROOF,
    "KW_LIFELINK": Keyword.LIFELINK,
    "KW_REACH": Keyword.REACH,
    "KW_TRAMPLE": Keyword.TRAMPLE,
    "KW_VIGILANCE": Keyword.VIGILANCE,
    "KW_SWAMPWALK": Keyword.SWAMPWALK,
    "KW_PLAINSWALK": Keyword.PLAINSWALK,
    "KW_ISLANDWALK": Keyword.ISLANDWALK,
    "KW_MOUNTAINWALK": Keyword.MOUNTAINWALK,
    "KW_FORESTWALK": Keyword.FORESTWALK,
    "KW_MENACE": Keyword.MENACE,
    "KW_PROWESS": Keyword.PROWESS,
    "KW_INTIMIDATE": Keyword.INTIMIDATE,
    "KW_SOULBOND": Keyword.SOULBOND,
    "KW_UNDYING": Keyword.UNDYING,
    "KW_INDESTRUCTIBLE": Keyword.INDESTRUCTIBLE,
    "KW_SHROUD": Keyword.SHROUD,
    "KW_FEAR": Keyword.FEAR,
    "KW_WITHER": Keyword.WITHER,
    "KW_INFECT": Keyword.INFECT,
    "KW_PERSIST": Keyword.PERSIST,
    "KW_EXALTED": Keyword.EXALTED,
    "KW_BATTLE_CRY": Keyword.BATTLE_CRY,
    "KW_FLANKING": Keyword.FLANKING,
    "KW_MENTOR": Keyword.MENTOR,
    "KW_CHANGELING": Keyword.CHANGELING,
    "KW_SKULK": Keyword.SKULK,
    "KW_SHADOW": Keyword.SHADOW,
    "KW_DEVOID": Keyword.DEVOID,
    "KW_EVOLVE": Keyword.EVOLVE,
    "KW_RIOT": Keyword.RIOT,
    "KW_EXTORT": Keyword.EXTORT,
    "KW_SPLIT_SECOND": Keyword.SPLIT_SECOND,
    "KW_CONVOKE": Keyword.CONVOKE,
    "KW_DELVE": Keyword.DELVE,
    # keywords with a number N (numbered_keyword: statics.NumberedKeyword)
    "KW_BUSHIDO": Keyword.BUSHIDO,
    "KW_ANNIHILATOR": Keyword.ANNIHILATOR,
    "KW_AFTERLIFE": Keyword.AFTERLIFE,
}

# The keyword each reminder-text rule of grammar/*/16-reminders.lark states (207.2).
KEYWORD_RULES: dict[str, Keyword | str] = {
    "hexproof_rule": Keyword.HEXPROOF,
    "lifelink_rule": Keyword.LIFELINK,
    "intimidate_rule": Keyword.INTIMIDATE,
    "flash_rule": Keyword.FLASH,
    "deathtouch_rule": Keyword.DEATHTOUCH,
    "reach_rule": Keyword.REACH,
    "soulbond_rule": Keyword.SOULBOND,
    "menace_rule": Keyword.MENACE,
    "prowess_rule": Keyword.PROWESS,
    "defender_rule": Keyword.DEFENDER,
    "flying_rule": Keyword.FLYING,
    "first_strike_rule": Keyword.FIRST_STRIKE,
    "vigilance_rule": Keyword.VIGILANCE,
    "haste_rule": Keyword.HASTE,
    "trample_rule": Keyword.TRAMPLE,
    "double_strike_rule": Keyword.DOUBLE_STRIKE,
    "indestructible_rule": Keyword.INDESTRUCTIBLE,
    "shroud_rule": Keyword.SHROUD,
    "fear_rule": Keyword.FEAR,
    "wither_rule": Keyword.WITHER,
    "infect_rule": Keyword.INFECT,
    "exalted_rule": Keyword.EXALTED,
    "battle_cry_rule": Keyword.BATTLE_CRY,
    "flanking_rule": Keyword.FLANKING,
    "mentor_rule": Keyword.MENTOR,
    "changeling_rule": Keyword.CHANGELING,
    "skulk_rule": Keyword.SKULK,
    "shadow_rule": Keyword.SHADOW,
    "devoid_rule": Keyword.DEVOID,
    "evolve_rule": Keyword.EVOLVE,
    "riot_rule": Keyword.RIOT,
    "extort_rule": Keyword.EXTORT,
    "split_second_rule": Keyword.SPLIT_SECOND,
    "convoke_rule": Keyword.CONVOKE,
    "delve_rule": Keyword.DELVE,
    # 702.11d: hexproof of a player ("You have hexproof"), its subject "you"
    "player_hexproof_rule": Keyword.HEXPROOF,
    # a keyword action's reminder (701.15), explaining a Regenerate effect
    "regenerate_rule": "regenerate",
}

# Landwalk keywords by the land type they name (702.14).
LANDWALK: dict[str, Keyword] = {
    "Plains": Keyword.PLAINSWALK,
    "Island": Keyword.ISLANDWALK,
    "Swamp": Keyword.SWAMPWALK,
    "Mountain": Keyword.MOUNTAINWALK,
    "Forest": Keyword.FORESTWALK,
}

# 702.29e: the card a typecycling ability searches for, by its keyword's terminal (None: plain
# cycling, 702.29a, draws a card)
CYCLING_SEARCHES: dict[str, ObjectFilter | None] = {
    "KW_CYCLING": None,
    "KW_PLAINSCYCLING": ObjectFilter(subtypes=("Plains",)),
    "KW_ISLANDCYCLING": ObjectFilter(subtypes=("Island",)),
    "KW_SWAMPCYCLING": ObjectFilter(subtypes=("Swamp",)),
    "KW_MOUNTAINCYCLING": ObjectFilter(subtypes=("Mountain",)),
    "KW_FORESTCYCLING": ObjectFilter(subtypes=("Forest",)),
    "KW_LANDCYCLING": ObjectFilter(card_types=(CardType.LAND,)),
    "KW_BASIC_LANDCYCLING": ObjectFilter(
        card_types=(CardType.LAND,), supertypes=(Supertype.BASIC,)
    ),
}

# Who a reminder sentence speaks of, by the terminal of its subject.
REMINDER_SUBJECTS: dict[str, str] = {
    "THIS_CREATURE": "self",
    "THIS_PERMANENT": "self",  # このパーマネント, "this permanent"
    "SELF_THIS": "self",  # これ, "this"
    "IT": "it",
    "THAT_CREATURE": "it",  # そのクリーチャー
    "THE_CREATURE": "it",  # "the creature"
    "THEY": "they",
    "THOSE": "they",  # "them" (vigilance's "Attacking doesn't cause them to tap")
}

# "permanent" names no card type: any object on the battlefield is one (110.1).
CARD_TYPES: dict[str, CardType | None] = {
    "TYPE_ARTIFACT": CardType.ARTIFACT,
    "TYPE_CREATURE": CardType.CREATURE,
    "TYPE_ENCHANTMENT": CardType.ENCHANTMENT,
    "TYPE_INSTANT": CardType.INSTANT,
    "TYPE_LAND": CardType.LAND,
    "TYPE_PLANESWALKER": CardType.PLANESWALKER,
    "TYPE_SORCERY": CardType.SORCERY,
    "TYPE_PERMANENT": None,
}

SUPERTYPES: dict[str, Supertype] = {
    "SUPER_BASIC": Supertype.BASIC,
    "SUPER_LEGENDARY": Supertype.LEGENDARY,
}

COMBAT_STATES: dict[str, tuple[CombatState, ...]] = {
    "ATTACKING": (CombatState.ATTACKING,),
    "BLOCKING": (CombatState.BLOCKING,),
    "ATTACKING_OR_BLOCKING": (CombatState.ATTACKING, CombatState.BLOCKING),
    # 2018 Japanese compound nouns (grammar/ja/30-nouns.lark combat_head)
    "ATTACKING_CREATURE": (CombatState.ATTACKING,),
    "BLOCKING_CREATURE": (CombatState.BLOCKING,),
}

PLAYER_NOUNS: dict[str, Controller] = {
    "PLAYER": Controller.ANY,
    "OPPONENT": Controller.OPPONENT,
}

# What each pronoun can refer to (see lower/lowerer.py for how it is bound).
# The objects paid for a cost, by their word: "the sacrificed creature" / 「生け贄に捧げたクリーチャー」
# is what was sacrificed, "the exiled card" / 「その追放されたカード」 what was exiled (601.2h).
PAID_KINDS: dict[str, str] = {"SACRIFICED_CREATURE": "sacrificed", "EXILED_CARD": "exiled"}

# A demonstrative with a card type ("that creature" / 「その土地」) names the latest target that
# can be of that type (compiler/lower/scope.py Scope.latest; 608.2c).
DEMONSTRATIVE_TYPES: dict[str, CardType] = {
    "THAT_CREATURE": CardType.CREATURE,
    "THAT_LAND": CardType.LAND,
    "THAT_ARTIFACT": CardType.ARTIFACT,
    "THAT_ENCHANTMENT": CardType.ENCHANTMENT,
    "THAT_PLANESWALKER": CardType.PLANESWALKER,
    "TARGETED_CREATURE": CardType.CREATURE,  # 「対象としたクリーチャー」 (40k-targeted-references)
    "TARGETED_ARTIFACT": CardType.ARTIFACT,
}

PRONOUNS: dict[str, str] = {
    "IT": "any",
    "HIM": "object",  # "him" / 「彼」: a planeswalker's or legend's "it" (2011–18 templating)
    "THAT_CREATURE": "object",
    "THAT_CREATURE_OR_PLAYER": "any",  # 「そのクリーチャーやプレイヤー」 (a creature-or-player target)
    "THAT_PERMANENT": "object",
    "THAT_LAND": "object",
    "THAT_ARTIFACT": "object",
    "THAT_ENCHANTMENT": "object",
    "THAT_PLANESWALKER": "object",
    "THAT_CREATURE_OR_PLANESWALKER": "object",  # a creature-or-planeswalker target
    "THAT_PLAYER": "player",
    "THAT_PLAYER_OR_PLANESWALKERS_CONTROLLER": "player",  # Oracle; no planeswalker targets yet
    "HE_OR_SHE": "player",
    "HIS_OR_HER": "player",
    "THEIR": "player",
    "ITS": "object",
    "THAT_CARD": "card",  # the new object a target became when it moved (400.7)
    "TARGETED_CARD": "object",  # 「対象としたカード」: the target card itself
    "TARGETED_CREATURE": "object",
    "TARGETED_ARTIFACT": "object",
    # a spell (or ability): a cast trigger's spell, "copy that spell" (603.2); the spell or
    # ability that targeted, "counter that spell or ability" (115.1); a spell target
    "THAT_SPELL": "spell",
    "THAT_SPELL_OR_ABILITY": "spell",
    "THE_REVEALED_CARD": "revealed",  # the one card an instruction revealed (701.16a, 608.2c)
    "THOSE": "group",
    "THEY": "group",
    "THOSE_TOKENS": "group",
    "THAT_TOKEN": "token",  # the one token just created (111.2, 608.2c)
    "THOSE_CARDS": "group_card",
    "THE_FORMER": "former",
    "THE_LATTER": "latter",
    "SELF_PLAYER": "subject",  # 自分: the clause's own subject
    # 自身 / "itself": a reflexive, the object that is the clause's own subject ("target
    # creature deals damage to itself equal to its power"; 「その前者は…自身のパワーに等しい…」)
    "SELF_ITSELF": "itself",
    "ITSELF": "itself",
}

COLORS: dict[str, Color] = {
    "COLOR_WHITE": Color.WHITE,
    "COLOR_BLUE": Color.BLUE,
    "COLOR_BLACK": Color.BLACK,
    "COLOR_RED": Color.RED,
    "COLOR_GREEN": Color.GREEN,
}

# How many colours an object has (105.2a–c), as (at least, at most).
COLOR_COUNTS: dict[str, tuple[int | None, int | None]] = {
    "COLORLESS_WORD": (None, 0),
    "MONOCOLORED_WORD": (1, 1),
    "MULTICOLORED_WORD": (2, None),
}

NUMBER_WORDS: dict[str, int] = {
    "A_ONE": 1,
    "ONE": 1,
    "TWO": 2,
    "THREE": 3,
    "FOUR": 4,
    "FIVE": 5,
    "SIX": 6,
    "SEVEN": 7,
    "EIGHT": 8,
    "NINE": 9,
    "TEN": 10,
    "ELEVEN": 11,
    "TWELVE": 12,
    "THIRTEEN": 13,
    "FOURTEEN": 14,
    "FIFTEEN": 15,
    "SIXTEEN": 16,
    "SEVENTEEN": 17,
    "EIGHTEEN": 18,
    "NINETEEN": 19,
    "TWENTY": 20,
}

# English plural nouns ("creatures", "Zombies") mean what the singular means.
PLURAL_TYPES: dict[str, CardType | None] = {
    "TYPES_CREATURE": CardType.CREATURE,
    "TYPES_ARTIFACT": CardType.ARTIFACT,
    "TYPES_ENCHANTMENT": CardType.ENCHANTMENT,
    "TYPES_LAND": CardType.LAND,
    "TYPES_PLANESWALKER": CardType.PLANESWALKER,
    "TYPES_PERMANENT": None,
}

SUBTYPE_PREFIX = "SUB_"
PLURAL_PREFIX = "PLURAL_"


def subtype_name(terminal: str) -> str:
    """The English name of a subtype terminal: ``SUB_HUMAN``, ``PLURAL_HUMAN`` → ``Human``;
    ``SUB_ASSEMBLY_WORKER`` → ``Assembly-Worker`` (compiler/parse/subtype_table.py, generated from
    grammar/data/creature-types.tsv)."""
    key = terminal.removeprefix(SUBTYPE_PREFIX).removeprefix(PLURAL_PREFIX)
    return IRREGULAR_NAMES.get(key, key.capitalize())


# The generated word classes (grammar/*/92-creature-types.lark): one terminal for many
# words, each word's meaning looked up from its text.
WORD_CLASS_TERMINALS = frozenset(
    {
        "SUB_CREATURE_TYPE",
        "PLURAL_CREATURE_TYPE",
        "SUB_PLANESWALKER_TYPE",
        "SUB_OTHER_TYPE",
        "PLURAL_OTHER_TYPE",
    }
)


def subtype_of(token: Token) -> str:
    """The English name of the subtype a token names: by its terminal (``SUB_HUMAN`` →
    ``Human``) or, for a generated word class, by its text (「エルフ」, "Elves" → ``Elf``)."""
    if token.type in WORD_CLASS_TERMINALS:
        return SUBTYPE_BY_WORD[str(token)]
    return subtype_name(token.type)


def subtype_terminal(name: str, prefix: str = SUBTYPE_PREFIX) -> str:
    """The terminal of a subtype name, the inverse of :func:`subtype_name`:
    ``Assembly-Worker`` → ``SUB_ASSEMBLY_WORKER``, ``C'tan`` → ``SUB_CTAN``."""
    return prefix + re.sub(r"[ \-]", "_", name.replace("'", "")).upper()


# English plural subtypes (grammar/en/85-plurals.lark and the generated
# 92-creature-types.lark): PLURAL_HUMAN → Human.
PLURAL_SUBTYPES: dict[str, str] = {
    "PLURAL_AURA": "Aura",  # an enchantment type (205.3h), not in the creature-type table
    **{
        subtype_terminal(name, PLURAL_PREFIX): name
        for name, plural in ENGLISH_PLURALS.items()
        if plural != name
    },
}
