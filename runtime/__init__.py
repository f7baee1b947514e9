"""ofuda.runtime — the rules engine that compiled card modules run on.

Modules follow the Comprehensive Rules areas:

* ``definitions`` — the vocabulary generated card modules are written in (the contract;
  ``statics`` adds the vocabulary of static abilities, keyword parameters and more triggers);
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

Generated card modules import only from ``ofuda.runtime``.
"""

from .actions import (
    Action,
    ActivateAbility,
    CastSpell,
    DivideRequest,
    ModeRequest,
    PassPriority,
    PlayLand,
    TargetRequest,
    XRequest,
)
from .agents import Agent, RandomAgent
from .definitions import (
    Ability,
    ActivatedAbility,
    BeginningOfStep,
    CardDefinition,
    CardType,
    Color,
    CombatState,
    Controller,
    Cost,
    CostItem,
    Dies,
    Duration,
    Effects,
    EntersTheBattlefield,
    Keyword,
    DiscardCards,
    ManaCost,
    ObjectFilter,
    PayLife,
    PlayerFilter,
    SacrificePermanents,
    SacrificeSelf,
    SpellAbility,
    Step,
    Supertype,
    RemoveCounters,
    TapPermanents,
    TapSelf,
    TargetSpec,
    TokenSpec,
    Trigger,
    TriggeredAbility,
)
from .errors import EngineLimitError, GameOver, IllegalActionError, RulesError, ScriptError
from .game import Game, GameResult
from .heuristic import HeuristicAgent
from .log import GameLog, LogEvent
from .objects import EmblemObject, GameObject, Permanent, Spell, StackAbility
from .players import Player
from .scenario import Scenario
from .scripted import (
    Activate,
    Attack,
    Block,
    Cast,
    Choose,
    ChooseX,
    Damage,
    Decision,
    Divide,
    May,
    Modes,
    Mulligan,
    Option,
    Order,
    Pair,
    Pass,
    Play,
    Reveal,
    ScriptedAgent,
    Targets,
)
from .zones import Zone, ZoneKind

__all__ = [
    "Ability",
    "Action",
    "Activate",
    "ActivateAbility",
    "ActivatedAbility",
    "Agent",
    "Attack",
    "BeginningOfStep",
    "Block",
    "CardDefinition",
    "CardType",
    "Cast",
    "CastSpell",
    "Choose",
    "ChooseX",
    "DiscardCards",
    "PayLife",
    "RemoveCounters",
    "TapPermanents",
    "TokenSpec",
    "Color",
    "CombatState",
    "Controller",
    "Cost",
    "CostItem",
    "Damage",
    "Decision",
    "Dies",
    "Divide",
    "DivideRequest",
    "Duration",
    "Effects",
    "EmblemObject",
    "EngineLimitError",
    "EntersTheBattlefield",
    "Game",
    "GameLog",
    "GameObject",
    "GameOver",
    "GameResult",
    "HeuristicAgent",
    "IllegalActionError",
    "Keyword",
    "LogEvent",
    "ManaCost",
    "May",
    "ModeRequest",
    "Modes",
    "Mulligan",
    "ObjectFilter",
    "Option",
    "Order",
    "Pair",
    "Pass",
    "PassPriority",
    "Permanent",
    "Play",
    "PlayLand",
    "Player",
    "PlayerFilter",
    "RandomAgent",
    "Reveal",
    "RulesError",
    "SacrificePermanents",
    "SacrificeSelf",
    "Scenario",
    "ScriptError",
    "ScriptedAgent",
    "Spell",
    "SpellAbility",
    "StackAbility",
    "Step",
    "Supertype",
    "TapSelf",
    "TargetRequest",
    "TargetSpec",
    "Targets",
    "Trigger",
    "TriggeredAbility",
    "XRequest",
    "Zone",
    "ZoneKind",
]
