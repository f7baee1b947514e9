"""Every vocabulary type, by the kind of meaning the engine gives it: data only.

Each tuple lists the classes of one kind of value generated card modules may contain; the
engine has one handler per class of each kind (:mod:`ofuda.runtime.engine.registry`) and refuses to
load if one is missing. A new vocabulary class goes into its module's union and so into one
of these tuples; ``tests/runtime/test_registry.py`` checks that every class of the vocabulary
modules is of some kind (or one of the plain descriptions in :data:`DESCRIPTIONS`, read
field by field where they are used).
"""

from __future__ import annotations

from typing import get_args

from .definitions import (
    CardDefinition,
    Cost,
    CostItem,
    ObjectFilter,
    ObjectPool,
    PlayerFilter,
    TargetSpec,
    TokenSpec,
    Trigger,
)
from .special_actions import ControllerOfAffected, MayIgnoreEffect
from .statics import (
    Affected,
    Condition,
    DamageRecipients,
    Emblem,
    KeywordParameter,
    ManaProduction,
    SpendOnly,
    StaticEffect,
)
from .statics_activation import CantActivateAbilities
from .statics_costs import AlternativeCost, OwnCostChange
from .statics_entering import CastX, EntersAsChosenCopy, EntersTapped, EntersWithCounters
from .statics_linked import GainActivatedAbilitiesOfExiled
from .statics_mana import MoreManaProduction, SpendAsAnyColor
from .statics_opening_hand import BeginGameOnBattlefield
from .statics_replacement import (
    CantPayCosts,
    Half,
    HighestLife,
    ModifyLifeGain,
    MultiplyDamageDealt,
    MultiplyTokensCreated,
    PowerToughnessDefining,
    PreventDamageAndExileFromLibrary,
    PreventDamageTo,
    RedirectDamage,
    ReplaceEvent,
)
from .statics_triggers import AnySource, TriggerEvent
from .statics_values import (
    CountersOnSource,
    CountSum,
    GreatestPowerAmong,
    ObjectCount,
    Times,
    TotalPowerOf,
)
from .statics_zones import MayCastWithoutPaying, MayPlayFromLibraryTop, MayPlayLandsFrom

#: What a static ability's ``effects`` may hold (604, 611.3, 613, 614, 615, 116.2d).
STATIC_EFFECTS: tuple[type, ...] = (
    *get_args(StaticEffect),
    CantPayCosts,
    PowerToughnessDefining,
    ModifyLifeGain,
    MultiplyDamageDealt,
    MultiplyTokensCreated,
    PreventDamageAndExileFromLibrary,
    PreventDamageTo,
    RedirectDamage,
    ReplaceEvent,
    EntersWithCounters,
    EntersTapped,
    EntersAsChosenCopy,
    CantActivateAbilities,
    GainActivatedAbilitiesOfExiled,
    MayIgnoreEffect,
    OwnCostChange,
    AlternativeCost,
    MayPlayLandsFrom,
    MayPlayFromLibraryTop,
    MayCastWithoutPaying,
    BeginGameOnBattlefield,
    SpendAsAnyColor,
)

#: "As long as …" and intervening "if" conditions (611.3b, 603.4).
CONDITIONS: tuple[type, ...] = get_args(Condition)

#: The objects a static effect affects (611.3a).
AFFECTED: tuple[type, ...] = get_args(Affected)

#: Trigger events of triggered abilities (603.2, 603.6, 603.7).
TRIGGER_EVENTS: tuple[type, ...] = (*get_args(Trigger), *get_args(TriggerEvent))

#: Cost items (118).
COST_ITEMS: tuple[type, ...] = get_args(CostItem)

#: Numbers that are not literals: computed for a source (107.1, 107.3m).
VALUES: tuple[type, ...] = (
    HighestLife, Half, CastX, ObjectCount, CountersOnSource, GreatestPowerAmong, Times, TotalPowerOf,
    CountSum,
)

#: What a mana ability adds (106.1, 605).
MANA: tuple[type, ...] = (*get_args(ManaProduction), *get_args(MoreManaProduction))

#: Keyword abilities with a parameter (702): each is read where its rule is (Enchant by
#: casting, attaching and state-based actions; Equip and Miracle by keyword_abilities;
#: Protection by targeting, damage, blocking and attaching).
KEYWORD_PARAMETERS: tuple[type, ...] = get_args(KeywordParameter)

#: Plain descriptions, not dispatched on: their fields are read where they are used.
DESCRIPTIONS: tuple[type, ...] = (
    CardDefinition,
    Cost,
    ObjectFilter,
    ObjectPool,
    PlayerFilter,
    TargetSpec,
    TokenSpec,
    DamageRecipients,
    ControllerOfAffected,
    SpendOnly,
    Emblem,
    AnySource,  # "a source you control" (609.7): read by the trigger matchers' subject check
)
