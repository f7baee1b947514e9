"""ofuda.runtime — the rules engine that compiled card modules run on.

Modules follow the Comprehensive Rules areas:

* ``definitions`` — the vocabulary generated card modules are written in (the contract;
  ``statics`` adds the vocabulary of static abilities and keyword parameters, ``statics_triggers``
  more trigger events);
* ``objects``, ``characteristics``, ``zones``, ``players`` — objects and zones (109, 110,
  400), characteristics (109.3), players (102);
* ``layers``, ``static_abilities``, ``rules`` — continuous effects and the layer system
  (611–613), the meaning of static abilities (604), rule-modifying effects;
* ``replacement``, ``static_replacements``, ``damage`` — replacement and prevention (614–616),
  damage (120);
* ``moves`` — zone changes, tokens, destroy, sacrifice, library work (400.7, 701);
* ``mana``, ``costs`` — mana (106, 107.4), mana abilities (605) and costs (118);
* ``casting``, ``activation``, ``actions`` — casting spells (601), activating abilities (602,
  606), lands (305), timing (117);
* ``stack``, ``priority`` — resolving (608), countering, copying spells (707.10), priority (117);
* ``turn``, ``combat``, ``combat_damage`` — turn structure (500–514) and combat (506–511);
* ``events``, ``triggers``, ``keyword_abilities`` — triggered abilities (603), soulbond,
  undying, equip, miracle (702);
* ``effects`` (+ ``effects_objects``, ``effects_zones``, ``actions_*``) — the resolution
  context (the ``Effects`` protocol);
* ``sba`` — state-based actions (704.5);
* ``agents``, ``scripted``, ``heuristic`` — every player choice (random, scripted, heuristic);
* ``game``, ``log``, ``scenario`` — setup and the game loop (103), the readable log,
  and the scenario helper for tests.

Generated card modules import only from ``ofuda.runtime``. Its names are loaded on first use
(PEP 562): the compiler needs only the vocabulary (``definitions``, ``statics``), and a cold
``ofuda compile`` should not pay for importing the whole engine.
"""

from __future__ import annotations

import importlib
from typing import Any

# Each public name, by the module that defines it.
_EXPORTS: dict[str, tuple[str, ...]] = {
    "actions": (
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
    "agents": (
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
        "Duration",
        "EntersTheBattlefield",
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
        "Step",
        "Supertype",
        "TapPermanents",
        "TapSelf",
        "TargetSpec",
        "TokenSpec",
        "Trigger",
        "TriggeredAbility",
    ),
    "effects_protocol": (
        "Effects",
    ),
    "errors": (
        "EngineLimitError",
        "GameOver",
        "IllegalActionError",
        "RulesError",
        "ScriptError",
    ),
    "game": (
        "Game",
        "GameResult",
    ),
    "heuristic": (
        "HeuristicAgent",
    ),
    "log": (
        "GameLog",
        "LogEvent",
    ),
    "objects": (
        "EmblemObject",
        "GameObject",
        "Permanent",
        "Spell",
        "StackAbility",
    ),
    "players": (
        "Player",
    ),
    "scenario": (
        "Scenario",
    ),
    "scripted": (
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
        "ScriptedAgent",
        "Targets",
    ),
    "special_actions": (
        "ControllerOfAffected",
        "IgnoreEffect",
        "MayIgnoreEffect",
    ),
    "statics": (
        "AddColors",
        "AddPowerToughness",
        "AddTypes",
        "Affected",
        "AffectedMatches",
        "AttacksEachCombat",
        "CanBlockAdditional",
        "CanBlockOnly",
        "CantAttack",
        "CantBeBlocked",
        "CantBeBlockedBy",
        "CantBeBlockedByLesserPower",
        "CantBlock",
        "CantCauseSacrifice",
        "Choice",
        "ChooseAsEnters",
        "Condition",
        "ControlsCount",
        "CostIncrease",
        "CostReduction",
        "DamageCantBePrevented",
        "DamageRecipients",
        "DoesntUntap",
        "Emblem",
        "Enchant",
        "EnchantedPermanent",
        "EntersAsCopy",
        "Equip",
        "EquippedCreature",
        "GainControl",
        "GrantAbilities",
        "GrantKeywords",
        "InterveningIfTrigger",
        "IsPaired",
        "IsYourTurn",
        "KeywordParameter",
        "LoyaltyAbility",
        "ManaAbility",
        "MaxCounters",
        "ManaProduction",
        "MayCastFromZone",
        "Miracle",
        "MultiplyDamage",
        "NoMaximumHandSize",
        "Not",
        "PairedCreatures",
        "PermanentsMatching",
        "PreventDamageBy",
        "PreventHalfDamage",
        "ProduceAnyColor",
        "ProduceMana",
        "Protection",
        "RemoveKeywords",
        "SpendOnly",
        "StaticAbility",
        "StaticEffect",
        "ThisPermanent",
    ),
    "statics_activation": (
        "CantActivateAbilities",
    ),
    "statics_entering": (
        "CastX",
        "EntersAsChosenCopy",
        "EntersTapped",
        "EntersWithCounters",
    ),
    "statics_linked": (
        "GainActivatedAbilitiesOfExiled",
    ),
    "statics_replacement": (
        "CantPayCosts",
        "Half",
        "HighestLife",
        "PowerToughnessDefining",
        "PreventDamageAndExileFromLibrary",
        "RedirectDamage",
    ),
    "statics_triggers": (
        "Attacks",
        "AttacksOrBlocks",
        "Blocks",
        "BecomesBlocked",
        "BecomesTarget",
        "CardPutIntoGraveyard",
        "CountersPutOn",
        "DealsDamageToPlayer",
        "DiesEnchanted",
        "Draws",
        "EntersAttached",
        "EntersFromZone",
        "LosesLife",
        "NextBeginningOfStep",
        "SpellCast",
        "TriggerEvent",
    ),
    "zones": (
        "Zone",
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
