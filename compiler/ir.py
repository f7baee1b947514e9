"""The IR: what a card does, independent of how (and in which language) it was worded.

Abilities hold typed effects; objects and players are named by selectors
(this object, you, the n-th target); targets, costs and triggers use the
runtime's own data vocabulary (:mod:`ofuda.runtime.definitions`), so codegen
writes them out as they are. The Japanese and the English text of a card must
lower to equal IR; ``origin`` fields (the source text a node came from) are
excluded from equality for that reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ofuda.runtime.definitions import (
    CardType,
    Cost,
    Duration,
    Keyword,
    ObjectFilter,
    PlayerFilter,
    Supertype,
    TargetSpec,
    TokenSpec,
    Trigger,
)
from ofuda.runtime.statics import (
    Condition,
    KeywordParameter,
    ManaProduction,
    SpendOnly,
    StaticEffect,
)

# --- selectors --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ThisObject:
    """The object with the ability (the spell itself, for a spell)."""


@dataclass(frozen=True, slots=True)
class You:
    """The ability's controller."""


@dataclass(frozen=True, slots=True)
class Targeted:
    """The object or player chosen for the ability's target number ``index``."""

    index: int


@dataclass(frozen=True, slots=True)
class AllTargets:
    """Every target chosen for slots ``first`` … ``first + count - 1`` (それら / "them")."""

    first: int
    count: int


@dataclass(frozen=True, slots=True)
class DealtDamageThisWay:
    """The creatures an earlier instruction of this resolution dealt damage to (608.2c)."""


@dataclass(frozen=True, slots=True)
class EachObject:
    """Every object in ``zone`` that matches ``filter`` ("each creature", 「すべてのゾンビ」);
    ``controller`` narrows it to what one player controls ("each creature target player controls")."""

    filter: ObjectFilter
    zone: str = "battlefield"
    controller: Selector | None = None


@dataclass(frozen=True, slots=True)
class EachPlayer:
    """Every player that matches ``filter`` ("each player", 「各対戦相手」), in APNAP order (101.4)."""

    filter: PlayerFilter


@dataclass(frozen=True, slots=True)
class NewObject:
    """The new object ``of`` became by moving earlier in this resolution (400.7: "that card")."""

    of: Selector


@dataclass(frozen=True, slots=True)
class ControllerOf:
    """The controller of an object (「それのコントローラー」 / "its controller")."""

    obj: Selector


@dataclass(frozen=True, slots=True)
class ChosenObjects:
    """``count`` objects ``chooser`` chooses on resolution, not targeted ("a permanent you control")."""

    chooser: Selector
    filter: ObjectFilter
    count: int
    zone: str = "battlefield"


Selector = (
    ThisObject
    | You
    | Targeted
    | AllTargets
    | EachObject
    | EachPlayer
    | NewObject
    | ControllerOf
    | ChosenObjects
    | DealtDamageThisWay
)


# --- values (worked out on resolution) -----------------------------------------


@dataclass(frozen=True, slots=True)
class XValue:
    """The value chosen for X when the spell was cast (107.3)."""


@dataclass(frozen=True, slots=True)
class CountOf:
    """How many objects or players a selector names ("the number of lands you control")."""

    objects: Selector


@dataclass(frozen=True, slots=True)
class PowerOf:
    """An object's power (last known if it left, 608.2h)."""

    obj: Selector


@dataclass(frozen=True, slots=True)
class ToughnessOf:
    """An object's toughness."""

    obj: Selector


@dataclass(frozen=True, slots=True)
class GreatestPower:
    """The greatest power among objects (0 if none)."""

    objects: Selector


@dataclass(frozen=True, slots=True)
class CountersOn:
    """The number of ``kind`` counters on an object."""

    obj: Selector
    kind: str


@dataclass(frozen=True, slots=True)
class Product:
    """``factor`` times a value ("three times …", 「…１体につき２点」)."""

    factor: int
    value: Value


@dataclass(frozen=True, slots=True)
class PaidCount:
    """How many objects were paid of ``kind`` for the costs ("the number of creatures tapped
    this way": ``"tapped"``; 601.2h)."""

    kind: str


@dataclass(frozen=True, slots=True)
class OrderedType:
    """The description "permanent of the ``position``-th type" of the order chosen by
    :class:`ChooseOrder` earlier in this resolution (an ObjectFilter on resolution)."""

    position: int


Value = XValue | PaidCount | CountOf | PowerOf | ToughnessOf | GreatestPower | CountersOn | Product
Amount = int | Value


# --- effects ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GainLife:
    """A player gains life (rule 119.3)."""

    player: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class LoseLife:
    """A player loses life (rule 119.3)."""

    player: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DrawCards:
    """A player draws cards (rule 121.1)."""

    player: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DealDamage:
    """A source deals damage to a creature, planeswalker or player (rule 120.1)."""

    source: Selector
    recipient: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ModifyPowerToughness:
    """An object gets +N/+M (rule 613.4c)."""

    obj: Selector
    power: Amount
    toughness: Amount
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class GrantKeyword:
    """An object gains a keyword ability (rule 613.1f)."""

    obj: Selector
    keyword: Keyword
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Destroy:
    """Destroy permanents (701.7)."""

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Exile:
    """Exile objects (701.13 in the seed numbering: move to exile)."""

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ReturnToHand:
    """Put objects into their owners' hands (400.3)."""

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PutOntoBattlefield:
    """Put cards onto the battlefield under ``controller``'s control (110.2a)."""

    obj: Selector
    controller: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PutOnLibrary:
    """Put objects on top of or at the bottom of their owners' libraries (401)."""

    obj: Selector
    top: bool
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Tap:
    """Tap permanents (701.26a)."""

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Untap:
    """Untap permanents (701.26b)."""

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SkipNextUntap:
    """Permanents don't untap during their controller's next untap step (502.3)."""

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CantBlock:
    """Creatures can't block for a while (509.1b): "target creature can't block this turn"."""

    obj: Selector
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CantBeBlocked:
    """Creatures can't be blocked for a while (509.1b): "… can't be blocked this turn"."""

    obj: Selector
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class MustBeBlocked:
    """All creatures able to block it do so, for a while (509.1c)."""

    obj: Selector
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class MustAttack:
    """Creatures attack if able, for a while (508.1d): "… attacks this turn if able"."""

    obj: Selector
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ExileIfItWouldDie:
    """A replacement effect (614.1a): if the creatures would die, they are exiled instead."""

    obj: Selector
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AddCounters:
    """Put counters on permanents (122.1)."""

    obj: Selector
    kind: str
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CreateTokens:
    """A player creates tokens (111.2; 2012 wording "put … onto the battlefield")."""

    player: Selector
    token: TokenSpec
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """A player sacrifices permanents: ``count`` they choose among ``filter``, or ``obj`` (701.17)."""

    player: Selector
    obj: Selector | None
    filter: ObjectFilter | None
    count: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ChooseOrder:
    """A player puts card types in an order (101.4c) that later instructions refer to
    (:class:`OrderedType`: "the first type")."""

    player: Selector
    card_types: tuple[CardType, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SacrificeGroups:
    """Each player chooses ``counts[i]`` permanents matching ``filters[i]`` for every i, then
    sacrifices them all at once (one event, 701.17)."""

    player: Selector
    filters: tuple[object, ...]
    counts: tuple[int, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Discard:
    """A player discards cards of their choice, or at random (701.8)."""

    player: Selector
    amount: Amount
    at_random: bool
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class DiscardHand:
    """A player discards their hand (701.8)."""

    player: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Mill:
    """A player puts the top cards of their library into their graveyard (701.13 mill)."""

    player: Selector
    amount: Amount
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CounterSpell:
    """Counter a spell (701.5): it goes to its owner's graveyard."""

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Regenerate:
    """Give permanents a regeneration shield for this turn (701.15)."""

    obj: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Fight:
    """Two creatures fight: each deals damage equal to its power to the other (701.12)."""

    first: Selector
    second: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class GainControl:
    """A player gains control of permanents (613.1b, layer 2)."""

    player: Selector
    obj: Selector
    duration: Duration
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ExtraTurn:
    """A player takes an extra turn after this one (500.7)."""

    player: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class PreventAllDamage:
    """Prevent all damage that would be dealt to something this turn (615.1a)."""

    to: Selector
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AddMana:
    """A player adds mana, ``times`` times (106.4)."""

    player: Selector
    symbols: str
    times: Amount
    origin: str = field(default="", compare=False)


# --- conditions and optional instructions ----------------------------------------


@dataclass(frozen=True, slots=True)
class Matches:
    """Whether an object matches a description now ("If it's an Angel")."""

    obj: Selector
    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class Controls:
    """Whether a player controls a permanent that matches ("If you control an Angel")."""

    player: Selector
    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class YouDid:
    """Whether the player did the optional instruction before ("If you do")."""


Condition = Matches | Controls | YouDid


@dataclass(frozen=True, slots=True)
class Optional:
    """"You may …" (「…してもよい」): ``player`` chooses whether to do all of ``effects``."""

    player: Selector
    effects: tuple[Effect, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Conditional:
    """"If …, …": ``effects`` happen only if ``condition`` holds on resolution."""

    condition: Condition
    effects: tuple[Effect, ...]
    origin: str = field(default="", compare=False)


Effect = (
    GainLife
    | LoseLife
    | DrawCards
    | DealDamage
    | ModifyPowerToughness
    | GrantKeyword
    | Destroy
    | Exile
    | ReturnToHand
    | PutOntoBattlefield
    | PutOnLibrary
    | Tap
    | Untap
    | SkipNextUntap
    | CantBlock
    | CantBeBlocked
    | MustBeBlocked
    | MustAttack
    | ExileIfItWouldDie
    | AddCounters
    | CreateTokens
    | Sacrifice
    | SacrificeGroups
    | ChooseOrder
    | Discard
    | DiscardHand
    | Mill
    | CounterSpell
    | Regenerate
    | Fight
    | GainControl
    | ExtraTurn
    | PreventAllDamage
    | AddMana
    | Optional
    | Conditional
)


# --- abilities --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class KeywordAbility:
    """A keyword ability (rule 702), with its parameter where it has one
    (:class:`~ofuda.runtime.statics.Protection`, ``Enchant``, ``Equip``, ``Miracle``)."""

    keyword: Keyword | KeywordParameter
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """An instant's or sorcery's effect (rule 113.3a)."""

    targets: tuple[TargetSpec, ...]
    effects: tuple[Effect, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """"As an additional cost to cast this spell, …" (601.2b): cost items paid as the
    spell is cast (:class:`~ofuda.runtime.definitions.CardDefinition` ``additional_costs``)."""

    items: tuple[object, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ModalSpell:
    """A modal spell (700.2): as it is cast, its controller chooses ``minimum`` to
    ``maximum`` of ``modes``; each mode is a spell ability with targets of its own."""

    minimum: int
    maximum: int
    modes: tuple[SpellAbility, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """ "[Cost]: [Effect]" (rule 602)."""

    cost: Cost
    targets: tuple[TargetSpec, ...]
    effects: tuple[Effect, ...]
    sorcery_speed: bool = False  # "Activate only as a sorcery" (602.5b)
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """ "When/Whenever/At …, …" (rule 603)."""

    trigger: Trigger
    targets: tuple[TargetSpec, ...]
    effects: tuple[Effect, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class GrantedAbilities:
    """Layer 6 (613.1f): ``affected`` has these abilities, written in quotation marks
    (113.2c); codegen writes each as an ability class of the card module and the
    effect as the runtime's :class:`~ofuda.runtime.statics.GrantAbilities`. "This
    creature" in them is the object that has them (ThisObject)."""

    affected: object
    abilities: tuple[Ability, ...]


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (rule 604, 611.3): continuous effects, restrictions and
    rules changes (runtime data of :mod:`ofuda.runtime.statics`) that apply
    while ``condition`` holds (None: always)."""

    effects: tuple[StaticEffect | GrantedAbilities, ...]
    condition: Condition | None = None
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class ManaAbility:
    """ "[Cost]: Add [mana]." (rule 605): an activated ability that adds mana and has no
    target; it doesn't use the stack (605.3b). ``mana`` is runtime data
    (:class:`~ofuda.runtime.statics.ProduceMana`, ``ProduceAnyColor``); ``restriction``
    limits how the mana can be spent (106.6)."""

    cost: Cost
    mana: tuple[ManaProduction, ...]
    restriction: SpendOnly | None = None
    origin: str = field(default="", compare=False)


Ability = (
    KeywordAbility
    | SpellAbility
    | ModalSpell
    | AdditionalCost
    | ActivatedAbility
    | TriggeredAbility
    | StaticAbility
    | ManaAbility
)


@dataclass(frozen=True, slots=True)
class CardFace:
    """A card's printed characteristics other than its rules text."""

    name: str
    name_ja: str | None
    mana_cost: str | None
    supertypes: tuple[Supertype, ...]
    card_types: tuple[CardType, ...]
    subtypes: tuple[str, ...]
    power: int | None
    toughness: int | None
    loyalty: int | None


@dataclass(frozen=True, slots=True)
class CardIR:
    """One card: its face and the abilities of its rules text, in order."""

    face: CardFace
    abilities: tuple[Ability, ...]
