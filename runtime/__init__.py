"""ofuda.runtime — the rules engine that compiled card modules run on.

Modules follow the Comprehensive Rules areas:

* ``definitions`` — the vocabulary generated card modules are written in (the contract);
* ``objects``, ``zones``, ``players`` — objects and zones (109, 110, 400), players (102);
* ``mana``, ``costs`` — mana (106, 107.4) and costs (118), basic land mana (305.6);
* ``casting``, ``actions`` — casting spells (601), activating abilities (602), lands (305);
* ``stack``, ``priority`` — resolving (608) and priority (117);
* ``turn``, ``combat`` — turn structure (500–514) and combat (506–511);
* ``continuous``, ``effects``, ``damage`` — continuous effects and layers (611, 613),
  the resolution context (the ``Effects`` protocol), damage (120);
* ``triggers``, ``sba`` — triggered abilities (603) and state-based actions (704);
* ``agents``, ``heuristic`` — every player choice (scripted, random, heuristic agents);
* ``game``, ``log``, ``scenario`` — setup and the game loop (103), the readable log,
  and the scenario helper for tests.

Generated card modules import only from ``ofuda.runtime``.
"""

from .actions import Action, ActivateAbility, CastSpell, PassPriority, PlayLand, TargetRequest
from .agents import (
    Activate,
    Agent,
    Attack,
    Block,
    Cast,
    Choose,
    ChooseX,
    Decision,
    May,
    Mulligan,
    Order,
    Pass,
    Play,
    RandomAgent,
    ScriptedAgent,
    Targets,
)
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
from .objects import GameObject, Permanent, Spell, StackAbility
from .players import Player
from .scenario import Scenario
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
    "May",
    "PayLife",
    "RemoveCounters",
    "TapPermanents",
    "TokenSpec",
    "Color",
    "CombatState",
    "Controller",
    "Cost",
    "CostItem",
    "Decision",
    "Dies",
    "Duration",
    "Effects",
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
    "Mulligan",
    "ObjectFilter",
    "Order",
    "Pass",
    "PassPriority",
    "Permanent",
    "Play",
    "PlayLand",
    "Player",
    "PlayerFilter",
    "RandomAgent",
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
    "Zone",
    "ZoneKind",
]
