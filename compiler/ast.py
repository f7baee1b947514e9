"""The AST: what a line of rules text says, in either language.

Both grammars build these same nodes; words are already mapped to their
meanings (keywords, types, counts), but the text's shape is kept: sentences,
subjects, references such as それ / "it", and English's inline "target …".
Resolving those references is the lowering pass's job. Every node carries the
span of its source text (character offsets in the original file).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ofuda.runtime.definitions import (
    CardType,
    Controller,
    Keyword,
    Step,
    Supertype,
)

from .source import Span

# The nodes of ast_nouns, ast_predicates and ast_events are re-exported here: passes use
# ``ast.X``.
from .ast_events import (
    AnyPlayerMaySentence,
    DelayedSentence,
    IfAPlayerDid,
    EventAmountValue,
    IfControlsGreatestPower,
    PayMana,
)
from .ast_nouns import (
    Node,
    ObjectNoun,
    PlayerNoun,
    SelfReference,
    YouReference,
    PronounReference,
    TargetReference,
    TargetGroup,
    DealtDamageReference,
    EachReference,
    ControllerOfReference,
    ChosenReference,
    EnchantedReference,
    EquippedReference,
    PairedReference,
    OrderedChosen,
    CountedTarget,
    CountValue,
    PowerValue,
    ToughnessValue,
    GreatestPowerValue,
    CountersValue,
    TimesValue,
    TappedThisWayValue,
    EachUnit,
    Reference,
    Value,
    Amount,
)
from .ast_stack import (
    CostChangeLine,
    ChooseFromUnion,
    FlashPermission,
    GetEmblem,
    LoyaltyLine,
    NewTargetsForCopy,
    NoMaximumHandSizeLine,
    SacrificeAtRandom,
    SacrificedThisWay,
)
from .ast_replacement import (
    CantBlockObjects,
    CantPayCosts,
    CantCauseSacrifice,
    HighestLifeValue,
    HalfValue,
    DefinesPowerToughness,
    DamageCantBePrevented,
    DamageReplacementLine,
    PreventAndExileLine,
    OtherThanNoun,
    PreventCombatDamage,
    PreventNextDamage,
    PreventedThisWaySentence,
)
from .ast_redirection import DamageRedirectionLine
from .ast_predicates import (
    GainLife,
    LoseLife,
    DrawCards,
    DealDamage,
    ModifyPowerToughness,
    GainKeyword,
    HasKeywords,
    CantBeBlocked,
    CantBlock,
    MustBeBlocked,
    MustAttack,
    ExileInstead,
    CanBlockOnly,
    AttacksEachCombat,
    CanBlockAdditional,
    LosesKeyword,
    IsIndestructible,
    CantBlockKinds,
    CantBeBlockedByLesserPower,
    ControlsExactlyCondition,
    ControlsObject,
    IsAlsoTypes,
    HasAbilities,
    ObjectAction,
    ReturnToHand,
    PutOntoBattlefield,
    PutOnLibrary,
    SkipNextUntap,
    AddCounters,
    CreateTokens,
    Discard,
    DiscardHand,
    Mill,
    Fight,
    GainControl,
    ExtraTurn,
    PreventAllDamage,
    AddMana,
    AddAnyColorMana,
    ChooseOrder,
    SacrificeGroups,
    AlsoKeyword,
    StatementPredicate,
    Predicate,
)
from .ast_entering import EntersAsChosenCopy, EntersTapped, EntersWithCounters
from .ast_chosen import (
    AsEntersChoice,
    ChosenColorQuality,
    ControlsNoneCondition,
    Become,
    BecomeCopy,
    DoesntUntap,
    EntersAsCopy,
    UnlessSentence,
)
from .ast_choices import (
    QuotedChoice,
    IfPaired,
    UnlessPaired,
    CantAttack,
    PreventDamageBy,
    DividedDamage,
    DividedCounters,
    JointReference,
    SacrificeUnlessPay,
    AttachedReference,
)


# --- sentences --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TargetSentence(Node):
    """「…を対象とする。」: declares the ability's targets in order."""

    targets: tuple[CountedTarget, ...]


@dataclass(frozen=True, slots=True)
class Clause(Node):
    """A subject (or none: "you"), a duration, predicates, and "for each …"."""

    subject: Reference | ObjectNoun | None
    duration: str | None
    predicates: tuple[Predicate, ...]
    each: EachUnit | None = None


@dataclass(frozen=True, slots=True)
class IfYouDo(Node):
    """「そうした場合」 / "If you do"."""


@dataclass(frozen=True, slots=True)
class IfItIs(Node):
    """「それが天使である場合」 / "If it's an Angel"."""

    subject: Reference
    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class IfControls(Node):
    """「あなたが天使をコントロールしている場合」 / "If you control an Angel"."""

    player: Reference
    noun: ObjectNoun


Condition = (
    IfYouDo | IfItIs | IfControls | IfControlsGreatestPower | IfPaired | IfAPlayerDid
    | SacrificedThisWay
)


@dataclass(frozen=True, slots=True)
class EffectSentence(Node):
    """Clauses in order ("…し、その後…" / "…, then …"), optional as a whole ("you may"),
    under a condition, with X defined inline (", where X is …")."""

    clauses: tuple[Clause, ...]
    optional: bool = False
    condition: Condition | None = None
    x_value: Value | None = None


@dataclass(frozen=True, slots=True)
class XDefinition(Node):
    """「Ｘは…に等しい。」: defines X for the sentences before it."""

    value: Value


@dataclass(frozen=True, slots=True)
class ModalSentence(Node):
    """「以下の２つから１つを選ぶ。「…」「…」」 / "Choose one — …; or …"."""

    choose_many: bool
    modes: tuple[tuple[Sentence, ...], ...]


@dataclass(frozen=True, slots=True)
class ActivationRestriction(Node):
    """"Activate only as a sorcery." (602.5b)."""


@dataclass(frozen=True, slots=True)
class ActivationPermission(Node):
    """「いずれのプレイヤーもこの能力を起動してよい。」 / "Any player may activate this ability."
    (602.2): ``players`` besides the controller may activate it."""

    players: PlayerNoun


@dataclass(frozen=True, slots=True)
class ManaRestriction(Node):
    """「このマナは、…を唱えるためにのみ使用できる。」 / "Spend this mana only to cast …"
    (106.6); ``uncounterable``: 「その呪文は打ち消されない」 / "that spell can't be countered"."""

    spells: ObjectNoun
    uncounterable: bool = False


Sentence = (
    TargetSentence
    | FlashPermission
    | NewTargetsForCopy
    | EffectSentence
    | XDefinition
    | ModalSentence
    | ActivationRestriction
    | ActivationPermission
    | ManaRestriction
    | QuotedChoice
    | SacrificeUnlessPay
)


# --- costs and triggers -----------------------------------------------------


@dataclass(frozen=True, slots=True)
class ManaCostItem(Node):
    """Mana symbols, e.g. "{2}{W}"."""

    symbols: str


@dataclass(frozen=True, slots=True)
class TapCostItem(Node):
    """The {T} symbol."""


@dataclass(frozen=True, slots=True)
class SacrificeCostItem(Node):
    """"Sacrifice CARDNAME" / "Sacrifice a creature"."""

    obj: Reference


@dataclass(frozen=True, slots=True)
class PayLifeCostItem(Node):
    """"Pay N life"."""

    amount: int


@dataclass(frozen=True, slots=True)
class DiscardCostItem(Node):
    """"Discard a card"."""

    count: int


@dataclass(frozen=True, slots=True)
class TapPermanentsCostItem(Node):
    """"Tap two untapped Humans you control"; ``any_number``: "tap any number of …"."""

    obj: Reference
    any_number: bool = False


@dataclass(frozen=True, slots=True)
class RemoveCountersCostItem(Node):
    """"Remove a charge counter from CARDNAME"."""

    kind: str
    count: int


CostItem = (
    ManaCostItem
    | TapCostItem
    | SacrificeCostItem
    | PayLifeCostItem
    | DiscardCostItem
    | TapPermanentsCostItem
    | RemoveCountersCostItem
)


@dataclass(frozen=True, slots=True)
class EntersTrigger(Node):
    """"When <self> enters the battlefield"; ``subject`` is who enters (only CARDNAME for now)."""

    subject: Reference | None = None


Trigger = EntersTrigger


# --- abilities --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ProtectionKeyword(Node):
    """ "Protection from <quality>" (702.16)."""

    quality: ObjectNoun | ChosenColorQuality


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
    # 603.4: an intervening "if" clause right after the trigger condition
    condition: StaticCondition | None = None


@dataclass(frozen=True, slots=True)
class AdditionalCostLine(Node):
    """「…を唱えるための追加コストとして、…」 / "As an additional cost to cast this spell, …" (601.2b)."""

    item: CostItem


@dataclass(frozen=True, slots=True)
class PairedCondition(Node):
    """ "as long as CARDNAME is paired with another creature" (702.95)."""


@dataclass(frozen=True, slots=True)
class YourTurnCondition(Node):
    """「あなたのターンであるかぎり」 / "as long as it's your turn"."""


@dataclass(frozen=True, slots=True)
class AffectedIsCondition(Node):
    """「装備しているクリーチャーが人間または天使であるかぎり」 / "as long as equipped creature
    is a Human or an Angel": the object the statement is about has one of ``subtypes``."""

    subject: Reference
    subtypes: tuple[str, ...]


StaticCondition = (
    PairedCondition | YourTurnCondition | AffectedIsCondition | ControlsExactlyCondition
    | UnlessPaired
)


@dataclass(frozen=True, slots=True)
class ConditionalStatic(Node):
    """ "As long as <condition>, <statement>" (611.3)."""

    condition: StaticCondition
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
    AdditionalCostLine
    | CostChangeLine
    | LoyaltyLine
    | NoMaximumHandSizeLine
    | KeywordLine
    | SpellLine
    | ActivatedLine
    | TriggeredLine
    | RemindedLine
    | ReminderLine
    | ConditionalStatic
    | AsEntersChoice
)


@dataclass(frozen=True, slots=True)
class TypeLine(Node):
    """A type line: supertypes, card types, subtypes (rule 205)."""

    supertypes: tuple[Supertype, ...]
    card_types: tuple[CardType, ...]
    subtypes: tuple[str, ...]


# --- triggers beyond entering the battlefield (603) ---------------------------


class Event(StrEnum):
    """What a trigger condition watches for (603.2); 「とき」/"when" and 「たび」/"whenever"
    both mean each time it happens."""

    DIES = "dies"  # 700.4
    ENTERS = "enters the battlefield"  # 603.6a
    ENTERS_FROM_GRAVEYARD = "enters the battlefield from a graveyard"  # 603.6a
    ENTERS_ATTACHED = "enters the battlefield attached to a creature"  # 603.6a
    ATTACKS = "attacks"  # 508.3a
    ATTACKS_OR_BLOCKS = "attacks or blocks"  # 508.3a, 509.3c
    BLOCKS = "blocks"  # 509.3c
    BECOMES_BLOCKED = "becomes blocked by a creature"  # 509.3c
    DEALS_DAMAGE = "deals damage to a player"  # 510.3a
    BECOMES_TARGET = "becomes the target of a spell"  # 115
    CASTS = "casts a spell"  # 601.2i
    LOSES_LIFE = "loses life"  # 119.3
    DRAWS = "draws a card"  # 121.2
    PUT_INTO_GRAVEYARD = "a card is put into a graveyard from anywhere"  # 603.6


@dataclass(frozen=True, slots=True)
class TriggerSubject(Node):
    """Who a trigger watches: a reference (CARDNAME, このクリーチャー, enchanted or
    equipped creature) or a noun (「他のクリーチャーが１体」, "a creature you control");
    ``or_self``: "CARDNAME or another creature"."""

    reference: Reference | None = None
    noun: ObjectNoun | None = None
    or_self: bool = False


@dataclass(frozen=True, slots=True)
class EventTrigger(Node):
    """ "When/Whenever <subject> <event>" (603.2).

    ``player``: who is dealt damage or loses life; ``combat``: combat damage only;
    ``spells``: which spells are cast or target (alternatives); ``under_your_control``:
    "enters the battlefield under your control".
    """

    event: Event
    subject: TriggerSubject | None = None
    player: PlayerNoun | None = None
    combat: bool = False
    spells: tuple[ObjectNoun, ...] = ()
    under_your_control: bool = False
    amount: int | str | None = None  # "draws a card": the cards named (121.2: one)


@dataclass(frozen=True, slots=True)
class StepTrigger(Node):
    """ "At the beginning of your upkeep / of the end step" (603.2b); ``next_only``:
    the delayed "at the beginning of the next end step" (603.7)."""

    step: Step
    whose: Controller
    next_only: bool = False


AnyTrigger = Trigger | EventTrigger | StepTrigger
from .ast_attach import AttachAnyNumber, AttachZones, PutAttachedAnyNumber  # noqa: E402
from .ast_special_actions import IgnoreEffectSentence  # noqa: E402
from .ast_activation import CantActivateAbilities  # noqa: E402
