"""The IR: what a card does, independent of how (and in which language) it was worded.

Abilities hold typed effects; objects and players are named by selectors
(this object, you, the n-th target); targets, costs and triggers use the
runtime's own data vocabulary (:mod:`ofuda.runtime.definitions`), so codegen
writes them out as they are. The Japanese and the English text of a card must
lower to equal IR; ``origin`` fields (the source text a node came from) are
excluded from equality for that reason.
"""

from __future__ import annotations

from typing import TypeVar

# Passes use ``ir.X``: every node kind of the IR is named here.
from .abilities import (
    AbilityTrigger,
    Ability,
    ActivatedAbility,
    AdditionalCost,
    CardFace,
    CardIR,
    Condition,
    Conditional,
    ConditionHolds,
    Controls,
    Effect,
    GrantedAbilities,
    ReplacedByInstructions,
    Instead,
    KeywordAbility,
    ManaAbility,
    Matches,
    Matched,
    ModalSpell,
    Optional,
    SpellAbility,
    StaticAbility,
    StaticAbilityEffect,
    TriggeredAbility,
    YouDid,
)
from .any_number import DiscardAnyNumber, SacrificeAnyNumber, TapAnyNumber
from .attach import (
    AttachAnyNumber,
    AttachObject,
    PutAttachedAnyNumber,
)
from .blocking import CantBeBlocked, CantBeBlockedBy, CantBlock, LimitBlockers, MustAttack, MustBeBlocked
from .blocking import MustBeBlockedIfAble
from .durations import ForAsLongAs, Lasting
from .choices import (
    AttachedObjects,
    DealDividedDamage,
    DivideCounters,
    EnchantedObject,
    EquippedObject,
    IsPairedWith,
    PairedWith,
    SacrificeEachUnlessPayLife,
    TapOrUntap,
    Together,
)
from .chosen import (
    Become,
    BecomeCopy,
    ChooseAsItResolves,
    Unless,
)
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
    SetLifeTotal,
    Mill,
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
    Transform,
    Untap,
)
from .game_rules import FlipCoin as FlipCoin
from .game_rules import FlipResult as FlipResult
from .game_rules import LoseGame as LoseGame
from .game_rules import RemoveFromCombat as RemoveFromCombat
from .game_rules import WinGame as WinGame
from .keyword_actions import (
    Explore,
    Investigate,
    Proliferate,
    RemoveAllCounters,
    Surveil,
)
from .keyword_actions import RemoveCounters as RemoveCounters
from .library import (
    AllowCast,
    CardsThisWay,
    CastWithoutPaying,
    PlayWithoutPaying,
    ChooseCards,
    ChosenCards,
    DiscardObjects,
    ExileFromTopUntil,
    ExileTop,
    ExileUntilLeaves,
    LookAtTop,
    OneOf,
    PutOnBottomInAnyOrder,
    PutOnBottomInRandomOrder,
    PutIntoGraveyard,
    RandomCards,
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
    TheRest,
    YouDidNot,
)
from .nodes import (
    Action,
    AttachEffect,
    LookedAtCards,
    Node,
    ObjectAction,
    ObjectEffect,
    PlayerEffect,
    TopCardsAction,
)
from .replacement import (
    PreventCombatDamageExcept,
    PreventAllCombatDamage,
    PreventDamageBy,
    PreventDamageToYouAndYours,
)
from .quoted import GainAbilities
from .token_copies import CreateTokenCopies
from .stack import (
    AsThoughFlash,
    CopySpell,
    CreateEmblem,
    ExileUnion,
    LoyaltyAbility,
    SacrificeAtRandom,
    SacrificedThisWay,
    RevealedThisWay,
    SacrificeUnion,
)
from .triggers import (
    AddColorsAndTypes,
    APlayerDid,
    Chooser,
    ControlsGreatestPower,
    CreateDelayedTrigger,
    CreateReflexiveTrigger,
    ReflexiveAbility,
    CreatedTokens,
    PayMana,
    Remembered,
    TriggeringAmount,
    TriggeringCount,
    TriggeringObjects,
    TriggeringCard,
    TriggeringObject,
    TriggeringPlayer,
    TargetingSource,
)
from .effect_results import AnyAffected as AnyAffected
from .effect_results import EffectResult as EffectResult
from .effect_results import EffectResults as EffectResults
from .values import (
    AllTargets,
    Amount,
    AttackedBy,
    ChosenObjects,
    ControllerOf,
    CountersOn,
    CountOf,
    DealtDamageThisWay,
    DefendingPlayer,
    EachObject,
    EachPlayer,
    GreatestPower,
    LifeTotalOf,
    LifeGainedThisTurn,
    DiedThisTurnCount,
    TotalPower,
    TotalToughness,
    NewObject,
    OrderedType,
    PaidCount,
    ChosenCount,
    PaidObject,
    LinkedExiledCards,
    PowerOf,
    Product,
    Sum,
    HalfOf,
    Selector,
    Targeted,
    ThisCardIn,
    functioning_zone,
    ThisObject,
    ToughnessOf,
    ManaValueOf,
    Value,
    XValue,
    You,
    mentions,
)


_Kind = TypeVar("_Kind", ObjectAction, TopCardsAction)


def actions(base: type[_Kind]) -> dict[Action, type[_Kind]]:
    """The node classes of the IR that are kinds of ``base`` (an instruction that is one verb),
    by their ``action``: what the lowering turns a verb of the AST into."""
    return {
        kind.action: kind
        for kind in globals().values()
        if isinstance(kind, type) and issubclass(kind, base) and kind is not base
    }
