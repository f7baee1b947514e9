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
    Color,
    CombatState,
    Controller,
    Keyword,
    ObjectFilter,
    Step,
    Supertype,
    TokenSpec,
)

from .source import Span


@dataclass(frozen=True, slots=True)
class Node:
    """Base of all AST nodes: the span of the source text it came from."""

    span: Span


# --- references and nouns ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class ObjectNoun(Node):
    """A description of objects: "nonblack creature you control", 「あなたの墓地にあるクリーチャー・カード」.

    ``filter`` holds every criterion the words state (runtime data); ``zone``
    is where such objects are (a card "from your graveyard", a "spell"); a
    controller named by a reference ("creature target player controls") is
    ``controlled_by``. ``also_player`` is "creature or player".
    """

    filter: ObjectFilter
    zone: str = "battlefield"
    controlled_by: Reference | None = None
    also_player: bool = False


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
    """それ, そのプレイヤー, "it", "that player", それら, その前者: bound during lowering.

    ``wants`` says what the word can refer to: "object", "player", "any",
    "card" (the new object a moved target became), "group" (every target),
    "former"/"latter" (the first/second target), "subject" (自分: the
    clause's own subject).
    """

    word: str
    wants: str


@dataclass(frozen=True, slots=True)
class TargetReference(Node):
    """English "target creature": declares a target where it refers to it."""

    noun: ObjectNoun | PlayerNoun
    count: int = 1
    up_to: bool = False


@dataclass(frozen=True, slots=True)
class TargetGroup(Node):
    """English "target creature you control and target creature you don't control": several
    targets named together, meant all at once (the Japanese declares them, then says それら)."""

    targets: tuple[TargetReference, ...]


@dataclass(frozen=True, slots=True)
class DealtDamageReference(Node):
    """「これによりダメージを与えられた各クリーチャー」 / "each creature dealt damage this way"."""


@dataclass(frozen=True, slots=True)
class EachReference(Node):
    """「各クリーチャー」 「すべてのゾンビ」 / "each player", "all creatures": every such object or player."""

    noun: ObjectNoun | PlayerNoun


@dataclass(frozen=True, slots=True)
class ControllerOfReference(Node):
    """「それのコントローラー」 / "its controller"."""

    of: Reference


@dataclass(frozen=True, slots=True)
class ChosenReference(Node):
    """Not targeted: 「パーマネントを１つ」 / "a permanent you control", chosen on resolution."""

    noun: ObjectNoun
    count: int


@dataclass(frozen=True, slots=True)
class EnchantedReference(Node):
    """エンチャントされているクリーチャー / "enchanted creature" (303.4)."""


@dataclass(frozen=True, slots=True)
class EquippedReference(Node):
    """装備しているクリーチャー / "equipped creature" (301.5)."""


@dataclass(frozen=True, slots=True)
class PairedReference(Node):
    """両方のクリーチャー / "both creatures", "each of those creatures" (702.95)."""


@dataclass(frozen=True, slots=True)
class OrderedChosen(Node):
    """「第一のタイプのパーマネントを１つ」 / "one permanent of the first type": ``count``
    permanents chosen among the card type at ``position`` of an order chosen before."""

    position: int
    count: int


Reference = (
    OrderedChosen
    | SelfReference
    | YouReference
    | PronounReference
    | TargetReference
    | TargetGroup
    | DealtDamageReference
    | EnchantedReference
    | EquippedReference
    | PairedReference
    | EachReference
    | ControllerOfReference
    | ChosenReference
)


@dataclass(frozen=True, slots=True)
class CountedTarget(Node):
    """One target phrase of a declaration: 「クリーチャー１体かプレイヤー１人」, 「クリーチャーを最大２体まで」.

    ``nouns`` are alternatives (what one target may be).
    """

    nouns: tuple[ObjectNoun | PlayerNoun, ...]
    count: int
    up_to: bool = False


# --- values -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CountValue(Node):
    """「…の総数」 / "the number of …"."""

    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class PowerValue(Node):
    """「それのパワー」 / "its power"."""

    of: Reference


@dataclass(frozen=True, slots=True)
class ToughnessValue(Node):
    """「そのクリーチャーのタフネス」 / "that creature's toughness"."""

    of: Reference


@dataclass(frozen=True, slots=True)
class GreatestPowerValue(Node):
    """"the greatest power among creatures you control"."""

    noun: ObjectNoun


@dataclass(frozen=True, slots=True)
class CountersValue(Node):
    """"the number of +1/+1 counters on it"."""

    on: Reference
    kind: str


@dataclass(frozen=True, slots=True)
class TimesValue(Node):
    """"three times …"."""

    factor: int
    value: Value


@dataclass(frozen=True, slots=True)
class TappedThisWayValue(Node):
    """「これによりタップされたクリーチャーの総数」 / "the number of creatures tapped this way"."""


Value = TappedThisWayValue | CountValue | PowerValue | ToughnessValue | GreatestPowerValue | CountersValue | TimesValue
# An amount as written: a number, "X", or a value worked out on resolution.
Amount = int | str | Value


@dataclass(frozen=True, slots=True)
class EachUnit(Node):
    """「人間１体につき」 / "for each Human you control": multiplies the clause's amount."""

    value: Value


# --- predicates -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GainLife(Node):
    """ "gain N life"."""

    amount: Amount


@dataclass(frozen=True, slots=True)
class LoseLife(Node):
    """ "lose N life"."""

    amount: Amount


@dataclass(frozen=True, slots=True)
class DrawCards(Node):
    """ "draw N cards"."""

    amount: Amount


@dataclass(frozen=True, slots=True)
class DealDamage(Node):
    """ "deal N damage to <recipient>"."""

    amount: Amount
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
class CantBlock(Node):
    """ブロックできない / "can't block" (509.1b); a one-shot restriction "this turn"."""


@dataclass(frozen=True, slots=True)
class MustBeBlocked(Node):
    """「このターンにそれをブロックできるすべてのクリーチャーは、それをブロックする」 / "all
    creatures able to block it this turn do so" (509.1c)."""

    obj: Reference


@dataclass(frozen=True, slots=True)
class MustAttack(Node):
    """「可能なら攻撃する」 / "attacks this turn if able" (508.1d); English says "this turn" in
    its own words (``this_turn``), the Japanese in the clause's 「このターン、」."""

    this_turn: bool = False


@dataclass(frozen=True, slots=True)
class ExileInstead(Node):
    """「これによりダメージを与えられたクリーチャーが死亡する場合、代わりにそれを追放する」 / "If a
    creature dealt damage this way would die this turn, exile it instead" (614.1a); English
    says "this turn" in its own words (``this_turn``)."""

    this_turn: bool = False


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


@dataclass(frozen=True, slots=True)
class CantBlockKinds(Node):
    """「…では人間をブロックできない」 / "can't block Humans" (509.1b): a permanent's
    restriction on the attackers of these subtypes it could block."""

    subtypes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CantBeBlockedByLesserPower(Node):
    """ "Creatures with power less than CARDNAME's power can't block it." (509.1b)"""


@dataclass(frozen=True, slots=True)
class ControlsExactlyCondition(Node):
    """「あなたがコントロールしているクリーチャーがちょうど１体だけである場合」 / "as long as
    you control exactly one creature" (611.3b); 「そのクリーチャー」 / "that creature" is it."""

    controller: Reference
    card_type: CardType
    count: int


@dataclass(frozen=True, slots=True)
class ControlsObject(Node):
    """「あなたは…をコントロールする」 / "You control enchanted creature." (613.1b)."""

    object: Reference


@dataclass(frozen=True, slots=True)
class IsAlsoTypes(Node):
    """「他の色やタイプに加えて黒のゾンビでもある」 / "is a black Zombie in addition to its
    other colors and types" (205.1b, 105.3): colours and subtypes added to the object's own."""

    colors: tuple[Color, ...]
    subtypes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class HasAbilities(Node):
    """「「…」を持つ」 / 'has "…"': abilities granted in quotation marks (113.2c)."""

    abilities: tuple[AbilityLine, ...]


StatementPredicate = (
    HasAbilities
    | HasKeywords
    | CantBeBlocked
    | CantBlock
    | CanBlockOnly
    | AttacksEachCombat
    | CanBlockAdditional
    | LosesKeyword
    | IsIndestructible
    | IsAlsoTypes
    | ControlsObject
    | CantBlockKinds
    | CantBeBlockedByLesserPower
)


@dataclass(frozen=True, slots=True)
class ObjectAction(Node):
    """A verb acting on objects: destroy, exile, tap, untap, counter, regenerate, sacrifice, …

    ``verb`` names the family (the IR effect it lowers to).
    """

    verb: str
    obj: Reference


@dataclass(frozen=True, slots=True)
class ReturnToHand(Node):
    """「オーナーの手札に戻す」 / "return … to its owner's hand"."""

    obj: Reference


@dataclass(frozen=True, slots=True)
class PutOntoBattlefield(Node):
    """「戦場に戻す／出す」 / "return … to the battlefield [under your control]"."""

    obj: Reference


@dataclass(frozen=True, slots=True)
class PutOnLibrary(Node):
    """「ライブラリーの一番上／下に置く」 / "put … on top of / on the bottom of … library"."""

    obj: Reference
    top: bool


@dataclass(frozen=True, slots=True)
class SkipNextUntap(Node):
    """"It doesn't untap during its controller's next untap step"."""


@dataclass(frozen=True, slots=True)
class AddCounters(Node):
    """「…の上に＋１/＋１カウンターを２個置く」 / "put two +1/+1 counters on …"."""

    obj: Reference
    kind: str
    amount: Amount


@dataclass(frozen=True, slots=True)
class CreateTokens(Node):
    """「…トークンを１体戦場に出す」 / "put … token onto the battlefield" / "create …"."""

    token: TokenSpec
    amount: Amount


@dataclass(frozen=True, slots=True)
class Discard(Node):
    """"discard N cards [at random]"."""

    amount: Amount
    at_random: bool = False


@dataclass(frozen=True, slots=True)
class DiscardHand(Node):
    """「自分の手札をすべて捨てる」 / "discard your hand"."""


@dataclass(frozen=True, slots=True)
class Mill(Node):
    """"puts the top N cards of his or her library into his or her graveyard" / "mills N cards".

    ``whose`` is the library's owner where the text names it (「そのプレイヤーのライブラリー」).
    """

    amount: Amount
    whose: Reference | None = None


@dataclass(frozen=True, slots=True)
class Fight(Node):
    """「その前者はその後者と格闘を行う」 / "fights another target creature"."""

    opponent: Reference


@dataclass(frozen=True, slots=True)
class GainControl(Node):
    """「それのコントロールを得る」 / "gain control of …"."""

    obj: Reference


@dataclass(frozen=True, slots=True)
class ExtraTurn(Node):
    """「このターンの後に追加の１ターンを行う」 / "take an extra turn after this one"."""


@dataclass(frozen=True, slots=True)
class PreventAllDamage(Node):
    """"Prevent all damage that would be dealt to … this turn"."""

    to: Reference


@dataclass(frozen=True, slots=True)
class AddMana(Node):
    """"Add {R} [to your mana pool]"."""

    symbols: str


@dataclass(frozen=True, slots=True)
class AddAnyColorMana(Node):
    """「好きな色１色のマナＮ点を加える」 / "Add N mana of any (one) color" (106.1)."""

    amount: int


@dataclass(frozen=True, slots=True)
class ChooseOrder(Node):
    """「アーティファクト、クリーチャー、土地の順番を決める」 / "Choose an order for artifacts, …"."""

    card_types: tuple[CardType, ...]


@dataclass(frozen=True, slots=True)
class SacrificeGroups(Node):
    """「第一の…を１つ、第二の…を２つ…生け贄に捧げる」: one sacrifice of every group at once."""

    groups: tuple[OrderedChosen, ...]


@dataclass(frozen=True, slots=True)
class AlsoKeyword(Node):
    """English "gains vigilance and haste": the keyword after "and"."""

    keyword: Keyword


Predicate = (
    MustBeBlocked
    | ExileInstead
    | MustAttack
    | GainLife
    | LoseLife
    | DrawCards
    | DealDamage
    | ModifyPowerToughness
    | GainKeyword
    | StatementPredicate
    | ObjectAction
    | ReturnToHand
    | PutOntoBattlefield
    | PutOnLibrary
    | SkipNextUntap
    | AddCounters
    | CreateTokens
    | Discard
    | DiscardHand
    | Mill
    | Fight
    | GainControl
    | ExtraTurn
    | PreventAllDamage
    | AddMana
    | AddAnyColorMana
    | AlsoKeyword
    | ChooseOrder
    | SacrificeGroups
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


Condition = IfYouDo | IfItIs | IfControls


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
class ManaRestriction(Node):
    """「このマナは、…を唱えるためにのみ使用できる。」 / "Spend this mana only to cast …"
    (106.6); ``uncounterable``: 「その呪文は打ち消されない」 / "that spell can't be countered"."""

    spells: ObjectNoun
    uncounterable: bool = False


Sentence = (
    TargetSentence
    | EffectSentence
    | XDefinition
    | ModalSentence
    | ActivationRestriction
    | ManaRestriction
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
    | KeywordLine
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
    BECOMES_BLOCKED = "becomes blocked by a creature"  # 509.3c
    DEALS_DAMAGE = "deals damage to a player"  # 510.3a
    BECOMES_TARGET = "becomes the target of a spell"  # 115
    CASTS = "casts a spell"  # 601.2i
    LOSES_LIFE = "loses life"  # 119.3
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


@dataclass(frozen=True, slots=True)
class StepTrigger(Node):
    """ "At the beginning of your upkeep / of the end step" (603.2b); ``next_only``:
    the delayed "at the beginning of the next end step" (603.7)."""

    step: Step
    whose: Controller
    next_only: bool = False


AnyTrigger = Trigger | EventTrigger | StepTrigger
