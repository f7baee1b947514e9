"""The AST: what a line of rules text says, in either language.

Both grammars build these same nodes; words are already mapped to their
meanings (keywords, types, counts), but the text's shape is kept: sentences,
subjects, references such as それ / "it", and English's inline "target …".
Resolving those references is the lowering pass's job. Every node carries the
span of its source text (character offsets in the original file).
"""

from __future__ import annotations

from dataclasses import dataclass

from ofuda.runtime.definitions import (
    CardType,
    Color,
    CombatState,
    Controller,
    Keyword,
    Supertype,
)

from .source import Span


@dataclass(frozen=True, slots=True)
class Node:
    """Base of all AST nodes: the span of the source text it came from."""

    span: Span


# --- references and nouns ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class ObjectNoun(Node):
    """A description of objects: "attacking or blocking creature"."""

    card_types: tuple[CardType, ...]
    combat_states: tuple[CombatState, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_colors: tuple[Color, ...] = ()
    keywords: tuple[Keyword, ...] = ()


@dataclass(frozen=True, slots=True)
class PlayerNoun(Node):
    """ "player" or "opponent"."""

    controller: Controller


@dataclass(frozen=True, slots=True)
class SelfReference(Node):
    """The card's own name, このクリーチャー, "this creature"."""


@dataclass(frozen=True, slots=True)
class YouReference(Node):
    """あなた / "you": the ability's controller."""


@dataclass(frozen=True, slots=True)
class PronounReference(Node):
    """それ, そのプレイヤー, "it", "that player": bound during lowering.

    ``wants`` says what the word can refer to: "object", "player" or "any".
    """

    word: str
    wants: str


@dataclass(frozen=True, slots=True)
class TargetReference(Node):
    """English "target creature": declares a target where it refers to it."""

    noun: ObjectNoun | PlayerNoun


@dataclass(frozen=True, slots=True)
class EnchantedReference(Node):
    """エンチャントされているクリーチャー / "enchanted creature" (303.4)."""


@dataclass(frozen=True, slots=True)
class EquippedReference(Node):
    """装備しているクリーチャー / "equipped creature" (301.5)."""


@dataclass(frozen=True, slots=True)
class PairedReference(Node):
    """両方のクリーチャー / "both creatures", "each of those creatures" (702.95)."""


Reference = (
    SelfReference
    | YouReference
    | PronounReference
    | TargetReference
    | EnchantedReference
    | EquippedReference
    | PairedReference
)


@dataclass(frozen=True, slots=True)
class CountedTarget(Node):
    """Japanese 「クリーチャー１体」 inside a target declaration."""

    noun: ObjectNoun | PlayerNoun
    count: int


# --- predicates -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GainLife(Node):
    """ "gain N life"."""

    amount: int


@dataclass(frozen=True, slots=True)
class LoseLife(Node):
    """ "lose N life"."""

    amount: int


@dataclass(frozen=True, slots=True)
class DrawCards(Node):
    """ "draw N cards"."""

    amount: int


@dataclass(frozen=True, slots=True)
class DealDamage(Node):
    """ "deal N damage to <recipient>"."""

    amount: int
    recipient: Reference


@dataclass(frozen=True, slots=True)
class ModifyPowerToughness(Node):
    """ "gets +N/+M"; an amount is "X" or "-X" where the text says so."""

    power: int | str
    toughness: int | str


@dataclass(frozen=True, slots=True)
class GainKeyword(Node):
    """ "gains <keyword>"."""

    keyword: Keyword


@dataclass(frozen=True, slots=True)
class HasKeywords(Node):
    """持つ / "has <keyword>": a static grant (613.1f), unlike 得る / "gains"."""

    keywords: tuple[KeywordItem, ...]


@dataclass(frozen=True, slots=True)
class CantBeBlocked(Node):
    """ブロックされない / "is unblockable", "can't be blocked" (509.1b)."""


@dataclass(frozen=True, slots=True)
class CanBlockOnly(Node):
    """ "can block only <noun>" (509.1b)."""

    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class AttacksEachCombat(Node):
    """ "attacks each combat if able" (508.1d)."""


@dataclass(frozen=True, slots=True)
class CanBlockAdditional(Node):
    """ "can block an additional creature (each combat)" (509.1b)."""

    count: int = 1


@dataclass(frozen=True, slots=True)
class LosesKeyword(Node):
    """ "loses <keyword>" (613.1f)."""

    keyword: Keyword


@dataclass(frozen=True, slots=True)
class IsIndestructible(Node):
    """2012's 「破壊されない」 / "is indestructible": the keyword indestructible (702.12)."""


StatementPredicate = (
    HasKeywords
    | CantBeBlocked
    | CanBlockOnly
    | AttacksEachCombat
    | CanBlockAdditional
    | LosesKeyword
    | IsIndestructible
)

Predicate = (
    GainLife
    | LoseLife
    | DrawCards
    | DealDamage
    | ModifyPowerToughness
    | GainKeyword
    | StatementPredicate
)


# --- sentences --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TargetSentence(Node):
    """「…を対象とする。」: declares the ability's targets in order."""

    targets: tuple[CountedTarget, ...]


@dataclass(frozen=True, slots=True)
class EffectSentence(Node):
    """A subject (or none: "you"), an optional duration, and joined predicates."""

    subject: Reference | None
    until_end_of_turn: bool
    predicates: tuple[Predicate, ...]


Sentence = TargetSentence | EffectSentence


# --- costs and triggers -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class ManaCostItem(Node):
    """Mana symbols, e.g. "{2}{W}"."""

    symbols: str


@dataclass(frozen=True, slots=True)
class TapCostItem(Node):
    """The {T} symbol."""


@dataclass(frozen=True, slots=True)
class SacrificeSelfCostItem(Node):
    """ "Sacrifice CARDNAME"."""


CostItem = ManaCostItem | TapCostItem | SacrificeSelfCostItem


@dataclass(frozen=True, slots=True)
class EntersTrigger(Node):
    """ "When <self> enters the battlefield"."""


Trigger = EntersTrigger


# --- abilities --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ProtectionKeyword(Node):
    """ "Protection from <quality>" (702.16)."""

    quality: ObjectNoun


@dataclass(frozen=True, slots=True)
class EnchantKeyword(Node):
    """ "Enchant <noun>" (702.5)."""

    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class EquipKeyword(Node):
    """ "Equip <cost>" (702.6)."""

    cost: str


@dataclass(frozen=True, slots=True)
class MiracleKeyword(Node):
    """ "Miracle <cost>" (702.94)."""

    cost: str


KeywordWithParameter = ProtectionKeyword | EnchantKeyword | EquipKeyword | MiracleKeyword


@dataclass(frozen=True, slots=True)
class KeywordItem(Node):
    """One keyword of a keyword line."""

    keyword: Keyword | KeywordWithParameter


@dataclass(frozen=True, slots=True)
class KeywordLine(Node):
    """ "Flying, vigilance"."""

    keywords: tuple[KeywordItem, ...]


@dataclass(frozen=True, slots=True)
class SpellLine(Node):
    """Instructions with no cost or trigger: a spell's effect."""

    sentences: tuple[Sentence, ...]


@dataclass(frozen=True, slots=True)
class ActivatedLine(Node):
    """ "[Cost]: [Effect]" (rule 602.1)."""

    cost: tuple[CostItem, ...]
    sentences: tuple[Sentence, ...]


@dataclass(frozen=True, slots=True)
class TriggeredLine(Node):
    """ "When …, …" (rule 603.1)."""

    trigger: Trigger
    sentences: tuple[Sentence, ...]


@dataclass(frozen=True, slots=True)
class PairedCondition(Node):
    """ "as long as CARDNAME is paired with another creature" (702.95)."""


Condition = PairedCondition


@dataclass(frozen=True, slots=True)
class ConditionalStatic(Node):
    """ "As long as <condition>, <statement>" (611.3)."""

    condition: Condition
    sentence: EffectSentence


@dataclass(frozen=True, slots=True)
class KeywordRule(Node):
    """One sentence of reminder text: the rules meaning of ``keyword`` (207.2).

    ``subject`` is who the sentence speaks of ("self": this creature, "it",
    "they", "holder": a creature with the keyword, "" where the rule names no
    object); ``parameter`` is the keyword's parameter the text states (the
    land type of landwalk, the cost of equip), or "".
    """

    keyword: Keyword | str
    subject: str = ""
    parameter: str = ""


@dataclass(frozen=True, slots=True)
class Reminder(Node):
    """A reminder text in parentheses: its sentences, each a keyword's rule."""

    rules: tuple[KeywordRule, ...]


@dataclass(frozen=True, slots=True)
class RemindedLine(Node):
    """An ability followed by the reminder of a keyword it has or grants."""

    line: KeywordLine | SpellLine | ActivatedLine | TriggeredLine
    reminder: Reminder


@dataclass(frozen=True, slots=True)
class ReminderLine(Node):
    """A line that is only a reminder (a basic land's "({T}: Add {W}.)", 305.6)."""

    reminder: Reminder


AbilityLine = (
    KeywordLine
    | SpellLine
    | ActivatedLine
    | TriggeredLine
    | RemindedLine
    | ReminderLine
    | ConditionalStatic
)


@dataclass(frozen=True, slots=True)
class TypeLine(Node):
    """A type line: supertypes, card types, subtypes (rule 205)."""

    supertypes: tuple[Supertype, ...]
    card_types: tuple[CardType, ...]
    subtypes: tuple[str, ...]
