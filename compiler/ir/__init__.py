"""The IR: what a card does, independent of how (and in which language) it was worded.

Abilities hold typed effects; objects and players are named by selectors
(this object, you, the n-th target); targets, costs and triggers use the
runtime's own data vocabulary (:mod:`ofuda.runtime.definitions`), so codegen
writes them out as they are. The Japanese and the English text of a card must
lower to equal IR; ``origin`` fields (the source text a node came from) are
excluded from equality for that reason.
"""

from __future__ import annotations

# Passes use ``ir.X``: every node kind of the IR is named here.
from .values import (
    mentions,
    ThisObject,
    You,
    Targeted,
    AllTargets,
    DealtDamageThisWay,
    EachObject,
    EachPlayer,
    NewObject,
    ControllerOf,
    ChosenObjects,
    XValue,
    CountOf,
    PowerOf,
    ToughnessOf,
    GreatestPower,
    CountersOn,
    Product,
    PaidCount,
    OrderedType,
    Selector,
    Value,
    Amount,
)
from .effects import (
    GainLife,
    LoseLife,
    DrawCards,
    DealDamage,
    ModifyPowerToughness,
    GrantKeyword,
    Destroy,
    Exile,
    ReturnToHand,
    PutOntoBattlefield,
    PutOnLibrary,
    Tap,
    Untap,
    SkipNextUntap,
    CantBlock,
    CantBeBlocked,
    MustBeBlocked,
    MustAttack,
    ExileIfItWouldDie,
    AddCounters,
    CreateTokens,
    Sacrifice,
    ChooseOrder,
    SacrificeGroups,
    Discard,
    DiscardHand,
    Mill,
    CounterSpell,
    Regenerate,
    Fight,
    GainControl,
    ExtraTurn,
    PreventAllDamage,
    AddMana,
)
from .library import (
    RevealHand,
    LookAtTop,
    RevealTop,
    ExileTop,
    ChooseCards,
    PutOnBottomInAnyOrder,
    CardsThisWay,
    TheRest,
    OneOf,
    ChosenCards,
    DiscardObjects,
    SearchFor,
    RevealCards,
    Shuffle,
    Scry,
    Repeat,
    ExileFromTopUntil,
    CastWithoutPaying,
    AllowCast,
    YouDidNot,
)
from .triggers import (
    AddColorsAndTypes,
    APlayerDid,
    Chooser,
    ControlsGreatestPower,
    CreateDelayedTrigger,
    CreatedTokens,
    Remembered,
    PayMana,
    TriggeringAmount,
    TriggeringCard,
    TriggeringObject,
    TriggeringPlayer,
)
from .stack import (
    AsThoughFlash,
    CopySpell,
    CreateEmblem,
    ExileUnion,
    LoyaltyAbility,
    SacrificeUnion,
    SacrificeAtRandom,
    SacrificedThisWay,
)
from .chosen import (
    Become,
    BecomeCopy,
    Unless,
)
from .choices import (
    TapOrUntap,
    PairedWith,
    IsPairedWith,
    DealDividedDamage,
    DivideCounters,
    Together,
    SacrificeEachUnlessPayLife,
    AttachedObjects,
)
from .replacement import (
    PreventDamageBy,
    PreventCombatDamageExcept,
    PreventDamageToYouAndYours,
)
from .attach import (
    AttachAnyNumber,
    PutAttachedAnyNumber,
)
from .abilities import (
    IR_MODULES,
    is_ir_node,
    Matches,
    Controls,
    YouDid,
    Condition,
    Optional,
    Conditional,
    Effect,
    KeywordAbility,
    SpellAbility,
    AdditionalCost,
    ModalSpell,
    ActivatedAbility,
    TriggeredAbility,
    GrantedAbilities,
    StaticAbility,
    ManaAbility,
    Ability,
    CardFace,
    CardIR,
)
