"""IR nodes of abilities and cards: conditions, optional and conditional instructions, the
abilities a card has, its faces; and which values are IR nodes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, TypeAlias

from ofuda.runtime.definitions import (
    CardType,
    Color,
    Cost,
    CostItem,
    Keyword,
    ObjectFilter,
    Supertype,
    TargetSpec,
    Trigger,
)

if TYPE_CHECKING:  # pragma: no cover - runtime statics its StaticEffect union does not list
    from ofuda.runtime.special_actions import MayIgnoreEffect
    from ofuda.runtime.statics_activation import CantActivateAbilities
    from ofuda.runtime.statics_costs import AlternativeCost, OwnCostChange
    from ofuda.runtime.statics_replacement import (
        ModifyLifeGain,
        MultiplyTokensCreated,
        MultiplyDamageDealt,
        PowerToughnessDefining,
        PreventDamageAndExileFromLibrary,
        PreventDamageTo,
        RedirectDamage,
    )
    from ofuda.runtime.statics_mana import SpendAsAnyColor
    from ofuda.runtime.statics_opening_hand import BeginGameOnBattlefield
    from ofuda.runtime.statics_triggers import NextBeginningOfStep, TriggerEvent
from ofuda.runtime.statics import (
    Condition as StaticCondition,
)
from ofuda.runtime.statics_mana import MoreManaProduction
from ofuda.runtime.statics import (
    KeywordParameter,
    ManaProduction,
    SpendOnly,
    StaticEffect,
)

from .ability_words import AbilityWord
from .any_number import DiscardAnyNumber, SacrificeAnyNumber, TapAnyNumber
from .attach import AttachAnyNumber, AttachObject, PutAttachedAnyNumber
from .blocking import CantBeBlocked, CantBeBlockedBy, CantBlock, LimitBlockers, MustAttack, MustBeBlocked
from .blocking import MustBeBlockedIfAble
from .choices import (
    DealDividedDamage,
    DivideCounters,
    IsPairedWith,
    SacrificeEachUnlessPayLife,
    TapOrUntap,
)
from .chosen import Become, BecomeCopy, ChooseAsItResolves, Unless
from .effect_results import AnyAffected
from .mana import AddManaOfColors
from .effects import (
    AddCounters,
    AddMana,
    ChooseOrder,
    CounterSpell,
    CreateTokens,
    DealDamage,
    DealDamageTogether,
    Destroy,
    Discard,
    DiscardHand,
    DrawCards,
    Exile,
    ExileIfItWouldDie,
    ExtraTurn,
    Fight,
    GainControl,
    GainLife,
    GrantKeyword,
    GrantKeywordOfChoice,
    LoseKeyword,
    LoseLife,
    Mill,
    SetLifeTotal,
    ModifyPowerToughness,
    PreventAllDamage,
    PutOnLibrary,
    PutOntoBattlefield,
    Regenerate,
    ExchangeControl,
    ReturnToHand,
    Sacrifice,
    SacrificeGroups,
    SkipNextUntap,
    DoesntUntap,
    DoublePower,
    DoubleCounters,
    Tap,
    Untap,
)
from .game_rules import FlipCoin, FlipResult, LoseGame, RemoveFromCombat, WinGame
from .keyword_actions import (
    Explore,
    Investigate,
    Proliferate,
    RemoveAllCounters,
    RemoveCounters,
    Surveil,
)
from .quoted import GainAbilities
from .token_copies import CreateTokenCopies
from .library import (
    AllowCast,
    CastWithoutPaying,
    PlayWithoutPaying,
    ChooseCards,
    DiscardObjects,
    ExileFromTopUntil,
    ExileTop,
    ExileUntilLeaves,
    LookAtTop,
    PutOnBottomInAnyOrder,
    PutOnBottomInRandomOrder,
    PutIntoGraveyard,
    Repeat,
    RevealCards,
    RevealFromTopUntil,
    RevealHand,
    RevealTop,
    Scry,
    SearchFor,
    SearchLibraryAndGraveyard,
    SearchedLibrary,
    Shuffle,
    ShuffleIntoLibrary,
    YouDidNot,
)
from .nodes import Node, ObjectAction, TopCardsAction
from .replacement import (
    PreventAllCombatDamage,
    PreventCombatDamageExcept,
    PreventDamageBy,
    PreventDamageToYouAndYours,
)
from .stack import (
    AsThoughFlash,
    CopySpell,
    CreateEmblem,
    ExileUnion,
    LoyaltyAbility,
    SacrificeAtRandom,
    SacrificeUnion,
)
from .triggers import (
    AddColorsAndTypes,
    APlayerDid,
    ControlsGreatestPower,
    CreateDelayedTrigger,
    CreateReflexiveTrigger,
    PayMana,
)
from .values import Selector

# --- conditions and optional instructions ----------------------------------------


@dataclass(frozen=True, slots=True)
class Matches(Node):
    """Whether an object matches a description now ("If it's an Angel")."""

    runtime_method = "matches"

    obj: Selector
    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class Matched(Node):
    """Whether an object matched a description as it last existed in the zone it was named in
    ("If that creature was a Human", 608.2h): the destroyed, sacrificed or dead creature's last
    known characteristics, never those of the card it became."""

    runtime_method = "matched"

    obj: Selector
    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class Controls(Node):
    """Whether a player controls a permanent that matches ("If you control an Angel")."""

    runtime_method = "controls"

    player: Selector
    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class YouDid(Node):
    """Whether the player did the optional instruction before ("If you do")."""

    runtime_method = "you_did"


@dataclass(frozen=True, slots=True)
class ConditionHolds(Node):
    """A condition on the game's state or this turn's history checked as the instruction
    resolves ("If a creature died this turn, …", 608.2c): the runtime's condition value."""

    runtime_method = "condition_holds"

    condition: StaticCondition


Condition = (
    ConditionHolds
    | AnyAffected
    | Matches
    | Matched
    | Controls
    | YouDid
    | YouDidNot
    | SearchedLibrary
    | FlipResult
    | ControlsGreatestPower
    | IsPairedWith
    | APlayerDid
)


@dataclass(frozen=True, slots=True)
class Optional(Node):
    """"You may …" (「…してもよい」): ``player`` chooses whether to do all of ``effects``."""

    player: Selector
    effects: tuple[Effect, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Conditional(Node):
    """"If …, …": ``effects`` happen only if ``condition`` holds on resolution."""

    condition: Condition
    effects: tuple[Effect, ...]
    origin: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class Instead(Node):
    """"<effects>. If <condition>, <instead> instead.": exactly one of the two runs, chosen by
    ``condition`` as the instructions are carried out (608.2c: the later sentence modifies
    the meaning of the earlier one; read as a whole, the first sentence's instructions are
    not followed when the condition holds)."""

    condition: Condition
    effects: tuple[Effect, ...]
    instead: tuple[Effect, ...]
    origin: str = field(default="", compare=False)
    # 207.2c: the label of the paragraph the sentence was printed in (render only)
    ability_word: AbilityWord | None = None


Effect = (
    GainLife
    | LoseLife
    | SetLifeTotal
    | DrawCards
    | DealDamage
    | DealDamageTogether
    | ModifyPowerToughness
    | GrantKeyword
    | GrantKeywordOfChoice
    | GainAbilities
    | LoseKeyword
    | Destroy
    | Exile
    | ReturnToHand
    | PutOntoBattlefield
    | PutOnLibrary
    | Tap
    | Untap
    | SkipNextUntap
    | DoesntUntap
    | DoublePower
    | DoubleCounters
    | CantBlock
    | CantBeBlocked
    | CantBeBlockedBy
    | LimitBlockers
    | MustBeBlocked
    | MustBeBlockedIfAble
    | MustAttack
    | ExileIfItWouldDie
    | AddCounters
    | CreateTokens
    | CreateTokenCopies
    | Sacrifice
    | SacrificeGroups
    | ChooseOrder
    | Discard
    | DiscardHand
    | DiscardAnyNumber
    | SacrificeAnyNumber
    | TapAnyNumber
    | Mill
    | CounterSpell
    | Regenerate
    | ExchangeControl
    | Fight
    | GainControl
    | ExtraTurn
    | WinGame
    | LoseGame
    | RemoveFromCombat
    | FlipCoin
    | PreventAllDamage
    | PreventDamageBy
    | PreventCombatDamageExcept
    | PreventAllCombatDamage
    | PreventDamageToYouAndYours
    | AddMana
    | AddManaOfColors
    | RevealHand
    | LookAtTop
    | RevealTop
    | ExileTop
    | ChooseCards
    | PutOnBottomInAnyOrder
    | PutOnBottomInRandomOrder
    | PutIntoGraveyard
    | DiscardObjects
    | SearchFor
    | SearchLibraryAndGraveyard
    | RevealCards
    | Shuffle
    | ShuffleIntoLibrary
    | Scry
    | Surveil
    | Investigate
    | Proliferate
    | Explore
    | RemoveAllCounters
    | RemoveCounters
    | ObjectAction
    | TopCardsAction
    | Repeat
    | ExileFromTopUntil
    | RevealFromTopUntil
    | ExileUntilLeaves
    | CastWithoutPaying
    | PlayWithoutPaying
    | AllowCast
    | PayMana
    | CreateDelayedTrigger
    | CreateReflexiveTrigger
    | AddColorsAndTypes
    | AsThoughFlash
    | CopySpell
    | ExileUnion
    | SacrificeUnion
    | CreateEmblem
    | SacrificeAtRandom
    | TapOrUntap
    | DealDividedDamage
    | DivideCounters
    | SacrificeEachUnlessPayLife
    | Optional
    | Conditional
    | Instead
    | Unless
    | Become
    | BecomeCopy
    | ChooseAsItResolves
    | AttachAnyNumber
    | AttachObject
    | PutAttachedAnyNumber
)


# --- abilities --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class KeywordAbility(Node):
    """A keyword ability (rule 702), with its parameter where it has one
    (:class:`~ofuda.runtime.statics.Protection`, ``Enchant``, ``Equip``, ``Miracle``)."""

    described: ClassVar[str] = "keyword ability (702)"  # what the designer tools call it

    keyword: Keyword | KeywordParameter
    origin: str = field(default="", compare=False)
    ability_word: AbilityWord | None = None  # 207.2c: a label, no rules meaning (render)


@dataclass(frozen=True, slots=True)
class SpellAbility(Node):
    """An instant's or sorcery's effect (rule 113.3a)."""

    described: ClassVar[str] = "spell ability (113.3a)"  # what the designer tools call it

    targets: tuple[TargetSpec, ...]
    effects: tuple[Effect, ...]
    origin: str = field(default="", compare=False)
    ability_word: AbilityWord | None = None  # 207.2c: a label, no rules meaning (render)


@dataclass(frozen=True, slots=True)
class AdditionalCost(Node):
    """"As an additional cost to cast this spell, …" (601.2b): cost items paid as the
    spell is cast (:class:`~ofuda.runtime.definitions.CardDefinition` ``additional_costs``)."""

    described: ClassVar[str] = "additional cost (118.8)"  # what the designer tools call it

    items: tuple[CostItem, ...]
    origin: str = field(default="", compare=False)
    ability_word: AbilityWord | None = None  # 207.2c: a label, no rules meaning (render)


@dataclass(frozen=True, slots=True)
class ModalSpell(Node):
    """A modal spell (700.2): as it is cast, its controller chooses ``minimum`` to
    ``maximum`` of ``modes``; each mode is a spell ability with targets of its own."""

    described: ClassVar[str] = "modal spell (700.2)"  # what the designer tools call it

    minimum: int
    maximum: int
    modes: tuple[SpellAbility, ...]
    origin: str = field(default="", compare=False)
    ability_word: AbilityWord | None = None  # 207.2c: a label, no rules meaning (render)


@dataclass(frozen=True, slots=True)
class ActivatedAbility(Node):
    """ "[Cost]: [Effect]" (rule 602)."""

    described: ClassVar[str] = "activated ability (602)"  # what the designer tools call it

    cost: Cost
    targets: tuple[TargetSpec, ...]
    effects: tuple[Effect, ...]
    sorcery_speed: bool = False  # "Activate only as a sorcery" (602.5b)
    origin: str = field(default="", compare=False)
    any_player: bool = False  # "Any player may activate this ability." (602.2)
    condition: StaticCondition | None = None  # "Activate only if …" (602.5b)
    once_each_turn: bool = False  # "Activate only once each turn." (602.5b)
    ability_word: AbilityWord | None = None  # 207.2c: a label, no rules meaning (render)


# What a triggered ability's trigger is: the runtime's triggers (definitions.Trigger and the
# events of ofuda.runtime.statics_triggers), and the delayed "at the beginning of the next …".
AbilityTrigger: TypeAlias = "Trigger | TriggerEvent | NextBeginningOfStep"


@dataclass(frozen=True, slots=True)
class TriggeredAbility(Node):
    """ "When/Whenever/At …, …" (rule 603)."""

    described: ClassVar[str] = "triggered ability (603)"  # what the designer tools call it

    trigger: AbilityTrigger
    targets: tuple[TargetSpec, ...]
    effects: tuple[Effect, ...]
    origin: str = field(default="", compare=False)
    # 603.4: an intervening "if" (runtime condition data, :mod:`ofuda.runtime.statics`),
    # checked as the ability triggers and again as it resolves
    condition: StaticCondition | None = None
    ability_word: AbilityWord | None = None  # 207.2c: a label, no rules meaning (render)
    # 700.2, 603.3c: a modal triggered ability ("choose one — • … • …") has no instructions of
    # its own: one mode, chosen as it is put on the stack, is what goes there and resolves
    modes: tuple[TriggeredAbility, ...] = ()
    # 603.2: "This ability triggers only once each turn." (the ability's own limit)
    once_each_turn: bool = False


@dataclass(frozen=True, slots=True)
class GrantedAbilities(Node):
    """Layer 6 (613.1f): ``affected`` has these abilities, written in quotation marks
    (113.2c); codegen writes each as an ability class of the card module and the
    effect as the runtime's :class:`~ofuda.runtime.statics.GrantAbilities`. "This
    creature" in them is the object that has them (ThisObject)."""

    affected: object
    abilities: tuple[Ability, ...]


@dataclass(frozen=True, slots=True)
class ReplacedByInstructions(Node):
    """614.1a, 614.6: "If <event would happen>, <instructions> instead." — a replacement
    effect of a static ability. ``ability``'s trigger is the event, watched before it happens
    (603.2's description of it); its instructions happen instead of the event, naming its
    player, amount and object as a trigger's do; codegen writes it as an ability class of the
    card module and the effect as the runtime's
    :class:`~ofuda.runtime.statics_replacement.ReplaceEvent`. ``prevention``: "prevent that
    damage and <instructions>" (615.1a): the damage is prevented, the instructions happen."""

    ability: TriggeredAbility
    prevention: bool = False


# What a static ability's effects are: the runtime's static effects (ofuda.runtime.statics), the
# few its StaticEffect union does not name, and abilities granted in quotation marks.
StaticAbilityEffect: TypeAlias = (
    "StaticEffect | GrantedAbilities | ReplacedByInstructions | CantActivateAbilities"
    " | MayIgnoreEffect"
    " | PowerToughnessDefining | PreventDamageAndExileFromLibrary | PreventDamageTo"
    " | MultiplyDamageDealt | ModifyLifeGain | MultiplyTokensCreated"
    " | RedirectDamage | OwnCostChange | AlternativeCost | SpendAsAnyColor | BeginGameOnBattlefield"
)


@dataclass(frozen=True, slots=True)
class StaticAbility(Node):
    """A static ability (rule 604, 611.3): continuous effects, restrictions and
    rules changes (runtime data of :mod:`ofuda.runtime.statics`) that apply
    while ``condition`` holds (None: always)."""

    described: ClassVar[str] = "static ability (604)"  # what the designer tools call it

    effects: tuple[StaticAbilityEffect, ...]
    condition: StaticCondition | None = None
    origin: str = field(default="", compare=False)
    ability_word: AbilityWord | None = None  # 207.2c: a label, no rules meaning (render)


@dataclass(frozen=True, slots=True)
class ManaAbility(Node):
    """ "[Cost]: Add [mana]." (rule 605): an activated ability that adds mana and has no
    target; it doesn't use the stack (605.3b). ``mana`` is runtime data
    (:class:`~ofuda.runtime.statics.ProduceMana`, ``ProduceAnyColor``); ``restriction``
    limits how the mana can be spent (106.6)."""

    described: ClassVar[str] = "mana ability (605)"  # what the designer tools call it

    cost: Cost
    mana: tuple[ManaProduction | MoreManaProduction, ...]
    restriction: SpendOnly | None = None
    origin: str = field(default="", compare=False)
    ability_word: AbilityWord | None = None  # 207.2c: a label, no rules meaning (render)


Ability = (
    KeywordAbility
    | LoyaltyAbility
    | SpellAbility
    | ModalSpell
    | AdditionalCost
    | ActivatedAbility
    | TriggeredAbility
    | StaticAbility
    | ManaAbility
)


@dataclass(frozen=True, slots=True)
class CardFace(Node):
    """A card's printed characteristics other than its rules text."""

    name: str
    name_ja: str | None
    mana_cost: str | None
    supertypes: tuple[Supertype, ...]
    card_types: tuple[CardType, ...]
    subtypes: tuple[str, ...]
    power: int | str | None  # "*": defined by an ability (208.2a, 604.3)
    toughness: int | str | None
    loyalty: int | None
    # 204: the colours of its colour indicator (how a back face has a colour), in the order
    # of 105.1; None when it has none (its colours are those of its mana cost, 202.2).
    colors: tuple[Color, ...] | None = None


@dataclass(frozen=True, slots=True)
class CardIR(Node):
    """One card: its face and the abilities of its rules text, in order; for a double-faced
    card (712), its back face as a CardIR of its own (never a card by itself, 712.8a)."""

    face: CardFace
    abilities: tuple[Ability, ...]
    back: CardIR | None = None
