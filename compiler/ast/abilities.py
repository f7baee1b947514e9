"""AST nodes of ability lines: keywords (with their parameters), spell, activated,
triggered and static lines, reminders, and the type line."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ofuda.runtime.definitions import CardType, Keyword, ObjectFilter, Supertype

from ..ir.ability_words import AbilityWord
from ..source.text import Span
from .choices import UnlessPaired
from .chosen import ChosenColorQuality
from .conditions import (
    ControlsCondition,
    DiedThisTurnCondition,
    LifeThisTurnCondition,
    DrawnThisTurnCondition,
    AttackedThisTurnCondition,
    LifeTotalCondition,
)
from .costs import CostItem
from .nouns import Line, Node, ObjectNoun, PlayerNoun, Reference
from .predicates import ControlsExactlyCondition
from .sentences import EffectSentence, IfControls, Sentence
from .triggers import Trigger

# --- abilities --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ProtectionKeyword(Node):
    """ "Protection from <quality>" (702.16)."""

    quality: ObjectNoun | ChosenColorQuality


@dataclass(frozen=True, slots=True)
class HexproofFromKeyword(Node):
    """ "Hexproof from <quality>" (702.11d): hexproof against that quality only."""

    quality: ObjectNoun | ChosenColorQuality


@dataclass(frozen=True, slots=True)
class EnchantKeyword(Node):
    """ "Enchant <noun>" (702.5): an object, or a player ("Enchant player", 303.4)."""

    noun: ObjectNoun | PlayerNoun


@dataclass(frozen=True, slots=True)
class EquipKeyword(Node):
    """ "Equip <cost>" (702.6)."""

    cost: str


@dataclass(frozen=True, slots=True)
class MiracleKeyword(Node):
    """ "Miracle <cost>" (702.94)."""

    cost: str


@dataclass(frozen=True, slots=True)
class CostedKeyword(Node):
    """Base of a keyword whose parameter is a cost (flashback, cycling, kicker): lowered to the
    runtime's keyword parameter by compiler/lower/costed_keywords.py."""


@dataclass(frozen=True, slots=True)
class FlashbackKeyword(CostedKeyword):
    """ "Flashback <cost>" (702.34): a mana cost, or after a dash a cost with other parts."""

    cost: tuple[CostItem, ...]


@dataclass(frozen=True, slots=True)
class CyclingKeyword(CostedKeyword):
    """ "Cycling <cost>" (702.29a), and typecycling, "Swampcycling <cost>" (702.29e): ``search``
    is the card a typecycling ability searches for (None: plain cycling draws a card)."""

    search: ObjectFilter | None
    cost: tuple[CostItem, ...]


@dataclass(frozen=True, slots=True)
class KickerKeyword(CostedKeyword):
    """ "Kicker <cost>" (702.33a): an optional additional cost; a mana cost, or after a dash a
    cost with other parts."""

    cost: tuple[CostItem, ...]


@dataclass(frozen=True, slots=True)
class UnearthKeyword(CostedKeyword):
    """ "Unearth <mana cost>" (702.84a): an activated ability of the card in its owner's
    graveyard."""

    cost: tuple[CostItem, ...]


@dataclass(frozen=True, slots=True)
class ScavengeKeyword(CostedKeyword):
    """ "Scavenge <mana cost>" (702.97a): an activated ability of the card in its owner's
    graveyard."""

    cost: tuple[CostItem, ...]


@dataclass(frozen=True, slots=True)
class EscapeKeyword(CostedKeyword):
    """ "Escape—<cost>" (702.138a): an alternative cost paid to cast the card from its owner's
    graveyard; a mana cost, or after a dash a cost with other parts."""

    cost: tuple[CostItem, ...]


@dataclass(frozen=True, slots=True)
class WardKeyword(Node):
    """ "Ward <cost>" (702.21): a mana cost, or after a dash a cost with other parts."""

    cost: tuple[CostItem, ...]


@dataclass(frozen=True, slots=True)
class NumberedKeyword(Node):
    """ "Bushido 2" / 「武士道２」: a keyword with a number N (702.45, 702.86, 702.135)."""

    keyword: Keyword
    amount: int


KeywordWithParameter = (
    ProtectionKeyword
    | HexproofFromKeyword
    | WardKeyword
    | EnchantKeyword
    | EquipKeyword
    | MiracleKeyword
    | FlashbackKeyword
    | CyclingKeyword
    | KickerKeyword
    | UnearthKeyword
    | EscapeKeyword
    | ScavengeKeyword
    | NumberedKeyword
)


@dataclass(frozen=True, slots=True)
class KeywordItem(Node):
    """One keyword of a keyword line."""

    keyword: Keyword | KeywordWithParameter


@dataclass(frozen=True, slots=True)
class KeywordLine(Line):
    """ "Flying, vigilance"."""

    keywords: tuple[KeywordItem, ...]


@dataclass(frozen=True, slots=True)
class SpellLine(Line):
    """Instructions with no cost or trigger: a spell's effect."""

    sentences: tuple[Sentence, ...]


@dataclass(frozen=True, slots=True)
class ActivatedLine(Line):
    """ "[Cost]: [Effect]" (rule 602.1)."""

    cost: tuple[CostItem, ...]
    sentences: tuple[Sentence, ...]


@dataclass(frozen=True, slots=True)
class TriggeredLine(Line):
    """ "When …, …" (rule 603.1)."""

    trigger: Trigger
    sentences: tuple[Sentence, ...]
    # 603.4: an intervening "if" clause right after the trigger condition
    condition: StaticCondition | None = None


@dataclass(frozen=True, slots=True)
class AdditionalCostLine(Line):
    """「…を唱えるための追加コストとして、…」 / "As an additional cost to cast this spell, …" (601.2b)."""

    item: CostItem


@dataclass(frozen=True, slots=True)
class PairedCondition(Node):
    """ "as long as CARDNAME is paired with another creature" (702.95)."""


@dataclass(frozen=True, slots=True)
class YourTurnCondition(Node):
    """「あなたのターンであるかぎり」 / "as long as it's your turn"."""

    cost_change_condition: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class NotYourTurnCondition(Node):
    """「あなたのターンでないかぎり」 / "as long as it's not your turn" (611.3b)."""


@dataclass(frozen=True, slots=True)
class AffectedIsCondition(Node):
    """「装備しているクリーチャーが人間または天使であるかぎり」 / "as long as equipped creature
    is a Human or an Angel": the object the statement is about has one of ``subtypes``."""

    subject: Reference
    subtypes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AttackingCondition(Node):
    """「CARDNAMEが攻撃しているかぎり」 / "as long as it's attacking" (611.3b, 506.4): the object
    the statement is about is an attacking creature; ``subject`` is the one the Japanese names
    (None: the English "it", the statement's subject)."""

    about_own_object: ClassVar[bool] = True

    subject: Reference | None = None


@dataclass(frozen=True, slots=True)
class OwnStateCondition(Node):
    """「CARDNAMEがアンタップ状態であるかぎり」 / "as long as it's untapped", 「…が防衛を持つかぎり」 /
    "as long as it has defender" (611.3b): an object is in ``state`` (tapped or untapped, 701.26;
    attacking or blocking, 506.4; has a keyword, 702.1; enchanted or equipped, 303.4 and 301.5;
    of a subtype, 205.3); ``subject`` is the object named (None: the English "it", the Japanese
    unsaid subject: the statement's subject). Named CARDNAME, the condition is the permanent's
    own state, whatever its statement is about ("As long as CARDNAME is untapped, creatures you
    control get +1/+1.")."""

    about_own_object: ClassVar[bool] = True

    state: ObjectFilter
    subject: Reference | None = None


@dataclass(frozen=True, slots=True)
class CountersOnCondition(Node):
    """「CARDNAMEの上に＋１/＋１カウンターが置かれているかぎり」 / "as long as it has a +1/+1 counter
    on it" (611.3b, 122.1): the object the statement is about has a counter of ``kind``;
    ``subject`` is the one the Japanese names (None: the English "it", the statement's
    subject)."""

    about_own_object: ClassVar[bool] = True

    kind: str
    subject: Reference | None = None


# A permanent's entering under a state of the game (「このターンいずれかのクリーチャーが死亡していた
# 場合、…置かれた状態で戦場に出る」, lower/entering.py) is conditioned on a state condition too.
StaticCondition = (
    PairedCondition | YourTurnCondition | AffectedIsCondition | ControlsExactlyCondition
    | UnlessPaired | AttackingCondition | OwnStateCondition | NotYourTurnCondition | CountersOnCondition | LifeTotalCondition | DiedThisTurnCondition
    | LifeThisTurnCondition | ControlsCondition | IfControls | DrawnThisTurnCondition
    | AttackedThisTurnCondition
)


@dataclass(frozen=True, slots=True)
class ConditionalStatic(Line):
    """ "As long as <condition>, <statement>" (611.3)."""

    condition: StaticCondition
    sentence: EffectSentence


@dataclass(frozen=True, slots=True)
class OtherwiseStatic(Line):
    """ "<statement> as long as <condition>. Otherwise, <statement>." / 「…かぎり…。そうでないかぎり、
    …。」 (611.3b): the second statement applies as long as the condition is false; "it" in it
    is the first statement's subject."""

    first: ConditionalStatic
    otherwise: EffectSentence


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


# the parameter of protection's reminder "by anything of that color" / 「選ばれた色のもの」
CHOSEN_COLOR_PARAMETER = "chosen color"
# the parameter of protection's reminder "… by anything with that name" (201.3, 702.16)
CHOSEN_NAME_PARAMETER = "chosen name"


@dataclass(frozen=True, slots=True)
class TokenRule(Node):
    """A reminder sentence restating the ability of the predefined tokens its line creates
    (111.10, 207.2): 「（それは、「…」を持つアーティファクトである。）」 / '(It's an artifact with
    "…")'."""

    abilities: tuple[AbilityLine, ...]


@dataclass(frozen=True, slots=True)
class Reminder(Node):
    """A reminder text in parentheses: its sentences, each a keyword's rule.

    A reminder ofuda cannot read has no ``rules``; ``unread_at`` is where its
    reading stopped (it is kept, with a warning: reminder text has no rules
    meaning, 207.2).
    """

    rules: tuple[KeywordRule | TokenRule, ...]
    unread_at: Span | None = None


@dataclass(frozen=True, slots=True)
class RemindedLine(Line):
    """An ability followed by the reminder of a keyword it has or grants."""

    line: KeywordLine | SpellLine | ActivatedLine | TriggeredLine
    reminder: Reminder

    # 207.2: reminder text has no rules meaning; the lowering checks it against the keyword
    # where it can (check_reminder), but nothing in it may change what the card does.
    wording_fields: ClassVar[frozenset[str]] = frozenset({"reminder"})


@dataclass(frozen=True, slots=True)
class ReminderLine(Line):
    """A line that is only a reminder (a basic land's "({T}: Add {W}.)", 305.6)."""

    reminder: Reminder

    wording_fields: ClassVar[frozenset[str]] = frozenset({"reminder"})  # 207.2, as above


@dataclass(frozen=True, slots=True)
class LabelledLine(Line):
    """An ability after an ability word and its dash, 「陰鬱 ― …」 / "Morbid — …" (207.2c):
    the word has no rules meaning; the line is read as it would be without it."""

    word: AbilityWord
    line: AbilityLine


# Every kind of line is a subclass of ``Line`` (nouns.py), lowered by its registered lowering.
AbilityLine = Line


@dataclass(frozen=True, slots=True)
class TypeLine(Node):
    """A type line: supertypes, card types, subtypes (rule 205)."""

    supertypes: tuple[Supertype, ...]
    card_types: tuple[CardType, ...]
    subtypes: tuple[str, ...]
