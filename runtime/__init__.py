"""ofuda.runtime — the rules engine that compiled card modules run on.

Its top-level modules are the vocabulary generated card modules are written in — data only,
importing nothing from the engine: ``definitions`` (card definitions, types, filters, costs,
targets, the first triggers), ``statics`` (static abilities and keyword parameters),
``statics_triggers``, ``statics_replacement``, ``statics_entering``, ``statics_activation``,
``statics_linked``, ``statics_values``, ``statics_costs``, ``statics_keywords`` (keyword
parameters), ``special_actions`` (more of the same, by area), ``effects_protocol`` (the
``Effects`` protocol an ability's ``resolve`` is typed against) and ``kinds`` (every
vocabulary type, by the kind of meaning the engine gives it). Its subpackages:

* ``engine`` — the rules, by Comprehensive Rules area: ``objects`` (objects, zones, players,
  zone changes, filters and targets: 109, 110, 400, 115), ``mana`` (106, 107.4, 605, costs
  118), ``casting`` (601, 602, 606, 305, 117.1, special actions 116.2d), ``stack`` (608,
  priority 117), ``turn`` (500–514), ``triggers`` (603), ``layers`` (continuous effects and
  the meaning of static abilities, 604, 611–613, durations), ``replacement`` (614–616, damage
  120), ``combat`` (506–511), ``sba`` (704.5), ``keyword_abilities`` (702); ``registry`` (each
  vocabulary type's handler, found by its type), ``game`` (setup 103, the game loop) and
  ``log``;
* ``context`` — the resolution context (608.2), the implementation of ``Effects``;
* ``agents`` — every player choice: the agent interface and the random, heuristic and
  scripted agents;
* ``testkit`` — ``Scenario``, which drives a game for rules tests.

Generated card modules import only from ``ofuda.runtime``. Its names are loaded on first use
(PEP 562): the compiler needs only the vocabulary, and a cold ``ofuda compile`` should not pay
for importing the whole engine.
"""

from __future__ import annotations

import importlib
from typing import Any

# Each public name, by the module that defines it.
_EXPORTS: dict[str, tuple[str, ...]] = {
    "engine.casting.ignoring": ("IgnoreEffect",),
    "engine.casting.actions": (
        "Action",
        "ActivateAbility",
        "CastSpell",
        "DivideRequest",
        "ModeRequest",
        "PassPriority",
        "PlayLand",
        "TargetRequest",
        "XRequest",
    ),
    "agents.agent": (
        "Agent",
        "RandomAgent",
    ),
    "definitions": (
        "Ability",
        "ActivatedAbility",
        "BeginningOfStep",
        "CardDefinition",
        "CardType",
        "Color",
        "CombatState",
        "Controller",
        "Cost",
        "CostItem",
        "Dies",
        "DiscardCards",
        "DiscardSelf",
        "ExileSelfFromGraveyard",
        "Duration",
        "LastsWhile",
        "EntersTheBattlefield",
        "ExileFromGraveyard",
        "GroupNames",
        "Keyword",
        "ManaCost",
        "ObjectFilter",
        "ObjectPool",
        "PayLife",
        "PlayerFilter",
        "RemoveCounters",
        "SacrificePermanents",
        "SacrificeSelf",
        "SpellAbility",
        "StackAbilityKind",
        "Step",
        "Supertype",
        "TapPermanents",
        "TapSelf",
        "TargetSpec",
        "TokenSpec",
        "Trigger",
        "TriggeredAbility",
        "ZoneKind",
    ),
    "effects_protocol": ("Effects",),
    "engine.errors": (
        "EngineLimitError",
        "GameOver",
        "IllegalActionError",
        "RulesError",
        "ScriptError",
    ),
    "engine.game": (
        "Game",
        "GameResult",
    ),
    "agents.heuristic": ("HeuristicAgent",),
    "engine.log": (
        "GameLog",
        "LogEvent",
    ),
    "engine.objects.game_objects": (
        "EmblemObject",
        "GameObject",
        "Permanent",
        "Spell",
        "StackAbility",
    ),
    "engine.objects.players": ("Player",),
    "testkit.scenario": ("Scenario",),
    "agents.scripted": (
        "Activate",
        "Attack",
        "Block",
        "Cast",
        "Choose",
        "ChooseX",
        "Damage",
        "Decision",
        "Divide",
        "Ignore",
        "May",
        "Modes",
        "Mulligan",
        "Option",
        "Order",
        "Pair",
        "Pass",
        "Play",
        "Reveal",
        "Kick",
        "ScriptedAgent",
        "Targets",
    ),
    "special_actions": (
        "ControllerOfAffected",
        "MayIgnoreEffect",
    ),
    "statics_affected": (
        "Affected",
        "EnchantedPermanent",
        "EquippedCreature",
        "PairedCreatures",
        "PermanentsMatching",
        "ThisPermanent",
    ),
    "statics_restrictions": (
        "AssignsDamageByToughness",
        "AttacksDespiteDefender",
        "AttacksEachCombat",
        "CantAttackOrBlockAlone",
        "MustBeBlockedByAll",
        "MustBeBlockedIfAble",
        "CanBlockAdditional",
        "CanBlockOnly",
        "CantAttack",
        "CantBeBlocked",
        "CantBeBlockedBy",
        "CanBeBlockedOnlyBy",
        "BlockersLimit",
        "CantBeBlockedByLesserPower",
        "CantBlock",
        "CantTransform",
        "DoesntUntap",
        "MaxCounters",
    ),
    "statics": (
        "AddColors",
        "AddPowerToughness",
        "AddTypes",
        "AffectedMatches",
        "CantBeCast",
        "CantBeCountered",
        "CantCauseSacrifice",
        "CastAsThoughFlash",
        "CastLimit",
        "Choice",
        "ChooseAsEnters",
        "Condition",
        "ControlsCount",
        "CostIncrease",
        "CostReduction",
        "DamageCantBePrevented",
        "DamageRecipients",
        "Emblem",
        "Enchant",
        "EntersAsCopy",
        "Equip",
        "GainControl",
        "GrantAbilities",
        "GrantKeywords",
        "InterveningIfTrigger",
        "IsPaired",
        "IsYourTurn",
        "KeywordParameter",
        "LoyaltyAbility",
        "ManaAbility",
        "ManaProduction",
        "MayCastFromZone",
        "Miracle",
        "Flashback",
        "Cycling",
        "Kicker",
        "Unearth",
        "Escape",
        "Scavenge",
        "HexproofFrom",
        "NumberedKeyword",
        "MultiplyDamage",
        "NoMaximumHandSize",
        "Not",
        "PlayerHasKeywords",
        "PreventDamageBy",
        "PreventHalfDamage",
        "ProduceAnyColor",
        "ProduceMana",
        "ProduceOneOf",
        "Protection",
        "RemoveKeywords",
        "SourceMatches",
        "SpendOnly",
        "SpellsCastLastTurn",
        "StaticAbility",
        "StaticEffect",
        "Ward",
    ),
    "statics_activation": ("CantActivateAbilities",),
    "statics_costs": ("AlternativeCost", "OwnCostChange"),
    "statics_entering": (
        "CastX",
        "EntersAsChosenCopy",
        "EntersTapped",
        "EntersWithCounters",
    ),
    "statics_linked": ("GainActivatedAbilitiesOfExiled",),
    "statics_mana": (
        "MoreManaProduction",
        "ProduceCombination",
        "ProduceInstead",
        "ProduceTimes",
        "SpendAsAnyColor",
    ),
    "statics_zones": ("MayPlayLandsFrom", "MayPlayFromLibraryTop", "MayCastWithoutPaying"),
    "statics_opening_hand": ("BeginGameOnBattlefield",),
    "statics_replacement": (
        "CantPayCosts",
        "Half",
        "HighestLife",
        "ModifyLifeGain",
        "MultiplyTokensCreated",
        "MultiplyDamageDealt",
        "PowerToughnessDefining",
        "PreventDamageAndExileFromLibrary",
        "PreventDamageTo",
        "RedirectDamage",
        "ReplaceEvent",
    ),
    "conditions": (
        "AttackedThisTurn",
        "CardsInZone",
        "CastFrom",
        "CastSpellsThisTurn",
        "CountersOnThis",
        "DiedThisTurn",
        "DrewCardsThisTurn",
        "GainedLifeThisTurn",
        "HistoryCondition",
        "Kicked",
        "LifeTotal",
        "LostLifeThisTurn",
        "ThisAttackedThisTurn",
    ),
    "statics_triggers": (
        "Activates",
        "Attacks",
        "AttacksOrBlocks",
        "BecomesTapped",
        "BecomesUntapped",
        "Blocks",
        "BecomesBlocked",
        "BecomesTarget",
        "BlocksOrBecomesBlocked",
        "BlocksCreature",
        "CardPutIntoGraveyard",
        "CountersPutOn",
        "DealsDamageToPermanent",
        "DealsDamageToPlayer",
        "DiesEnchanted",
        "Discards",
        "Draws",
        "EntersAttached",
        "EntersFromZone",
        "EntersOr",
        "GainsLife",
        "IsDealtDamage",
        "LosesLife",
        "NextBeginningOfStep",
        "PlayerIsDealtDamage",
        "PutIntoGraveyardFromBattlefield",
        "Sacrifices",
        "LeavesGraveyard",
        "LeavesTheBattlefield",
        "OneOrMore",
        "SpellCast",
        "TransformsInto",
        "StateTrigger",
        "TriggerEvent",
    ),
    "statics_values": (
        "CountersOnSource",
        "GreatestPowerAmong",
        "ObjectCount",
        "Times",
        "TotalPowerOf",
    ),
    "engine.objects.zones": (
        "ZoneKind",
        "ZoneKind",
    ),
}

_MODULE_OF = {name: module for module, names in _EXPORTS.items() for name in names}

__all__ = sorted(_MODULE_OF)


def __getattr__(name: str) -> Any:
    """Import the module that defines ``name`` on first use (PEP 562) and keep the name."""
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    """The public names and the loaded modules (for completion)."""
    return sorted(set(globals()) | set(_MODULE_OF))
